import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_CSV_COLUMNS, playerDraftFromCsvRecord } from '@esports-admin/schema/rules/player';
import { databaseBackends } from '../support/databases';
import { startStack, type Stack } from '../support/stack';

interface RowResult {
  row: number;
  handle: string;
  player: { id: string; handle: string } | null;
  error: {
    message: string;
    code: string;
    inputErrors: { field: string; message: string }[];
  } | null;
}
interface BatchResult {
  createPlayers: { createdCount: number; failedCount: number; rows: RowResult[] };
}
interface PlayerPage {
  players: {
    edges: {
      cursor: string | null;
      node: {
        id: string;
        handle: string;
        homeTeamId: string | null;
        homeTeam: { id: string; name: string } | null;
      };
    }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

const PAGE = `query PlayerPage($sport: Sport!, $first: Int, $after: String, $search: String) {
  players(sport: $sport, first: $first, after: $after, search: $search) {
    edges { cursor node { id handle homeTeamId homeTeam { id name } } }
    pageInfo { hasNextPage endCursor }
  } }`;
const CREATE = `mutation CreatePlayers($inputs: [PlayerInput!]!) {
  createPlayers(inputs: $inputs) {
    createdCount failedCount
    rows { row handle player { id handle } error { message code inputErrors { field message } } }
  } }`;

/** 100 data rows: 88 good ones, 7 breaking a rule, 5 repeating an earlier handle in another case. */
function bulkCsv(): string {
  const rows: string[][] = [];
  for (let i = 1; i <= 88; i++) {
    rows.push([`Bulk${String(i).padStart(3, '0')}`, 'Ada', `Row${i}`, '', '', '', '', '']);
  }
  const invalid: string[][] = [
    ['Bad-Handle', 'Ada', 'Lovelace', '', '', '', '', ''],
    ['TwelveChars1', 'Ada', 'Lovelace', '', '', '', '', ''],
    ['', 'Ada', 'Lovelace', '', '', '', '', ''],
    ['NoFirst', '', 'Lovelace', '', '', '', '', ''],
    ['BadPhoto', 'Ada', 'Lovelace', '', 'ftp://x/y.png', '', '', ''],
    ['ShortLogin', 'Ada', 'Lovelace', '', '', 'abc', '', ''],
    ['LongLast', 'Ada', 'L'.repeat(100), '', '', '', '', ''],
  ];
  const duplicates = [3, 10, 20, 40, 60].map((i) => [
    `BULK${String(i).padStart(3, '0')}`,
    'Dup',
    'Licate',
    '',
    '',
    '',
    '',
    '',
  ]);
  // Spread the bad rows through the file, as a real paste would have them.
  const all = [...rows];
  invalid.forEach((row, k) => all.splice(5 + k * 12, 0, row));
  duplicates.forEach((row, k) => all.splice(9 + k * 17, 0, row));
  return [PLAYER_CSV_COLUMNS.join(','), ...all.map((row) => row.join(','))].join('\n');
}

/** The CSV has no quoted cells, so a script can split it by hand. */
function parseCsv(text: string, sport: 'lol') {
  const [header, ...lines] = text.split('\n');
  const columns = (header ?? '').split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    const draft = playerDraftFromCsvRecord(
      Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? ''])),
      sport,
    );
    return {
      handle: draft.handle,
      firstName: draft.firstName,
      lastName: draft.lastName,
      photoUrl: draft.photoUrl,
      homeTeamId: draft.homeTeamId,
      sport: draft.sport,
      login: draft.login,
      password: draft.password,
      puuid: draft.puuid,
    };
  });
}

const backends = await databaseBackends();

describe.each(backends)('players as a script uses them ($name)', (backend) => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack(backend);
    // The caller's roles are loaded once and cached; count upstream calls from a warm cache.
    await stack.gql('{ viewer { username } }');
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('loads a page of 50 players with their home teams in 1 + ceil(distinct teams / 20) calls', async () => {
    await stack.upstream.resetRequests();
    const answer = await stack.gql<PlayerPage>(PAGE, { sport: 'lol', first: 50 });
    expect(answer.errors).toBeUndefined();
    const edges = answer.data!.players.edges;
    expect(edges).toHaveLength(50);
    const teamIds = new Set(
      edges.flatMap((edge) => (edge.node.homeTeamId ? [edge.node.homeTeamId] : [])),
    );
    expect(teamIds.size).toBeGreaterThan(20);
    expect(edges.every((edge) => edge.node.homeTeam?.id === edge.node.homeTeamId)).toBe(true);
    const log = await stack.upstream.requests();
    expect(log.total).toBe(1 + Math.ceil(teamIds.size / 20));
    const teamCalls = log.requests.filter((request) => request.path.endsWith('/teams'));
    expect(teamCalls).toHaveLength(Math.ceil(teamIds.size / 20));

    const next = await stack.gql<PlayerPage>(PAGE, {
      sport: 'lol',
      first: 50,
      after: answer.data!.players.pageInfo.endCursor,
    });
    const firstIds = new Set(edges.map((edge) => edge.node.id));
    expect(next.data!.players.edges.some((edge) => firstIds.has(edge.node.id))).toBe(false);
    expect(edges.at(-1)?.cursor).toBe(answer.data!.players.pageInfo.endCursor);
  });

  it('looks players up by id in calls of at most 20, each id once', async () => {
    const answer = await stack.gql<PlayerPage>(PAGE, { sport: 'val', first: 30 });
    const ids = answer.data!.players.edges.map((edge) => edge.node.id);
    await stack.upstream.resetRequests();
    const lookup = await stack.gql<{ playersByIds: ({ id: string } | null)[] }>(
      'query ($ids: [ID!]!) { playersByIds(ids: $ids) { id } }',
      { ids: [...ids, ...ids.slice(0, 5), 'no-such-player'] },
    );
    expect(lookup.errors).toBeUndefined();
    expect(lookup.data!.playersByIds.map((player) => player?.id ?? null)).toEqual([
      ...ids,
      ...ids.slice(0, 5),
      null,
    ]);
    const calls = (await stack.upstream.requests()).requests;
    expect(calls).toHaveLength(2);
    expect(calls.every((call) => call.path.endsWith('/players'))).toBe(true);
  });

  it('bulk-enters 100 CSV rows: 88 created, the 12 others refused per row', async () => {
    const inputs = parseCsv(bulkCsv(), 'lol');
    expect(inputs).toHaveLength(100);
    await stack.upstream.resetRequests();
    const answer = await stack.gql<BatchResult>(CREATE, { inputs });
    expect(answer.errors).toBeUndefined();
    const { createdCount, failedCount, rows } = answer.data!.createPlayers;
    expect([createdCount, failedCount]).toEqual([88, 12]);
    expect(rows.map((row) => row.row)).toEqual(inputs.map((_, i) => i + 1));
    const posts = (await stack.upstream.requests()).requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(Math.ceil(88 / 20));

    const refused = rows.filter((row) => row.error);
    const messagesOf = (handle: string) =>
      refused.find((row) => row.handle === handle)?.error?.inputErrors.map((e) => e.message);
    expect(messagesOf('Bad-Handle')).toEqual(['Handle may not contain special characters']);
    expect(messagesOf('TwelveChars1')).toEqual(['Max: 11 characters']);
    expect(messagesOf('')).toEqual(['Field is not valid.']);
    expect(messagesOf('NoFirst')).toEqual(['Field is not valid.']);
    expect(messagesOf('BadPhoto')).toEqual(['Field is not valid.']);
    expect(messagesOf('ShortLogin')).toEqual(['Logins must be at least 4 characters long']);
    expect(messagesOf('LongLast')).toEqual(['Last Name must be fewer than 100 characters']);
    const duplicates = refused.filter((row) => row.error?.code === 'DUPLICATE');
    expect(duplicates.map((row) => row.handle)).toEqual([
      'BULK003',
      'BULK010',
      'BULK020',
      'BULK040',
      'BULK060',
    ]);
    expect(duplicates[0]?.error?.message).toMatch(/^Duplicate of row \d+$/);

    const found = await stack.gql<PlayerPage>(PAGE, { sport: 'lol', first: 100, search: 'bulk0' });
    expect(found.data!.players.edges).toHaveLength(88);
  });

  it('refuses, per row, handles already in use when the same file is entered again', async () => {
    const inputs = parseCsv(bulkCsv(), 'lol').slice(0, 12);
    const validation = await stack.gql<{ validatePlayers: RowResult[] }>(
      'query ($inputs: [PlayerInput!]!) { validatePlayers(inputs: $inputs) { row handle error { code message } } }',
      { inputs },
    );
    expect(validation.errors).toBeUndefined();
    const inUse = validation.data!.validatePlayers.filter((row) => row.error?.code === 'CONFLICT');
    expect(inUse.length).toBeGreaterThan(5);
    expect(inUse.every((row) => row.error?.message === 'Handle already in use')).toBe(true);

    const again = await stack.gql<BatchResult>(CREATE, { inputs });
    expect(again.data!.createPlayers.createdCount).toBe(0);
    const conflicts = again.data!.createPlayers.rows.filter(
      (row) => row.error?.code === 'CONFLICT',
    );
    expect(conflicts.map((row) => row.handle)).toEqual(inUse.map((row) => row.handle));
  });

  it('updates a player, refuses a taken handle with the spec message, and resets the password', async () => {
    const page = await stack.gql<PlayerPage>(PAGE, { sport: 'tft', first: 2 });
    const [first, second] = page.data!.players.edges.map((edge) => edge.node);
    const input = { handle: 'Renamed1', firstName: 'Grace', lastName: 'Hopper', sport: 'tft' };
    const UPDATE = `mutation ($id: ID!, $input: PlayerInput!) { updatePlayer(id: $id, input: $input) {
      ok { message player { handle firstName } } error { message code inputErrors { field message } } } }`;
    const updated = await stack.gql<{ updatePlayer: { ok: { message: string } | null } }>(UPDATE, {
      id: first!.id,
      input,
    });
    expect(updated.data!.updatePlayer.ok?.message).toBe('Updated Player Successfully!');
    const clash = await stack.gql<{ updatePlayer: { error: RowResult['error'] } }>(UPDATE, {
      id: second!.id,
      input: { ...input, handle: 'RENAMED1' },
    });
    expect(clash.data!.updatePlayer.error).toEqual({
      message: 'Handle already in use',
      code: 'CONFLICT',
      inputErrors: [{ field: 'handle', message: 'Handle already in use' }],
    });
    const invalid = await stack.gql<{ updatePlayer: { error: RowResult['error'] } }>(UPDATE, {
      id: second!.id,
      input: { ...input, handle: 'Way too long' },
    });
    expect(invalid.data!.updatePlayer.error?.inputErrors).toEqual([
      { field: 'handle', message: 'Max: 11 characters' },
    ]);

    const reset = await stack.gql<{
      resetPlayerPassword: { ok: { login: string; password: string; message: string } | null };
    }>('mutation ($id: ID!) { resetPlayerPassword(id: $id) { ok { login password message } } }', {
      id: first!.id,
    });
    const ok = reset.data!.resetPlayerPassword.ok;
    expect(ok?.message).toBe('Password Reset Successfully!');
    expect(ok?.password.length).toBeGreaterThanOrEqual(12);
  });
});
