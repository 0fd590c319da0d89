/** JSON Schemas of the data service's seasons, players and teams, one per DTO (a GraphQL peer reads them). */
import type {
  LocalizedNameDto,
  SeasonDto,
  SeasonListDto,
  SplitDto,
} from '@esports-admin/schema/upstream/elds';
import {
  PLAYER_STATUSES,
  type PlayerDto,
  type PlayerPageDto,
  type TournamentRealmAccountDto,
  type TournamentRealmIdentityDto,
} from '@esports-admin/schema/upstream/elds-players';
import type { TeamDto, TeamListDto } from '@esports-admin/schema/upstream/elds-tournaments';
import {
  arrayOf,
  dateTime,
  dto,
  enumOf,
  integer,
  mapOf,
  nullable,
  ref,
  sport,
  string,
} from '../../openapi/schema';
import { SEASON_STATUSES } from './seasons';
import { TEAM_STATUSES } from './teams';

const nullableString = nullable(string());

export const eldsSchemas = {
  LocalizedName: dto<LocalizedNameDto>({
    slug: string(),
    localizations: { ...mapOf(string()), description: 'Text per locale code, e.g. en_US' },
  }),
  Split: dto<SplitDto>({
    id: string(),
    name: ref('LocalizedName'),
    startTime: nullable(dateTime),
    endTime: nullable(dateTime),
  }),
  Season: dto<SeasonDto>({
    id: string(),
    name: ref('LocalizedName'),
    sport,
    status: enumOf(SEASON_STATUSES),
    startTime: dateTime,
    endTime: dateTime,
    splits: arrayOf(ref('Split')),
    awardedCircuitPoints: arrayOf(
      dto<{ placement: number; points: number }>({ placement: integer, points: integer }),
    ),
  }),
  SeasonList: dto<SeasonListDto>({ seasons: arrayOf(ref('Season')) }),
  TournamentRealmAccount: dto<TournamentRealmAccountDto>({
    platformName: string(),
    accountId: string(),
  }),
  TournamentRealmIdentity: dto<TournamentRealmIdentityDto>({
    puuid: string(),
    login: string(),
    accounts: arrayOf(ref('TournamentRealmAccount')),
  }),
  Player: dto<PlayerDto>({
    id: string(),
    handle: string(),
    firstName: string(),
    lastName: string(),
    photoUrl: nullableString,
    homeTeamId: nullable(string('The team GET /teams?teamIds= answers')),
    status: enumOf(PLAYER_STATUSES),
    sport,
    tournamentRealmIdentities: arrayOf(ref('TournamentRealmIdentity')),
  }),
  PlayerPage: dto<PlayerPageDto>({
    players: arrayOf(ref('Player')),
    nextPaginationToken: nullable(
      string(
        'Opaque; null on the last page. Send it back as paginationToken with the same filters',
      ),
    ),
  }),
  Team: dto<TeamDto>({
    id: string(),
    name: string(),
    tricode: string(),
    slug: string(),
    sport: nullable(sport),
    status: enumOf(TEAM_STATUSES),
    homeLeagueId: nullableString,
    category: string(),
    supportedFormats: arrayOf(string()),
    roster: arrayOf(dto<{ playerId: string }>({ playerId: string() })),
    organizationId: nullableString,
    primaryColor: nullableString,
    secondaryColor: nullableString,
    logoUrl: nullableString,
    alternateLogoUrl: nullableString,
    lightLogoUrl: nullableString,
    darkLogoUrl: nullableString,
    plateImageUrl: nullableString,
    backgroundImageUrl: nullableString,
    photoUrl: nullableString,
  }),
  TeamList: dto<TeamListDto>({ teams: arrayOf(ref('Team')) }),
};
