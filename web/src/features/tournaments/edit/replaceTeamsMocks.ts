/** Mocked gateway answers of the replace-teams dialog. */
import type { MockLink } from '@apollo/client/testing';
import { ReplaceTeamsDocument, ReplaceTeamsSearchDocument } from '../../../__generated__/graphql';
import { idOnly, mutationOk, team } from '../tournamentMocks';

export const G2 = team('team-g2', 'G2 Esports', 'G2');

/** The replace-teams dialog's team search answering `teams`. */
export const replaceSearchMock = (search: string, teams: unknown[]): MockLink.MockedResponse => ({
  request: { query: ReplaceTeamsSearchDocument, variables: { sport: 'lol', search } },
  result: { data: { teams } },
});

export const replaceTeamsMock = (
  id: string,
  replacements: { teamToBeReplaced: string; teamReplacement: string }[],
  result: unknown,
): MockLink.MockedResponse => ({
  request: { query: ReplaceTeamsDocument, variables: { id, replacements } },
  result: result as MockLink.MockedResponse['result'],
});

export const replaceTeamsOk = (id: string) =>
  mutationOk('replaceTeams', 'Replaced Teams Successfully!', idOnly(id));
