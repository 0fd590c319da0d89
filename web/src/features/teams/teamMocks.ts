/** Mocked gateway answers for the team page tests, in the shapes the generated documents expect. */
import type { MockLink } from '@apollo/client/testing';
import {
  CreateTeamDocument,
  TeamEditPageDocument,
  TeamFormOptionsDocument,
  TeamListPageDocument,
  UpdateTeamDocument,
  type TeamInput,
  type TeamListPageQueryVariables,
} from '../../__generated__/graphql';
import { STORED_VERSION } from '../../test/mutationMocks';

const league = (id: string, name: string) => ({ __typename: 'League', id, name });

export const LCK = league('l-lck', 'LCK');
export const LEC = league('l-lec', 'LEC');
export const LLA = league('l-lla', 'LLA');

export function listRow(id: string, name: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Team',
    id,
    name,
    tricode: name.slice(0, 3).toUpperCase(),
    slug: name.toLowerCase().replace(/\W+/g, '_'),
    status: 'active',
    homeLeagueId: LCK.id,
    primaryColor: '#E4002B',
    secondaryColor: null,
    logoUrl: null,
    lightLogoUrl: `https://cdn.example.com/teams/${id}.png`,
    ...overrides,
  };
}

export function listMock(
  variables: TeamListPageQueryVariables,
  teams: ReturnType<typeof listRow>[],
  maxUsageCount = 1,
): MockLink.MockedResponse {
  return {
    request: { query: TeamListPageDocument, variables },
    result: { data: { teams, currentLeagues: [LCK, LEC], archivedLeagues: [LLA] } },
    maxUsageCount,
  };
}

export const optionsMock = (sport = 'lol', maxUsageCount = 3): MockLink.MockedResponse => ({
  request: { query: TeamFormOptionsDocument, variables: { sport } },
  result: {
    data: {
      leagues: sport === 'lol' ? [LCK, LEC] : [league('v-emea', 'VCT EMEA')],
      organizations: [
        { __typename: 'Organization', id: 'o-t1', name: 'T1', tricode: 'T1' },
        { __typename: 'Organization', id: 'o-g2', name: 'G2 Esports', tricode: 'G2' },
      ],
    },
  },
  maxUsageCount,
});

export function storedTeam(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Team',
    id,
    version: STORED_VERSION,
    name: 'T1',
    tricode: 'T1',
    slug: 't1',
    sport: 'lol',
    status: 'active',
    homeLeagueId: LCK.id,
    category: 'competitive',
    supportedFormats: ['5v5'],
    roster: [
      { __typename: 'RosterEntry', playerId: 'p-faker' },
      { __typename: 'RosterEntry', playerId: 'p-oner' },
    ],
    organizationId: 'o-t1',
    primaryColor: '#E4002B',
    secondaryColor: '#000000',
    logoUrl: null,
    alternateLogoUrl: null,
    lightLogoUrl: 'https://cdn.example.com/teams/t1.png',
    darkLogoUrl: null,
    plateImageUrl: null,
    backgroundImageUrl: null,
    photoUrl: null,
    ...overrides,
  };
}

export const editPageMock = (id: string, team: unknown): MockLink.MockedResponse => ({
  request: { query: TeamEditPageDocument, variables: { id } },
  result: { data: { team } },
});

function saveResult(field: string, id: string, message: string) {
  return {
    data: {
      [field]: {
        __typename: 'TeamMutationResult',
        ok: { __typename: 'TeamMutationSuccess', message, team: storedTeam(id) },
        error: null,
      },
    },
  };
}

export const createMock = (input: TeamInput): MockLink.MockedResponse => ({
  request: { query: CreateTeamDocument, variables: { input } },
  result: saveResult('createTeam', 'new-1', 'Created Team Successfully!'),
});

export const updateMock = (id: string, input: TeamInput): MockLink.MockedResponse => ({
  request: { query: UpdateTeamDocument, variables: { id, input, expectedVersion: STORED_VERSION } },
  result: saveResult('updateTeam', id, 'Updated Team Successfully!'),
});
