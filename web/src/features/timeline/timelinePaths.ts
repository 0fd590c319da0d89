export const TIMELINE_LIST_PATH = '/timeline/list';
export const timelineEditPath = (tournamentId: string) =>
  `/timeline/${encodeURIComponent(tournamentId)}/edit`;
/** The roles of the /timeline and /stream families (spec 2 §2). */
export const TIMELINE_FAMILIES = ['stream', 'Stream', 'Stream_Timeline', 'Livestats'] as const;
