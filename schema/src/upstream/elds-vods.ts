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
