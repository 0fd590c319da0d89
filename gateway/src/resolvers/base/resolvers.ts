import { APP_VERSION, DEFAULT_LOCALE } from '@esports-admin/schema/rules/constants';
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { LocalizedNameResolvers, Resolvers } from '../../__generated__/resolvers-types';
import { ErrorCode } from '../../errors';

function parseDateTime(value: unknown): string {
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) {
    return new Date(value).toISOString();
  }
  throw new GraphQLError('DateTime must be an ISO-8601 date-time string', {
    extensions: { code: ErrorCode.BAD_USER_INPUT },
  });
}

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: parseDateTime,
  parseValue: parseDateTime,
  parseLiteral: (ast) => parseDateTime(ast.kind === Kind.STRING ? ast.value : null),
});

export const LocalizedName: LocalizedNameResolvers = {
  localizations: (name) =>
    Object.entries(name.localizations).map(([locale, value]) => ({ locale, value })),
  displayName: (name) => name.localizations[DEFAULT_LOCALE] || name.slug,
};

export const baseResolvers: Resolvers = {
  DateTime,
  LocalizedName,
  Query: {
    appInfo: () => ({ version: APP_VERSION }),
  },
  Mutation: {
    _noop: () => null,
  },
};
