import {
  AUDIT_LOG_MAX_PAGE_SIZE,
  AUDIT_LOG_PAGE_SIZE,
} from '@esports-admin/schema/rules/constants';
import { USER_MANAGEMENT_RESOURCE } from '@esports-admin/schema/rules/access';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { GatewayUser } from '../context';
import { ErrorCode, forbidden } from '../errors';
import { GraphQLError } from 'graphql';
import { journalReaders } from '../mutations/declarations';

const readersBySchema = new WeakMap<GraphQLSchema, ReadonlyMap<string, readonly string[]>>();

/** The entity types whose entries the user may read; null means every type (administrators). */
function readableTypes(schema: GraphQLSchema, user: GatewayUser): string[] | null {
  if (user.resources.has(USER_MANAGEMENT_RESOURCE)) return null;
  let readers = readersBySchema.get(schema);
  if (!readers) {
    readers = journalReaders(schema);
    readersBySchema.set(schema, readers);
  }
  return [...readers]
    .filter(([, families]) => families.some((family) => user.resources.has(family)))
    .map(([entityType]) => entityType);
}

const cursorOf = (id: string) => Buffer.from(`audit:${id}`).toString('base64url');

function idOfCursor(cursor: string): string {
  const decoded = Buffer.from(cursor, 'base64url').toString();
  const id = decoded.startsWith('audit:') ? decoded.slice('audit:'.length) : '';
  if (!/^\d+$/.test(id)) {
    throw new GraphQLError('`after` is not a cursor of auditLog', {
      extensions: { code: ErrorCode.BAD_USER_INPUT },
    });
  }
  return id;
}

export const auditResolvers: Resolvers = {
  Query: {
    async auditLog(_, { filter, first, after }, { user, journal }, info) {
      const readable = readableTypes(info.schema, user);
      const wanted = filter?.entityType ?? null;
      if (wanted && readable && !readable.includes(wanted)) {
        throw forbidden(`You may not read the journal of ${wanted}.`);
      }
      const limit = Math.min(Math.max(first ?? AUDIT_LOG_PAGE_SIZE, 0), AUDIT_LOG_MAX_PAGE_SIZE);
      const { entries, total } = await journal.list({
        entityTypes: wanted ? [wanted] : readable,
        entityId: filter?.entityId,
        user: filter?.user,
        operation: filter?.operation,
        from: filter?.from,
        to: filter?.to,
        beforeId: after ? idOfCursor(after) : null,
        limit: limit + 1,
      });
      const page = entries.slice(0, limit);
      return {
        edges: page.map((node) => ({ cursor: cursorOf(node.id), node })),
        pageInfo: {
          hasNextPage: entries.length > limit,
          endCursor: page.length ? cursorOf(page.at(-1)!.id) : null,
        },
        totalCount: total,
      };
    },
  },
};
