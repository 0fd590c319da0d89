import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EdgeDto,
  ParticipantListDto,
  StageWriteDto,
} from '@esports-admin/schema/upstream/elds-tournaments';
import {
  doubleEliminationSection,
  groupStage,
  singleSectionStage,
  swissSection,
} from '../../sandbox/src/services/elds/tournament-formats';
import { TournamentEditPageDocument } from '../../web/src/__generated__/graphql';
import { databaseBackends } from '../support/databases';
import { startStack, type Stack } from '../support/stack';

interface TeamView {
  id: string;
  name: string;
}
interface EntryView {
  index: number;
  teamId: string | null;
  team: TeamView | null;
}
interface GameView {
  id: string;
  number: number;
  blueTeamId: string;
  redTeamId: string;
  blueTeam: TeamView | null;
  redTeam: TeamView | null;
  winnerTeamId: string | null;
}
interface MatchView {
  id: string;
  structuralId: string;
  status: string;
  teamOneId: string;
  teamTwoId: string;
  teamOne: TeamView | null;
  teamTwo: TeamView | null;
  winnerTeamId: string | null;
  games: GameView[];
}
interface SectionView {
  id: string;
  structuralId: string;
  matchIds: string[];
  finalized: boolean;
  manualRanks: boolean;
  seeding: { entries: EntryView[] };
  standing: { entries: EntryView[] };
  teamRecords: { teamId: string; team: TeamView | null; record: { wins: number } }[];
  ranks: { ordinal: number; tiedTeamIds: string[]; tiedTeams: TeamView[] }[];
  matches: MatchView[];
  decisionPoints: {
    id: string;
    decided: boolean;
    seeding: { index: number; teamId: string | null }[];
    standing: { index: number; teamId: string | null; description: string | null }[];
  }[];
}
interface TournamentView {
  id: string;
  name: { slug: string; displayName: string };
  status: string;
  publicationStatus: string;
  fullyPublished: boolean;
  league: { name: string } | null;
  seeding: { entries: EntryView[] };
  stages: {
    id: string;
    publicationStatus: string;
    seeding: { entries: EntryView[] };
    standing: { entries: EntryView[] };
    sections: SectionView[];
  }[];
}
interface MutationResult {
  ok: { message: string; tournament: TournamentView } | null;
  error: {
    message: string;
    code: string;
    inputErrors: { field: string; message: string }[];
  } | null;
}

const ENTRY = 'index teamId team { id name }';
const TOURNAMENT_PAGE = `
  id name { slug displayName } status publicationStatus fullyPublished league { name }
  seeding { entries { ${ENTRY} } }
  stages {
    id publicationStatus
    seeding { entries { ${ENTRY} } }
    standing { entries { ${ENTRY} } }
    sections {
      id structuralId matchIds finalized manualRanks
      decisionPoints { id decided seeding { index teamId } standing { index teamId description } }
      seeding { entries { ${ENTRY} } }
      standing { entries { ${ENTRY} } }
      teamRecords { teamId team { id name } record { wins } }
      ranks { ordinal tiedTeamIds tiedTeams { id name } }
      matches {
        id structuralId status teamOneId teamTwoId winnerTeamId
        teamOne { id name } teamTwo { id name }
        games { id number blueTeamId redTeamId winnerTeamId blueTeam { id name } redTeam { id name } }
      }
    }
  }`;
const RESULT = `ok { message tournament { ${TOURNAMENT_PAGE} } } error { message code inputErrors { field message } }`;
const PAGE = `query TournamentPage($id: ID!) { tournament(id: $id) { ${TOURNAMENT_PAGE} } }`;
const LIST = `query TournamentList($sport: Sport!, $filter: TournamentListFilter, $search: String) {
  tournaments(sport: $sport, filter: $filter, search: $search) { id name { slug displayName } status endTime } }`;

const named = (name: { slug: string; localizations: Record<string, string> }) => ({
  slug: name.slug,
  localizations: Object.entries(name.localizations).map(([locale, value]) => ({ locale, value })),
});
const list = (participants: ParticipantListDto) => ({
  outcomeSource: participants.outcomeSource,
  entries: participants.entries.map(({ index, teamId, description, placement }) => ({
    index,
    teamId,
    description,
    placement,
  })),
});

/** The sandbox's format builders as the GraphQL StageInput a script would send. */
function stageInput(stage: StageWriteDto) {
  return {
    structuralId: stage.structuralId,
    name: named(stage.name),
    type: stage.type,
    seeding: list(stage.seeding),
    standing: list(stage.standing),
    edges: stage.edges,
    sections: stage.sections.map((section) => ({
      structuralId: section.structuralId,
      name: named(section.name),
      type: section.type,
      seeding: list(section.seeding),
      standing: list(section.standing),
      groupConfig: section.groupConfig,
      matches: (section.matches ?? []).map((match) => ({
        structuralId: match.structuralId,
        description: match.description,
        strategy: match.strategy,
        bestOfConfig: match.bestOfConfig,
        playAllConfig: match.playAllConfig,
      })),
      decisionPoints: section.decisionPoints.map((dp) => ({
        structuralId: dp.structuralId,
        description: dp.description,
        seeding: list({ outcomeSource: null, entries: dp.seeding }).entries,
        standing: list({ outcomeSource: null, entries: dp.standing }).entries,
      })),
      edges: section.edges,
      columns: section.columns,
    })),
  };
}

function intoStage(structuralId: string, seeds: number): EdgeDto[] {
  return Array.from({ length: seeds }, (_, i) => ({
    sourceNodeId: null,
    sourceNodeType: null,
    sourceSlot: i + 1,
    targetNodeId: structuralId,
    targetNodeType: 'stage',
    targetSlot: i + 1,
  }));
}

let stack: Stack;
let lck: { id: string; slug: string };
let teams: string[];
let rostered: number;
let spare: string;
let spareTwo: string;

async function gqlData<T>(query: string, variables: Record<string, unknown> = {}) {
  const answer = await stack.gql<T>(query, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

async function mutate(
  field: string,
  args: string,
  variables: Record<string, unknown>,
  types: string,
): Promise<MutationResult> {
  const data = await gqlData<Record<string, MutationResult>>(
    `mutation (${types}) { ${field}(${args}) { ${RESULT} } }`,
    variables,
  );
  return data[field]!;
}

const page = async (id: string) =>
  (await gqlData<{ tournament: TournamentView }>(PAGE, { id })).tournament;

function tournamentInput(slug: string, stages: StageWriteDto[], overrides = {}) {
  return {
    leagueId: lck.id,
    name: { slug, localizations: [{ locale: 'en_US', value: 'Integration Cup' }] },
    sport: 'lol',
    startTime: '2026-01-10T00:00:00.000Z',
    endTime: '2026-02-10T00:00:00.000Z',
    seeding: {
      entries: Array.from({ length: 16 }, (_, i) => ({ index: i + 1, teamId: teams[i] })),
    },
    stages: stages.map(stageInput),
    edges: stages[0] ? intoStage(stages[0].structuralId, 16) : [],
    ...overrides,
  };
}

const create = (input: Record<string, unknown>) =>
  mutate('createTournament', 'input: $input', { input }, '$input: TournamentInput!');

const matchOf = (t: TournamentView, structuralId: string) =>
  t.stages
    .flatMap((s) => s.sections.flatMap((c) => c.matches))
    .find((m) => m.structuralId === structuralId)!;

const setResult = (tournamentId: string, gameId: string, winnerTeamId: string) =>
  mutate(
    'setGameResult',
    'tournamentId: $t, gameId: $g, winnerTeamId: $w',
    { t: tournamentId, g: gameId, w: winnerTeamId },
    '$t: ID!, $g: ID!, $w: ID!',
  );

const backends = await databaseBackends();

describe.each(backends)('tournaments ($name)', (backend) => {
  beforeAll(async () => {
    stack = await startStack(backend);
    const leagues = await gqlData<{ leagues: { id: string; slug: string }[] }>(
      '{ leagues(sport: lol) { id slug } }',
    );
    lck = leagues.leagues.find((league) => league.slug === 'lck')!;
    const found = await gqlData<{ teams: { id: string; roster: unknown[] }[] }>(
      '{ teams(sport: lol) { id roster { playerId } } }',
    );
    teams = found.teams.slice(0, 16).map((team) => team.id);
    spare = found.teams[20]!.id;
    spareTwo = found.teams[21]!.id;
    rostered = found.teams.slice(0, 16).reduce((sum, team) => sum + team.roster.length, 0);
  });
  afterAll(async () => {
    await stack?.close();
  });

  describe('tournament lists', () => {
    it('splits published tournaments into current and old by the 14-day rule, only of active leagues', async () => {
      const current = await gqlData<{ tournaments: { name: { slug: string } }[] }>(LIST, {
        sport: 'lol',
        filter: 'CURRENT',
      });
      const slugs = current.tournaments.map((t) => t.name.slug);
      expect(slugs.some((slug) => slug.endsWith('_playoffs'))).toBe(true);
      expect(slugs.some((slug) => slug.startsWith('lla_'))).toBe(false);
      const old = await gqlData<{ tournaments: { name: { slug: string } }[] }>(LIST, {
        sport: 'lol',
        filter: 'OLD',
      });
      expect(old.tournaments.map((t) => t.name.slug)).toEqual([
        expect.stringMatching(/_swiss_qualifier$/),
      ]);
      for (const [filter, status] of [
        ['ARCHIVED', 'archived'],
        ['DRAFT', 'draft'],
      ]) {
        const answer = await gqlData<{ tournaments: { status: string }[] }>(LIST, {
          sport: 'val',
          filter,
        });
        expect(answer.tournaments.length).toBeGreaterThan(0);
        expect(answer.tournaments.every((t) => t.status === status)).toBe(true);
      }
    });

    it('searches from 2 characters, case-insensitively', async () => {
      const all = await gqlData<{ tournaments: unknown[] }>(LIST, {
        sport: 'lol',
        filter: 'CURRENT',
      });
      const one = await gqlData<{ tournaments: unknown[] }>(LIST, {
        sport: 'lol',
        filter: 'CURRENT',
        search: 'CHAMPIONSHIP',
      });
      expect(one.tournaments).toHaveLength(1);
      const short = await gqlData<{ tournaments: unknown[] }>(LIST, {
        sport: 'lol',
        filter: 'CURRENT',
        search: 'z',
      });
      expect(short.tournaments).toHaveLength(all.tournaments.length);
    });
  });

  describe('the tournament page', () => {
    it('costs one tournament call, ceil(matches/10) match calls and ceil(teams/20) team calls', async () => {
      const current = await gqlData<{ tournaments: { id: string; name: { slug: string } }[] }>(
        LIST,
        {
          sport: 'lol',
          filter: 'CURRENT',
          search: 'championship',
        },
      );
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

  describe('building and running a 16-team double elimination', () => {
    let id: string;

    it('creates a draft with a slug generated from league, season and split', async () => {
      const seasons = await gqlData<{
        seasons: {
          id: string;
          name: { slug: string };
          splits: { id: string; name: { slug: string } }[];
        }[];
      }>('{ seasons(sport: lol) { id name { slug } splits { id name { slug } } } }');
      const season = seasons.seasons.find((s) => s.splits.length > 0)!;
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
      const published = await mutate('publishTournament', 'id: $id', { id }, '$id: ID!');
      expect(published.ok!.message).toBe('Published Tournament Successfully!');
      expect(published.ok!.tournament.status).toBe('published');
      expect(published.ok!.tournament.fullyPublished).toBe(false);
      for (const scope of ['STAGES', 'SECTIONS']) {
        const bulk = await mutate(
          'setPublicationStatus',
          'id: $id, scope: $scope, status: published',
          { id, scope },
          '$id: ID!, $scope: PublicationScope!',
        );
        expect(bulk.error).toBeNull();
      }
      expect((await page(id)).fullyPublished).toBe(true);
    });

    it("loads the web edit page's own document, every tab, in one request and few upstream calls", async () => {
      // As the browser sends it: Apollo Client adds __typename to every selection set.
      const document = print(addTypenameToDocument(TournamentEditPageDocument));
      await stack.gql('{ viewer { username } }');
      await stack.upstream.resetRequests();
      const answer = await stack.gql<{ tournament: TournamentView }>(document, { id });
      expect(answer.errors).toBeUndefined();
      const log = await stack.upstream.requests();
      const tournament = answer.data!.tournament;
      const sections = tournament.stages.flatMap((s) => s.sections);
      const matches = sections.flatMap((c) => c.matches);
      expect(matches).toHaveLength(30);
      expect(matches[0]!.games[0]).toHaveProperty('blueTeamId');
      const teamIds = new Set<string>();
      const add = (team: { id: string } | null | undefined) => team && teamIds.add(team.id);
      for (const section of sections) {
        section.teamRecords.forEach((r) => add(r.team));
        section.decisionPoints.forEach((dp) =>
          (dp.seeding as { team?: TeamView | null }[]).forEach((e) => add(e.team)),
        );
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

      const cleared = await mutate(
        'clearGameResult',
        'tournamentId: $t, gameId: $g',
        { t: id, g: opener.games[1]!.id },
        '$t: ID!, $g: ID!',
      );
      expect(cleared.ok!.message).toBe('Game Winner Cleared Successfully.');
      expect(matchOf(cleared.ok!.tournament, 'de_m9').teamOneId).toBe('0');
      expect(matchOf(cleared.ok!.tournament, 'de_m13').teamOneId).toBe('0');
    });

    it('answers one match by id with one match call and one team call', async () => {
      const opener = matchOf(await page(id), 'de_m1');
      await stack.upstream.resetRequests();
      const answer = await gqlData<{ match: MatchView }>(
        `query ($id: ID!) { match(id: $id) { id structuralId teamOne { id name } teamTwo { id name }
          games { blueTeam { id } redTeam { id } } } }`,
        { id: opener.id },
      );
      expect(answer.match).toMatchObject({ id: opener.id, structuralId: 'de_m1' });
      expect(answer.match.teamOne!.id).toBe(opener.teamOneId);
      const log = await stack.upstream.requests();
      expect(log.requests.map((r) => r.path)).toEqual([
        '/elds/data/v3/matches',
        '/elds/data/v3/teams',
      ]);
    });

    it("answers a completed game's platform timespans with one timeline call per distinct game", async () => {
      const opener = matchOf(await page(id), 'de_m1');
      expect((await setResult(id, opener.games[1]!.id, teams[15]!)).error).toBeNull();
      const TIMESPANS = `query ($id: ID!) {
        first: match(id: $id) { id games { id timespans { type startTime endTime } } }
        again: match(id: $id) { id games { id timespans { type } } } }`;
      type Answer = Record<
        'first' | 'again',
        {
          games: {
            id: string;
            timespans: { type: string; startTime: string; endTime: string }[];
          }[];
        }
      >;
      await stack.upstream.resetRequests();
      const answer = await gqlData<Answer>(TIMESPANS, { id: opener.id });
      const log = await stack.upstream.requests();
      const [won, alsoWon, unplayed] = answer.first.games;
      for (const game of [won!, alsoWon!]) {
        expect(game.timespans).toHaveLength(1);
        const [span] = game.timespans;
        expect(span!.type).toBe('game');
        expect(Date.parse(span!.endTime) - Date.parse(span!.startTime)).toBe(35 * 60 * 1000);
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

      const cleared = await mutate(
        'clearGameResult',
        'tournamentId: $t, gameId: $g',
        { t: id, g: opener.games[1]!.id },
        '$t: ID!, $g: ID!',
      );
      expect(cleared.ok!.message).toBe('Game Winner Cleared Successfully.');
      const after = await gqlData<Answer>(TIMESPANS, { id: opener.id });
      expect(after.first.games.map((game) => game.timespans.length)).toEqual([1, 0, 0]);
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
      const result = await mutate(
        'switchTeamColors',
        'matchId: $m, gameId: $g',
        { m: opener.id, g: game.id },
        '$m: ID!, $g: ID!',
      );
      expect(result.ok!.message).toBe('Switched Team Colors Successfully!');
      const after = matchOf(result.ok!.tournament, 'de_m1').games[0]!;
      expect([after.blueTeamId, after.redTeamId]).toEqual([game.redTeamId, game.blueTeamId]);
      const missing = await mutate(
        'switchTeamColors',
        'matchId: $m, gameId: $g',
        { m: opener.id, g: 'nope' },
        '$m: ID!, $g: ID!',
      );
      expect(missing.error!.message).toMatch(
        /^An error occurred attempting to switch team colors, reason=/,
      );
    });

    it('copies under a new slug into a draft, and requires a new slug', async () => {
      const source = await page(id);
      const same = await mutate(
        'copyTournament',
        'id: $id, slug: $slug',
        { id, slug: source.name.slug },
        '$id: ID!, $slug: String!',
      );
      expect(same.error!.code).toBe('BAD_USER_INPUT');
      const copy = await mutate(
        'copyTournament',
        'id: $id, slug: $slug',
        { id, slug: 'integration_copy' },
        '$id: ID!, $slug: String!',
      );
      expect(copy.ok!.message).toBe(
        `Successfully copied tournament: ${source.name.slug} and published tournament: integration_copy into a draft mode.`,
      );
      expect(copy.ok!.tournament.status).toBe('draft');
      expect(copy.ok!.tournament.stages[0]!.sections[0]!.matchIds).toHaveLength(30);
      const taken = await mutate(
        'copyTournament',
        'id: $id, slug: $slug',
        { id, slug: 'integration_copy' },
        '$id: ID!, $slug: String!',
      );
      expect(taken.error).toMatchObject({
        message: 'An error occurred copying the tournament',
        code: 'CONFLICT',
      });
      const missing = await mutate(
        'copyTournament',
        'id: $id, slug: $slug',
        { id: '404', slug: 'integration_copy_2' },
        '$id: ID!, $slug: String!',
      );
      expect(missing.error!.message).toBe('An error occurred fetching the tournament to copy');
    });

    it('archives once with the spec messages', async () => {
      const archived = await mutate('archiveTournament', 'id: $id', { id }, '$id: ID!');
      expect(archived.ok!.message).toBe('Archived Tournament Integration Cup Successfully!');
      const again = await mutate('archiveTournament', 'id: $id', { id }, '$id: ID!');
      expect(again.error).toMatchObject({
        message: 'Cannot archive tournament, tournament is already archived',
        code: 'CONFLICT',
      });
      const missing = await mutate('archiveTournament', 'id: $id', { id: '404' }, '$id: ID!');
      expect(missing.error!.message).toBe('Cannot archive tournament, tournament not found');
    });
  });

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
      const manual = await mutate(
        'setManualStandings',
        'tournamentId: $t, sectionId: $s, ranks: $r',
        { t: tournament.id, s: group.id, r: reversed },
        '$t: ID!, $s: ID!, $r: [RankInput!]!',
      );
      expect(manual.ok!.message).toBe('Manual Standings Saved Successfully!');
      const manualGroup = manual.ok!.tournament.stages[0]!.sections[0]!;
      expect(manualGroup.manualRanks).toBe(true);
      expect(manualGroup.ranks[0]!.tiedTeamIds).toEqual(group.ranks[3]!.tiedTeamIds);

      const cleared = await mutate(
        'clearManualStandings',
        'tournamentId: $t, sectionId: $s',
        { t: tournament.id, s: group.id },
        '$t: ID!, $s: ID!',
      );
      expect(cleared.ok!.message).toBe('Manual Standings Cleared Successfully!');
      expect(cleared.ok!.tournament.stages[0]!.sections[0]!.ranks[0]!.tiedTeamIds).toEqual(
        group.ranks[0]!.tiedTeamIds,
      );

      const finalized = await mutate(
        'finalizeSection',
        'tournamentId: $t, sectionId: $s',
        { t: tournament.id, s: group.id },
        '$t: ID!, $s: ID!',
      );
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
      const updated = await mutate(
        'updateTournament',
        'id: $id, input: $input',
        { id: tournament.id, input: fields },
        '$id: ID!, $input: TournamentInput!',
      );
      expect(updated.ok!.message).toBe('Saved update to Groups Cup Renamed Successfully!');
      const group = updated.ok!.tournament.stages[0]!.sections[0]!;
      expect(group.finalized).toBe(true);
      expect(group.matches.filter((m) => m.status === 'completed')).toHaveLength(6);
    });

    it('exports participants, and refuses an empty export', async () => {
      const exported = await gqlData<{
        tournamentParticipantExport: {
          ok: { rows: { teamName: string; playerId: string }[] } | null;
        };
      }>(
        `query ($id: ID!) { tournamentParticipantExport(id: $id) { ok { rows { teamName playerId inGameName } } error { message } } }`,
        { id: tournament.id },
      );
      expect(rostered).toBeGreaterThan(16 * 3);
      expect(exported.tournamentParticipantExport.ok!.rows.length).toBe(rostered);
      const empty = await create(
        tournamentInput('integration_empty', [], {
          seeding: { entries: [{ index: 1 }, { index: 2 }] },
          edges: [],
        }),
      );
      const answer = await gqlData<{ tournamentParticipantExport: { error: { message: string } } }>(
        `query ($id: ID!) { tournamentParticipantExport(id: $id) { ok { rows { playerId } } error { message } } }`,
        { id: empty.ok!.tournament.id },
      );
      expect(answer.tournamentParticipantExport.error.message).toBe(
        'Cannot export empty list of participants',
      );
    });
  });

  describe('schedule blocks', () => {
    it('copies a block to a new start, or says which block could not be copied', async () => {
      const current = await gqlData<{ tournaments: { id: string }[] }>(LIST, {
        sport: 'lol',
        filter: 'CURRENT',
        search: 'championship',
      });
      const tournamentId = current.tournaments[0]!.id;
      const schedule = await gqlData<{
        tournamentSchedule: {
          id: string;
          startTime: string;
          broadcasts: { broadcastState: string }[];
        }[];
      }>(
        `query ($id: ID!) { tournamentSchedule(tournamentId: $id) { id startTime broadcasts { broadcastState } } }`,
        { id: tournamentId },
      );
      const block = schedule.tournamentSchedule[0]!;
      const copy = await gqlData<{
        copyScheduleBlock: {
          ok: {
            message: string;
            block: { startTime: string; broadcasts: { broadcastState: string }[] };
          };
        };
      }>(
        `mutation ($id: ID!, $t: ID, $at: DateTime!) { copyScheduleBlock(id: $id, tournamentId: $t, startTime: $at) {
          ok { message block { startTime broadcasts { broadcastState } } } error { message } } }`,
        { id: block.id, t: tournamentId, at: '2030-01-01T09:00:00.000Z' },
      );
      expect(copy.copyScheduleBlock.ok.message).toBe('Copied Schedule Block Successfully!');
      expect(copy.copyScheduleBlock.ok.block.broadcasts[0]!.broadcastState).toBe('not-live');
      const missing = await gqlData<{ copyScheduleBlock: { error: { message: string } } }>(
        `mutation { copyScheduleBlock(id: "404", startTime: "2030-01-01T00:00:00Z") { error { message } } }`,
      );
      expect(missing.copyScheduleBlock.error.message).toBe(
        'An error occurred attempting to copy schedule block: 404',
      );
    });
  });

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

      const decided = await mutate(
        'decideDecisionPoint',
        'tournamentId: $t, decisionPointId: $d, teamIds: $teams',
        { t: tournament.id, d: dp.id, teams: coming.slice(2, 6) },
        '$t: ID!, $d: ID!, $teams: [ID!]!',
      );
      expect(decided.ok!.message).toBe('Decision Point Saved Successfully!');
      const after = decided.ok!.tournament.stages[0]!;
      expect(after.sections[0]!.decisionPoints[0]!.decided).toBe(true);
      expect(after.standing.entries.map((entry) => entry.teamId)).toEqual(coming.slice(2, 6));

      const stranger = await mutate(
        'decideDecisionPoint',
        'tournamentId: $t, decisionPointId: $d, teamIds: $teams',
        { t: tournament.id, d: dp.id, teams: ['0'] },
        '$t: ID!, $d: ID!, $teams: [ID!]!',
      );
      expect(stranger.error).toMatchObject({ code: 'BAD_USER_INPUT' });

      const replaced = await mutate(
        'replaceTeams',
        'id: $id, replacements: $r',
        { id: tournament.id, r: [{ teamToBeReplaced: coming[2], teamReplacement: spare }] },
        '$id: ID!, $r: [TeamReplacementInput!]!',
      );
      expect(replaced.ok!.message).toBe('Replaced Teams Successfully!');
      const swapped = replaced.ok!.tournament.stages[0]!;
      expect(swapped.standing.entries[0]!.teamId).toBe(spare);
      const seeds = replaced.ok!.tournament.seeding.entries.map((entry) => entry.teamId);
      expect(seeds).toContain(spare);
      expect(seeds).not.toContain(coming[2]);

      await stack.upstream.resetRequests();
      const refused = await mutate(
        'replaceTeams',
        'id: $id, replacements: $r',
        {
          id: tournament.id,
          r: [
            { teamToBeReplaced: spare, teamReplacement: spare },
            { teamToBeReplaced: teams[0], teamReplacement: teams[1] },
            { teamToBeReplaced: coming[2], teamReplacement: spareTwo },
          ],
        },
        '$id: ID!, $r: [TeamReplacementInput!]!',
      );
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
