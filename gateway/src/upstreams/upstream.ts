/** What an upstream module declares, so that config, context and server never name one. */
import type { RestClient } from './rest-client';

/** The calls an upstream client makes on the one RestClient; unit tests pass a fake. */
export type UpstreamClient = Pick<RestClient, 'get' | 'post' | 'put' | 'delete'>;

/** 'gameManagement' → 'GAME_MANAGEMENT': the setting's spelling of a camel-case name. */
type UpperSnake<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Uppercase<Head> : `_${Head}`}${UpperSnake<Tail>}`
  : S;

export interface UpstreamModule<Name extends string, Api> {
  /** The service name in logs, upstream-call records and /readyz. */
  name: Name;
  /** The environment variable with the service's base URL; unset means the sandbox. */
  urlSetting: `${UpperSnake<Name>}_URL`;
  /**
   * For functions that take basic authorization instead of the caller's bearer token: the
   * setting holding "user:password", and the sandbox's pair used while the URL is unset.
   */
  basicAuth?: { setting: `${UpperSnake<Name>}_BASIC_AUTH`; sandboxDefault: string };
  create(client: UpstreamClient): Api;
}

export function defineUpstream<const Name extends string, Api>(module: UpstreamModule<Name, Api>) {
  return module;
}
