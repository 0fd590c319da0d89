/** Mocked gateway answers for the tournament tests, in the shapes the generated documents expect. */
import type { MockLink } from '@apollo/client/testing';
import { mutationError as sharedMutationError, STORED_VERSION } from '../../test/mutationMocks';
import { renderApp } from '../../test/renderApp';
import {
  ArchiveTournamentDocument,
  CopyTournamentDocument,
  CreateTournamentDocument,
  PublishTournamentDocument,
  SetTournamentPublicationStatusDocument,
  TournamentEditPageDocument,
  TournamentFormOptionsDocument,
  TournamentListPageDocument,
  TournamentParticipantExportDocument,
  TournamentSlugTakenDocument,
  TournamentTeamOptionsDocument,
  UpdateTournamentDocument,
  type CreateTournamentMutationVariables,
  type TournamentListPageQueryVariables,
  type UpdateTournamentMutationVariables,
  type ErrorCode,
} from '../../__generated__/graphql';

export function listRow(id: string, name: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Tournament',
    id,
    name: {
      __typename: 'LocalizedName',
      slug: name.toLowerCase().replace(/\W+/g, '_'),
      displayName: name,
    },
    league: { __typename: 'League', id: 'league-1', name: 'LCK' },
    startTime: '2026-01-10T00:00:00.000Z',
    endTime: '2026-04-10T00:00:00.000Z',
    status: 'published',
    publicationStatus: 'published',
    ...overrides,
  };
}

export function listMock(
  variables: TournamentListPageQueryVariables,
  tournaments: ReturnType<typeof listRow>[],
): MockLink.MockedResponse {
  return {
    request: { query: TournamentListPageDocument, variables },
    result: { data: { tournaments } },
  };
}

const name = (slug: string, displayName = slug) => ({
  __typename: 'LocalizedName',
  slug,
  displayName,
  localizations:
    displayName === slug
      ? []
      : [{ __typename: 'Localization', locale: 'en_US', value: displayName }],
});

const list = (count: number) => ({
  __typename: 'ParticipantList',
  outcomeSource: null,
  entries: Array.from({ length: count }, (_, i) => ({
    __typename: 'ParticipantEntry',
    index: i + 1,
    teamId: null,
    team: null,
    description: null,
    placement: null,
  })),
});

export const seasonOption = {
  __typename: 'Season',
  id: 'season-1',
  name: { __typename: 'LocalizedName', slug: '2026', displayName: '2026' },
  startTime: '2026-01-01T00:00:00.000Z',
  splits: [
    {
      __typename: 'Split',
      id: 'split-1',
      name: { __typename: 'LocalizedName', slug: 'spring', displayName: 'Spring' },
    },
  ],
};

export const leagueOption = { __typename: 'League', id: 'league-1', name: 'LCK', slug: 'lck' };

export const streamGroupOptions = [
  { __typename: 'StreamGroup', id: 'sg-1', name: 'LCK Main' },
  { __typename: 'StreamGroup', id: 'sg-2', name: 'LCK Co-streams' },
];

export const optionsMock = (maxUsageCount = 5): MockLink.MockedResponse => ({
  request: {
    query: TournamentFormOptionsDocument,
    variables: { sport: 'lol', withStreamGroups: true },
  },
  result: {
    data: { leagues: [leagueOption], seasons: [seasonOption], streamGroups: streamGroupOptions },
  },
  maxUsageCount,
});

export const team = (id: string, teamName: string, tricode: string) => ({
  __typename: 'Team',
  id,
  name: teamName,
  tricode,
});

export const T1 = team('team-t1', 'T1', 'T1');

export const GENG = team('team-gen', 'Gen.G', 'GEN');

/** A stored game of match-1: T1 on blue, Gen.G on red. */
export function storedGame(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Game',
    id: 'game-1',
    number: 1,
    status: 'unstarted',
    winnerTeamId: null,
    blueTeamId: T1.id,
    blueTeam: T1,
    redTeamId: GENG.id,
    redTeam: GENG,
    ...overrides,
  };
}

/** A stored stage 'playoffs' with one bracket section holding one best-of-1 match. */
export function storedStage(gameOverrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Stage',
    id: 'stage-id-1',
    structuralId: 'stage-1',
    name: name('playoffs'),
    type: 'bracket',
    publicationStatus: 'draft',
    seeding: list(2),
    standing: list(2),
    edges: [],
    sections: [
      {
        __typename: 'Section',
        id: 'section-id-1',
        structuralId: 'stage-1-section-1',
        name: name('playoffs'),
        type: 'bracket',
        publicationStatus: 'draft',
        seeding: list(2),
        standing: list(2),
        groupConfig: null,
        manualRanks: false,
        finalized: false,
        teamRecords: [],
        ranks: [],
        edges: [],
        columns: [
          {
            __typename: 'Column',
            cells: [
              { __typename: 'Cell', name: 'Round 1', contents: ['stage-1-section-1-match-1'] },
            ],
          },
        ],
        decisionPoints: [],
        matches: [
          {
            __typename: 'Match',
            id: 'match-id-1',
            structuralId: 'stage-1-section-1-match-1',
            description: 'Match 1',
            status: 'unstarted',
            strategy: 'bestOf',
            bestOfConfig: { __typename: 'CountConfig', count: 1 },
            playAllConfig: null,
            teamOneId: T1.id,
            teamTwoId: GENG.id,
            teamOne: T1,
            teamTwo: GENG,
            winnerTeamId: null,
            games: [storedGame(gameOverrides)],
          },
        ],
      },
    ],
  };
}

export function storedTournament(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Tournament',
    id,
    version: STORED_VERSION,
    leagueId: 'league-1',
    league: leagueOption,
    seasonId: 'season-1',
    season: seasonOption,
    splitId: 'split-1',
    name: name('lck_2026_spring', 'Spring Split'),
    sport: 'lol',
    status: 'draft',
    publicationStatus: 'draft',
    fullyPublished: false,
    startTime: '2026-01-10T00:00:00.000Z',
    endTime: '2026-04-10T00:00:00.000Z',
    timeZone: 'Etc/UTC',
    streamGroupId: null,
    droppable: false,
    rewardable: false,
    seeding: list(2),
    standing: list(2),
    points: null,
    awardedCircuitPoints: [],
    edges: [],
    stages: [],
    ...overrides,
  };
}

export const editPageMock = (
  id: string,
  tournament: unknown,
  maxUsageCount = 1,
): MockLink.MockedResponse => ({
  request: { query: TournamentEditPageDocument, variables: { id } },
  result: { data: { tournament } },
  maxUsageCount,
});

export const mutationOk = (field: string, message: string, tournament: unknown) => ({
  data: {
    [field]: {
      __typename: 'TournamentMutationResult',
      ok: { __typename: 'TournamentMutationSuccess', message, tournament },
      error: null,
    },
  },
});

export const mutationError = (
  field: string,
  message: string,
  code: ErrorCode = 'UPSTREAM_ERROR',
) => ({
  data: {
    [field]: {
      __typename: 'TournamentMutationResult',
      ok: null,
      error: sharedMutationError(message, code),
    },
  },
});

export const DRAFT_MESSAGE =
  "Created Tournament Successfully! This tournament was created as a Draft. Once you've double checked it, click Publish below.";

/** The slug check answering `taken` for the slugs in `takenSlugs`, as often as it is asked. */
export const slugTakenMock = (takenSlugs: readonly string[] = []): MockLink.MockedResponse => ({
  request: { query: TournamentSlugTakenDocument, variables: () => true },
  result: ({ slug }: { slug: string }) => ({
    data: { tournamentSlugTaken: takenSlugs.includes(slug) },
  }),
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export const createMock = (
  matches: (variables: CreateTournamentMutationVariables) => boolean,
  newId: string,
): MockLink.MockedResponse => ({
  request: { query: CreateTournamentDocument, variables: matches },
  result: mutationOk('createTournament', DRAFT_MESSAGE, { __typename: 'Tournament', id: newId }),
});

export const updateMock = (
  matches: (variables: UpdateTournamentMutationVariables) => boolean,
  id: string,
  message: string,
): MockLink.MockedResponse => ({
  request: { query: UpdateTournamentDocument, variables: matches },
  result: mutationOk('updateTournament', message, {
    __typename: 'Tournament',
    id,
    name: { __typename: 'LocalizedName', slug: 'lck_2026_spring', displayName: 'Spring Split' },
  }),
});

/** The version a publication leaves the stored tournament at. */
export const PUBLISHED_VERSION = 'version-published';

export const publishMock = (id: string): MockLink.MockedResponse => ({
  request: { query: PublishTournamentDocument, variables: { id } },
  result: mutationOk('publishTournament', 'Published Tournament Successfully!', {
    __typename: 'Tournament',
    id,
    version: PUBLISHED_VERSION,
    status: 'published',
    publicationStatus: 'published',
    fullyPublished: false,
  }),
});

export const bulkStatusMock = (
  id: string,
  scope: string,
  status: string,
  stages: unknown[],
  expectedVersion = STORED_VERSION,
): MockLink.MockedResponse => ({
  request: {
    query: SetTournamentPublicationStatusDocument,
    variables: { id, scope, status, expectedVersion },
  },
  result: mutationOk('setPublicationStatus', 'Publication status updated.', {
    __typename: 'Tournament',
    id,
    version: PUBLISHED_VERSION,
    status: 'published',
    publicationStatus: 'published',
    fullyPublished: false,
    stages,
  }),
});

export const archiveMock = (id: string, message: string): MockLink.MockedResponse => ({
  request: { query: ArchiveTournamentDocument, variables: { id } },
  result: mutationOk('archiveTournament', message, {
    __typename: 'Tournament',
    id,
    status: 'archived',
    publicationStatus: 'archived',
  }),
});

export const idOnly = (id: string) => ({ __typename: 'Tournament', id });

export const teamsMock = (maxUsageCount = 5): MockLink.MockedResponse => ({
  request: { query: TournamentTeamOptionsDocument, variables: { sport: 'lol' } },
  result: { data: { teams: [T1, GENG] } },
  maxUsageCount,
});

export const emptyExportMock = (id: string): MockLink.MockedResponse => ({
  request: { query: TournamentParticipantExportDocument, variables: { id } },
  result: {
    data: {
      tournamentParticipantExport: {
        __typename: 'ParticipantExportResult',
        ok: null,
        error: {
          __typename: 'MutationError',
          message: 'Cannot export empty list of participants',
          code: 'BAD_USER_INPUT',
        },
      },
    },
  },
});

/** An export of one rostered player, without the password the player service never returns. */
export const exportMock = (
  id: string,
  player: Record<string, unknown> = {},
): MockLink.MockedResponse => ({
  request: { query: TournamentParticipantExportDocument, variables: { id } },
  result: {
    data: {
      tournamentParticipantExport: {
        __typename: 'ParticipantExportResult',
        ok: {
          __typename: 'ParticipantExportSuccess',
          rows: [
            {
              __typename: 'ParticipantExportRow',
              eventName: 'LCK 2026 Championship',
              tournamentId: id,
              teamName: 'T1',
              teamTricode: 'T1',
              inGameName: 'Faker',
              firstName: 'Sang-hyeok',
              lastName: 'Lee',
              login: 'faker01',
              password: null,
              puuid: 'p-1',
              playerId: 'pl-1',
              ...player,
            },
          ],
        },
        error: null,
      },
    },
  },
});

export const copyMock = (id: string, slug: string, newId: string, message: string) => ({
  request: { query: CopyTournamentDocument, variables: { id, slug } },
  result: mutationOk('copyTournament', message, { __typename: 'Tournament', id: newId }),
});

/** The stages tab of tournament t-1 as stored, with the pickers and teams it reads. */
export const renderStagesTab = (
  tournament: Record<string, unknown> = storedTournament('t-1'),
  ...mocks: MockLink.MockedResponse[]
) =>
  renderApp({
    path: '/tournament/t-1/stages',
    mocks: [editPageMock('t-1', tournament), optionsMock(), teamsMock(), ...mocks],
  });
