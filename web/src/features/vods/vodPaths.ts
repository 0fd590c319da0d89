/** The VODs page of a tournament; `liveStatsOf` opens that game's live stats on arrival. */
export const vodPagePath = (tournamentId: string, liveStatsOf?: string) =>
  `/stream/vods/${encodeURIComponent(tournamentId)}` +
  (liveStatsOf ? `?${LIVE_STATS_PARAM}=${encodeURIComponent(liveStatsOf)}` : '');

export const LIVE_STATS_PARAM = 'liveStats';
