/**
 * Drop rules shared by the gateway, the sandbox and the web (spec 3 §3 "Drops", §4, §5): the capped
 * drop rules with their messages (the spec gives none; these are the product's, kept here only),
 * the floor/clamp of edited capped values, localization sets, rarity styles and inventory item
 * defaults.
 */
import {
  CAPPED_PERCENT_MAX,
  DEFAULT_INVENTORY_QUANTITY,
  DEFAULT_LOCALE,
  RARITY_GRADIENT_STOPS,
} from './constants';
import { isLocaleCode } from './locale';
import { MESSAGES, validateRequired, validateString, type RuleResult } from './validation';

export const DROP_STRATEGIES = ['Default', 'Capped', 'CappedOnly'] as const;
export type DropStrategy = (typeof DROP_STRATEGIES)[number];

export const DROP_STRATEGY_LABELS: Record<DropStrategy, string> = {
  Default: 'Default: every eligible viewer',
  Capped: 'Capped: a capped share of viewers',
  CappedOnly: 'Capped only: no default fallback',
};

export const isCappedStrategy = (strategy: DropStrategy) => strategy !== 'Default';

export const CAPPED_DROP_MESSAGES = {
  notANumber: 'Enter a whole number.',
  bothEmpty: 'Set a quantity above 0 or a percent from 1 to 99.',
  bothSet: 'Set either a quantity or a percent, not both.',
  percentRange: 'Percent must be from 1 to 99 when no quantity is set.',
} as const;

/** A capped share as the form holds it, the gateway takes it and the service stores it. */
export interface CappedValues {
  quantity: number;
  percent: number;
}

/**
 * Spec 3 §5: quantity and percent may not both be zero or below, nor both positive; with no
 * quantity the percent must be from 1 to 99 (100 or more is invalid). Both are whole numbers.
 */
export function validateCappedDrop({ quantity, percent }: CappedValues): {
  quantity?: string;
  percent?: string;
} {
  if (!Number.isInteger(quantity)) return { quantity: CAPPED_DROP_MESSAGES.notANumber };
  if (!Number.isInteger(percent)) return { percent: CAPPED_DROP_MESSAGES.notANumber };
  if (quantity > 0 && percent > 0) return { quantity: CAPPED_DROP_MESSAGES.bothSet };
  if (quantity <= 0 && percent <= 0) return { quantity: CAPPED_DROP_MESSAGES.bothEmpty };
  if (quantity <= 0 && (percent < 1 || percent > CAPPED_PERCENT_MAX)) {
    return { percent: CAPPED_DROP_MESSAGES.percentRange };
  }
  return {};
}

/**
 * Spec 3 §5, on a value as staff edit it: floored; a negative quantity, and a percent outside
 * 0-99, become 0. The form runs it; what it sends is then stored as it is.
 */
export function clampEditedCappedValue(part: keyof CappedValues, value: number): number {
  if (!Number.isFinite(value)) return 0;
  const floored = Math.floor(value);
  const max = part === 'percent' ? CAPPED_PERCENT_MAX : Number.POSITIVE_INFINITY;
  return floored < 0 || floored > max ? 0 : floored;
}

export const DROP_MESSAGES = {
  groupCreated: 'Drop group created.',
  groupUpdated: 'Drop group saved.',
  noDrops: 'Add at least one drop.',
  statusChanged: (status: string) => `Drop group is now ${status}.`,
  /** What each status change does to the group's drops (spec 3 §4), for the confirmation. */
  cascade: {
    archived: 'Archiving the group sets all its drops to Archived.',
    deleted: 'Deleting the group sets all its drops to Deleted.',
    pending: 'Restoring the group sets all its drops to Pending.',
  },
  sameStatus: (status: string) => `The group is already ${status}.`,
  rarityCreated: 'Rarity created.',
  rarityStatus: (status: string) => `Rarity is now ${status}.`,
  /** What archiving a rarity will do, for the confirmation (before anything changed). */
  rarityArchiveConsequence:
    'Archiving the rarity takes it out of the choices for new drops; drops that have it keep it.',
  inventorySaved: 'Inventory item saved.',
  inventoryStatus: (status: string) => `Inventory item is now ${status}.`,
  descriptionsSaved: 'Descriptions saved.',
  localizationSaved: 'Localization saved.',
  defaultLocaleRequired: `${DEFAULT_LOCALE} cannot be removed or left empty: the other locales fall back to it.`,
} as const;

/** One key's texts as LocalizationSetInput holds them. */
export interface LocalizationSetDraft {
  key: string;
  group: string;
  locales: readonly string[];
  texts: readonly { locale: string; text?: string | null }[];
}

/**
 * Field errors of one localization set, keyed like its input's fields. A saved set replaces the
 * key's texts, so it must list DEFAULT_LOCALE with a text: every other locale falls back to it.
 */
export function validateLocalizationSet(set: LocalizationSetDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!set.key.trim()) errors.key = MESSAGES.fieldNotValid;
  if (!set.group.trim()) errors.group = MESSAGES.fieldNotValid;
  const malformed = [...set.locales, ...set.texts.map((t) => t.locale)].some(
    (locale) => !isLocaleCode(locale),
  );
  const listedTwice = new Set(set.locales).size !== set.locales.length;
  const defaultText = set.texts.find((t) => t.locale === DEFAULT_LOCALE)?.text?.trim();
  if (malformed || listedTwice) errors.locales = MESSAGES.fieldNotValid;
  else if (!set.locales.includes(DEFAULT_LOCALE) || !defaultText) {
    errors.locales = DROP_MESSAGES.defaultLocaleRequired;
  }
  return errors;
}

/** The same for every set of a saveLocalizations call, keyed `sets.1.locales`. */
export function validateLocalizationSets(
  sets: readonly LocalizationSetDraft[],
): Record<string, string> {
  return Object.fromEntries(
    sets.flatMap((set, i) =>
      Object.entries(validateLocalizationSet(set)).map(([field, message]) => [
        `sets.${i}.${field}`,
        message,
      ]),
    ),
  );
}

/** Which status changes a group in one status accepts (spec 3 §4: pending, deleted, archived). */
export function dropGroupStatusChangeProblem(
  current: 'Active' | 'Archived' | 'Deleted' | 'Pending',
  next: 'pending' | 'deleted' | 'archived',
): RuleResult {
  const target = { pending: 'Pending', deleted: 'Deleted', archived: 'Archived' }[next];
  return current === target ? DROP_MESSAGES.sameStatus(target) : null;
}

export interface DropDraft {
  title: string;
  sponsor: string;
  inventoryIds: readonly string[];
  capped?: CappedValues | null;
}

/** Field errors of a group, keyed like DropGroupInput's fields (`drops.1.capped.percent`). */
export function validateDropGroupDraft(draft: {
  description: string;
  league: string;
  strategy: DropStrategy;
  drops: readonly DropDraft[];
}): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (field: string, result: RuleResult | undefined) => {
    if (result) errors[field] = result;
  };
  put(
    'description',
    validateRequired(draft.description) ?? validateString('Description', draft.description.trim()),
  );
  put('league', validateRequired(draft.league));
  if (draft.drops.length === 0) put('drops', DROP_MESSAGES.noDrops);
  draft.drops.forEach((drop, i) => {
    put(`drops.${i}.title`, validateRequired(drop.title) ?? validateString('Title', drop.title));
    put(`drops.${i}.sponsor`, validateRequired(drop.sponsor));
    if (isCappedStrategy(draft.strategy)) {
      if (!drop.capped) put(`drops.${i}.capped.quantity`, CAPPED_DROP_MESSAGES.bothEmpty);
      else {
        const capped = validateCappedDrop(drop.capped);
        put(`drops.${i}.capped.quantity`, capped.quantity);
        put(`drops.${i}.capped.percent`, capped.percent);
      }
    }
  });
  return errors;
}

/** Rarity (spec 3 §3): type defaults to common and is sent lower-cased. */
export const DEFAULT_RARITY_TYPE = 'common';
export const rarityType = (type: string | null | undefined) =>
  (type?.trim() || DEFAULT_RARITY_TYPE).toLowerCase();

/** Once both notification colours are set, the style is their radial gradient (stops 3%, 60%). */
export function rarityStyle(
  one: string | null | undefined,
  two: string | null | undefined,
): string | null {
  if (!one || !two) return null;
  const [inner, outer] = RARITY_GRADIENT_STOPS;
  return `radial-gradient(circle, ${one} ${inner}, ${two} ${outer})`;
}

export function validateRarityDraft(draft: {
  name: string;
  league: string;
  badgeForegroundColor: string;
  badgeBackgroundColor: string;
}): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = validateRequired(draft.name) ?? validateString('Name', draft.name.trim());
  if (name) errors.name = name;
  if (validateRequired(draft.league)) errors.league = MESSAGES.fieldNotValid;
  if (validateRequired(draft.badgeForegroundColor)) {
    errors.badgeForegroundColor = MESSAGES.fieldNotValid;
  }
  if (validateRequired(draft.badgeBackgroundColor)) {
    errors.badgeBackgroundColor = MESSAGES.fieldNotValid;
  }
  return errors;
}

/** Inventory item defaults (spec 3 §3): psa type wallet item, drop type psa, quantity 1. */
export const INVENTORY_DEFAULTS = {
  psaType: 'wallet_item',
  dropType: 'psa',
  quantity: DEFAULT_INVENTORY_QUANTITY,
} as const;

export const INVENTORY_DROP_TYPES = ['psa', 'game_item', 'promo_code'] as const;
export const INVENTORY_PSA_TYPES = ['wallet_item', 'emote', 'icon', 'ward', 'skin'] as const;

export interface InventoryTypeFields {
  dropType: string;
  psaType: string;
  storeType: string | null;
  itemType: string | null;
  gameItemId: string | null;
  quantity: number;
}

/** Changing the drop type or psa type resets the fields that depend on it and quantity to 1. */
export function changeInventoryType<T extends InventoryTypeFields>(
  item: T,
  change: { dropType?: string; psaType?: string },
): T {
  const dropType = change.dropType ?? item.dropType;
  const psaType = change.psaType ?? item.psaType;
  if (dropType === item.dropType && psaType === item.psaType) return item;
  return {
    ...item,
    dropType,
    psaType,
    storeType: null,
    itemType: null,
    gameItemId: null,
    quantity: DEFAULT_INVENTORY_QUANTITY,
  };
}

export function validateInventoryDraft(draft: {
  internalTitle: string;
  quantity: number;
}): Record<string, string> {
  const errors: Record<string, string> = {};
  const title =
    validateRequired(draft.internalTitle) ?? validateString('Title', draft.internalTitle.trim());
  if (title) errors.internalTitle = title;
  if (!Number.isInteger(draft.quantity) || draft.quantity < 1) {
    errors.quantity = 'Quantity must be a whole number of at least 1.';
  }
  return errors;
}

/** The locales staff translate drops into, the default first (spec 3 §3, §9). */
export const DROP_LOCALES = [
  DEFAULT_LOCALE,
  'de_DE',
  'es_ES',
  'es_MX',
  'fr_FR',
  'it_IT',
  'pl_PL',
  'pt_BR',
  'tr_TR',
  'ru_RU',
  'ja_JP',
  'ko_KR',
  'zh_TW',
  'vi_VN',
] as const;
