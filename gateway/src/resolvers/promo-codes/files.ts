import type { AssetFunctionalityType } from '@esports-admin/schema/upstream/assets';

/**
 * Codes files are stored as the asset service's 'banner' type: the only one whose files need a
 * signed address to be read. A sponsor's unredeemed codes must not be public like images are.
 */
export const PROMO_CODES_FILE_TYPE: AssetFunctionalityType = 'banner';
