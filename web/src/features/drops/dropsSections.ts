/**
 * The drops section's sub-navigation, one line per page family. `match` is the path prefix that
 * marks the link as current.
 */
import type { SectionPage } from '../../components/SectionPagesNav';
import {
  dropGroupListPath,
  INVENTORY_ITEM_LIST_PATH,
  LOCALIZATION_MATRIX_PATH,
  RARITY_LIST_PATH,
} from './dropsPaths';
import { TRIGGER_LIST_PATH } from '../drop-triggers/triggerPaths';
import { PROMO_CODES_PATH } from '../promo-codes/promoCodePaths';
import { VIEWER_LOOKUPS_PATH } from '../viewer-lookups/viewerLookupPaths';

export const DROPS_SECTIONS: readonly SectionPage[] = [
  { label: 'Groups', path: dropGroupListPath('current'), match: ['/drops/list', '/drops/group'] },
  { label: 'Inventory', path: INVENTORY_ITEM_LIST_PATH, match: [INVENTORY_ITEM_LIST_PATH] },
  { label: 'Rarities', path: RARITY_LIST_PATH, match: [RARITY_LIST_PATH] },
  { label: 'Localizations', path: LOCALIZATION_MATRIX_PATH, match: [LOCALIZATION_MATRIX_PATH] },
  { label: 'Triggers', path: TRIGGER_LIST_PATH, match: [TRIGGER_LIST_PATH] },
  { label: 'Promo codes', path: PROMO_CODES_PATH, match: [PROMO_CODES_PATH] },
  { label: 'Viewer lookups', path: VIEWER_LOOKUPS_PATH, match: [VIEWER_LOOKUPS_PATH] },
];
