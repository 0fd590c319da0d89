/**
 * The data service's media part (spec 3 §7 "Media", "Internal"): streams, the stream groups
 * tournaments point at (Tournament.streamGroupId), and the supported locales. Paths are
 * relative to ELDS_BASE_PATH.
 */
import type { StreamProvider } from '../rules/stream';

/** The provider-named configuration of a stream (spec 1 §3 "Stream config"). */
export interface StreamConfigDto {
  videoId?: string;
  channelId?: string;
  parameter?: string;
}

/**
 * A stream: its provider plus a configuration named after the provider, for example
 * `{ provider: 'twitch', twitch: { channelId: 'riotgames' } }`.
 */
export type StreamDto = {
  id: string;
  provider: StreamProvider;
  /** Locale of the commentary, for example en_US. */
  locale: string;
  /** The stream group holding it, if any. */
  streamGroupId: string | null;
} & Partial<Record<StreamProvider, StreamConfigDto>>;

/** POST /streams and PUT /streams/{id} body. */
export type StreamWriteDto = Omit<StreamDto, 'id'>;

/** GET /streams?streamIds=&provider=&streamGroupId= */
export interface StreamListDto {
  streams: StreamDto[];
}

export interface StreamGroupDto {
  id: string;
  name: string;
  /** The group's streams, in order. */
  streams: StreamDto[];
}

/**
 * POST /streamGroups and PUT /streamGroups/{id} body: streams with an id are kept (and
 * updated), streams without one are created, streams of the group not listed are deleted.
 */
export interface StreamGroupWriteDto {
  name: string;
  streams: (Omit<StreamWriteDto, 'streamGroupId'> & { id?: string })[];
}

/** GET /streamGroups?search=&streamGroupIds= */
export interface StreamGroupListDto {
  streamGroups: StreamGroupDto[];
}

/** GET /internal/supportedLocales (also supportedRegions, supportedMediaLocales). */
export interface SupportedLocalesDto {
  locales: string[];
}
export interface SupportedRegionsDto {
  regions: string[];
}

/** A recorded game video (spec 3 §3 "Vod"); statsOffsetMillis aligns live stats with it. */
export interface VodDto {
  id: string;
  gameId: string;
  videoId: string;
  locale: string;
  provider: StreamProvider;
  statsOffsetMillis: number | null;
}

/** GET /vodDetails?gameIds=a,b answer and POST /vodDetails answer. */
export interface VodListDto {
  vods: VodDto[];
}

/** POST /vodDetails body: vods with an id are updated, without one created. */
export interface VodWriteListDto {
  vods: (Omit<VodDto, 'id'> & { id?: string })[];
}
