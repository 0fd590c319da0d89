/** The banners pages' paths (spec 2 §2: banners/list is the section's link), one place for every link. */
import type { BannerConfigurationStatus } from '@esports-admin/schema/rules/banners';

/** The configurations of one status, league × patch rows. */
export const bannersListPath = (status: BannerConfigurationStatus) =>
  `/banners/list/${encodeURIComponent(status)}`;

/** The section's link and where a created configuration lands: the ones still needing screenshots. */
export const BANNERS_LIST_PATH = bannersListPath('needs_screenshots');

/** One league's one patch: its configuration editor. */
export const bannerEditorPath = (leagueId: string, patch: string) =>
  `/banners/leagues/${encodeURIComponent(leagueId)}/patches/${encodeURIComponent(patch)}`;
