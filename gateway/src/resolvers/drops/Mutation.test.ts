import { DROP_MESSAGES } from '@esports-admin/schema/rules/drops';
import type { GraphQLObjectType, GraphQLResolveInfo } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { buildGatewaySchema } from '../../schema';
import { fakeContext } from '../../upstreams/fakes';
import { dropMutationResolvers } from './Mutation';

type AnyResolver = (parent: unknown, args: unknown, context: unknown, info: unknown) => unknown;

const schema = buildGatewaySchema();
const info = {
  schema,
  parentType: schema.getType('Mutation') as GraphQLObjectType,
  fieldName: 'saveLocalizations',
} as unknown as GraphQLResolveInfo;
const saveLocalizations = dropMutationResolvers.saveLocalizations as AnyResolver;

describe('saveLocalizations', () => {
  it('refuses a set without its en_US text before calling the drops service', async () => {
    const drops = { saveLocalizations: vi.fn() };
    const context = fakeContext({ apis: { drops } });
    const key = 'drop.1.title';
    const withoutEnglish = {
      key,
      group: key,
      locales: ['fr_FR'],
      texts: [{ locale: 'fr_FR', text: 'Balise' }],
    };
    const englishEmptied = {
      key,
      group: key,
      locales: ['en_US', 'fr_FR'],
      texts: [
        { locale: 'en_US', text: ' ' },
        { locale: 'fr_FR', text: 'Balise' },
      ],
    };
    for (const set of [withoutEnglish, englishEmptied]) {
      expect(await saveLocalizations({}, { sets: [set] }, context, info)).toMatchObject({
        ok: null,
        error: {
          code: 'BAD_USER_INPUT',
          inputErrors: [{ field: 'sets.0.locales', message: DROP_MESSAGES.defaultLocaleRequired }],
        },
      });
    }
    expect(drops.saveLocalizations).not.toHaveBeenCalled();
  });
});
