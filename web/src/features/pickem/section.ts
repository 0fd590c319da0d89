import { ROUTE_ACCESS } from '@esports-admin/schema/rules/access';
import type { Section } from '../../shell/section';

/** Not in this build yet: its nav link and paths say so until its pages land here. */
export const pickemSection: Section = {
  key: 'pickem',
  label: "Pick'em",
  link: '/pickem/leagues/list',
  sports: ['lol', 'val'],
  access: ROUTE_ACCESS.pickem,
  built: false,
  routes: [],
};
