/** Mocked gateway answers of the results tab. */
import type { MockLink } from '@apollo/client/testing';
import {
  ClearGameResultDocument,
  ResultsImpactDocument,
  ClearManualStandingsDocument,
  DecideDecisionPointDocument,
  FinalizeSectionDocument,
  GameTimespansDocument,
  ManualStandingsLatestDocument,
  SetGameResultDocument,
  SetManualStandingsDocument,
  SwitchTeamColorsDocument,
} from '../../../__generated__/graphql';
import { AUDIT_MESSAGES } from '@esports-admin/schema/rules/audit';
import { mutationError as sharedMutationError, STORED_VERSION } from '../../../test/mutationMocks';
import {
  editPageMock,
  GENG,
  mutationOk,
  storedStage,
  storedTournament,
  T1,
} from '../tournamentMocks';

/** The version a results change leaves the stored tournament at. */
export const CHANGED_VERSION = 'version-2';

/** A tournament as results mutations answer it: its id and new version. */
const answered = (id: string) => ({ __typename: 'Tournament', id, version: CHANGED_VERSION });

/** The version of storedStage's match as the page reads it, unless a test says otherwise. */
export const MATCH_VERSION = 'match-version-1';

/** storedStage with its match at `matchVersion`. */
const stageAt = (gameOverrides: Record<string, unknown>, matchVersion: string) => {
  const stage = storedStage(gameOverrides);
  return {
    ...stage,
    sections: stage.sections.map((section) => ({
      ...section,
      matches: section.matches.map((match) => ({ ...match, version: matchVersion })),
    })),
  };
};

/** setGameResult sent with the match's version the page read (`MATCH_VERSION` unless given). */
export const setGameResultMock = (
  tournamentId: string,
  gameId: string,
  winnerTeamId: string,
  result: unknown,
  expectedMatchVersion = MATCH_VERSION,
): MockLink.MockedResponse => ({
  request: {
    query: SetGameResultDocument,
    variables: { tournamentId, gameId, winnerTeamId, expectedMatchVersion },
  },
  result: result as MockLink.MockedResponse['result'],
});

/** The edit page (every tab's fields) of a tournament holding storedStage's game. */
export const resultsPageMock = (
  id: string,
  gameOverrides: Record<string, unknown> = {},
  version = STORED_VERSION,
  matchVersion = MATCH_VERSION,
  publicationStatus = 'draft',
): MockLink.MockedResponse =>
  editPageMock(
    id,
    storedTournament(id, {
      version,
      publicationStatus,
      stages: [stageAt(gameOverrides, matchVersion)],
    }),
  );

type StoredSection = ReturnType<typeof storedStage>['sections'][number];

/** The results page of a tournament whose one stage's first section is changed by `change`. */
const sectionPageMock = (
  id: string,
  change: (section: StoredSection) => Record<string, unknown>,
): MockLink.MockedResponse => {
  const stage = stageAt({}, MATCH_VERSION);
  const [section] = stage.sections;
  return editPageMock(
    id,
    storedTournament(id, { stages: [{ ...stage, sections: [change(section!)] }] }),
  );
};

const record = (teamRef: typeof T1, wins: number, losses: number) => ({
  __typename: 'TeamRecord',
  teamId: teamRef.id,
  team: teamRef,
  record: { __typename: 'WinLossRecord', wins, losses, ties: 0 },
});

/** The results of a tournament whose one section is a round-robin group of T1 and Gen.G. */
export const groupResultsPageMock = (
  id: string,
  {
    manual,
    firstTeam,
    finalized = false,
  }: { manual: boolean; firstTeam: typeof T1; finalized?: boolean },
): MockLink.MockedResponse => {
  const second = firstTeam.id === T1.id ? GENG : T1;
  return sectionPageMock(id, (section) => ({
    ...section,
    type: 'group',
    manualRanks: manual,
    finalized,
    teamRecords: [record(T1, 1, 0), record(GENG, 0, 1)],
    ranks: [
      { __typename: 'Rank', ordinal: 1, tiedTeamIds: [firstTeam.id] },
      { __typename: 'Rank', ordinal: 2, tiedTeamIds: [second.id] },
    ],
  }));
};

/** A game result's answer: the tournament's id and version, and its match's new version. */
const gameResultOk = (
  field: string,
  message: string,
  tournamentId: string,
  matchVersion: string,
) => ({
  data: {
    [field]: {
      __typename: 'TournamentMutationResult',
      ok: {
        __typename: 'TournamentMutationSuccess',
        message,
        tournament: answered(tournamentId),
        match: { __typename: 'Match', id: 'match-id-1', version: matchVersion },
      },
      error: null,
    },
  },
});

/** setGameResult done: the match is at `matchVersion` now. */
export const setGameResultOk = (tournamentId: string, matchVersion = 'match-version-2') =>
  gameResultOk('setGameResult', 'Updated setting results', tournamentId, matchVersion);

/** clearGameResult sent with the match's version the page read; answers ok unless `result` says. */
export const clearGameResultMock = (
  tournamentId: string,
  gameId: string,
  expectedMatchVersion = MATCH_VERSION,
  result: unknown = gameResultOk(
    'clearGameResult',
    'Game Winner Cleared Successfully.',
    tournamentId,
    'match-version-3',
  ),
): MockLink.MockedResponse => ({
  request: {
    query: ClearGameResultDocument,
    variables: { tournamentId, gameId, expectedMatchVersion },
  },
  result: result as MockLink.MockedResponse['result'],
});

/**
 * What setting `winnerTeamId` as the winner of `gameId` (clearing it, when null) would change: the
 * final, played, loses its results and its team 1.
 */
export const resultImpactMock = (
  tournamentId: string,
  gameId: string,
  winnerTeamId: string | null = null,
): MockLink.MockedResponse => ({
  request: { query: ResultsImpactDocument, variables: { tournamentId, gameId, winnerTeamId } },
  result: {
    data: {
      resultImpact: {
        __typename: 'ResultImpact',
        gameId,
        participantChanges: [
          {
            __typename: 'ResultImpactParticipantChange',
            matchId: 'm-final',
            matchDescription: 'Final',
            slot: 1,
            fromTeamName: winnerTeamId ? 'TBD' : 'Gen.G',
            toTeamName: winnerTeamId ? 'Gen.G' : 'TBD',
          },
        ],
        invalidatedMatches: [
          {
            __typename: 'ResultImpactInvalidatedMatch',
            matchId: 'm-final',
            matchDescription: 'Final',
            playedGameCount: 2,
          },
        ],
        standingChanges: [],
        recordChanges: [],
        downstreamSections: [
          {
            __typename: 'ResultImpactDownstreamSection',
            sectionId: 'section-2',
            sectionName: 'Playoffs',
            seedingChanges: [
              {
                __typename: 'ResultImpactPlaceChange',
                place: 1,
                fromTeamName: winnerTeamId ? 'TBD' : 'Gen.G',
                toTeamName: winnerTeamId ? 'Gen.G' : 'TBD',
              },
            ],
            participantChanges: [],
            invalidatedMatches: [
              {
                __typename: 'ResultImpactInvalidatedMatch',
                matchId: 'm-po-1',
                matchDescription: 'Match 1',
                playedGameCount: 1,
              },
            ],
          },
        ],
        pickBlocks: [
          {
            __typename: 'ResultImpactPickBlock',
            id: 'block-1',
            name: 'Week 1 Day 1',
            state: 'scored',
            pickCount: 1234,
            matchDescriptions: ['Final'],
          },
        ],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export const switchColorsMock = (
  matchId: string,
  gameId: string,
  result: unknown,
): MockLink.MockedResponse => ({
  request: { query: SwitchTeamColorsDocument, variables: { matchId, gameId } },
  result: result as MockLink.MockedResponse['result'],
});

export const clearManualStandingsMock = (
  tournamentId: string,
  sectionId: string,
  reason?: string,
): MockLink.MockedResponse => ({
  request: {
    query: ClearManualStandingsDocument,
    variables: reason ? { tournamentId, sectionId, reason } : { tournamentId, sectionId },
  },
  result: mutationOk(
    'clearManualStandings',
    'Manual Standings Cleared Successfully!',
    answered(tournamentId),
  ),
});

/** setManualStandings sent with the version the page read; answers ok unless `result` says. */
export const manualStandingsMock = (
  tournamentId: string,
  sectionId: string,
  ranks: unknown[],
  result: unknown = mutationOk(
    'setManualStandings',
    'Manual Standings Saved Successfully!',
    answered(tournamentId),
  ),
): MockLink.MockedResponse => ({
  request: {
    query: SetManualStandingsDocument,
    variables: { tournamentId, sectionId, ranks, expectedVersion: STORED_VERSION },
  },
  result: result as MockLink.MockedResponse['result'],
});

/** The group's ranks as stored now (read after a refused save): `order` ranked 1, 2, …. */
export const storedRanksMock = (
  tournamentId: string,
  order: (typeof T1)[],
): MockLink.MockedResponse => ({
  request: { query: ManualStandingsLatestDocument, variables: { tournamentId } },
  result: {
    data: {
      tournament: {
        __typename: 'Tournament',
        id: tournamentId,
        version: CHANGED_VERSION,
        stages: [
          {
            __typename: 'Stage',
            id: 'stage-id-1',
            sections: [
              {
                __typename: 'Section',
                id: 'section-id-1',
                ranks: order.map((teamRef, index) => ({
                  __typename: 'Rank',
                  ordinal: index + 1,
                  tiedTeamIds: [teamRef.id],
                })),
                teamRecords: [T1, GENG].map((teamRef) => ({
                  __typename: 'TeamRecord',
                  teamId: teamRef.id,
                })),
              },
            ],
          },
        ],
      },
    },
  },
});

/** A results save refused because the tournament changed since the page read it. */
export const resultsConflict = (field: string) => ({
  data: {
    [field]: {
      __typename: 'TournamentMutationResult',
      ok: null,
      error: {
        ...sharedMutationError(AUDIT_MESSAGES.changedSinceOpened, 'CONFLICT'),
        conflict: {
          __typename: 'EditConflict',
          currentVersion: CHANGED_VERSION,
          changedBy: 'sam.stream',
          changedAt: '2026-11-23T11:02:03.000Z',
          changedFields: ['stages.0.sections.0.ranks'],
        },
      },
    },
  },
});

export const finalizeMock = (tournamentId: string, sectionId: string, message: string) => ({
  request: { query: FinalizeSectionDocument, variables: { tournamentId, sectionId } },
  result: mutationOk('finalizeSection', message, answered(tournamentId)),
});

const entry = (index: number, teamRef: typeof T1 | null, description: string | null = null) => ({
  __typename: 'ParticipantEntry',
  index,
  teamId: teamRef?.id ?? null,
  team: teamRef,
  description,
  placement: null,
});

/** Results of a section holding one match and a decision point between T1 and Gen.G. */
export const decisionResultsPageMock = (id: string, decided: boolean): MockLink.MockedResponse =>
  sectionPageMock(id, (section) => ({
    ...section,
    decisionPoints: [
      {
        __typename: 'DecisionPoint',
        id: 'dp-id-1',
        structuralId: 'stage-1-section-1-dp-1',
        description: 'Tiebreaker',
        decided,
        seeding: [entry(1, T1), entry(2, GENG)],
        standing: [entry(1, decided ? GENG : null, '1st'), entry(2, decided ? T1 : null, '2nd')],
      },
    ],
  }));

export const decideMock = (tournamentId: string, teamIds: string[]) => ({
  request: {
    query: DecideDecisionPointDocument,
    variables: { tournamentId, decisionPointId: 'dp-id-1', teamIds },
  },
  result: mutationOk(
    'decideDecisionPoint',
    'Decision Point Saved Successfully!',
    answered(tournamentId),
  ),
});

/** The timespans of storedStage's match, its one game holding `timespans`. */
export const gameTimespansMock = (
  timespans: { type: 'game' | 'pause'; startTime: string; endTime: string | null }[],
): MockLink.MockedResponse => ({
  request: { query: GameTimespansDocument, variables: { matchId: 'match-id-1' } },
  result: {
    data: {
      match: {
        __typename: 'Match',
        id: 'match-id-1',
        games: [
          {
            __typename: 'Game',
            id: 'game-1',
            timespans: timespans.map((span) => ({ __typename: 'Timespan', ...span })),
          },
        ],
      },
    },
  },
});
