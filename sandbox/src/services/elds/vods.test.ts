import { beforeAll, describe, expect, it } from 'vitest';
import type { UpstreamErrorBody } from '@esports-admin/schema/upstream/elds';
import type { VodDto, VodListDto } from '@esports-admin/schema/upstream/elds-media';
import type { PovListDto, VodAvailabilityDto } from '@esports-admin/schema/upstream/elds-vods';
import { sandboxForTests } from '../../test-sandbox';

const sandbox = sandboxForTests();
let vods: VodDto[];
beforeAll(async () => {
  const saved = await sandbox.elds<VodListDto>('POST', '/vodDetails', {
    body: {
      vods: [
        { gameId: 'vg-1', videoId: 'abc123', locale: 'en_US', provider: 'youtube' },
        { gameId: 'vg-2', videoId: 'lck', locale: 'ko_KR', provider: 'twitch' },
      ],
    },
  });
  vods = saved.body.vods;
});

describe('vod availability and the cached list', () => {
  it('answers which asked games have vods, in the order asked', async () => {
    const answer = await sandbox.elds<VodAvailabilityDto>(
      'GET',
      '/vodDetails/available?gameIds=vg-2,vg-none,vg-1,vg-2',
    );
    expect(answer.body).toEqual({ gameIds: ['vg-2', 'vg-1'] });
    expect((await sandbox.elds('GET', '/vodDetails/available')).status).toBe(400);
  });

  it('answers the cached vods of the asked games', async () => {
    const answer = await sandbox.elds<VodListDto>('GET', '/vodDetails/cached?gameIds=vg-1');
    expect(answer.body.vods.map((vod) => vod.videoId)).toEqual(['abc123']);
  });
});

describe('media/updateVodDetailData and media/setVodFirstFrameTime', () => {
  it('changes only the given fields of a vod', async () => {
    const answer = await sandbox.elds<VodDto>('POST', '/media/updateVodDetailData', {
      body: { vodId: vods[1]!.id, videoId: 'v2001', provider: 'youtube' },
    });
    expect(answer.body).toEqual({ ...vods[1], videoId: 'v2001', provider: 'youtube' });
    const listed = await sandbox.elds<VodListDto>('GET', '/vodDetails?gameIds=vg-2');
    expect(listed.body.vods).toEqual([answer.body]);
  });

  it('stores the first frame time as the stats offset', async () => {
    const answer = await sandbox.elds<VodDto>('POST', '/media/setVodFirstFrameTime', {
      body: { vodId: vods[0]!.id, firstFrameTimeMillis: 754_000 },
    });
    expect(answer.body).toMatchObject({ id: vods[0]!.id, statsOffsetMillis: 754_000 });
    const listed = await sandbox.elds<VodListDto>('GET', '/vodDetails?gameIds=vg-1');
    expect(listed.body.vods[0]?.statsOffsetMillis).toBe(754_000);
  });

  it('refuses unknown vods, negative times, bad ids and unsupported locales', async () => {
    const unknown = await sandbox.elds<UpstreamErrorBody>('POST', '/media/setVodFirstFrameTime', {
      body: { vodId: 'nope', firstFrameTimeMillis: 0 },
    });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Vod nope not found']);
    const negative = await sandbox.elds<UpstreamErrorBody>('POST', '/media/setVodFirstFrameTime', {
      body: { vodId: vods[0]!.id, firstFrameTimeMillis: -1 },
    });
    expect([negative.status, negative.body.message]).toEqual([
      400,
      'firstFrameTimeMillis must be at least 0',
    ]);
    const spaced = await sandbox.elds('POST', '/media/updateVodDetailData', {
      body: { vodId: vods[0]!.id, videoId: 'a b' },
    });
    expect(spaced.status).toBe(400);
    const locale = await sandbox.elds<UpstreamErrorBody>('POST', '/media/updateVodDetailData', {
      body: { vodId: vods[0]!.id, locale: 'xx_XX' },
    });
    expect([locale.status, locale.body.message]).toEqual([
      400,
      "locale 'xx_XX' is not a supported locale",
    ]);
  });
});

describe("pov: a game's point-of-view streams", () => {
  const seat = (side: string, participant: number, videoId: string) => ({
    side,
    participant,
    playerId: null,
    provider: 'twitch',
    locale: 'en_US',
    videoId,
  });

  it("replaces a game's povs on POST and answers them per game, side and participant", async () => {
    const first = await sandbox.elds<PovListDto>('POST', '/pov', {
      body: { gameId: 'pg-1', povs: [seat('red', 2, 'red_mid'), seat('blue', 1, 'blue_top')] },
    });
    expect(first.status).toBe(200);
    expect(first.body.povs.map((pov) => [pov.side, pov.participant, pov.videoId])).toEqual([
      ['blue', 1, 'blue_top'],
      ['red', 2, 'red_mid'],
    ]);
    const kept = first.body.povs[0]!;
    const second = await sandbox.elds<PovListDto>('POST', '/pov', {
      body: { gameId: 'pg-1', povs: [{ ...seat('blue', 1, 'blue_top_2'), id: kept.id }] },
    });
    expect(second.body.povs).toEqual([{ ...kept, videoId: 'blue_top_2' }]);
    await sandbox.elds('POST', '/pov', { body: { gameId: 'pg-2', povs: [seat('red', 5, 'sup')] } });
    const both = await sandbox.elds<PovListDto>('GET', '/pov?gameIds=pg-2,pg-1');
    expect(both.body.povs.map((pov) => pov.gameId)).toEqual(['pg-1', 'pg-2']);
  });

  it("refuses two povs on one seat, a seat beyond 5, another game's pov and a missing gameIds", async () => {
    const post = (povs: unknown[], gameId = 'pg-3') =>
      sandbox.elds<UpstreamErrorBody>('POST', '/pov', { body: { gameId, povs } });
    expect((await post([seat('blue', 1, 'a'), seat('blue', 1, 'b')])).status).toBe(400);
    expect((await post([seat('blue', 6, 'a')])).status).toBe(400);
    expect((await post([seat('green', 1, 'a')])).status).toBe(400);
    expect((await post([{ ...seat('red', 1, 'a'), locale: 'xx_XX' }])).status).toBe(400);
    const other = await sandbox.elds<PovListDto>('GET', '/pov?gameIds=pg-2');
    expect((await post([{ ...seat('red', 1, 'a'), id: other.body.povs[0]!.id }])).status).toBe(400);
    expect((await sandbox.elds('GET', '/pov')).status).toBe(400);
  });
});
