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

/** What the gateway has read of a game's feed, window after window from a start time on. */
export interface LiveStatsFeedReadDto {
  /** The first window's metadata; null when the service has no feed for the game. */
  metadata: LiveStatsWindowDto['gameMetadata'] | null;
  /** Every frame read, oldest first, none before the start time. */
  frames: LiveStatsFrameDto[];
  /** Where the next window starts; null once the feed has ended. */
  next: Date | null;
  /** Live stats calls made so far. */
  windows: number;
}

/** The game start search's read of the feed (spec 3 §4). */
export interface LiveStatsGameStartDto extends LiveStatsFeedReadDto {
  /** The spec's game start frame; null when none within the bound. */
  start: LiveStatsFrameDto | null;
}

/** A game's live stats as read by its start search (GraphQL `LiveStatsGame`). */
export interface LiveStatsGameReadDto {
  gameId: string;
  /** ISO 8601: where the search began. */
  searchedFrom: string;
  search: LiveStatsGameStartDto;
}
