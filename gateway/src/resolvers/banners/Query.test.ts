import { BANNER_PATCHES } from '@esports-admin/schema/rules/banners';
import { graphql } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { UpstreamError } from '../../errors';
import { buildGatewaySchema } from '../../schema';
import { fakeContext, type FakeApis } from '../../upstreams/fakes';
import { bannerLeagueDto, configurationRef, eldsLeague, eldsLeagues, ticket } from './test-records';

const schema = buildGatewaySchema();
const run = (source: string, apis: FakeApis, variableValues: Record<string, unknown> = {}) =>
  graphql({
    schema,
    source,
    variableValues,
    contextValue: fakeContext({ apis, user: { resources: new Set(['banners']) } }),
  });

const lck = bannerLeagueDto({
  patches: [
    { patch: '14.24', configuration: configurationRef({ id: 'a', status: 'needs_review' }) },
    { patch: '15.2', configuration: configurationRef({ id: 'b', status: 'needs_review' }) },
    { patch: '15.10', configuration: configurationRef({ id: 'c', status: 'approved' }) },
  ],
});
const lec = bannerLeagueDto({
  id: 'bl-lec',
  eldsId: 'lec',
  slug: 'lec',
  patches: [
    { patch: '13.1', configuration: configurationRef({ id: 'd', status: 'needs_review' }) },
  ],
});
const leagues = vi.fn(() => Promise.resolve([lec, lck]));
const elds = eldsLeagues(eldsLeague(), eldsLeague({ id: 'lec', name: 'LEC', slug: 'lec' }));

describe('banner queries', () => {
  it('orders a status’s rows by league name, then the patch list, on one GET leagues', async () => {
    leagues.mockClear();
    const answer = await run(
      `{
        bannerConfigurations(status: needs_review) { id patch league { slug } }
        bannerPatch(leagueId: "bl-lck", patch: "15.10") { id configuration { status } }
        bannerLeagues { slug patches { patch } league { name } }
      }`,
      { banners: { leagues }, elds },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      bannerConfigurations: [
        { id: 'bl-lck:15.2', patch: '15.2', league: { slug: 'lck' } },
        { id: 'bl-lck:14.24', patch: '14.24', league: { slug: 'lck' } },
        { id: 'bl-lec:13.1', patch: '13.1', league: { slug: 'lec' } },
      ],
      bannerPatch: { id: 'bl-lck:15.10', configuration: { status: 'approved' } },
      bannerLeagues: [
        { slug: 'lec', patches: [{ patch: '13.1' }], league: { name: 'LEC' } },
        {
          slug: 'lck',
          patches: [{ patch: '15.2' }, { patch: '15.10' }, { patch: '14.24' }],
          league: { name: 'LCK' },
        },
      ],
    });
    expect(leagues).toHaveBeenCalledTimes(1);
  });

  it('answers a patch without configuration, and null for an unknown league or patch', async () => {
    const answer = await run(
      `{
        empty: bannerPatch(leagueId: "bl-lck", patch: "13.24") { patch configuration { id } }
        unknownLeague: bannerPatch(leagueId: "nope", patch: "15.1") { id }
        unknownPatch: bannerPatch(leagueId: "bl-lck", patch: "16.1") { id }
        bannerPatches
      }`,
      { banners: { leagues } },
    );
    expect(answer.data).toEqual({
      empty: { patch: '13.24', configuration: null },
      unknownLeague: null,
      unknownPatch: null,
      bannerPatches: [...BANNER_PATCHES],
    });
  });

  it('answers null and an error for a failing service, the rest of the answer intact', async () => {
    const down = () =>
      Promise.reject(new UpstreamError('503 - down', 'UPSTREAM_ERROR', 'banners', 503));
    const answer = await run('{ bannerLeagues { id } bannerPatches bannerAccess }', {
      banners: { leagues: vi.fn(down), permissions: vi.fn(down) },
    });
    expect(answer.data?.bannerLeagues).toBeNull();
    expect(answer.data?.bannerAccess).toBeNull();
    expect(answer.data?.bannerPatches).toHaveLength(72);
    expect(answer.errors?.map((error) => error.message)).toEqual(['503 - down', '503 - down']);
  });

  it('lists textures by file name and presigns a preview only when it is asked for', async () => {
    const keys = ['lck/textures/2-b.png', 'lck/textures/1-a.png', 'lck/textures/x/odd.png'];
    const listKeys = vi.fn(() => Promise.resolve(keys));
    const presignedUrl = vi.fn((_: string, __: string, key: string) =>
      Promise.resolve(ticket(key, 'GET')),
    );
    const apis = { banners: { leagues }, assets: { listKeys, presignedUrl } };
    const plain = await run('{ bannerTextures(leagueId: "bl-lck") { key fileName } }', apis);
    expect(plain.data?.bannerTextures).toEqual([
      { key: 'lck/textures/1-a.png', fileName: '1-a.png' },
      { key: 'lck/textures/2-b.png', fileName: '2-b.png' },
    ]);
    expect(listKeys).toHaveBeenCalledWith('banner', 'lck/textures/');
    expect(presignedUrl).not.toHaveBeenCalled();
    const previews = await run('{ bannerTextures(leagueId: "bl-lck") { previewUrl } }', apis);
    expect(previews.data?.bannerTextures).toEqual([
      { previewUrl: 'http://store.test/lck/textures/1-a.png?sig=1' },
      { previewUrl: 'http://store.test/lck/textures/2-b.png?sig=1' },
    ]);
    expect(presignedUrl).toHaveBeenCalledTimes(2);
  });

  it('reads a configuration’s banners through a presigned download, null when unreadable', async () => {
    const file = {
      banners: {
        'baron-alcove-hero-1': { texture: 'lck/textures/a.png', group: 'g', name: 'Baron' },
        retired: { texture: 'lck/textures/b.png', group: 'g', name: 'Gone' },
      },
    };
    const presignedUrl = vi.fn((_: string, __: string, key: string) =>
      Promise.resolve(ticket(key, 'GET')),
    );
    const query = `{ bannerPatch(leagueId: "bl-lck", patch: "15.10") {
      configuration { fileKey configVersion banners { propId prop { name } texture group name } }
    } }`;
    const readable = await run(query, {
      banners: { leagues },
      assets: { presignedUrl, readJsonFromPresignedAddress: vi.fn(() => Promise.resolve(file)) },
    });
    expect(readable.data?.bannerPatch).toEqual({
      configuration: {
        fileKey: 'game-configs/lck-15.3-1.json',
        configVersion: 1,
        banners: [
          {
            propId: 'baron-alcove-hero-1',
            prop: { name: 'Baron · Alcove · Hero 1' },
            texture: 'lck/textures/a.png',
            group: 'g',
            name: 'Baron',
          },
          {
            propId: 'retired',
            prop: null,
            texture: 'lck/textures/b.png',
            group: 'g',
            name: 'Gone',
          },
        ],
      },
    });
    expect(presignedUrl).toHaveBeenCalledWith('download', 'banner', 'game-configs/lck-15.3-1.json');
    const unreadable = await run(query, {
      banners: { leagues },
      assets: {
        presignedUrl,
        readJsonFromPresignedAddress: vi.fn(() =>
          Promise.reject(new UpstreamError('gone', 'UPSTREAM_BAD_RESPONSE', 'assets', 404)),
        ),
      },
    });
    expect(unreadable.errors).toBeUndefined();
    expect(unreadable.data?.bannerPatch).toEqual({
      configuration: { fileKey: 'game-configs/lck-15.3-1.json', configVersion: 1, banners: null },
    });
  });

  it('lists a version’s screenshots with the prop each shows', async () => {
    const folder = 'lck/15.10/1/screenshots/';
    const listKeys = vi.fn(() =>
      Promise.resolve([`${folder}baron-alcove-hero-1__17-shot.png`, `${folder}loose.png`]),
    );
    const answer = await run(
      `{ bannerPatch(leagueId: "bl-lck", patch: "15.10") {
        configuration { screenshots { key propId fileName } }
      } }`,
      { banners: { leagues }, assets: { listKeys } },
    );
    expect(listKeys).toHaveBeenCalledWith('banner', folder);
    expect(answer.data?.bannerPatch).toEqual({
      configuration: {
        screenshots: [
          {
            key: `${folder}baron-alcove-hero-1__17-shot.png`,
            propId: 'baron-alcove-hero-1',
            fileName: '17-shot.png',
          },
          { key: `${folder}loose.png`, propId: null, fileName: 'loose.png' },
        ],
      },
    });
  });

  it('links a configuration’s zip, and refuses a patch without one', async () => {
    const presignedUrl = vi.fn((_: string, __: string, key: string) =>
      Promise.resolve(ticket(key, 'GET')),
    );
    const apis = { banners: { leagues }, assets: { presignedUrl } };
    const answer = await run(
      '{ bannerPackage(leagueId: "bl-lck", patch: "15.2") { key url expiresAt } }',
      apis,
    );
    expect(answer.data?.bannerPackage).toEqual({
      key: 'game-configs/lck-15.2-1.zip',
      url: 'http://store.test/game-configs/lck-15.2-1.zip?sig=1',
      expiresAt: '2026-11-27T10:15:00.000Z',
    });
    const none = await run('{ bannerPackage(leagueId: "bl-lck", patch: "13.2") { key } }', apis);
    expect(none.data?.bannerPackage).toBeNull();
    expect(none.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });
});
