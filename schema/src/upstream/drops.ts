/**
 * The drops service (spec 3 §3 "Drops", §4, §7 "Drops") as the gateway calls it and the sandbox
 * serves it. Every family has its own base path below the service's base URL (`DROPS_URL`).
 */
import type { SportCode } from '../rules/sports';

export const DROP_GROUP_BASE_PATH = '/drops/group/v1.0';
export const DROP_TRIGGER_BASE_PATH = '/drops/dropTrigger/v1.0';
export const DROP_INVENTORY_BASE_PATH = '/drops/dropInventoryItem/v1.0';
export const DROP_RARITY_BASE_PATH = '/drops/rarity/v1.0';
export const DROP_LOCALIZATION_BASE_PATH = '/dropLocalization/v1.0';

/** Drop group status (spec 3 §4); the status call takes it lower-cased. */
export const DROP_GROUP_STATUSES = ['Active', 'Archived', 'Deleted', 'Pending'] as const;
export type DropGroupStatusDto = (typeof DROP_GROUP_STATUSES)[number];
/** PUT group/{id}?status=… */
export type DropGroupStatusChangeDto = 'pending' | 'deleted' | 'archived';
export type DropStatusDto = DropGroupStatusDto;

export const DROP_STRATEGIES = ['Default', 'Capped', 'CappedOnly'] as const;
export type DropStrategyDto = (typeof DROP_STRATEGIES)[number];

/** How many viewers a capped drop reaches: a quantity or a percent of the audience (spec 3 §5). */
export interface CappedDropRequestDto {
  quantity: number;
  percent: number;
}

/** What the service granted; quantity stays null until a trigger settles it. */
export interface CappedDropResponseDto {
  quantity: number | null;
  percent: number;
}

export interface DropDto {
  dropID: string;
  inventoryIDs: string[];
  validGeolocations: string[];
  rarityID: string | null;
  sponsor: string;
  title: string;
  description: string;
  titleLocalizationGroup: string;
  descriptionLocalizationGroup: string;
  league: string;
  cardProgramImageURL: string | null;
  cardOverlaySponsorImageURL: string | null;
  notificationSponsorImageURL: string | null;
  notificationProgramImageURL: string | null;
  presentedBySponsorImageURL: string | null;
  cappedDropRequest: CappedDropRequestDto | null;
  cappedDropResponse: CappedDropResponseDto | null;
  status: DropStatusDto;
  sport: SportCode;
  site: string;
  tournamentID: string | null;
}

/** One strategy marker per drop, in the group's drop order. */
export interface DropRequestMarkerDto {
  dropID: string;
  strategy: DropStrategyDto;
}

export interface DropGroupDto {
  id: string;
  description: string;
  league: string;
  sport: SportCode;
  status: DropGroupStatusDto;
  createdDateEpochMillis: number;
  /** Bumped by every change. */
  updatedDateEpochMillis: number;
  orderedDrops: DropDto[];
  orderedDropRequests: DropRequestMarkerDto[];
}

/** A drop as its group lists it, with the strategy marker the group holds for it (GraphQL `Drop`). */
export type DropInGroupDto = DropDto & { strategy: DropStrategyDto };

/** A drop as sent in a group body: new drops carry no dropID, status or localization groups. */
export type DropWriteDto = Omit<
  DropDto,
  | 'dropID'
  | 'status'
  | 'titleLocalizationGroup'
  | 'descriptionLocalizationGroup'
  | 'cappedDropResponse'
> & { dropID?: string };

/** POST group (full body) and POST group/{id} (edit body). */
export interface DropGroupWriteDto {
  description: string;
  league: string;
  sport: SportCode;
  strategy: DropStrategyDto;
  orderedDrops: DropWriteDto[];
}

export const DEFAULT_DROP_SITE = 'lolesports.com';

/** Inventory item status and its PUT dropInventoryItem/{id}?status=… values. */
export const INVENTORY_ITEM_STATUSES = ['active', 'archived', 'deleted'] as const;
export type InventoryItemStatusDto = (typeof INVENTORY_ITEM_STATUSES)[number];

export interface InventoryDescriptionDto {
  fulfillmentStatus: string;
  /** Localization key of the text inside the item's description group. */
  localeKey: string;
  /** en_US text. */
  text: string;
}

export interface InventoryItemDto {
  id: string;
  internalTitle: string;
  titleGroupKey: string;
  titleKey: string;
  descriptionGroupKey: string | null;
  descriptions: InventoryDescriptionDto[];
  psaType: string;
  dropType: string;
  storeType: string | null;
  itemType: string | null;
  quantity: number;
  imageUrl: string | null;
  gameItemID: string | null;
  status: InventoryItemStatusDto;
  sport: SportCode;
  updatedDateEpochMillis: number;
}

/** PUT dropInventoryItem: a new item has no id; the service fills keys and status. */
export type InventoryItemWriteDto = Omit<
  InventoryItemDto,
  'id' | 'descriptionGroupKey' | 'descriptions' | 'status' | 'updatedDateEpochMillis'
> & { id?: string };

/** PUT {inventoryId}/description: en_US text per fulfillment status. */
export interface InventoryDescriptionWriteDto {
  descriptions: { fulfillmentStatus: string; text: string }[];
}

export const RARITY_STATUSES = ['active', 'archived'] as const;
export type RarityStatusDto = (typeof RARITY_STATUSES)[number];

export interface RarityDto {
  id: string;
  name: string;
  league: string;
  /** Lower-cased; common by default. */
  type: string;
  style: string | null;
  badgeForegroundColor: string;
  badgeBackgroundColor: string;
  notificationColorOne: string | null;
  notificationColorTwo: string | null;
  status: RarityStatusDto;
}

export type RarityWriteDto = Omit<RarityDto, 'id' | 'status'>;

/** One text of a localization group: localeGroup + localeKey + locale. */
export interface LocalizationEntryDto {
  localeGroup: string;
  localeKey: string;
  locale: string;
  localization: string | null;
}

/** PUT localization (one) and PUT localizations (several): an ordered locale list with texts. */
export interface LocalizationSetDto {
  localeGroup: string;
  localeKey: string;
  locales: string[];
  localizations: Record<string, string | null>;
}

/** A locale's text of one key; null where the locale was removed. */
export interface LocalizedTextDto {
  locale: string;
  text: string | null;
}

/** One key's texts as the editor reads them, in the service's order (GraphQL `LocalizationSet`). */
export interface LocalizationKeyTextsDto {
  key: string;
  group: string;
  texts: LocalizedTextDto[];
}

/** GET localization/groups?groups=a,b → the entries of each group asked for. */
export type LocalizationGroupsDto = Record<string, LocalizationEntryDto[]>;
