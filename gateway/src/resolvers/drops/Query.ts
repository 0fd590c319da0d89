import { DROP_LOCALES } from '@esports-admin/schema/rules/drops';
import { effectiveSearch } from '@esports-admin/schema/rules/validation';
import type { QueryResolvers } from '../../__generated__/resolvers-types';
import { localizationSetOf } from './mapping';

export const dropQueryResolvers: QueryResolvers = {
  async dropGroups(_, { sport, status }, { apis }) {
    const groups = await apis.drops.getDropGroups();
    return groups.filter((g) => g.sport === sport && (!status || g.status === status));
  },
  dropGroup: (_, { id }, { apis }) => apis.drops.getDropGroup(id),
  async inventoryItems(_, { sport, status }, { apis }) {
    const items = await apis.drops.getInventoryItems();
    return items.filter((item) => item.sport === sport && (!status || item.status === status));
  },
  inventoryItem: (_, { id, sport }, { apis }) => apis.drops.getInventoryItem(id, sport),
  defaultInventoryDescriptions: async (_, { id }, { apis }) =>
    (await apis.drops.getDefaultDescriptions(id)).map((d) => ({ ...d, key: null })),
  async rarities(_, { league, search }, { apis }) {
    const term = effectiveSearch(search)?.toLowerCase();
    const rarities = await apis.drops.getRarities();
    return rarities.filter(
      (r) => (!league || r.league === league) && (!term || r.name.toLowerCase().includes(term)),
    );
  },
  async localization(_, { key }, { apis }) {
    const entries = await apis.drops.getLocalization(key);
    return entries.length > 0 ? localizationSetOf(entries) : null;
  },
  dropLocales: () => [...DROP_LOCALES],
};
