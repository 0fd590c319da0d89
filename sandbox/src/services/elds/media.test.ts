import { describe, expect, it } from 'vitest';
import type { LeagueListDto, UpstreamErrorBody } from '@esports-admin/schema/upstream/elds';
import type {
  StreamDto,
  StreamGroupDto,
  StreamGroupListDto,
  StreamListDto,
  SupportedLocalesDto,
  SupportedRegionsDto,
  VodListDto,
} from '@esports-admin/schema/upstream/elds-media';
import { sandboxForTests } from '../../test-sandbox';

const sandbox = sandboxForTests();

const groups = async (query = '') =>
  (await sandbox.elds<StreamGroupListDto>('GET', `/streamGroups${query}`)).body.streamGroups;

describe('seeded stream groups', () => {
  it('seeds named groups of streams, each configured by its provider', async () => {
    const all = await groups();
    expect(all.length).toBeGreaterThan(20);
    const lck = all.find((group) => group.name === 'LCK Main');
    expect(lck?.streams[0]).toMatchObject({
      provider: 'twitch',
      locale: 'en_US',
      twitch: { channelId: 'lck' },
      streamGroupId: lck?.id,
    });
    expect(lck?.streams.find((s) => s.provider === 'youtube')?.youtube?.videoId).toBeTruthy();
    const worlds = all.find((group) => group.name === 'Worlds Main');
    expect(worlds?.streams.find((s) => s.provider === 'trovo')?.trovo).toEqual({
      parameter: 'worlds_es',
    });
    expect((await groups('?search=vct')).every((group) => group.name.includes('VCT'))).toBe(true);
  });

  it('answers the supported locales', async () => {
    const { body } = await sandbox.elds<SupportedLocalesDto>('GET', '/internal/supportedLocales');
    expect(body.locales).toContain('en_US');
    expect(body.locales).toContain('ko_KR');
  });

  it('answers every region its leagues use, AMERICAS among them', async () => {
    const { body } = await sandbox.elds<SupportedRegionsDto>('GET', '/internal/supportedRegions');
    const leagues = await sandbox.elds<LeagueListDto>('GET', '/leagues');
    expect(body.regions).toContain('AMERICAS');
    expect(leagues.body.leagues.filter((league) => !body.regions.includes(league.region))).toEqual(
      [],
    );
  });
});

describe('writing stream groups', () => {
  it('creates a group with its streams, replaces them on update, and deletes it', async () => {
    const created = await sandbox.elds<StreamGroupDto>('POST', '/streamGroups', {
      body: {
        name: 'Sandbox Cup',
        streams: [
          { provider: 'twitch', locale: 'en_US', twitch: { channelId: 'sandboxcup' } },
          { provider: 'youtube', locale: 'ko_KR', youtube: { videoId: 'abc123' } },
        ],
      },
    });
    expect(created.status).toBe(201);
    const [twitch, youtube] = created.body.streams;
    expect(youtube).toMatchObject({ provider: 'youtube', youtube: { videoId: 'abc123' } });

    const updated = await sandbox.elds<StreamGroupDto>('PUT', `/streamGroups/${created.body.id}`, {
      body: {
        name: 'Sandbox Cup Finals',
        streams: [
          { ...twitch, twitch: { channelId: 'sandboxfinals' } },
          { provider: 'mildom', locale: 'ja_JP', mildom: { channelId: '1234' } },
        ],
      },
    });
    expect(updated.body.name).toBe('Sandbox Cup Finals');
    expect(updated.body.streams.map((s) => [s.id === twitch?.id, s.provider])).toEqual([
      [true, 'twitch'],
      [false, 'mildom'],
    ]);
    const gone = await sandbox.elds('GET', `/streams/${youtube?.id}`);
    expect(gone.status).toBe(404);

    const streams = await sandbox.elds<StreamListDto>(
      'GET',
      `/streams?streamGroupId=${created.body.id}`,
    );
    expect(streams.body.streams).toHaveLength(2);

    expect((await sandbox.elds('DELETE', `/streamGroups/${created.body.id}`)).status).toBe(204);
    expect((await sandbox.elds('GET', `/streamGroups/${created.body.id}`)).status).toBe(404);
    expect((await sandbox.elds('GET', `/streams/${twitch?.id}`)).status).toBe(404);
  });

  it("refuses a stream without its provider's field, and an unknown provider or locale", async () => {
    const send = (stream: Record<string, unknown>) =>
      sandbox.elds<UpstreamErrorBody>('POST', '/streamGroups', {
        body: { name: 'Bad', streams: [stream] },
      });
    const wrongField = await send({
      provider: 'twitch',
      locale: 'en_US',
      twitch: { videoId: 'x' },
    });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toContain('streams[0].twitch.channelId');
    expect((await send({ provider: 'kick', locale: 'en_US', kick: {} })).status).toBe(400);
    expect(
      (await send({ provider: 'trovo', locale: 'xx_XX', trovo: { parameter: 'p' } })).status,
    ).toBe(400);
  });

  it('creates, updates and deletes a single stream', async () => {
    const created = await sandbox.elds<StreamDto>('POST', '/streams', {
      body: { provider: 'trovo', locale: 'es_ES', trovo: { parameter: 'cup_es' } },
    });
    expect(created.status).toBe(201);
    expect(created.body.streamGroupId).toBeNull();
    const updated = await sandbox.elds<StreamDto>('PUT', `/streams/${created.body.id}`, {
      body: { provider: 'trovo', locale: 'es_MX', trovo: { parameter: 'cup_mx' } },
    });
    expect(updated.body).toMatchObject({ locale: 'es_MX', trovo: { parameter: 'cup_mx' } });
    expect((await sandbox.elds('DELETE', `/streams/${created.body.id}`)).status).toBe(204);
  });
});

describe('vod details', () => {
  it('records vods per game, updates them by id, and deletes them', async () => {
    const saved = await sandbox.elds<VodListDto>('POST', '/vodDetails', {
      body: {
        vods: [
          { gameId: 'g-1', videoId: 'abc123', locale: 'en_US', provider: 'youtube' },
          {
            gameId: 'g-1',
            videoId: 'v99',
            locale: 'ko_KR',
            provider: 'afreecatv',
            statsOffsetMillis: 1500,
          },
          { gameId: 'g-2', videoId: 'xyz', locale: 'en_US', provider: 'youtube' },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const [first] = saved.body.vods;
    expect(first).toMatchObject({ gameId: 'g-1', statsOffsetMillis: null });

    await sandbox.elds('POST', '/vodDetails', {
      body: { vods: [{ ...first, statsOffsetMillis: 42_000 }] },
    });
    const g1 = await sandbox.elds<VodListDto>('GET', '/vodDetails?gameIds=g-1');
    expect(g1.body.vods.map((vod) => [vod.videoId, vod.statsOffsetMillis])).toEqual([
      ['abc123', 42_000],
      ['v99', 1500],
    ]);

    expect((await sandbox.elds('DELETE', `/vods?vodIds=${first!.id}`)).status).toBe(204);
    const both = await sandbox.elds<VodListDto>('GET', '/vodDetails?gameIds=g-1,g-2');
    expect(both.body.vods.map((vod) => vod.videoId)).toEqual(['v99', 'xyz']);
  });

  it('refuses a list without gameIds, a bad locale and an unknown vod id', async () => {
    expect((await sandbox.elds('GET', '/vodDetails')).status).toBe(400);
    const badLocale = await sandbox.elds('POST', '/vodDetails', {
      body: { vods: [{ gameId: 'g', videoId: 'v', locale: 'english', provider: 'youtube' }] },
    });
    expect(badLocale.status).toBe(400);
    const unknown = await sandbox.elds('POST', '/vodDetails', {
      body: {
        vods: [{ id: 'nope', gameId: 'g', videoId: 'v', locale: 'en_US', provider: 'youtube' }],
      },
    });
    expect(unknown.status).toBe(404);
  });
});
