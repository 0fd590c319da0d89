import { USER_MANAGEMENT_RESOURCE } from '@esports-admin/schema/rules/access';
import { STAGE_LINT_MESSAGES } from '@esports-admin/schema/rules/stage-lint';
import type {
  EdgeDto,
  MatchDto,
  SectionDto,
  TournamentDto,
} from '@esports-admin/schema/upstream/elds-tournaments';
import type { GraphQLObjectType, GraphQLResolveInfo } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { buildGatewaySchema } from '../../schema';
import { fakeContext } from '../../upstreams/fakes';
import { tournamentLintResolvers } from './lint';
import { tournamentMutationResolvers } from './Mutation';

type AnyResolver = (parent: unknown, args: unknown, context: unknown, info: unknown) => unknown;

const schema = buildGatewaySchema();
const info = {
  schema,
  parentType: schema.getType('Mutation') as GraphQLObjectType,
  fieldName: 'publishTournament',
} as unknown as GraphQLResolveInfo;
const publish = tournamentMutationResolvers.Mutation!.publishTournament as AnyResolver;
const lintQuery = tournamentLintResolvers.Query!.tournamentLint as AnyResolver;

const name = (text: string) => ({ slug: text.toLowerCase(), localizations: { en_US: text } });
const list = (count: number) => ({
  outcomeSource: null,
  entries: Array.from({ length: count }, (_, i) => ({
    index: i + 1,
    teamId: null,
    description: null,
    placement: null,
  })),
});

const edge = (
  sourceNodeId: string | null,
  sourceSlot: number,
  targetNodeId: string | null,
  targetSlot: number,
): EdgeDto => ({
  sourceNodeId,
  sourceNodeType: null,
  sourceSlot,
  targetNodeId,
  targetNodeType: null,
  targetSlot,
});

/** Two seeds play Match 1, whose result goes to a decision point with an unlabelled place 2. */
const section: SectionDto = {
  id: 'section-1',
  structuralId: 'br',
  name: name('Bracket'),
  type: 'bracket',
  publicationStatus: 'draft',
  seeding: list(2),
  standing: list(2),
  groupConfig: null,
  teamRecords: [],
  ranks: [],
  manualRanks: false,
  finalized: false,
  matchIds: ['match-id-1'],
  decisionPoints: [
    {
      id: 'dp-id-1',
      structuralId: 'dp1',
      description: 'Decision Point 1',
      seeding: list(2).entries,
      standing: [
        { index: 1, teamId: null, description: 'Champion', placement: null },
        { index: 2, teamId: null, description: null, placement: null },
      ],
      decided: false,
    },
  ],
  edges: [
    edge(null, 1, 'm1', 1),
    edge(null, 2, 'm1', 2),
    edge('m1', 1, 'dp1', 1),
    edge('m1', 2, 'dp1', 2),
    edge('dp1', 1, null, 1),
    edge('dp1', 2, null, 2),
  ],
  columns: [
    { cells: [{ name: 'Final', contents: ['m1'] }] },
    { cells: [{ name: 'Podium', contents: ['dp1'] }] },
  ],
};

const tournament: TournamentDto = {
  id: 't-1',
  leagueId: 'league-1',
  seasonId: null,
  splitId: null,
  name: name('Cup'),
  sport: 'lol',
  status: 'draft',
  publicationStatus: 'draft',
  schemaType: 'graph-structured',
  startTime: '2030-01-01T00:00:00.000Z',
  endTime: '2030-02-01T00:00:00.000Z',
  timeZone: 'Etc/UTC',
  streamGroupId: null,
  droppable: false,
  rewardable: false,
  seeding: list(2),
  standing: list(2),
  points: null,
  awardedCircuitPoints: [],
  stages: [
    {
      id: 'stage-1',
      structuralId: 'po',
      name: name('Playoffs'),
      type: 'bracket',
      publicationStatus: 'draft',
      seeding: list(2),
      standing: list(2),
      sections: [section],
      edges: [],
    },
  ],
  edges: [],
};

const match: MatchDto = {
  id: 'match-id-1',
  tournamentId: 't-1',
  sectionId: 'section-1',
  structuralId: 'm1',
  sport: 'lol',
  gameMode: 'classic',
  type: 'match',
  description: 'Grand Final',
  strategy: 'bestOf',
  bestOfConfig: { count: 5 },
  playAllConfig: null,
  publicationStatus: 'draft',
  status: 'unstarted',
  teamOne: '0',
  teamTwo: '0',
  participatingTeams: [],
  teamBasedOutcome: [],
  games: [],
};

const elds = () => ({
  getTournament: vi.fn(() => Promise.resolve(tournament)),
  getMatches: vi.fn(() => Promise.resolve([match])),
  publishTournament: vi.fn(() => Promise.resolve({ ...tournament, status: 'published' as const })),
});

describe('tournamentLint', () => {
  it('reads the stored graph with its matches and takes an empty place description as no label', async () => {
    const apis = elds();
    const answer = await lintQuery({}, { id: 't-1' }, fakeContext({ apis: { elds: apis } }), {});
    expect(answer).toEqual({
      tournamentId: 't-1',
      errorCount: 1,
      warningCount: 0,
      findings: [
        expect.objectContaining({
          stageId: 'stage-1',
          stageName: 'Playoffs',
          sectionId: 'section-1',
          sectionName: 'Bracket',
          code: 'unlabelledPlace',
          nodeId: 'dp1',
          slot: 2,
          message: 'Place 2 of Decision Point 1 (Podium) has no label.',
        }),
      ],
    });
    expect(apis.getMatches).toHaveBeenCalledTimes(1);
  });

  it('answers null for a tournament the data service does not know', async () => {
    const apis = { ...elds(), getTournament: vi.fn(() => Promise.resolve(null)) };
    expect(await lintQuery({}, { id: 'x' }, fakeContext({ apis: { elds: apis } }), {})).toBeNull();
  });
});

describe('publishTournament with lint errors', () => {
  it('is refused with the count and the first error, nothing published', async () => {
    const apis = elds();
    const answer = await publish({}, { id: 't-1' }, fakeContext({ apis: { elds: apis } }), info);
    expect(answer).toMatchObject({
      ok: null,
      error: {
        code: 'BAD_USER_INPUT',
        message: STAGE_LINT_MESSAGES.publishRefused(1, {
          message: 'Place 2 of Decision Point 1 (Podium) has no label.',
          fix: "Label place 2 of Decision Point 1 (Podium) (e.g. 'Qualified').",
        }),
      },
    });
    expect(apis.publishTournament).not.toHaveBeenCalled();
  });

  it('refuses the override to a non-administrator before reading anything', async () => {
    const apis = elds();
    const answer = await publish(
      {},
      { id: 't-1', overrideLint: true, reason: 'Tomorrow' },
      fakeContext({ apis: { elds: apis } }),
      info,
    );
    expect(answer).toMatchObject({
      error: { code: 'FORBIDDEN', message: STAGE_LINT_MESSAGES.overrideAdminsOnly },
    });
    expect(apis.getTournament).not.toHaveBeenCalled();
  });

  it('publishes for an administrator who gives a reason', async () => {
    const apis = elds();
    const context = fakeContext({
      apis: { elds: apis },
      user: { resources: new Set([USER_MANAGEMENT_RESOURCE]) },
    });
    const answer = await publish(
      {},
      { id: 't-1', overrideLint: true, reason: 'Tomorrow' },
      context,
      info,
    );
    expect(answer).toMatchObject({ ok: { message: 'Published Tournament Successfully!' } });
    expect(apis.publishTournament).toHaveBeenCalledWith('t-1');
  });
});
