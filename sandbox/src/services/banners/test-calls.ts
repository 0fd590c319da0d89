/** What the banner test files share: calls as a user, and files put in the asset store. */
import { expect } from 'vitest';
import {
  BANNER_FILE_INITIAL_STATUS,
  bannerConfigurationKey,
  bannerScreenshotKey,
} from '@esports-admin/schema/rules/banners';
import {
  ASSETS_BASE_PATH,
  assetUploadContentType,
  type PresignedUrlDto,
} from '@esports-admin/schema/upstream/assets';
import {
  BANNERS_BASE_PATH,
  type BannerAssignmentDto,
  type BannerConfigurationFileDto,
  type BannerLeagueDto,
} from '@esports-admin/schema/upstream/banners';
import { mintAccessToken, type TestSandbox } from '../../test-support';

/** One of the tiny PNGs tests store as textures and screenshots. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export function bannerCalls(sandbox: TestSandbox) {
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (username: string) => {
    if (!tokens.has(username)) tokens.set(username, mintAccessToken(sandbox.url, username));
    return tokens.get(username)!;
  };

  /** A banners call as `username` (remy.rewards, who has full access, unless named). */
  async function call<Body>(
    method: string,
    path: string,
    body?: unknown,
    username = 'remy.rewards',
  ) {
    return sandbox.at(BANNERS_BASE_PATH)<Body>(method, path, {
      body,
      token: await tokenOf(username),
    });
  }

  const leagues = async () => (await call<BannerLeagueDto[]>('GET', '/leagues')).body;

  /** Stores a banner file the way the gateway and the web do: a presigned PUT. */
  async function storeBannerFile(key: string, body: Buffer | string) {
    const query = new URLSearchParams({ purpose: 'upload', functionalityType: 'banner', key });
    const ticket = await sandbox.at(ASSETS_BASE_PATH)<PresignedUrlDto>(
      'GET',
      `/presignedurl?${query.toString()}`,
    );
    expect(ticket.status).toBe(200);
    const stored = await fetch(ticket.body.url, {
      method: 'PUT',
      headers: { 'content-type': assetUploadContentType(key) },
      body,
    });
    expect(stored.status).toBe(200);
  }

  /** Uploads a configuration file; answers its key. */
  async function storeConfiguration(
    slug: string,
    patch: string,
    version: number,
    banners: Record<string, BannerAssignmentDto>,
    changes: Partial<BannerConfigurationFileDto> = {},
  ) {
    const url = bannerConfigurationKey(slug, patch, version);
    const file = { league: slug, patch, version, status: BANNER_FILE_INITIAL_STATUS, banners };
    await storeBannerFile(url, JSON.stringify({ ...file, ...changes }));
    return url;
  }

  async function storeScreenshot(slug: string, patch: string, version: number, propId: string) {
    await storeBannerFile(
      bannerScreenshotKey(slug, patch, version, propId, '1750000000000-shot.png'),
      PNG,
    );
  }

  return { call, leagues, tokenOf, storeBannerFile, storeConfiguration, storeScreenshot };
}
