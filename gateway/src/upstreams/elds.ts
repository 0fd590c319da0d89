/** The tournament data service ("elds/data"), spec 3 §7: one client, its areas in elds/. */
import { defineUpstream, type UpstreamClient } from './upstream';
import { eldsAccounts } from './elds/accounts';
import { eldsLeagues } from './elds/leagues';
import { eldsOrganizations } from './elds/organizations';
import { eldsPlayers } from './elds/players';
import { eldsSchedules } from './elds/schedules';
import { eldsSeasons } from './elds/seasons';
import { eldsStreams } from './elds/streams';
import { eldsTeams } from './elds/teams';
import { eldsTournaments } from './elds/tournaments';
import { eldsVods } from './elds/vods';

export function eldsApi(client: UpstreamClient) {
  return {
    ...eldsAccounts(client),
    ...eldsSeasons(client),
    ...eldsLeagues(client),
    ...eldsOrganizations(client),
    ...eldsStreams(client),
    ...eldsPlayers(client),
    ...eldsTournaments(client),
    ...eldsTeams(client),
    ...eldsSchedules(client),
    ...eldsVods(client),
  };
}

export type EldsApi = ReturnType<typeof eldsApi>;

export const eldsUpstream = defineUpstream({
  name: 'elds',
  urlSetting: 'ELDS_URL',
  create: eldsApi,
});
