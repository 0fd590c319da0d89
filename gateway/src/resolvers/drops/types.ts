import type {
  DropGroupResolvers,
  DropResolvers,
  InventoryItemResolvers,
  LocalizationSetResolvers,
} from '../../__generated__/resolvers-types';
import { versionOf } from '../../mutations/version';
import {
  dropsOfGroup,
  groupStrategy,
  localizationSetOf,
  textInLocale,
  textsOfKey,
} from './mapping';

export const DropGroup: DropGroupResolvers = {
  strategy: (group) => groupStrategy(group),
  createdAt: (group) => new Date(group.createdDateEpochMillis).toISOString(),
  drops: (group) => dropsOfGroup(group),
};

export const Drop: DropResolvers = {
  id: (drop) => drop.dropID,
  inventoryIds: (drop) => drop.inventoryIDs,
  rarityId: (drop) => drop.rarityID,
  cardProgramImageUrl: (drop) => drop.cardProgramImageURL,
  cardOverlaySponsorImageUrl: (drop) => drop.cardOverlaySponsorImageURL,
  notificationSponsorImageUrl: (drop) => drop.notificationSponsorImageURL,
  notificationProgramImageUrl: (drop) => drop.notificationProgramImageURL,
  presentedBySponsorImageUrl: (drop) => drop.presentedBySponsorImageURL,
  tournamentId: (drop) => drop.tournamentID,
  async titleLocalizations(drop, _, { loaders }) {
    const group = drop.titleLocalizationGroup;
    return textsOfKey(await loaders.localizationGroups.load(group), group, drop.title);
  },
  async descriptionLocalizations(drop, _, { loaders }) {
    const group = drop.descriptionLocalizationGroup;
    return textsOfKey(await loaders.localizationGroups.load(group), group, drop.description);
  },
  async titleLocalizationVersion(drop, _, { loaders }) {
    const key = drop.titleLocalizationGroup;
    const entries = (await loaders.localizationGroups.load(key)).filter((e) => e.localeKey === key);
    return entries.length > 0 ? versionOf(localizationSetOf(entries)) : null;
  },
  async localizedTitle(drop, { locale }, { loaders }) {
    const group = drop.titleLocalizationGroup;
    const texts = textsOfKey(await loaders.localizationGroups.load(group), group);
    return textInLocale(texts, locale, drop.title);
  },
};

export const InventoryItem: InventoryItemResolvers = {
  gameItemId: (item) => item.gameItemID,
  descriptions: (item) =>
    item.descriptions.map(({ fulfillmentStatus, localeKey, text }) => ({
      fulfillmentStatus,
      key: localeKey,
      text,
    })),
};

export const LocalizationSet: LocalizationSetResolvers = {
  locales: (set) => set.texts.filter((t) => t.text !== null).map((t) => t.locale),
};
