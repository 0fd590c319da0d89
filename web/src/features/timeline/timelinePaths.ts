import { ROUTE_ACCESS } from '@esports-admin/schema/rules/access';
export const TIMELINE_LIST_PATH = '/timeline/list';
export const timelineEditPath = (tournamentId: string) =>
  `/timeline/${encodeURIComponent(tournamentId)}/edit`;
/** The roles of the /timeline and /stream families (spec 2 §2). */
export const TIMELINE_FAMILIES = ROUTE_ACCESS.streams.anyOf;
