import { ROUTE_ACCESS } from '@esports-admin/schema/rules/access';
import type { Section } from '../../shell/section';

/** The banners link opens the configurations that still need screenshots. */
const BANNERS_DEFAULT_STATUS = 'needs_screenshots';

/** Not in this build yet: its nav link and paths say so until its pages land here. */
export const bannersSection: Section = {
  key: 'banners',
  label: 'Banners',
  link: `/banners/list/${BANNERS_DEFAULT_STATUS}`,
  sports: ['lol'],
  access: ROUTE_ACCESS.banners,
  built: false,
  routes: [],
};
