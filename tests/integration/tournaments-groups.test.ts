import { describe, expect, it } from 'vitest';
import {
  doubleEliminationSection,
  groupStage,
  singleSectionStage,
} from '../../sandbox/src/services/elds/tournament-formats';
import {
  ClearManualStandingsDocument,
  CopyScheduleBlockDocument,
  FinalizeSectionDocument,
  SetManualStandingsDocument,
  TournamentListPageDocument,
  TournamentParticipantExportDocument,
  TournamentSchedulePageDocument,
  UpdateTournamentDocument,
} from '../../web/src/__generated__/graphql';
import type { TournamentView } from './tournaments-kit';
import {
  create,
  matchOf,
  mutate,
  rostered,
  setResult,
  stack,
  teams,
  tournamentInput,
  describeTournamentSuite,
} from './tournaments-kit';

describeTournamentSuite('group stages, direct seeds and schedule blocks', () => {
  describe('seeding entries holding teams directly', () => {
    it("sends a stage's own seeded teams into its first matches, and names them", async () => {
      const stage = singleSectionStage(
        'ds',
        'Playoffs',
        'playoffs',
        doubleEliminationSection('sd'),
      );
      stage.seeding.entries = stage.seeding.entries.map((entry, i) => ({
        ...entry,
        teamId: teams[i] ?? null,
      }));
      const created = await create(
        tournamentInput('integration_direct_seeds', [stage], {
          name: {
            slug: 'integration_direct_seeds',
            localizations: [{ locale: 'en_US', value: 'Direct Seeds Cup' }],
          },
          seeding: { entries: [] },
          edges: [],
        }),
      );
      expect(created.error).toBeNull();
      const tournament = created.ok!.tournament;
      const seeds = tournament.stages[0]!.seeding.entries;
      expect(seeds.map((entry) => entry.teamId)).toEqual(teams);
      expect(seeds[0]!.team!.id).toBe(teams[0]);
      const opener = matchOf(tournament, 'sd_m1');
      expect([opener.teamOneId, opener.teamTwoId]).toEqual([teams[0], teams[15]]);
      expect(opener.teamOne!.id).toBe(teams[0]);
    });
  });

  describe('a 4-group round robin', () => {
    let tournament: TournamentView;

    it('computes records and ranks as results come in, and standings by hand', async () => {
      const created = await create(
        tournamentInput('integration_groups', [groupStage('gs')], {
          name: {
            slug: 'integration_groups',
            localizations: [{ locale: 'en_US', value: 'Groups Cup' }],
          },
        }),
      );
      expect(created.error).toBeNull();
      tournament = created.ok!.tournament;
      const groupA = tournament.stages[0]!.sections[0]!;
      expect(groupA.matches).toHaveLength(6);
      for (const match of groupA.matches) {
        const result = await setResult(tournament.id, match.games[0]!.id, match.teamOneId);
        tournament = result.ok!.tournament;
      }
      const group = tournament.stages[0]!.sections[0]!;
      expect(group.teamRecords.map((r) => r.record.wins).sort()).toEqual([0, 1, 2, 3]);
      expect(group.ranks.map((r) => r.ordinal)).toEqual([1, 2, 3, 4]);

      const reversed = [...group.ranks].reverse().map((rank, i) => ({
        ordinal: i + 1,
        tiedTeamIds: rank.tiedTeamIds,
      }));
      const manual = await mutate(SetManualStandingsDocument, {
        tournamentId: tournament.id,
        sectionId: group.id,
        ranks: reversed,
      });
      expect(manual.ok!.message).toBe('Manual Standings Saved Successfully!');
      const manualGroup = manual.ok!.tournament.stages[0]!.sections[0]!;
      expect(manualGroup.manualRanks).toBe(true);
      expect(manualGroup.ranks[0]!.tiedTeamIds).toEqual(group.ranks[3]!.tiedTeamIds);

      const cleared = await mutate(ClearManualStandingsDocument, {
        tournamentId: tournament.id,
        sectionId: group.id,
      });
      expect(cleared.ok!.message).toBe('Manual Standings Cleared Successfully!');
      expect(cleared.ok!.tournament.stages[0]!.sections[0]!.ranks[0]!.tiedTeamIds).toEqual(
        group.ranks[0]!.tiedTeamIds,
      );

      const finalized = await mutate(FinalizeSectionDocument, {
        tournamentId: tournament.id,
        sectionId: group.id,
      });
      const stage = finalized.ok!.tournament.stages[0]!;
      expect(stage.sections[0]!.finalized).toBe(true);
      expect(stage.standing.entries[0]!.teamId).toBe(group.ranks[0]!.tiedTeamIds[0]);
    });

    it('saves an update of the tournament fields with the spec message, keeping its graph', async () => {
      const {
        stages: _stages,
        edges: _edges,
        ...fields
      } = tournamentInput('integration_groups', [], {
        name: {
          slug: 'integration_groups',
          localizations: [{ locale: 'en_US', value: 'Groups Cup Renamed' }],
        },
      });
      const updated = await mutate(UpdateTournamentDocument, {
        id: tournament.id,
        input: fields,
      });
      expect(updated.ok!.message).toBe('Saved update to Groups Cup Renamed Successfully!');
      const group = updated.ok!.tournament.stages[0]!.sections[0]!;
      expect(group.finalized).toBe(true);
      expect(group.matches.filter((m) => m.status === 'completed')).toHaveLength(6);
    });

    it('exports participants, and refuses an empty export', async () => {
      const exported = await stack.data(TournamentParticipantExportDocument, {
        id: tournament.id,
      });
      expect(rostered).toBeGreaterThan(16 * 3);
      expect(exported.tournamentParticipantExport!.ok!.rows.length).toBe(rostered);
      const empty = await create(
        tournamentInput('integration_empty', [], {
          seeding: { entries: [{ index: 1 }, { index: 2 }] },
          edges: [],
        }),
      );
      const answer = await stack.data(TournamentParticipantExportDocument, {
        id: empty.ok!.tournament.id,
      });
      expect(answer.tournamentParticipantExport!.error!.message).toBe(
        'Cannot export empty list of participants',
      );
    });
  });

  describe('schedule blocks', () => {
    it('copies a block to a new start, or says which block could not be copied', async () => {
      const current = await stack.data(TournamentListPageDocument, {
        sport: 'lol',
        filter: 'current',
        search: 'championship',
      });
      const tournamentId = current.tournaments[0]!.id;
      const schedule = await stack.data(TournamentSchedulePageDocument, { tournamentId });
      const block = schedule.tournamentSchedule[0]!;
      const copy = await stack.data(CopyScheduleBlockDocument, {
        id: block.id,
        tournamentId,
        startTime: '2030-01-01T09:00:00.000Z',
      });
      expect(copy.copyScheduleBlock.ok!.message).toBe('Copied Schedule Block Successfully!');
      expect(copy.copyScheduleBlock.ok!.block.broadcasts[0]!.broadcastState).toBe('not-live');
      const missing = await stack.data(CopyScheduleBlockDocument, {
        id: '404',
        startTime: '2030-01-01T00:00:00Z',
      });
      expect(missing.copyScheduleBlock.error!.message).toBe(
        'An error occurred attempting to copy schedule block: 404',
      );
    });
  });
});
