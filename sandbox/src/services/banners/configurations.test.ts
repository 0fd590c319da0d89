import { describe, expect, it } from 'vitest';
import { BANNER_MESSAGES, bannerConfigurationKey } from '@esports-admin/schema/rules/banners';
import type {
  BannerAssignmentDto,
  BannerConfigurationRefDto,
  BannerLeagueDto,
} from '@esports-admin/schema/upstream/banners';
import { sandboxForTests } from '../../test-sandbox';
import { expectRefused } from '../shotcall/test-calls';
import { bannerCalls } from './test-calls';

const sandbox = sandboxForTests();
const calls = () => bannerCalls(sandbox);

const banner = (texture: string, name: string): BannerAssignmentDto => ({
  texture,
  group: 'sponsor-a',
  name,
});
const BANNERS = {
  'baron-alcove-hero-1': banner('lck/textures/sponsor-a-logo.png', 'Sponsor A · Baron'),
  'dragon-alcove-hero-1': banner('lck/textures/league-logo.png', 'League · Dragon'),
};

/** The seeded lck league, and a PUT of one of its patches. */
async function lck() {
  const { call, leagues } = calls();
  const league = (await leagues()).find((candidate) => candidate.slug === 'lck')!;
  const putPatch = (patch: string, configuration: object, extra: object = {}, username?: string) =>
    call<BannerLeagueDto>(
      'PUT',
      `/leagues/${league.id}`,
      { patch, configuration, ...extra },
      username,
    );
  const configurationOf = (answer: BannerLeagueDto, patch: string): BannerConfigurationRefDto =>
    answer.patches.find((entry) => entry.patch === patch)!.configuration;
  return { league, putPatch, configurationOf };
}

describe('PUT leagues/{id}: a new configuration and its status walk', () => {
  it('makes version 1 from its stored file, needs a screenshot per banner, then walks to submitted', async () => {
    const { storeConfiguration, storeScreenshot } = calls();
    const { league, putPatch, configurationOf } = await lck();
    const url = await storeConfiguration('lck', '15.20', 1, BANNERS);
    const created = await putPatch('15.20', { url, status: 'needs_screenshots', version: 1 });
    expect(created.status).toBe(200);
    const first = configurationOf(created.body, '15.20');
    expect(first).toEqual({
      id: expect.any(String) as string,
      url: 'game-configs/lck-15.20-1.json',
      status: 'needs_screenshots',
      version: 1,
      updatedAt: expect.any(Number) as number,
    });
    expect(created.body.patches.map((entry) => entry.patch)).toEqual([
      '15.10',
      '15.11',
      '15.12',
      '15.20',
      '14.24',
    ]);
    expect(created.body.updatedAt).toBeGreaterThan(league.updatedAt);

    const review = { url, status: 'needs_review', version: 1 };
    expectRefused(
      await putPatch('15.20', review),
      409,
      'Every banner needs a screenshot first; none for baron-alcove-hero-1, dragon-alcove-hero-1',
    );
    await storeScreenshot('lck', '15.20', 1, 'baron-alcove-hero-1');
    expectRefused(
      await putPatch('15.20', review),
      409,
      'Every banner needs a screenshot first; none for dragon-alcove-hero-1',
    );
    await storeScreenshot('lck', '15.20', 1, 'dragon-alcove-hero-1');

    let previous = first;
    for (const status of [
      'needs_review',
      'needs_screenshots',
      'needs_review',
      'approved',
      'submitted',
    ]) {
      const moved = await putPatch('15.20', { url, status, version: 1 });
      expect(moved.status).toBe(200);
      const configuration = configurationOf(moved.body, '15.20');
      expect(configuration).toMatchObject({ id: first.id, url, status, version: 1 });
      expect(configuration.updatedAt).toBeGreaterThan(previous.updatedAt);
      expect(moved.body.updatedAt).toBe(configuration.updatedAt);
      previous = configuration;
    }

    const second = await storeConfiguration('lck', '15.20', 2, BANNERS);
    const remade = await putPatch('15.20', {
      url: second,
      status: 'needs_screenshots',
      version: 2,
    });
    expect(configurationOf(remade.body, '15.20')).toMatchObject({
      url: 'game-configs/lck-15.20-2.json',
      status: 'needs_screenshots',
      version: 2,
    });
    expect(configurationOf(remade.body, '15.20').id).not.toBe(first.id);
  });

  it('checks expectedUpdatedAt against the patch configuration', async () => {
    const { league, putPatch, configurationOf } = await lck();
    const current = league.patches.find((entry) => entry.patch === '15.11')!.configuration;
    const next = { url: current.url, status: 'approved', version: current.version };
    expectRefused(
      await putPatch('15.11', next, { expectedUpdatedAt: current.updatedAt - 1 }),
      409,
      /changed since it was read/,
    );
    const moved = await putPatch('15.11', next, { expectedUpdatedAt: current.updatedAt });
    expect(configurationOf(moved.body, '15.11').status).toBe('approved');
  });
});

describe('PUT leagues/{id} refusals', () => {
  it('refuses a status out of the spec’s order with 409', async () => {
    const { league, putPatch } = await lck();
    const moves: [string, string][] = [
      ['15.12', 'approved'],
      ['15.12', 'needs_screenshots'],
      ['15.10', 'needs_review'],
      ['14.24', 'needs_screenshots'],
    ];
    for (const [patch, status] of moves) {
      const current = league.patches.find((entry) => entry.patch === patch)!.configuration;
      expectRefused(
        await putPatch(patch, { url: current.url, status, version: current.version }),
        409,
        `Configuration ${current.id} cannot move from ${current.status} to ${status}`,
      );
    }
  });

  it('refuses a version that is neither the current one nor the next with 409', async () => {
    const { league, putPatch } = await lck();
    const current = league.patches.find((entry) => entry.patch === '14.24')!.configuration;
    expect(current.version).toBe(3);
    for (const version of [1, 2, 5]) {
      const url = bannerConfigurationKey('lck', '14.24', version);
      expectRefused(
        await putPatch('14.24', { url, status: 'needs_review', version }),
        409,
        `Version ${version} is neither 14.24's current configuration nor the next: its current version is 3`,
      );
    }
    expectRefused(
      await putPatch('15.21', {
        url: 'game-configs/lck-15.21-2.json',
        status: 'needs_screenshots',
        version: 2,
      }),
      409,
      /nor the next: it has none/,
    );
  });

  it('refuses a new configuration whose file is missing, not its own or names unknown props with 400', async () => {
    const { storeBannerFile, storeConfiguration } = calls();
    const { putPatch } = await lck();
    const make = (version: number, url = bannerConfigurationKey('lck', '15.22', version)) =>
      putPatch('15.22', { url, status: 'needs_screenshots', version });
    expectRefused(
      await make(1),
      400,
      'configuration.url: game-configs/lck-15.22-1.json is not stored in the asset service',
    );
    expectRefused(
      await make(1, 'game-configs/lck-15.21-1.json'),
      400,
      "configuration.url: version 1's file is game-configs/lck-15.22-1.json, not game-configs/lck-15.21-1.json",
    );
    const url = bannerConfigurationKey('lck', '15.22', 1);
    const refusals: [object, string | RegExp][] = [
      [{ league: 'lpl' }, `${url}.league is lpl, not lck`],
      [{ patch: '15.21' }, `${url}.patch is 15.21, not 15.22`],
      [{ version: 2 }, `${url}.version is 2, not 1`],
      [{ status: 'Approved' }, `${url}.status must be NeedsScreenshots`],
      [{ banners: {} }, `${url}.banners: ${BANNER_MESSAGES.noBanners}`],
      [
        { banners: { ...BANNERS, 'nexus-top-1': banner('lck/textures/a.png', 'A') } },
        `${url}.banners names props not in the catalogue: nexus-top-1`,
      ],
      [
        { banners: { 'baron-alcove-hero-1': banner('lck/a.png', 'A') } },
        `${url}.banners.baron-alcove-hero-1.texture lck/a.png is not a texture key`,
      ],
      [
        { banners: { 'baron-alcove-hero-1': { texture: 'lck/textures/a.png', name: 'A' } } },
        `${url}.banners.baron-alcove-hero-1.group is required`,
      ],
    ];
    for (const [changes, message] of refusals) {
      await storeConfiguration('lck', '15.22', 1, BANNERS, changes);
      expectRefused(await make(1), 400, message);
    }
    await storeBannerFile(url, '[1, 2');
    expectRefused(await make(1), 400, `configuration.url: ${url} is not JSON`);
  });

  it('refuses a new configuration not in needs_screenshots and a status change naming another file with 400', async () => {
    const { storeConfiguration } = calls();
    const { league, putPatch } = await lck();
    const url = await storeConfiguration('lck', '15.23', 1, BANNERS);
    expectRefused(
      await putPatch('15.23', { url, status: 'needs_review', version: 1 }),
      400,
      'configuration.status: a new configuration starts as needs_screenshots',
    );
    const current = league.patches.find((entry) => entry.patch === '15.10')!.configuration;
    expectRefused(
      await putPatch('15.10', { url, status: 'submitted', version: current.version }),
      400,
      `configuration.url: version 1's file is ${current.url}, not ${url}`,
    );
  });

  it('refuses an unknown patch and a bad body with 400, an unknown league with 404', async () => {
    const { putPatch } = await lck();
    const configuration = {
      url: 'game-configs/lck-16.1-1.json',
      status: 'needs_screenshots',
      version: 1,
    };
    expectRefused(await putPatch('16.1', configuration), 400, 'patch: 16.1 is not a banner patch');
    expectRefused(
      await putPatch('15.1', { ...configuration, status: 'done' }),
      400,
      /^configuration.status must be one of/,
    );
    expectRefused(
      await putPatch('15.1', { ...configuration, version: 0 }),
      400,
      'configuration.version must be at least 1',
    );
    expectRefused(
      await putPatch('15.1', configuration, { expectedUpdatedAt: 'now' }),
      400,
      'expectedUpdatedAt must be an integer',
    );
    const unknown = await calls().call('PUT', '/leagues/999', { patch: '15.1', configuration });
    expectRefused(unknown, 404, 'Banner league 999 not found');
  });

  it('refuses a caller without banner access with 403 and changes nothing', async () => {
    const { leagues } = calls();
    const { league, putPatch } = await lck();
    const current = league.patches.find((entry) => entry.patch === '15.10')!.configuration;
    const next = { url: current.url, status: 'submitted', version: current.version };
    for (const username of ['cole.competition', 'vera.viewer']) {
      expectRefused(await putPatch('15.10', next, {}, username), 403, BANNER_MESSAGES.noAccess);
    }
    expect((await leagues()).find((candidate) => candidate.id === league.id)).toEqual(league);
  });
});
