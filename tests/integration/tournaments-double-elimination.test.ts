import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  doubleEliminationSection,
  singleSectionStage,
} from '../../sandbox/src/services/elds/tournament-formats';
import {
  ArchiveTournamentDocument,
  ClearGameResultDocument,
  CopyTournamentDocument,
  PublishTournamentDocument,
  SetTournamentPublicationStatusDocument,
  SwitchTeamColorsDocument,
  TournamentEditPageDocument,
  type TournamentEditPageQuery,
} from '../../web/src/__generated__/graphql';
import { MatchByIdDocument, MatchTimespansDocument } from '../__generated__/graphql';
import {
  create,
  matchOf,
  mutate,
  page,
  seasons,
  setResult,
  stack,
  teams,
  tournamentInput,
  describeTournamentSuite,
} from './tournaments-kit';

describeTournamentSuite('a 16-team double elimination', () => {
  describe('building and running a 16-team double elimination', () => {
    let id: string;

    it('creates a draft with a slug generated from league, season and split', async () => {
      const season = seasons.find((s) => s.splits.length > 0)!;
      const split = season.splits[0]!;
      const stage = singleSectionStage(
        'po',
        'Playoffs',
        'playoffs',
        doubleEliminationSection('de'),
      );
      const result = await create(
        tournamentInput('', [stage], { seasonId: season.id, splitId: split.id }),
      );
      expect(result.error).toBeNull();
      expect(result.ok!.message).toBe(
        "Created Tournament Successfully! This tournament was created as a Draft. Once you've double checked it, click Publish below.",
      );
      expect(result.ok!.tournament.name.slug).toBe(`lck_${season.name.slug}_${split.name.slug}`);
      expect(result.ok!.tournament.status).toBe('draft');
      id = result.ok!.tournament.id;
      const opener = matchOf(result.ok!.tournament, 'de_m1');
      expect([opener.teamOneId, opener.teamTwoId]).toEqual([teams[0], teams[15]]);
      expect(matchOf(result.ok!.tournament, 'de_m9').teamOneId).toBe('0');
    });

    it('refuses a name containing the league name, a bad slug and an unknown split before writing', async () => {
      await stack.upstream.resetRequests();
      const result = await create(
        tournamentInput('Bad Slug', [], {
          name: { slug: 'Bad Slug', localizations: [{ locale: 'en_US', value: 'LCK Cup' }] },
          splitId: 'no_such_split',
        }),
      );
      expect(result.error).toMatchObject({
        code: 'BAD_USER_INPUT',
        inputErrors: [
          { field: 'slug', message: 'Slugs must match [a-z0-9_]' },
          { field: 'splitId', message: 'Field is not valid.' },
          {
            field: 'localizedName',
            message: 'Localized Tournament name should not contain League Name',
          },
        ],
      });
      const log = await stack.upstream.requests();
      expect(log.requests.every((r) => r.method === 'GET')).toBe(true);
    });

    it('publishes and saves updates with the spec messages', async () => {
      const published = await mutate(PublishTournamentDocument, { id });
      expect(published.ok!.message).toBe('Published Tournament Successfully!');
      expect(published.ok!.tournament.status).toBe('published');
      expect(published.ok!.tournament.fullyPublished).toBe(false);
      for (const scope of ['STAGES', 'SECTIONS'] as const) {
        const bulk = await mutate(SetTournamentPublicationStatusDocument, {
          id,
          scope,
          status: 'published',
        });
        expect(bulk.error).toBeNull();
      }
      expect((await page(id)).fullyPublished).toBe(true);
    });

    it('answers a publication change with the version the edit page then reads (the editor’s next expected version)', async () => {
      const editPageVersion = async () =>
        (await stack.data(TournamentEditPageDocument, { id })).tournament!.version;
      for (const status of ['draft', 'published'] as const) {
        const { setPublicationStatus } = await stack.data(SetTournamentPublicationStatusDocument, {
          id,
          scope: 'SECTIONS',
          status,
        });
        expect(setPublicationStatus.ok!.tournament.version).toBe(await editPageVersion());
      }
      const { publishTournament } = await stack.data(PublishTournamentDocument, { id });
      expect(publishTournament.ok!.tournament.version).toBe(await editPageVersion());
      expect((await page(id)).fullyPublished).toBe(true);
    });

    it("loads the web edit page's own document, every tab, in one request and few upstream calls", async () => {
      // As the browser sends it: Apollo Client adds __typename to every selection set.
      const document = print(addTypenameToDocument(TournamentEditPageDocument));
      await stack.gql('{ viewer { username } }');
      await stack.upstream.resetRequests();
      const answer = await stack.gql<TournamentEditPageQuery>(document, { id });
      expect(answer.errors).toBeUndefined();
      const log = await stack.upstream.requests();
      const tournament = answer.data!.tournament!;
      const sections = tournament.stages.flatMap((s) => s.sections);
      const matches = sections.flatMap((c) => c.matches);
      expect(matches).toHaveLength(30);
      expect(matches[0]!.games[0]).toHaveProperty('blueTeamId');
      const teamIds = new Set<string>();
      const add = (team: { id: string } | null | undefined) => team && teamIds.add(team.id);
      for (const section of sections) {
        section.teamRecords.forEach((r) => add(r.team));
        section.decisionPoints.forEach((dp) => dp.seeding.forEach((e) => add(e.team)));
        section.matches.forEach((m) => (add(m.teamOne), add(m.teamTwo)));
      }
      expect([...teamIds]).toEqual(expect.arrayContaining(teams));
      const paths = log.requests.map((r) => r.path.replace(/\?.*/, ''));
      const count = (path: string) => paths.filter((p) => p === path).length;
      expect(count(`/elds/data/v3/tournaments/${id}`)).toBe(1);
      expect(count('/elds/data/v3/matches')).toBe(Math.ceil(matches.length / 10));
      expect(count('/elds/data/v3/teams')).toBe(Math.ceil(teamIds.size / 20));
      const others = paths.filter(
        (p) =>
          p !== `/elds/data/v3/tournaments/${id}` &&
          p !== '/elds/data/v3/matches' &&
          p !== '/elds/data/v3/teams',
      );
      // The league and the season of the Details tab, one call each.
      expect(others.map((p) => p.split('/')[4]).sort()).toEqual(['leagues', 'seasons']);
      expect(log.total).toBe(1 + 3 + 1 + 2);
    });

    it('sends the winner and loser of a decided match on, and takes them back when cleared', async () => {
      let tournament = await page(id);
      const opener = matchOf(tournament, 'de_m1');
      const first = await setResult(id, opener.games[0]!.id, teams[15]!);
      expect(first.ok!.message).toBe('Updated setting results');
      const second = await setResult(id, opener.games[1]!.id, teams[15]!);
      tournament = second.ok!.tournament;
      expect(matchOf(tournament, 'de_m1')).toMatchObject({
        status: 'completed',
        winnerTeamId: teams[15],
      });
      expect(matchOf(tournament, 'de_m9').teamOneId).toBe(teams[15]);
      expect(matchOf(tournament, 'de_m13').teamOneId).toBe(teams[0]);

      const cleared = await mutate(ClearGameResultDocument, {
        tournamentId: id,
        gameId: opener.games[1]!.id,
      });
      expect(cleared.ok!.message).toBe('Game Winner Cleared Successfully.');
      expect(matchOf(cleared.ok!.tournament, 'de_m9').teamOneId).toBe('0');
      expect(matchOf(cleared.ok!.tournament, 'de_m13').teamOneId).toBe('0');
    });

    it('answers one match by id with one match call and one team call', async () => {
      const opener = matchOf(await page(id), 'de_m1');
      await stack.upstream.resetRequests();
      const answer = await stack.data(MatchByIdDocument, { id: opener.id });
      expect(answer.match).toMatchObject({ id: opener.id, structuralId: 'de_m1' });
      expect(answer.match!.teamOne!.id).toBe(opener.teamOneId);
      const log = await stack.upstream.requests();
      expect(log.requests.map((r) => r.path)).toEqual([
        '/elds/data/v3/matches',
        '/elds/data/v3/teams',
      ]);
    });

    it("answers a completed game's platform timespans with one timeline call per distinct game", async () => {
      const opener = matchOf(await page(id), 'de_m1');
      expect((await setResult(id, opener.games[1]!.id, teams[15]!)).error).toBeNull();
      await stack.upstream.resetRequests();
      const answer = await stack.data(MatchTimespansDocument, { id: opener.id });
      const log = await stack.upstream.requests();
      const [won, alsoWon, unplayed] = answer.first!.games;
      for (const game of [won!, alsoWon!]) {
        expect(game.timespans).toHaveLength(1);
        const [span] = game.timespans;
        expect(span!.type).toBe('game');
        expect(Date.parse(span!.endTime!) - Date.parse(span!.startTime)).toBe(35 * 60 * 1000);
      }
      expect(unplayed!.timespans).toEqual([]);
      const paths = log.requests.map((r) => r.path.replace(/\?.*/, ''));
      expect(paths.filter((p) => p.includes('/timespans/platformGame/')).sort()).toEqual(
        opener.games
          .map((game) => `/elds/data/v3/tournaments/timeline/timespans/platformGame/${game.id}`)
          .sort(),
      );
      expect(paths.filter((p) => p === '/elds/data/v3/matches')).toHaveLength(1);
      expect(log.total).toBe(1 + opener.games.length);

      const cleared = await mutate(ClearGameResultDocument, {
        tournamentId: id,
        gameId: opener.games[1]!.id,
      });
      expect(cleared.ok!.message).toBe('Game Winner Cleared Successfully.');
      const after = await stack.data(MatchTimespansDocument, { id: opener.id });
      expect(after.first!.games.map((game) => game.timespans.length)).toEqual([1, 0, 0]);
    });

    it('words a refused result with the game id and the reason', async () => {
      const tbdGame = matchOf(await page(id), 'de_m9').games[0]!;
      const result = await setResult(id, tbdGame.id, teams[3]!);
      expect(result.error!.message).toMatch(
        new RegExp(
          `^An error occurred attempting to update results for game ID: ${tbdGame.id}, reason=`,
        ),
      );
    });

    it('switches team colours of a game', async () => {
      const opener = matchOf(await page(id), 'de_m1');
      const game = opener.games[0]!;
      const result = await mutate(SwitchTeamColorsDocument, {
        matchId: opener.id,
        gameId: game.id,
      });
      expect(result.ok!.message).toBe('Switched Team Colors Successfully!');
      const after = matchOf(result.ok!.tournament, 'de_m1').games[0]!;
      expect([after.blueTeamId, after.redTeamId]).toEqual([game.redTeamId, game.blueTeamId]);
      const missing = await mutate(SwitchTeamColorsDocument, {
        matchId: opener.id,
        gameId: 'nope',
      });
      expect(missing.error!.message).toMatch(
        /^An error occurred attempting to switch team colors, reason=/,
      );
    });

    it('copies under a new slug into a draft, and requires a new slug', async () => {
      const source = await page(id);
      const same = await mutate(CopyTournamentDocument, { id, slug: source.name.slug });
      expect(same.error!.code).toBe('BAD_USER_INPUT');
      const copy = await mutate(CopyTournamentDocument, { id, slug: 'integration_copy' });
      expect(copy.ok!.message).toBe(
        `Successfully copied tournament: ${source.name.slug} and published tournament: integration_copy into a draft mode.`,
      );
      expect(copy.ok!.tournament.status).toBe('draft');
      expect(copy.ok!.tournament.stages[0]!.sections[0]!.matchIds).toHaveLength(30);
      const taken = await mutate(CopyTournamentDocument, { id, slug: 'integration_copy' });
      expect(taken.error).toMatchObject({
        message: 'An error occurred copying the tournament',
        code: 'CONFLICT',
      });
      const missing = await mutate(CopyTournamentDocument, {
        id: '404',
        slug: 'integration_copy_2',
      });
      expect(missing.error!.message).toBe('An error occurred fetching the tournament to copy');
    });

    it('archives once with the spec messages', async () => {
      const archived = await mutate(ArchiveTournamentDocument, { id });
      expect(archived.ok!.message).toBe('Archived Tournament Integration Cup Successfully!');
      const again = await mutate(ArchiveTournamentDocument, { id });
      expect(again.error).toMatchObject({
        message: 'Cannot archive tournament, tournament is already archived',
        code: 'CONFLICT',
      });
      const missing = await mutate(ArchiveTournamentDocument, { id: '404' });
      expect(missing.error!.message).toBe('Cannot archive tournament, tournament not found');
    });
  });
});
