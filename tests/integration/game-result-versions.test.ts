/**
 * Issue #39 item 4, results: a game that does not decide its match (game 1 of a best-of-3) leaves
 * the tournament's record, so its version, as it was. Its match carries a version of its own, and
 * results sent with it are checked and written one at a time under the tournament's lock, on one
 * replica or two: of two results sent together with the same match version one goes through and
 * the other is told CONFLICT, while results entered one after another with the answered versions
 * all go through.
 */
import { randomUUID } from 'node:crypto';
import { AUDIT_MESSAGES } from '@esports-admin/schema/rules/audit';
import { TBD_TEAM_ID } from '@esports-admin/schema/rules/constants';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAnswers } from '../support/databases';
import { postGraphQL } from '../support/graphql-http';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';
import {
  ClearGameResultDocument,
  SetGameResultDocument,
  TournamentEditPageDocument,
} from '../../web/src/__generated__/graphql';

const conflict = { code: 'CONFLICT', message: AUDIT_MESSAGES.changedSinceOpened };

/**
 * The current lol championship as the results tab reads it, and its `index`-th playoff match
 * whose teams are known and whose games are all still to play (best of 3 or more).
 */
async function openMatch(stack: Stack, index: number) {
  const listed = await stack.gql<{ tournaments: { id: string }[] }>(
    'query { tournaments(sport: lol, filter: current, search: "championship") { id } }',
  );
  const tournamentId = listed.data!.tournaments[0]!.id;
  const { tournament } = await stack.data(TournamentEditPageDocument, { id: tournamentId });
  const open = tournament!.stages
    .flatMap((stage) => stage.sections.flatMap((section) => section.matches))
    .filter(
      (match) =>
        match.status === 'unstarted' &&
        (match.bestOfConfig?.count ?? 1) >= 3 &&
        match.games.every(
          (game) =>
            game.blueTeamId !== TBD_TEAM_ID && game.redTeamId !== TBD_TEAM_ID && !game.winnerTeamId,
        ),
    );
  const match = open[index]!;
  return {
    tournamentId,
    tournamentVersion: tournament!.version,
    match,
    teams: [match.games[0]!.blueTeamId, match.games[0]!.redTeamId] as const,
  };
}

async function storedMatch(stack: Stack, tournamentId: string, matchId: string) {
  const { tournament } = await stack.data(TournamentEditPageDocument, { id: tournamentId });
  return tournament!.stages
    .flatMap((stage) => stage.sections.flatMap((section) => section.matches))
    .find((match) => match.id === matchId)!;
}

describe('versions of game results', () => {
  let stack: Stack;
  const writes = (pathPart: string) => stack.upstream.writes(pathPart);

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it("lets one of two results of a game that does not decide its match through when both send the match's version; the other gets CONFLICT", async () => {
    const { tournamentId, tournamentVersion, match, teams } = await openMatch(stack, 0);
    const gameId = match.games[0]!.id;
    await stack.upstream.resetRequests();
    const answers = await Promise.all(
      teams.map((winnerTeamId) =>
        stack.data(SetGameResultDocument, {
          tournamentId,
          gameId,
          winnerTeamId,
          expectedMatchVersion: match.version,
        }),
      ),
    );
    const outcomes = answers.map(({ setGameResult }) => setGameResult);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    const through = outcomes.find((outcome) => outcome.ok)!.ok!;
    const refused = outcomes.find((outcome) => outcome.error)!.error!;
    expect(refused).toMatchObject(conflict);
    expect(refused.conflict).toMatchObject({
      currentVersion: through.match!.version,
      changedBy: SANDBOX_USERS.competition,
    });
    expect(await writes(`/results/game/${gameId}/outcome`)).toHaveLength(1);

    // The tournament's version alone could not have told the two apart.
    expect(through.tournament.version).toBe(tournamentVersion);
    const stored = await storedMatch(stack, tournamentId, match.id);
    expect(stored.status).toBe('inProgress');
    expect(stored.version).toBe(through.match!.version);
    expect(stored.version).not.toBe(match.version);
    const winner = teams.find((_, i) => outcomes[i]!.ok);
    expect(stored.games[0]!.winnerTeamId).toBe(winner);
  });

  it('takes results entered one after another on one match, each sent with the version the last answered', async () => {
    const { tournamentId, tournamentVersion, match, teams } = await openMatch(stack, 1);
    const [first, second] = match.games.map((game) => game.id);
    const [teamA, teamB] = teams;
    const set = (gameId: string, winnerTeamId: string, expectedMatchVersion: string) =>
      stack
        .data(SetGameResultDocument, { tournamentId, gameId, winnerTeamId, expectedMatchVersion })
        .then(({ setGameResult }) => setGameResult);
    const clear = (gameId: string, expectedMatchVersion: string) =>
      stack
        .data(ClearGameResultDocument, { tournamentId, gameId, expectedMatchVersion })
        .then(({ clearGameResult }) => clearGameResult);

    const steps = [
      (version: string) => set(first!, teamA, version),
      (version: string) => set(first!, teamB, version),
      (version: string) => set(second!, teamA, version),
      (version: string) => clear(second!, version),
      (version: string) => set(second!, teamB, version),
    ];
    const versions = [match.version];
    for (const step of steps) {
      const last = await step(versions.at(-1)!);
      expect(last.error).toBeNull();
      expect(last.ok!.match!.version).not.toBe(versions.at(-1));
      versions.push(last.ok!.match!.version);
    }
    const stored = await storedMatch(stack, tournamentId, match.id);
    expect(stored.version).toBe(versions.at(-1));
    expect(stored.status).toBe('completed');
    expect(stored.winnerTeamId).toBe(teamB);

    await stack.upstream.resetRequests();
    const stale = await set(first!, teamA, versions[1]!);
    expect(stale.error).toMatchObject(conflict);
    expect(stale.error!.conflict!.currentVersion).toBe(versions.at(-1));
    const staleClear = await clear(first!, versions[2]!);
    expect(staleClear.error).toMatchObject(conflict);
    // A tournament version that is not the stored one is refused even with the match's as stored.
    const staleTournament = await stack.data(SetGameResultDocument, {
      tournamentId,
      gameId: first!,
      winnerTeamId: teamA,
      expectedVersion: `${tournamentVersion}-before`,
      expectedMatchVersion: versions.at(-1)!,
    });
    expect(staleTournament.setGameResult.error).toMatchObject(conflict);
    expect(await writes('/results/')).toHaveLength(0);
  });

  it("refuses a game of another tournament's match with NOT_FOUND and sends nothing", async () => {
    const { tournamentId, match } = await openMatch(stack, 2);
    const listed = await stack.gql<{ tournaments: { id: string }[] }>(
      'query { tournaments(sport: val, filter: current, search: "championship") { id } }',
    );
    const other = listed.data!.tournaments[0]!.id;
    expect(other).not.toBe(tournamentId);
    await stack.upstream.resetRequests();
    const { clearGameResult } = await stack.data(ClearGameResultDocument, {
      tournamentId: other,
      gameId: match.games[0]!.id,
      expectedMatchVersion: match.version,
    });
    expect(clearGameResult.error?.code).toBe('NOT_FOUND');
    expect(await writes('/results/')).toHaveLength(0);
  });
});

const REDIS_URL = 'redis://127.0.0.1:6379';
const redisUp = await redisAnswers();

describe.skipIf(!redisUp)('versions of game results on two replicas sharing Redis', () => {
  const redisKeyPrefix = `esports-admin-game-results-${randomUUID()}:`;
  let stack: Stack;
  let replicas: string[];
  let token: string;

  async function on<T, V>(url: string, document: TypedDocumentNode<T, V>, variables: V) {
    const answer = await postGraphQL(url, { query: print(document), variables }, { token });
    if (!answer.json?.data) throw new Error(`GraphQL errors: ${answer.text}`);
    return answer.json.data as T;
  }

  beforeAll(async () => {
    stack = await startStack(
      { name: 'pglite' },
      { REDIS_URL, REDIS_KEY_PREFIX: redisKeyPrefix, RATE_LIMIT_REQUESTS: '100000' },
    );
    replicas = [stack.url, await stack.startGatewayReplica()];
    token = await stack.tokenFor(SANDBOX_USERS.competition);
    await Promise.all(
      replicas.map((url) => postGraphQL(url, { query: '{ viewer { username } }' }, { token })),
    );
  });
  afterAll(async () => {
    await stack?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${redisKeyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('lets one of two results of one game through, one per replica, with the same match version', async () => {
    const { tournamentId, match, teams } = await openMatch(stack, 0);
    const gameId = match.games[0]!.id;
    await stack.upstream.resetRequests();
    // Slow match reads: without one lock for both replicas, both would read before either wrote.
    await stack.upstream.fault('elds', {
      methods: ['GET'],
      pathPrefix: '/matches',
      delayMs: 500,
      times: 2,
    });
    const answers = await Promise.all(
      replicas.map((url, i) =>
        on(url, SetGameResultDocument, {
          tournamentId,
          gameId,
          winnerTeamId: teams[i]!,
          expectedMatchVersion: match.version,
        }),
      ),
    );
    const outcomes = answers.map(({ setGameResult }) => setGameResult);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome.error)?.error?.code).toBe('CONFLICT');
    expect(await stack.upstream.writes(`/results/game/${gameId}/outcome`)).toHaveLength(1);
  });
});
