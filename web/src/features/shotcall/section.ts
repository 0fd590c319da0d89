import { ROUTE_ACCESS } from '@esports-admin/schema/rules/access';
import type { Section } from '../../shell/section';

/** Not in this build yet: its nav link and paths say so until its pages land here. */
export const shotcallSection: Section = {
  key: 'shotcall',
  label: 'Shot-call',
  link: '/shotcall/events',
  sports: ['val'],
  access: ROUTE_ACCESS.shotcall,
  built: false,
  routes: [],
};
