/**
 * The vod calls of the data service's media API beyond GET/POST /vodDetails and DELETE /vods
 * (spec 3 §7 "Media"). The spec names the paths only; these contracts are the sandbox's, written
 * down in sandbox/README.md.
 */
import type { StreamProvider } from '../rules/stream';

/** GET /vodDetails/available?gameIds=a,b: the asked games that have at least one vod, in order. */
export interface VodAvailabilityDto {
  gameIds: string[];
}

/** POST /media/updateVodDetailData: changes the given fields of one vod; answers the VodDto. */
export interface VodDetailUpdateDto {
  vodId: string;
  videoId?: string;
  locale?: string;
  provider?: StreamProvider;
}

/**
 * POST /media/setVodFirstFrameTime: the video time at which the game's first frame plays
 * becomes the vod's statsOffsetMillis; answers the VodDto.
 */
export interface VodFirstFrameTimeDto {
  vodId: string;
  firstFrameTimeMillis: number;
}

/** A side of a game (spec 1 §9: platform ids 100 blue, 200 red), five participants each. */
export const GAME_SIDES = ['blue', 'red'] as const;
export type GameSide = (typeof GAME_SIDES)[number];
export const PARTICIPANTS_PER_SIDE = 5;

/**
 * A point-of-view stream of one game: one participant's own camera or screen (GET /pov). The
 * spec names only GET and POST pov; these fields are the sandbox's contract.
 */
export interface PovDto {
  id: string;
  gameId: string;
  side: GameSide;
  /** 1 to 5 within the side. */
  participant: number;
  /** The player on that seat, when known. */
  playerId: string | null;
  provider: StreamProvider;
  locale: string;
  /** The provider's video or channel id (the value of its configuration field). */
  videoId: string;
}

/** GET /pov?gameIds=a,b → the games' povs, ordered by game, side and participant. */
export interface PovListDto {
  povs: PovDto[];
}

/**
 * POST /pov: replaces one game's povs with the given ones (listed ids are kept, the others of
 * the game deleted); at most one per side and participant. Answers the game's PovListDto.
 */
export interface PovWriteDto {
  gameId: string;
  povs: (Omit<PovDto, 'id' | 'gameId'> & { id?: string })[];
}
