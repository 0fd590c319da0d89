/**
 * What the tournament integration suites (tournaments-*.test.ts) share: the typed page of
 * tournaments.graphql, the web's mutations, the sandbox's format builders as GraphQL input, and one stack per suite with
 * the LCK league and 16 (+2 spare) teams looked up. The stack and teams are live bindings, set in
 * the suite's beforeAll by describeTournamentSuite.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { afterAll, beforeAll, describe } from 'vitest';
import type {
  EdgeDto,
  ParticipantListDto,
  StageWriteDto,
} from '@esports-admin/schema/upstream/elds-tournaments';
import {
  CreateTournamentDocument,
  SetGameResultDocument,
  type TournamentMutation_OutcomeFragment,
  type TournamentInput,
} from '../../web/src/__generated__/graphql';
import {
  TournamentPageDocument,
  TournamentSuiteLookupsDocument,
  type TournamentSuiteLookupsQuery,
  type TournamentViewFragment,
} from '../__generated__/graphql';
import { databaseBackends, type DatabaseBackend } from '../support/databases';
import { startStack, type Stack } from '../support/stack';

export type TournamentView = TournamentViewFragment;
export type EntryView = TournamentView['seeding']['entries'][number];
type MatchView = TournamentView['stages'][number]['sections'][number]['matches'][number];

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

export let stack: Stack;
let lck: { id: string; slug: string };
export let teams: string[];
export let rostered: number;
export let spare: string;
export let spareTwo: string;
export let seasons: NonNullable<TournamentSuiteLookupsQuery['seasons']>;

export const page = async (id: string) =>
  (await stack.data(TournamentPageDocument, { id })).tournament!;

export function tournamentInput(
  slug: string,
  stages: StageWriteDto[],
  overrides: Partial<TournamentInput> = {},
): TournamentInput {
  return {
    leagueId: lck.id,
    name: { slug, localizations: [{ locale: 'en_US', value: 'Integration Cup' }] },
    sport: 'lol',
    startTime: '2026-01-10T00:00:00.000Z',
    endTime: '2026-02-10T00:00:00.000Z',
    seeding: {
      entries: teams.map((teamId, i) => ({ index: i + 1, teamId })),
    },
    stages: stages.map(stageInput),
    edges: stages[0] ? intoStage(stages[0].structuralId, 16) : [],
    ...overrides,
  };
}

/**
 * Sends one of the web's tournament mutations and answers its outcome with the tournament page
 * read after it (the web refetches the page the same way).
 */
export async function mutate<V extends object>(
  document: TypedDocumentNode<Record<string, TournamentMutation_OutcomeFragment>, V>,
  variables: V,
) {
  const [outcome] = Object.values(await stack.data(document, variables));
  const { ok, error } = outcome!;
  return { error, ok: ok && { message: ok.message, tournament: await page(ok.tournament.id) } };
}

export const create = (input: TournamentInput) => mutate(CreateTournamentDocument, { input });

export const matchOf = (t: TournamentView, structuralId: string): MatchView =>
  t.stages
    .flatMap((s) => s.sections.flatMap((c) => c.matches))
    .find((m) => m.structuralId === structuralId)!;

export const setResult = (tournamentId: string, gameId: string, winnerTeamId: string) =>
  mutate(SetGameResultDocument, { tournamentId, gameId, winnerTeamId });

/** Starts the suite's stack and looks up the league and teams the suites build with. */
function useTournamentStack(backend: DatabaseBackend) {
  beforeAll(async () => {
    stack = await startStack(backend);
    const found = await stack.data(TournamentSuiteLookupsDocument);
    lck = found.leagues.find((league) => league.slug === 'lck')!;
    teams = found.teams.slice(0, 16).map((team) => team.id);
    spare = found.teams[20]!.id;
    spareTwo = found.teams[21]!.id;
    rostered = found.teams.slice(0, 16).reduce((sum, team) => sum + team.roster.length, 0);
    seasons = found.seasons;
  });
  afterAll(async () => {
    await stack?.close();
  });
}

const backends = await databaseBackends();

/** A tournament suite, once per database backend, each run on its own stack (useTournamentStack). */
export function describeTournamentSuite(name: string, suite: () => void) {
  describe.each(backends)(`tournaments: ${name} ($name)`, (backend) => {
    useTournamentStack(backend);
    suite();
  });
}
