import { describe, expect, it } from 'vitest';
import { bannerPropById } from '@esports-admin/schema/rules/banner-props';
import {
  BANNER_CONFIGURATION_STATUSES,
  BANNER_MESSAGES,
  BANNER_PATCHES,
  bannerScreenshotsFolder,
  screenshotPropId,
} from '@esports-admin/schema/rules/banners';
import {
  ASSETS_BASE_PATH,
  type AssetKeyListDto,
  type PresignedUrlDto,
} from '@esports-admin/schema/upstream/assets';
import type {
  BannerConfigurationFileDto,
  BannerLeagueDto,
  BannerPermissionsDto,
} from '@esports-admin/schema/upstream/banners';
import type { LeagueListDto } from '@esports-admin/schema/upstream/elds';
import { TestRelyingParty } from '../../identity/test-client';
import { sandboxForTests } from '../../test-sandbox';
import { expectRefused } from '../shotcall/test-calls';
import { bannerCalls } from './test-calls';

const sandbox = sandboxForTests();
const calls = () => bannerCalls(sandbox);

async function bannerKeys(prefix: string) {
  const query = new URLSearchParams({ purpose: 'list', functionalityType: 'banner', prefix });
  const answer = await sandbox.at(ASSETS_BASE_PATH)<AssetKeyListDto>(
    'GET',
    `/keys?${query.toString()}`,
  );
  return answer.body.keys;
}

async function downloadJson<T>(key: string): Promise<T> {
  const query = new URLSearchParams({ purpose: 'download', functionalityType: 'banner', key });
  const ticket = await sandbox.at(ASSETS_BASE_PATH)<PresignedUrlDto>(
    'GET',
    `/presignedurl?${query.toString()}`,
  );
  return (await (await fetch(ticket.body.url)).json()) as T;
}

async function lolLeagues() {
  return (await sandbox.elds<LeagueListDto>('GET', '/leagues?sport=lol&status=active')).body
    .leagues;
}

describe('GET permissions', () => {
  it('answers full_access for the seeded banner staff and disallowed for anyone else', async () => {
    const { call } = calls();
    const accessOf = async (username: string) =>
      (await call<BannerPermissionsDto>('GET', '/permissions', undefined, username)).body;
    expect(await accessOf('ada.admin')).toEqual({ access: 'full_access' });
    expect(await accessOf('remy.rewards')).toEqual({ access: 'full_access' });
    expect(await accessOf('cole.competition')).toEqual({ access: 'disallowed' });
    expect(await accessOf('nico.noroles')).toEqual({ access: 'disallowed' });
  });

  it('answers disallowed for a client-credentials token', async () => {
    const scripts = await new TestRelyingParty(sandbox.url).token(
      { grant_type: 'client_credentials' },
      { id: 'esports-admin-scripts', secret: 'esports-admin-scripts-secret' },
    );
    const answer = await sandbox.at('/konfigurator/v1')<BannerPermissionsDto>(
      'GET',
      '/permissions',
      {
        token: scripts.body.access_token!,
      },
    );
    expect(answer.body).toEqual({ access: 'disallowed' });
  });
});

describe('the seeded banner leagues', () => {
  it('ties each league to a data-service lol league by id and slug, patches in the local order', async () => {
    const leagues = await calls().leagues();
    const eldsLeagues = await lolLeagues();
    expect(leagues.map((league) => league.slug)).toEqual(['lck', 'lpl', 'lec', 'lcs', 'cblol']);
    for (const league of leagues) {
      const elds = eldsLeagues.find((candidate) => candidate.id === league.eldsId)!;
      expect(elds.slug).toBe(league.slug);
      const order = league.patches.map((entry) => BANNER_PATCHES.indexOf(entry.patch));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(order.every((index) => index >= 0)).toBe(true);
    }
    expect(leagues.find((league) => league.slug === 'cblol')!.patches).toEqual([]);
    expect(eldsLeagues.length).toBeGreaterThan(leagues.length);
    const lck = leagues[0]!;
    expect(lck.patches.map((entry) => entry.patch)).toEqual(['15.10', '15.11', '15.12', '14.24']);
    expect(lck.patches[0]!.configuration).toEqual({
      id: expect.any(String) as string,
      url: 'game-configs/lck-15.10-1.json',
      status: 'approved',
      version: 1,
      updatedAt: expect.any(Number) as number,
    });
    expect(lck.updatedAt).toBe(
      Math.max(...lck.patches.map((entry) => entry.configuration.updatedAt)),
    );
  });

  it('holds several configurations in every status, versions 1 to 3, each id its own', async () => {
    const configurations = (await calls().leagues()).flatMap((league) =>
      league.patches.map((entry) => entry.configuration),
    );
    for (const status of BANNER_CONFIGURATION_STATUSES) {
      expect(configurations.filter((c) => c.status === status).length).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(configurations.map((c) => c.version))).toEqual(new Set([1, 2, 3]));
    expect(new Set(configurations.map((c) => c.id)).size).toBe(configurations.length);
  });

  it('stores each configuration file with 6–20 catalogue props, the league’s textures and screenshots past needs_screenshots', async () => {
    const leagues = await calls().leagues();
    for (const league of leagues) {
      const textures = await bannerKeys(`${league.slug}/textures/`);
      if (league.patches.length > 0) {
        expect(textures.length).toBeGreaterThanOrEqual(8);
        expect(textures.length).toBeLessThanOrEqual(12);
      }
      for (const { patch, configuration } of league.patches) {
        const file = await downloadJson<BannerConfigurationFileDto>(configuration.url);
        expect(file).toMatchObject({ league: league.slug, patch, version: configuration.version });
        const props = Object.keys(file.banners);
        expect(props.length).toBeGreaterThanOrEqual(6);
        expect(props.length).toBeLessThanOrEqual(20);
        expect(props.every((id) => bannerPropById(id))).toBe(true);
        for (const banner of Object.values(file.banners)) {
          expect(textures).toContain(banner.texture);
          expect(banner.group).toMatch(/^(league-brand|sponsor-[abc]|community|broadcast)$/);
          expect(banner.name).not.toBe('');
        }
        const folder = bannerScreenshotsFolder(league.slug, patch, configuration.version);
        const shown = new Set((await bannerKeys(folder)).map(screenshotPropId));
        const missing = props.filter((id) => !shown.has(id));
        if (configuration.status !== 'needs_screenshots') expect(missing).toEqual([]);
      }
    }
  });

  it('leaves needs_screenshots configurations with every screenshot, all but one, and none', async () => {
    const coverage: string[] = [];
    for (const league of await calls().leagues()) {
      for (const { patch, configuration } of league.patches) {
        if (configuration.status !== 'needs_screenshots') continue;
        const file = await downloadJson<BannerConfigurationFileDto>(configuration.url);
        const folder = bannerScreenshotsFolder(league.slug, patch, configuration.version);
        const shown = new Set((await bannerKeys(folder)).map(screenshotPropId));
        const props = Object.keys(file.banners);
        const missing = props.filter((id) => !shown.has(id)).length;
        coverage.push(missing === props.length ? 'none' : `missing ${missing}`);
      }
    }
    expect(coverage).toEqual(expect.arrayContaining(['missing 0', 'missing 1', 'none']));
  });
});

describe('POST leagues/', () => {
  it('enrols a data-service league not yet enrolled, once', async () => {
    const { call, leagues } = calls();
    const enrolled = new Set((await leagues()).map((league) => league.eldsId));
    const candidate = (await lolLeagues()).find((league) => !enrolled.has(league.id))!;
    const created = await call<BannerLeagueDto>('POST', '/leagues/', {
      eldsId: candidate.id,
      slug: candidate.slug,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String) as string,
      eldsId: candidate.id,
      slug: candidate.slug,
      patches: [],
      updatedAt: expect.any(Number) as number,
    });
    expect((await leagues()).map((league) => league.id)).toContain(created.body.id);
    expectRefused(
      await call('POST', '/leagues/', { eldsId: candidate.id, slug: candidate.slug }),
      409,
      `League ${candidate.id} already has banners: banner league ${created.body.id}`,
    );
  });

  it('refuses a bad body, an unknown or non-lol league and another slug with 400', async () => {
    const { call } = calls();
    const [lol] = await lolLeagues();
    const val = (await sandbox.elds<LeagueListDto>('GET', '/leagues?sport=val')).body.leagues[0]!;
    const refusals: [unknown, RegExp][] = [
      [{ slug: 'x' }, /^eldsId is required$/],
      [{ eldsId: lol!.id }, /^slug is required$/],
      [[], /must be a JSON object/],
      [{ eldsId: 'no-such-league', slug: 'x' }, /not a League of Legends league/],
      [{ eldsId: val.id, slug: val.slug }, /not a League of Legends league/],
      [{ eldsId: lol!.id, slug: 'not-its-slug' }, /^slug: league .* slug is /],
    ];
    for (const [body, message] of refusals) {
      expectRefused(await call('POST', '/leagues', body), 400, message);
    }
  });

  it('refuses a caller without banner access with 403', async () => {
    const [lol] = await lolLeagues();
    const answer = await calls().call(
      'POST',
      '/leagues/',
      { eldsId: lol!.id, slug: lol!.slug },
      'cole.competition',
    );
    expectRefused(answer, 403, BANNER_MESSAGES.noAccess);
  });
});
