/**
 * What the tournament integration suites (tournaments-*.test.ts) share: the page selection as a
 * script sends it, the sandbox's format builders as GraphQL input, and one stack per suite with
 * the LCK league and 16 (+2 spare) teams looked up. The stack and teams are live bindings, set in
 * the suite's beforeAll by useTournamentStack.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type {
  EdgeDto,
  ParticipantListDto,
  StageWriteDto,
} from '@esports-admin/schema/upstream/elds-tournaments';
import type { DatabaseBackend } from '../support/databases';
import { startStack, type Stack } from '../support/stack';

export interface TeamView {
  id: string;
  name: string;
}
export interface EntryView {
  index: number;
  teamId: string | null;
  team: TeamView | null;
}
export interface GameView {
  id: string;
  number: number;
  blueTeamId: string;
  redTeamId: string;
  blueTeam: TeamView | null;
  redTeam: TeamView | null;
  winnerTeamId: string | null;
}
export interface MatchView {
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
export interface SectionView {
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
export interface TournamentView {
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
export interface MutationResult {
  ok: { message: string; tournament: TournamentView } | null;
  error: {
    message: string;
    code: string;
    inputErrors: { field: string; message: string }[];
  } | null;
}

export const ENTRY = 'index teamId team { id name }';
export const TOURNAMENT_PAGE = `
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
export const RESULT = `ok { message tournament { ${TOURNAMENT_PAGE} } } error { message code inputErrors { field message } }`;
export const PAGE = `query TournamentPage($id: ID!) { tournament(id: $id) { ${TOURNAMENT_PAGE} } }`;
export const LIST = `query TournamentList($sport: Sport!, $filter: TournamentListFilter, $search: String) {
  tournaments(sport: $sport, filter: $filter, search: $search) { id name { slug displayName } status endTime } }`;

export const named = (name: { slug: string; localizations: Record<string, string> }) => ({
  slug: name.slug,
  localizations: Object.entries(name.localizations).map(([locale, value]) => ({ locale, value })),
});
export const list = (participants: ParticipantListDto) => ({
  outcomeSource: participants.outcomeSource,
  entries: participants.entries.map(({ index, teamId, description, placement }) => ({
    index,
    teamId,
    description,
    placement,
  })),
});

/** The sandbox's format builders as the GraphQL StageInput a script would send. */
export function stageInput(stage: StageWriteDto) {
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

export function intoStage(structuralId: string, seeds: number): EdgeDto[] {
  return Array.from({ length: seeds }, (_, i) => ({
    sourceNodeId: null,
    sourceNodeType: null,
    sourceSlot: i + 1,
    targetNodeId: structuralId,
    targetNodeType: 'stage',
    targetSlot: i + 1,
  }));
}

export let stack: Stack;
export let lck: { id: string; slug: string };
export let teams: string[];
export let rostered: number;
export let spare: string;
export let spareTwo: string;

export async function gqlData<T>(query: string, variables: Record<string, unknown> = {}) {
  const answer = await stack.gql<T>(query, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

export async function mutate(
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

export const page = async (id: string) =>
  (await gqlData<{ tournament: TournamentView }>(PAGE, { id })).tournament;

export function tournamentInput(slug: string, stages: StageWriteDto[], overrides = {}) {
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

export const create = (input: Record<string, unknown>) =>
  mutate('createTournament', 'input: $input', { input }, '$input: TournamentInput!');

export const matchOf = (t: TournamentView, structuralId: string) =>
  t.stages
    .flatMap((s) => s.sections.flatMap((c) => c.matches))
    .find((m) => m.structuralId === structuralId)!;

export const setResult = (tournamentId: string, gameId: string, winnerTeamId: string) =>
  mutate(
    'setGameResult',
    'tournamentId: $t, gameId: $g, winnerTeamId: $w',
    { t: tournamentId, g: gameId, w: winnerTeamId },
    '$t: ID!, $g: ID!, $w: ID!',
  );

/** Starts the suite's stack and looks up the league and teams the suites build with. */
export function useTournamentStack(backend: DatabaseBackend) {
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
}
