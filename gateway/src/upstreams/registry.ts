/**
 * Every upstream service the gateway calls: one line each. Config reads their base-URL settings
 * from here, the server builds one client per entry, and the context's `apis` is typed by it.
 */
import { assetsUpstream } from './assets';
import { eldsUpstream } from './elds';
import { rbacUpstream } from './rbac';
import { streamlineUpstream } from './streamline';
import type { UpstreamClient } from './upstream';

export const UPSTREAMS = [eldsUpstream, rbacUpstream, streamlineUpstream, assetsUpstream] as const;

type Upstream = (typeof UPSTREAMS)[number];
export type UpstreamName = Upstream['name'];

/** The upstream clients of one request, each behind its module's interface. */
export type Apis = { [U in Upstream as U['name']]: ReturnType<U['create']> };

export function createApis(clientFor: (upstream: UpstreamName) => UpstreamClient): Apis {
  return Object.fromEntries(
    UPSTREAMS.map((upstream) => [upstream.name, upstream.create(clientFor(upstream.name))]),
  ) as Apis;
}
