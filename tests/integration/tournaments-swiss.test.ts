import { describe, expect, it } from 'vitest';
import {
  singleSectionStage,
  swissSection,
} from '../../sandbox/src/services/elds/tournament-formats';
import {
  DecideDecisionPointDocument,
  ReplaceTeamsDocument,
} from '../../web/src/__generated__/graphql';
import {
  create,
  mutate,
  setResult,
  spare,
  spareTwo,
  stack,
  teams,
  tournamentInput,
  describeTournamentSuite,
} from './tournaments-kit';

describeTournamentSuite('a Swiss stage', () => {
  describe('a Swiss stage with a decision point', () => {
    it('plays out, lets staff decide the qualifiers, and swaps a team everywhere', async () => {
      const stage = singleSectionStage('sw', 'Swiss Stage', 'swiss', swissSection('swiss'));
      const created = await create(
        tournamentInput('integration_swiss', [stage], {
          name: {
            slug: 'integration_swiss',
            localizations: [{ locale: 'en_US', value: 'Swiss Cup' }],
          },
        }),
      );
      expect(created.error).toBeNull();
      let tournament = created.ok!.tournament;
      for (let round = 0; round < 10; round += 1) {
        const ready = tournament.stages[0]!.sections[0]!.matches.filter(
          (m) => m.status !== 'completed' && m.teamOneId !== '0' && m.teamTwoId !== '0',
        );
        if (ready.length === 0) break;
        for (const match of ready) {
          for (const game of match.games.slice(0, Math.ceil(match.games.length / 2))) {
            tournament = (await setResult(tournament.id, game.id, match.teamOneId)).ok!.tournament;
          }
        }
      }
      const section = tournament.stages[0]!.sections[0]!;
      expect(section.matches.every((m) => m.status === 'completed')).toBe(true);
      const dp = section.decisionPoints[0]!;
      const coming = dp.seeding.map((entry) => entry.teamId!);
      expect(coming.every((team) => team && team !== '0')).toBe(true);
      expect(dp.decided).toBe(false);

      const decided = await mutate(DecideDecisionPointDocument, {
        tournamentId: tournament.id,
        decisionPointId: dp.id,
        teamIds: coming.slice(2, 6),
      });
      expect(decided.ok!.message).toBe('Decision Point Saved Successfully!');
      const after = decided.ok!.tournament.stages[0]!;
      expect(after.sections[0]!.decisionPoints[0]!.decided).toBe(true);
      expect(after.standing.entries.map((entry) => entry.teamId)).toEqual(coming.slice(2, 6));

      const stranger = await mutate(DecideDecisionPointDocument, {
        tournamentId: tournament.id,
        decisionPointId: dp.id,
        teamIds: ['0'],
      });
      expect(stranger.error).toMatchObject({ code: 'BAD_USER_INPUT' });

      const replaced = await mutate(ReplaceTeamsDocument, {
        id: tournament.id,
        replacements: [{ teamToBeReplaced: coming[2]!, teamReplacement: spare }],
      });
      expect(replaced.ok!.message).toBe('Replaced Teams Successfully!');
      const swapped = replaced.ok!.tournament.stages[0]!;
      expect(swapped.standing.entries[0]!.teamId).toBe(spare);
      const seeds = replaced.ok!.tournament.seeding.entries.map((entry) => entry.teamId);
      expect(seeds).toContain(spare);
      expect(seeds).not.toContain(coming[2]);

      await stack.upstream.resetRequests();
      const refused = await mutate(ReplaceTeamsDocument, {
        id: tournament.id,
        replacements: [
          { teamToBeReplaced: spare, teamReplacement: spare },
          { teamToBeReplaced: teams[0]!, teamReplacement: teams[1]! },
          { teamToBeReplaced: coming[2]!, teamReplacement: spareTwo },
        ],
      });
      expect(refused.error).toMatchObject({
        code: 'BAD_USER_INPUT',
        inputErrors: [
          {
            field: 'replacements.0.teamReplacement',
            message: 'A team cannot be replaced by itself',
          },
          {
            field: 'replacements.1.teamReplacement',
            message: 'The replacement team is already in the tournament',
          },
          {
            field: 'replacements.2.teamToBeReplaced',
            message: 'This team is not in the tournament',
          },
        ],
      });
      const log = await stack.upstream.requests();
      expect(log.requests.every((r) => r.method === 'GET')).toBe(true);
    });
  });
});
