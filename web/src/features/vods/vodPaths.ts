export const vodPagePath = (tournamentId: string) =>
  `/stream/vods/${encodeURIComponent(tournamentId)}`;
