/**
 * Every upstream service the gateway calls: one line each. Config reads their base-URL settings
 * from here, the server builds one client per entry, and the context's `apis` is typed by it.
 */
import { assetsUpstream } from './assets';
import { bannersUpstream, chatNotificationsUpstream } from './banners';
import { dropPreviewImageUpstream } from './drop-preview-image';
import { dropsUpstream } from './drops/index';
import { eldsUpstream } from './elds';
import { gameManagementUpstream } from './game-management';
import { liveStatsUpstream } from './live-stats';
import { pickemUpstream } from './pickem/index';
import { promoCodesUpstream } from './promo-codes';
import { rbacUpstream } from './rbac';
import { shotcallUpstream } from './shotcall';
import { streamlineUpstream } from './streamline';
import type { UpstreamClient } from './upstream';
import { viewerAccountsUpstream } from './viewer-accounts';

export const UPSTREAMS = [
  eldsUpstream,
  rbacUpstream,
  streamlineUpstream,
  assetsUpstream,
  gameManagementUpstream,
  liveStatsUpstream,
  dropsUpstream,
  dropPreviewImageUpstream,
  promoCodesUpstream,
  viewerAccountsUpstream,
  pickemUpstream,
  shotcallUpstream,
  bannersUpstream,
  chatNotificationsUpstream,
] as const;

type Upstream = (typeof UPSTREAMS)[number];
export type UpstreamName = Upstream['name'];

/** The upstream clients of one request, each behind its module's interface. */
export type Apis = { [U in Upstream as U['name']]: ReturnType<U['create']> };

export function createApis(clientFor: (upstream: UpstreamName) => UpstreamClient): Apis {
  return Object.fromEntries(
    UPSTREAMS.map((upstream) => [upstream.name, upstream.create(clientFor(upstream.name))]),
  ) as Apis;
}
