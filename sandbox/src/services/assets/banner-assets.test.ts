import { describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import {
  bannerPackageKey,
  bannerScreenshotKey,
  bannerScreenshotsFolder,
} from '@esports-admin/schema/rules/banners';
import { INVALID_ASSET_KEY_MESSAGE } from '@esports-admin/schema/rules/image';
import {
  ASSETS_BASE_PATH,
  type AssetKeyListDto,
  type PresignedUrlDto,
} from '@esports-admin/schema/upstream/assets';
import {
  BANNERS_BASE_PATH,
  type BannerConfigurationFileDto,
  type BannerLeagueDto,
} from '@esports-admin/schema/upstream/banners';
import { sandboxForTests } from '../../test-sandbox';
import { expectRefused } from '../shotcall/test-calls';
import { bannerCalls, PNG } from '../banners/test-calls';

const sandbox = sandboxForTests();

const api = <T>(path: string, query: Record<string, string>) =>
  sandbox.at(ASSETS_BASE_PATH)<T>('GET', `/${path}?${new URLSearchParams(query).toString()}`);

const presign = (key: string, purpose = 'upload', functionalityType = 'banner') =>
  api<PresignedUrlDto>('presignedurl', { purpose, functionalityType, key });

const bannerKeys = async (prefix: string) =>
  (await api<AssetKeyListDto>('keys', { purpose: 'list', functionalityType: 'banner', prefix }))
    .body.keys;

async function downloadZip(key: string) {
  const ticket = await presign(key, 'download');
  expect(ticket.status).toBe(200);
  const served = await fetch(ticket.body.url);
  expect(served.headers.get('content-type')).toBe('application/zip');
  return unzipSync(new Uint8Array(await served.arrayBuffer()));
}

describe('banner asset keys', () => {
  it.each([
    'lec/textures/sponsor-a.png',
    'lec/15.12/1/screenshots/baron-alcove-hero-1__1750000000000-shot.png',
    'game-configs/lec-15.12-1.json',
    'game-configs/lck_challengers-14.3-2.zip',
  ])('presigns the banner key %s', async (key) => {
    expect((await presign(key)).status).toBe(200);
  });

  it.each([
    'lec/sponsor-a.png',
    'lec/textures/2025/sponsor-a.png',
    'textures/lec/sponsor-a.png',
    'lec/15.12/1/screenshots/shots.zip',
    'lec/15.12/1/shots/a.png',
    'lec/15.12/screenshots/a.png',
    'game-configs/lec.json',
    'game-configs/lec-15.12.json',
    'configs/lec-15.12-1.json',
  ])('refuses the banner key %s with the spec message', async (key) => {
    for (const purpose of ['upload', 'download']) {
      expectRefused(await presign(key, purpose), 400, INVALID_ASSET_KEY_MESSAGE);
    }
  });

  it('leaves non-banner keys to the general rule', async () => {
    expect((await presign('lec/sponsor-a.png', 'upload', 'non-banner')).status).toBe(200);
  });

  it('refuses a PUT of a banner file under an invalid key before checking its signature', async () => {
    const ticket = (await presign('lec/textures/sponsor-a.png')).body;
    const elsewhere = ticket.url.replace('lec/textures/sponsor-a.png', 'lec/sponsor-a.png');
    const answer = await fetch(elsewhere, {
      method: 'PUT',
      headers: { 'content-type': 'binary/octet-stream' },
      body: PNG,
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ message: INVALID_ASSET_KEY_MESSAGE });
  });
});

describe('the zip of a configuration', () => {
  it('packs the configuration file, its textures and its version’s screenshots, again on each request', async () => {
    const leagues = (
      await sandbox.at(BANNERS_BASE_PATH)<BannerLeagueDto[]>('GET', '/leagues', {
        token: await bannerCalls(sandbox).tokenOf('remy.rewards'),
      })
    ).body;
    const lpl = leagues.find((league) => league.slug === 'lpl')!;
    const { patch, configuration } = lpl.patches.find((entry) => entry.patch === '15.12')!;
    const zipKey = bannerPackageKey('lpl', patch, configuration.version);

    const zip = await downloadZip(zipKey);
    const file = JSON.parse(
      Buffer.from(zip['configuration.json']!).toString('utf8'),
    ) as BannerConfigurationFileDto;
    expect(file).toMatchObject({ league: 'lpl', patch, version: configuration.version });
    const textures = [
      ...new Set(Object.values(file.banners).map((banner) => banner.texture.split('/')[2]!)),
    ];
    const folder = bannerScreenshotsFolder('lpl', patch, configuration.version);
    const screenshots = (await bannerKeys(folder)).map((key) => key.slice(folder.length));
    expect(screenshots.length).toBe(Object.keys(file.banners).length);
    expect(Object.keys(zip).sort()).toEqual(
      [
        'configuration.json',
        ...textures.map((name) => `textures/${name}`),
        ...screenshots.map((name) => `screenshots/${name}`),
      ].sort(),
    );
    const texture = Buffer.from(zip[`textures/${textures[0]!}`]!);
    expect(texture.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(await bannerKeys('game-configs/lpl-15.12')).toContain(zipKey);

    const propId = Object.keys(file.banners)[0]!;
    const added = bannerScreenshotKey('lpl', patch, configuration.version, propId, '1-again.png');
    const ticket = (await presign(added)).body;
    const stored = await fetch(ticket.url, {
      method: 'PUT',
      headers: { 'content-type': 'binary/octet-stream' },
      body: PNG,
    });
    expect(stored.status).toBe(200);
    const repacked = await downloadZip(zipKey);
    expect(Buffer.from(repacked[`screenshots/${propId}__1-again.png`]!).equals(PNG)).toBe(true);
    expect(Object.keys(repacked).length).toBe(Object.keys(zip).length + 1);
  });

  it('answers 404 when the configuration file is not stored', async () => {
    expectRefused(
      await presign('game-configs/lpl-15.24-1.zip', 'download'),
      404,
      'No stored file game-configs/lpl-15.24-1.json',
    );
  });
});
