import { AUDIT_MESSAGES } from '@esports-admin/schema/rules/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';
import { SavePovsDocument, VodPageDocument } from '../../web/src/__generated__/graphql';

const VOD_FIELDS = 'id gameId provider locale configField videoId statsOffsetMillis statsOffset';
const RESULT_FIELDS = `ok { message vod { ${VOD_FIELDS} } }
  error { message code inputErrors { field message } }`;

interface VodView {
  id: string;
  gameId: string;
  provider: string;
  locale: string;
  configField: string;
  videoId: string;
  statsOffsetMillis: number | null;
  statsOffset: string | null;
}
interface Result {
  ok: { message: string; vod: VodView | null } | null;
  error: {
    message: string;
    code: string;
    inputErrors: { field: string; message: string }[];
  } | null;
}

const TOURNAMENTS = `query { tournaments(sport: lol, filter: current, search: "championship") { id } }`;
const GAMES = `query ($id: ID!) {
  tournament(id: $id) { stages { sections { matches { id games { id vods { ${VOD_FIELDS} } } } } } } }`;

interface TournamentView<G> {
  tournament: { stages: { sections: { matches: { games: G[] }[] }[] }[] };
}
const gamesOf = <G>(view: TournamentView<G>) =>
  view.tournament.stages.flatMap((stage) =>
    stage.sections.flatMap((section) => section.matches.flatMap((match) => match.games)),
  );
const BY_GAMES = `query ($gameIds: [ID!]!) { vodsByGames(gameIds: $gameIds) { ${VOD_FIELDS} } }`;
const CREATE = `mutation ($gameId: ID!, $input: VodInput!) {
  createVod(gameId: $gameId, input: $input) { ${RESULT_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: VodInput!) { updateVod(id: $id, input: $input) { ${RESULT_FIELDS} } }`;
const OFFSET = `mutation ($id: ID!, $gameTime: String!) {
  setVodOffset(id: $id, gameTime: $gameTime) { ${RESULT_FIELDS} } }`;
const DELETE = `mutation ($ids: [ID!]!) { deleteVods(ids: $ids) { ${RESULT_FIELDS} } }`;

describe('vods per game as a script uses them', () => {
  let stack: Stack;
  let gameIds: string[];
  let tournamentId: string;
  const mutate = async (mutation: string, variables: Record<string, unknown>) => {
    const answer = await stack.gql<Record<string, Result>>(mutation, variables);
    expect(answer.errors).toBeUndefined();
    return Object.values(answer.data!)[0]!;
  };
  const vodCalls = async () =>
    (await stack.upstream.requests()).requests.filter((r) => r.path.includes('/vodDetails'));

  beforeAll(async () => {
    stack = await startStack();
    const list = await stack.gql<{ tournaments: { id: string }[] }>(TOURNAMENTS);
    const id = list.data!.tournaments[0]!.id;
    tournamentId = id;
    const games = await stack.gql<TournamentView<{ id: string }>>(GAMES, { id });
    gameIds = gamesOf(games.data!).map((game) => game.id);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('records a vod with an hh:mm:ss offset and reads it back per game', async () => {
    const created = await mutate(CREATE, {
      gameId: gameIds[0],
      input: { provider: 'youtube', locale: 'en_US', value: ' dQw4w9WgXcQ ', offset: '00:12:34' },
    });
    expect(created.ok?.message).toBe('Created VOD Successfully!');
    expect(created.ok?.vod).toMatchObject({
      gameId: gameIds[0],
      provider: 'youtube',
      configField: 'videoId',
      videoId: 'dQw4w9WgXcQ',
      statsOffsetMillis: 754_000,
      statsOffset: '00:12:34',
    });
    const read = await stack.gql<{ vodsByGames: VodView[] }>(BY_GAMES, {
      gameIds: [gameIds[1], gameIds[0]],
    });
    expect(read.data!.vodsByGames).toEqual([created.ok!.vod]);
  });

  it("fetches a tournament's game vods together: one call per 10 games", async () => {
    expect(gameIds.length).toBeGreaterThan(10);
    await mutate(CREATE, {
      gameId: gameIds[gameIds.length - 1],
      input: { provider: 'twitch', locale: 'ko_KR', value: 'lck_vod' },
    });
    const list = await stack.gql<{ tournaments: { id: string }[] }>(TOURNAMENTS);
    await stack.upstream.resetRequests();
    const answer = await stack.gql<TournamentView<{ id: string; vods: VodView[] }>>(GAMES, {
      id: list.data!.tournaments[0]!.id,
    });
    const games = gamesOf(answer.data!);
    expect((await vodCalls()).length).toBe(Math.ceil(games.length / 10));
    const withVods = games.filter((game) => game.vods.length > 0);
    expect(withVods.map((game) => game.vods.map((vod) => vod.videoId))).toEqual([
      ['dQw4w9WgXcQ'],
      ['lck_vod'],
    ]);
    expect(withVods[1]!.vods[0]).toMatchObject({ configField: 'channelId', statsOffset: null });
  });

  it('edits a vod, sets its offset from a game time, and deletes it', async () => {
    const [vod] = (await stack.gql<{ vodsByGames: VodView[] }>(BY_GAMES, { gameIds: [gameIds[0]] }))
      .data!.vodsByGames;
    const updated = await mutate(UPDATE, {
      id: vod!.id,
      input: { provider: 'afreecatv', locale: 'ko_KR', value: 'v123', offset: '' },
    });
    expect(updated.ok?.message).toBe('Updated VOD Successfully!');
    expect(updated.ok?.vod).toMatchObject({
      provider: 'afreecatv',
      locale: 'ko_KR',
      videoId: 'v123',
      statsOffset: '00:12:34',
    });

    const offset = await mutate(OFFSET, { id: vod!.id, gameTime: '01:02:03' });
    expect(offset.ok?.message).toBe('Updated VOD Offset Successfully!');
    expect(offset.ok?.vod?.statsOffsetMillis).toBe(3_723_000);

    const deleted = await mutate(DELETE, { ids: [vod!.id] });
    expect(deleted.ok).toEqual({ message: 'Deleted VOD Successfully!', vod: null });
    const after = await stack.gql<{ vodsByGames: VodView[] }>(BY_GAMES, { gameIds: [gameIds[0]] });
    expect(after.data!.vodsByGames).toEqual([]);
    expect((await mutate(OFFSET, { id: vod!.id, gameTime: '00:00:01' })).error?.code).toBe(
      'NOT_FOUND',
    );
  });

  it('refuses a bad game time, locale and video id before calling upstream', async () => {
    await stack.upstream.resetRequests();
    const offset = await mutate(OFFSET, { id: 'any', gameTime: '12:34' });
    expect(offset.error?.inputErrors).toEqual([
      { field: 'gameTime', message: 'Game time must be hh:mm:ss' },
    ]);
    const created = await mutate(CREATE, {
      gameId: gameIds[0],
      input: { provider: 'youtube', locale: 'Select a Locale', value: 'a b', offset: '5:00' },
    });
    expect(created.error?.inputErrors).toEqual([
      { field: 'locale', message: 'Field is not valid.' },
      { field: 'value', message: 'Field is not valid.' },
      { field: 'offset', message: 'Game time must be hh:mm:ss' },
    ]);
    expect((await stack.upstream.requests()).total).toBe(0);
  });

  it('lets a viewer read vods but not change them', async () => {
    const as = SANDBOX_USERS.viewer;
    expect((await stack.gql(BY_GAMES, { gameIds: [gameIds[0]] }, { as })).errors).toBeUndefined();
    const created = await stack.gql(
      CREATE,
      { gameId: gameIds[0], input: { provider: 'youtube', locale: 'en_US', value: 'x' } },
      { as },
    );
    expect(created.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('tells per game whether vods are available and cached: one call per 10 games for each list', async () => {
    const list = await stack.gql<{ tournaments: { id: string }[] }>(TOURNAMENTS);
    await stack.upstream.resetRequests();
    const answer = await stack.gql<TournamentView<{ id: string; vodStatus: VodStatusView }>>(
      STATUS,
      { id: list.data!.tournaments[0]!.id },
    );
    expect(answer.errors).toBeUndefined();
    const games = gamesOf(answer.data!);
    const calls = (await stack.upstream.requests()).requests;
    const count = (suffix: string) => calls.filter((r) => r.path.endsWith(suffix)).length;
    expect(count('/vodDetails/available')).toBe(Math.ceil(games.length / 10));
    expect(count('/vodDetails/cached')).toBe(Math.ceil(games.length / 10));
    // The earlier tests leave one vod, on the last game.
    const last = gameIds[gameIds.length - 1]!;
    for (const game of games) {
      const has = game.id === last;
      expect(game.vodStatus).toEqual({
        gameId: game.id,
        available: has,
        cached: has,
        cachedVodCount: has ? 1 : 0,
      });
    }
    const byGames = await stack.gql<{ vodStatusByGames: VodStatusView[] }>(STATUS_BY_GAMES, {
      gameIds: [last, gameIds[0]],
    });
    expect(byGames.data!.vodStatusByGames.map((status) => status.available)).toEqual([true, false]);
  });

  it("saves a game's point-of-view streams per side and seat and reads them per game", async () => {
    const gameId = gameIds[1]!;
    const seat = (side: string, participant: number, value: string) => ({
      side,
      participant,
      provider: 'twitch',
      locale: 'en_US',
      value,
    });
    const saved = await stack.gql<{ savePovs: PovResult }>(SAVE_POVS, {
      gameId,
      povs: [seat('red', 5, ' red_support '), seat('blue', 1, 'blue_top')],
    });
    expect(saved.data!.savePovs.error).toBeNull();
    expect(saved.data!.savePovs.ok!.message).toBe('Saved POVs Successfully!');
    const stored = saved.data!.savePovs.ok!.povs;
    expect(stored.map((pov) => [pov.side, pov.participant, pov.videoId, pov.configField])).toEqual([
      ['blue', 1, 'blue_top', 'channelId'],
      ['red', 5, 'red_support', 'channelId'],
    ]);

    const list = await stack.gql<{ tournaments: { id: string }[] }>(TOURNAMENTS);
    await stack.upstream.resetRequests();
    const answer = await stack.gql<TournamentView<{ id: string; povs: PovView[] }>>(POVS, {
      id: list.data!.tournaments[0]!.id,
    });
    const games = gamesOf(answer.data!);
    const povCalls = (await stack.upstream.requests()).requests.filter((r) =>
      r.path.endsWith('/pov'),
    );
    expect(povCalls.length).toBe(Math.ceil(games.length / 10));
    expect(games.find((game) => game.id === gameId)!.povs).toEqual(stored);
    expect(games.filter((game) => game.povs.length > 0).length).toBe(1);

    // Saving again replaces the set.
    const replaced = await stack.gql<{ savePovs: PovResult }>(SAVE_POVS, {
      gameId,
      povs: [seat('blue', 2, 'blue_jungle')],
    });
    expect(replaced.data!.savePovs.ok!.povs.map((pov) => pov.videoId)).toEqual(['blue_jungle']);
    const read = await stack.gql<{ povsByGames: PovView[] }>(POVS_BY_GAMES, { gameIds: [gameId] });
    expect(read.data!.povsByGames.map((pov) => pov.videoId)).toEqual(['blue_jungle']);
  });

  it("refuses a POV save with a stale version and sends nothing; each answer carries the set's version", async () => {
    const { tournament } = await stack.data(VodPageDocument, { tournamentId });
    const game = tournament!.stages
      .flatMap((stage) => stage.sections.flatMap((section) => section.matches))
      .flatMap((match) => match.games)
      .find((candidate) => candidate.id === gameIds[3])!;
    const save = (value: string, expectedVersion: string) =>
      stack.data(SavePovsDocument, {
        gameId: game.id,
        povs: [{ side: 'red', participant: 2, provider: 'twitch', locale: 'en_US', value }],
        expectedVersion,
      });
    const first = (await save('red_jungle', game.povsVersion)).savePovs;
    expect(first.error).toBeNull();
    expect(first.ok!.povsVersion).not.toBe(game.povsVersion);

    await stack.upstream.resetRequests();
    const stale = (await save('red_jungle_2', game.povsVersion)).savePovs;
    expect(stale.error).toMatchObject({
      code: 'CONFLICT',
      message: AUDIT_MESSAGES.changedSinceOpened,
    });
    expect(await stack.upstream.writes('/pov')).toHaveLength(0);

    const fresh = (await save('red_jungle_2', first.ok!.povsVersion)).savePovs;
    expect(fresh.error).toBeNull();
    const reread = await stack.data(VodPageDocument, { tournamentId });
    const stored = reread
      .tournament!.stages.flatMap((stage) => stage.sections.flatMap((section) => section.matches))
      .flatMap((match) => match.games)
      .find((candidate) => candidate.id === game.id)!;
    expect(stored.povsVersion).toBe(fresh.ok!.povsVersion);
    expect(stored.povs.map((pov) => pov.videoId)).toEqual(['red_jungle_2']);
  });

  it('refuses two POVs on one seat and a seat beyond 5 before calling upstream', async () => {
    await stack.upstream.resetRequests();
    const pov = {
      side: 'blue',
      participant: 3,
      provider: 'youtube',
      locale: 'en_US',
      value: 'abc',
    };
    const answer = await stack.gql<{ savePovs: PovResult }>(SAVE_POVS, {
      gameId: gameIds[2],
      povs: [pov, pov, { ...pov, participant: 6 }],
    });
    expect(answer.data!.savePovs.error?.inputErrors).toEqual([
      { field: 'povs.1.participant', message: 'Blue 3 already has a POV' },
      { field: 'povs.2.participant', message: 'Choose a participant from 1 to 5' },
    ]);
    expect((await stack.upstream.requests()).total).toBe(0);
    const viewer = await stack.gql(
      SAVE_POVS,
      { gameId: gameIds[2], povs: [] },
      { as: SANDBOX_USERS.viewer },
    );
    expect(viewer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

interface VodStatusView {
  gameId: string;
  available: boolean;
  cached: boolean;
  cachedVodCount: number;
}
interface PovView {
  id: string;
  gameId: string;
  side: string;
  participant: number;
  playerId: string | null;
  provider: string;
  locale: string;
  configField: string;
  videoId: string;
}
interface PovResult {
  ok: { message: string; povs: PovView[] } | null;
  error: {
    message: string;
    code: string;
    inputErrors: { field: string; message: string }[];
  } | null;
}
const STATUS_FIELDS = 'gameId available cached cachedVodCount';
const STATUS = `query ($id: ID!) {
  tournament(id: $id) { stages { sections { matches { games { id vodStatus { ${STATUS_FIELDS} } } } } } } }`;
const STATUS_BY_GAMES = `query ($gameIds: [ID!]!) { vodStatusByGames(gameIds: $gameIds) { ${STATUS_FIELDS} } }`;
const POV_FIELDS = 'id gameId side participant playerId provider locale configField videoId';
const POVS = `query ($id: ID!) {
  tournament(id: $id) { stages { sections { matches { games { id povs { ${POV_FIELDS} } } } } } } }`;
const POVS_BY_GAMES = `query ($gameIds: [ID!]!) { povsByGames(gameIds: $gameIds) { ${POV_FIELDS} } }`;
const SAVE_POVS = `mutation ($gameId: ID!, $povs: [PovInput!]!) {
  savePovs(gameId: $gameId, povs: $povs) {
    ok { message povs { ${POV_FIELDS} } }
    error { message code inputErrors { field message } } } }`;
