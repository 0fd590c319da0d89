/**
 * Result impact preview (issue #37) on a 16-team double elimination: each preview is taken before
 * the result is set or cleared, then compared with what the write did to the tournament.
 */
import { describe, expect, it } from 'vitest';
import {
  doubleEliminationSection,
  groupStage,
  singleSectionStage,
} from '../../sandbox/src/services/elds/tournament-formats';
import {
  ClearGameResultDocument,
  PickBlocksPageCreateDocument,
} from '../../web/src/__generated__/graphql';
import { ResultImpactPreviewDocument } from '../__generated__/graphql';
import { SANDBOX_USERS } from '../support/stack';
import {
  create,
  describeTournamentSuite,
  matchOf,
  mutate,
  page,
  setResult,
  stack,
  teams,
  tournamentInput,
  type TournamentView,
} from './tournaments-kit';

const known = (teamId: string | null) => (teamId && teamId !== '0' ? teamId : null);
const bySlot = (a: { matchId: string; slot: number }, b: { matchId: string; slot: number }) =>
  a.matchId.localeCompare(b.matchId) || a.slot - b.slot;

const sectionOf = (tournament: TournamentView) => tournament.stages[0]!.sections[0]!;

/** What a write did: the match slots and standing places whose team changed. */
function changesBetween(before: TournamentView, after: TournamentView, section = sectionOf) {
  const afterMatches = new Map(section(after).matches.map((match) => [match.id, match]));
  const participantChanges = section(before).matches.flatMap((match) => {
    const now = afterMatches.get(match.id)!;
    return (
      [
        [1, match.teamOneId, now.teamOneId],
        [2, match.teamTwoId, now.teamTwoId],
      ] as const
    ).flatMap(([slot, from, to]) =>
      from === to
        ? []
        : [{ matchId: match.id, slot, fromTeamId: known(from), toTeamId: known(to) }],
    );
  });
  const placeAfter = new Map(section(after).standing.entries.map((e) => [e.index, e.teamId]));
  const standingChanges = section(before).standing.entries.flatMap((entry) =>
    known(entry.teamId) === known(placeAfter.get(entry.index) ?? null)
      ? []
      : [
          {
            place: entry.index,
            fromTeamId: known(entry.teamId),
            toTeamId: known(placeAfter.get(entry.index) ?? null),
          },
        ],
  );
  return { participantChanges: participantChanges.sort(bySlot), standingChanges };
}

const preview = (tournamentId: string, gameId: string, winnerTeamId: string | null) =>
  stack.data(ResultImpactPreviewDocument, { tournamentId, gameId, winnerTeamId });

describeTournamentSuite('result impact preview', () => {
  describe('previewing results on a 16-team double elimination', () => {
    let id: string;

    /** Team one of the match wins its first two games (best of 3). */
    async function play(structuralId: string) {
      const match = matchOf(await page(id), structuralId);
      for (const game of match.games.slice(0, 2)) {
        expect((await setResult(id, game.id, match.teamOneId)).error).toBeNull();
      }
    }

    it('creates the bracket', async () => {
      const stage = singleSectionStage(
        'po',
        'Playoffs',
        'playoffs',
        doubleEliminationSection('im'),
      );
      const created = await create(tournamentInput('impact_cup', [stage]));
      expect(created.error).toBeNull();
      id = created.ok!.tournament.id;
    });

    it('previews a deciding game sending its winner and loser on, then matches what setGameResult did', async () => {
      const opener = matchOf(await page(id), 'im_m1');
      expect((await setResult(id, opener.games[0]!.id, opener.teamOneId)).error).toBeNull();
      const before = await page(id);
      const gameId = opener.games[1]!.id;

      await stack.upstream.resetRequests();
      const { resultImpact } = await preview(id, gameId, opener.teamOneId);
      const log = await stack.upstream.requests();
      expect(log.requests.every((request) => request.method === 'GET')).toBe(true);
      expect(log.requests.filter((r) => r.path === `/elds/data/v3/tournaments/${id}`)).toHaveLength(
        1,
      );

      expect(resultImpact).toMatchObject({
        tournamentId: id,
        gameId,
        matchId: opener.id,
        sectionId: sectionOf(before).id,
        invalidatedMatches: [],
      });
      expect(resultImpact!.participantChanges.map((c) => c.matchId)).toEqual([
        matchOf(before, 'im_m9').id,
        matchOf(before, 'im_m13').id,
      ]);
      expect(resultImpact!.participantChanges[0]).toMatchObject({
        fromTeamName: 'TBD',
        toTeamName: opener.teamOne!.name,
      });

      const after = (await setResult(id, gameId, opener.teamOneId)).ok!.tournament;
      const happened = changesBetween(before, after);
      expect(
        resultImpact!.participantChanges
          .map(({ matchId, slot, fromTeamId, toTeamId }) => ({
            matchId,
            slot,
            fromTeamId,
            toTeamId,
          }))
          .sort(bySlot),
      ).toEqual(happened.participantChanges);
      expect(
        resultImpact!.standingChanges.map(({ place, fromTeamId, toTeamId }) => ({
          place,
          fromTeamId,
          toTeamId,
        })),
      ).toEqual(happened.standingChanges);
    });

    it('previews clearing a winners game whose downstream matches are played: both invalidated, as clearGameResult then does', async () => {
      await play('im_m2');
      await play('im_m9');
      await play('im_m13');
      const before = await page(id);
      const gameId = matchOf(before, 'im_m1').games[1]!.id;

      await stack.upstream.resetRequests();
      const { resultImpact } = await preview(id, gameId, null);
      const log = await stack.upstream.requests();
      expect(log.requests.every((request) => request.method === 'GET')).toBe(true);

      const played = ['im_m9', 'im_m13'].map((structuralId) => matchOf(before, structuralId));
      expect(resultImpact!.invalidatedMatches).toEqual(
        played.map((match) => ({
          matchId: match.id,
          matchDescription: expect.any(String) as string,
          playedGameCount: 2,
        })),
      );

      const cleared = await mutate(ClearGameResultDocument, { tournamentId: id, gameId });
      expect(cleared.error).toBeNull();
      const after = cleared.ok!.tournament;
      const happened = changesBetween(before, after);
      expect(
        resultImpact!.participantChanges
          .map(({ matchId, slot, fromTeamId, toTeamId }) => ({
            matchId,
            slot,
            fromTeamId,
            toTeamId,
          }))
          .sort(bySlot),
      ).toEqual(happened.participantChanges);
      for (const { matchId } of resultImpact!.invalidatedMatches) {
        const match = sectionOf(after).matches.find((m) => m.id === matchId)!;
        expect(match.games.every((game) => game.winnerTeamId === null)).toBe(true);
      }
    });

    it("names the pick'em pick blocks that hold a match the change touches", async () => {
      const opener = matchOf(await page(id), 'im_m1');
      const untouched = matchOf(await page(id), 'im_m8');
      for (const [name, match] of [
        ['Impact day', opener],
        ['Quiet day', untouched],
      ] as const) {
        const created = await stack.data(
          PickBlocksPageCreateDocument,
          {
            input: {
              eldsTournamentId: id,
              name,
              eldsMatchIds: [match.id],
              eldsSectionIds: [sectionOf(await page(id)).id],
              opensAt: new Date(Date.now() - 3_600_000).toISOString(),
              locksAt: new Date(Date.now() + 86_400_000).toISOString(),
            },
          },
          { as: SANDBOX_USERS.rewards },
        );
        expect(created.createPickBlock.error).toBeNull();
      }
      // The opener stands at 1-0 since the clear above: its second game would decide it.
      const { resultImpact } = await preview(id, opener.games[1]!.id, opener.teamOneId);
      expect(resultImpact!.pickBlocks).toEqual([
        {
          id: expect.any(String) as string,
          name: 'Impact day',
          state: 'open',
          pickCount: 0,
          matchDescriptions: [opener.description],
        },
      ]);
    });

    it('refuses what the write would refuse, and answers null for an unknown game', async () => {
      const match = matchOf(await page(id), 'im_m3');
      const refused = await stack.gql(ResultImpactPreviewDocument, {
        tournamentId: id,
        gameId: match.games[0]!.id,
        winnerTeamId: matchOf(await page(id), 'im_m4').teamOneId,
      });
      expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect((await preview(id, 'no-such-game', null)).resultImpact).toBeNull();
      const decided = matchOf(await page(id), 'im_m2');
      const late = await stack.gql(ResultImpactPreviewDocument, {
        tournamentId: id,
        gameId: decided.games[2]!.id,
        winnerTeamId: decided.teamOneId,
      });
      expect(late.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      expect((await setResult(id, decided.games[2]!.id, decided.teamOneId)).error).not.toBeNull();
    });

    it('refuses someone without tournament access', async () => {
      const answer = await stack.gql(
        ResultImpactPreviewDocument,
        { tournamentId: id, gameId: 'any', winnerTeamId: null },
        { as: SANDBOX_USERS.rewards },
      );
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });

  describe('previewing a result in a round-robin group', () => {
    it("gives the teams' records and ranks as the write then computes them", async () => {
      const created = await create(tournamentInput('impact_groups', [groupStage('ig')]));
      expect(created.error).toBeNull();
      const groupId = created.ok!.tournament.id;
      const first = matchOf(created.ok!.tournament, 'ig_group_a_m1');
      const gameId = first.games[0]!.id;

      const { resultImpact } = await preview(groupId, gameId, first.teamOneId);
      const changes = new Map(resultImpact!.recordChanges.map((c) => [c.teamId, c]));
      expect(changes.get(first.teamOneId)).toMatchObject({
        teamName: first.teamOne!.name,
        fromWins: 0,
        toWins: 1,
        toLosses: 0,
        fromRank: 1,
        toRank: 1,
      });
      expect(changes.get(first.teamTwoId)).toMatchObject({ fromLosses: 0, toLosses: 1, toRank: 4 });
      // The group's two other teams keep 0-0 but fall from a shared first to a shared second.
      const others = resultImpact!.recordChanges.filter(
        (c) => c.teamId !== first.teamOneId && c.teamId !== first.teamTwoId,
      );
      expect(others.map((c) => [c.fromWins, c.toWins, c.fromRank, c.toRank])).toEqual([
        [0, 0, 1, 2],
        [0, 0, 1, 2],
      ]);

      const after = (await setResult(groupId, gameId, first.teamOneId)).ok!.tournament;
      const group = after.stages[0]!.sections[0]!;
      const winner = group.teamRecords.find((entry) => entry.teamId === first.teamOneId);
      expect(winner?.record.wins).toBe(1);
      expect(group.ranks[0]?.tiedTeamIds).toEqual([first.teamOneId]);
    });
  });

  describe('previewing a result whose places feed a later stage', () => {
    it('follows the changed places into the next stage, as the write then does', async () => {
      // Two 4-team double eliminations: the first stage's places seed the second.
      const first = singleSectionStage(
        's1',
        'Play-Ins',
        'bracket',
        doubleEliminationSection('a', 1, 4),
      );
      const second = singleSectionStage(
        's2',
        'Playoffs',
        'bracket',
        doubleEliminationSection('b', 1, 4),
      );
      const link = (source: string | null, target: string, slot: number) => ({
        sourceNodeId: source,
        sourceNodeType: source === null ? null : ('stage' as const),
        sourceSlot: slot,
        targetNodeId: target,
        targetNodeType: 'stage' as const,
        targetSlot: slot,
      });
      const created = await create(
        tournamentInput('impact_stages', [first, second], {
          seeding: { entries: teams.slice(0, 4).map((teamId, i) => ({ index: i + 1, teamId })) },
          edges: [1, 2, 3, 4].flatMap((slot) => [link(null, 's1', slot), link('s1', 's2', slot)]),
        }),
      );
      expect(created.error).toBeNull();
      const id = created.ok!.tournament.id;
      // Team one wins every match of the first stage (its finals are best of 5).
      for (const structuralId of ['a_m1', 'a_m2', 'a_m3', 'a_m4', 'a_m5', 'a_m6']) {
        const match = matchOf(await page(id), structuralId);
        const majority = Math.floor(match.games.length / 2) + 1;
        for (const game of match.games.slice(0, majority)) {
          expect((await setResult(id, game.id, match.teamOneId)).error).toBeNull();
        }
      }
      const before = await page(id);
      const final = matchOf(before, 'a_m6');
      const playoffs = before.stages[1]!.sections[0]!;
      expect(playoffs.seeding.entries.every((entry) => known(entry.teamId))).toBe(true);

      // Clearing a game of the grand final undecides it: first and second place empty.
      const { resultImpact } = await preview(id, final.games[0]!.id, null);
      expect(resultImpact!.standingChanges.map((c) => c.place)).toEqual([1, 2]);
      const [next] = resultImpact!.downstreamSections;
      expect(resultImpact!.downstreamSections).toHaveLength(1);
      expect(next).toMatchObject({
        sectionId: playoffs.id,
        seedingChanges: [
          { place: 1, fromTeamId: final.teamOneId, toTeamId: null },
          { place: 2, fromTeamId: final.teamTwoId, toTeamId: null },
        ],
      });

      const cleared = await mutate(ClearGameResultDocument, {
        tournamentId: id,
        gameId: final.games[0]!.id,
      });
      expect(cleared.error).toBeNull();
      const after = cleared.ok!.tournament;
      const { participantChanges: happened } = changesBetween(
        before,
        after,
        (t) => t.stages[1]!.sections[0]!,
      );
      expect(happened.length).toBeGreaterThan(0);
      expect([...next!.participantChanges].sort(bySlot)).toEqual(happened);
    });
  });
});
