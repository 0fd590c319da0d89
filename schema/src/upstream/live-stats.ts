/**
 * The live stats service (spec 3 §3 "Live stats", §7 "Live stats") as the gateway calls it and the
 * sandbox serves it. Paths are relative to the service's base URL.
 */

export const LIVE_STATS_BASE_PATH = '/livestats/v1';

/** One participant of a side: its seat (1–5 blue, 6–10 red) and in-game name. */
export interface LiveStatsParticipantDto {
  participantId: number;
  summonerName: string;
}

export interface LiveStatsTeamMetadataDto {
  participantMetadata: LiveStatsParticipantDto[];
}

export interface LiveStatsTeamFrameDto {
  /** Gold the side's five players earned so far; 0 until the game starts. */
  totalGold: number;
  totalKills: number;
}

/** One frame of the feed, every 10 seconds of broadcast. */
export interface LiveStatsFrameDto {
  /** ISO 8601 (the service's own spelling of RFC 3339). */
  rfc460Timestamp: string;
  gameState: 'in_game' | 'paused' | 'finished';
  blueTeam: LiveStatsTeamFrameDto;
  redTeam: LiveStatsTeamFrameDto;
}

/**
 * GET windowUnrestricted/{gameId}?startingTime=…: the frames from startingTime on, one page of at
 * most LIVE_STATS_WINDOW_FRAMES, oldest first; empty once the feed has ended.
 */
export interface LiveStatsWindowDto {
  esportsGameId: string;
  gameMetadata: {
    blueTeamMetadata: LiveStatsTeamMetadataDto;
    redTeamMetadata: LiveStatsTeamMetadataDto;
  };
  frames: LiveStatsFrameDto[];
}
