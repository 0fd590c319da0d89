import { describe, expect, it } from 'vitest';
import type { EntryView } from './tournaments-kit';
import { TournamentListPageDocument } from '../../web/src/__generated__/graphql';
import { describeTournamentSuite, page, stack } from './tournaments-kit';

describeTournamentSuite('tournament lists and the tournament page', () => {
  describe('tournament lists', () => {
    it('splits published tournaments into current and old by the 14-day rule, only of active leagues', async () => {
      const current = await stack.data(TournamentListPageDocument, {
        sport: 'lol',
        filter: 'current',
      });
      const slugs = current.tournaments.map((t) => t.name.slug);
      expect(slugs.some((slug) => slug.endsWith('_playoffs'))).toBe(true);
      expect(slugs.some((slug) => slug.startsWith('lla_'))).toBe(false);
      const old = await stack.data(TournamentListPageDocument, {
        sport: 'lol',
        filter: 'old',
      });
      expect(old.tournaments.map((t) => t.name.slug)).toEqual([
        expect.stringMatching(/_swiss_qualifier$/),
      ]);
      for (const filter of ['archived', 'draft'] as const) {
        const answer = await stack.data(TournamentListPageDocument, {
          sport: 'val',
          filter,
        });
        expect(answer.tournaments.length).toBeGreaterThan(0);
        expect(answer.tournaments.every((t) => t.status === filter)).toBe(true);
      }
    });

    it('searches from 2 characters, case-insensitively', async () => {
      const all = await stack.data(TournamentListPageDocument, {
        sport: 'lol',
        filter: 'current',
      });
      const one = await stack.data(TournamentListPageDocument, {
        sport: 'lol',
        filter: 'current',
        search: 'CHAMPIONSHIP',
      });
      expect(one.tournaments).toHaveLength(1);
      const short = await stack.data(TournamentListPageDocument, {
        sport: 'lol',
        filter: 'current',
        search: 'z',
      });
      expect(short.tournaments).toHaveLength(all.tournaments.length);
    });
  });

  describe('the tournament page', () => {
    it('costs one tournament call, ceil(matches/10) match calls and ceil(teams/20) team calls', async () => {
      const current = await stack.data(TournamentListPageDocument, {
        sport: 'lol',
        filter: 'current',
        search: 'championship',
      });
      const id = current.tournaments[0]!.id;
      await stack.gql('{ viewer { username } }');
      await stack.upstream.resetRequests();
      const tournament = await page(id);
      const log = await stack.upstream.requests();

      const matches = tournament.stages.flatMap((s) => s.sections.flatMap((c) => c.matchIds));
      expect(matches).toHaveLength(24 + 30);
      const teamIds = new Set<string>();
      const add = (id: string | null | undefined) => id && teamIds.add(id);
      const entries = (e: { entries: EntryView[] }) => e.entries.forEach((x) => add(x.teamId));
      entries(tournament.seeding);
      for (const stage of tournament.stages) {
        entries(stage.seeding);
        entries(stage.standing);
        for (const section of stage.sections) {
          entries(section.seeding);
          entries(section.standing);
          section.teamRecords.forEach((r) => add(r.teamId));
          section.ranks.forEach((r) => r.tiedTeamIds.forEach(add));
          for (const match of section.matches) {
            add(match.teamOneId);
            add(match.teamTwoId);
            match.games.forEach((g) => (add(g.blueTeamId), add(g.redTeamId)));
          }
        }
      }
      const paths = log.requests.map((r) => r.path.replace(/\?.*/, ''));
      expect(paths.filter((p) => p === `/elds/data/v3/tournaments/${id}`)).toHaveLength(1);
      expect(paths.filter((p) => p === '/elds/data/v3/matches')).toHaveLength(
        Math.ceil(matches.length / 10),
      );
      expect(paths.filter((p) => p === '/elds/data/v3/teams')).toHaveLength(
        Math.ceil(teamIds.size / 20),
      );
      expect(paths.filter((p) => p.startsWith('/elds/data/v3/leagues'))).toHaveLength(1);
      expect(log.total).toBe(1 + 1 + Math.ceil(matches.length / 10) + Math.ceil(teamIds.size / 20));
      const groupA = tournament.stages[0]!.sections[0]!;
      expect(groupA.finalized).toBe(true);
      expect(groupA.ranks[0]!.tiedTeams[0]!.name).toBeTruthy();
    });
  });
});
