/**
 * The bench pages of the domains that joined after the first four (issue #18): the drops group
 * list and the Stat Mapper modal, each the web's generated document plus `byHand`, built from
 * exactly the upstream calls the gateway makes for it (see pages.ts).
 */
import { PLAYER_BATCH_LIMIT, TEAM_BATCH_LIMIT } from '@esports-admin/schema/rules/constants';
import { leagueStatusFor } from '@esports-admin/schema/rules/league';
import {
  agentName,
  isListedPlatformGame,
  STAT_MAPPER_MESSAGES,
} from '@esports-admin/schema/rules/stat-mapper';
import { DROP_GROUP_BASE_PATH, type DropGroupDto } from '@esports-admin/schema/upstream/drops';
import { ELDS_BASE_PATH, type LeagueListDto } from '@esports-admin/schema/upstream/elds';
import type { PlayerPageDto } from '@esports-admin/schema/upstream/elds-players';
import type { TeamDto } from '@esports-admin/schema/upstream/elds-tournaments';
import {
  GAME_MANAGEMENT_BASE_PATH,
  type ChampionListDto,
  type EsportsGameDto,
  type PlatformGameListDto,
  type PlatformGameReadDto,
} from '@esports-admin/schema/upstream/game-management';
import { print } from 'graphql';
import { versionOf } from '../../gateway/src/mutations/version';
import {
  DropGroupListPageDocument,
  StatMapperModalDocument,
} from '../../web/src/__generated__/graphql';
import { chunks } from './batches';
import type { BenchPage, UpstreamGet } from './pages';

/** The rewards operator: the competition operator the other pages run as reads no drops. */
const DROPS_USER = 'remy.rewards';

const DROP_GROUPS_PATH = '/group/list';
const leaguesPath = (sport: string) =>
  `/leagues?sport=${sport}&status=${leagueStatusFor('current')}`;

/**
 * /drops/list/current as the web sends it (`DropGroupListPage` of
 * web/src/features/drops/drops.graphql): the sport's active groups and its current leagues.
 * By hand: the one group list call of the drops service and one leagues call, side by side.
 */
export const dropGroupListPage: BenchPage = {
  operationName: 'DropGroupListPage',
  query: print(DropGroupListPageDocument),
  user: DROPS_USER,
  services: ['drops', 'elds'],
  variables: () => Promise.resolve({ sport: 'lol', status: 'Active' }),
  async byHand(variables, upstream) {
    const { sport, status } = variables as { sport: string; status: string };
    const [groups, { leagues }] = await Promise.all([
      upstream<DropGroupDto[]>(DROP_GROUPS_PATH, DROP_GROUP_BASE_PATH),
      upstream<LeagueListDto>(leaguesPath(sport)),
    ]);
    return {
      dropGroups: groups
        .filter((group) => group.sport === sport && group.status === status)
        .map((group) => ({
          id: group.id,
          version: versionOf(group),
          description: group.description,
          league: group.league,
          status: group.status,
          strategy: group.orderedDropRequests[0]?.strategy ?? 'Default',
          createdAt: new Date(group.createdDateEpochMillis).toISOString(),
          drops: group.orderedDrops.map((drop) => ({ id: drop.dropID, title: drop.title })),
        })),
      leagues: leagues.map((league) => ({ id: league.id, name: league.name })),
    };
  },
  directCalls: (variables) =>
    Promise.resolve([
      `${DROP_GROUP_BASE_PATH}${DROP_GROUPS_PATH}`,
      `${ELDS_BASE_PATH}${leaguesPath(String(variables.sport))}`,
    ]),
};

const gmPath = (sport: string, path: string) => `/${sport}/${path}`;

async function statMapperCalls(variables: Record<string, unknown>, upstream: UpstreamGet) {
  const sport = String(variables.sport);
  const [game, list] = await Promise.all([
    upstream<EsportsGameDto>(
      gmPath(sport, `esportsGames/${String(variables.esportsGameId)}`),
      GAME_MANAGEMENT_BASE_PATH,
    ),
    upstream<PlatformGameListDto>(gmPath(sport, 'platformGames'), GAME_MANAGEMENT_BASE_PATH),
  ]);
  const live = Object.values(list)
    .filter(isListedPlatformGame)
    .sort(
      (a, b) =>
        b.startedAt.localeCompare(a.startedAt) || a.platformGameId.localeCompare(b.platformGameId),
    );
  const teamsShown = [...game.mappedPlatformGames, ...live].flatMap((g) => g.teams);
  const teamIds = [...new Set(teamsShown.flatMap((team) => team.esportsTeamId ?? []))];
  const playerIds = [
    ...new Set(
      teamsShown.flatMap((team) => team.participants.flatMap((p) => p.esportsPlayerId ?? [])),
    ),
  ];
  const teamPaths = chunks(teamIds, TEAM_BATCH_LIMIT).map((b) => `/teams?teamIds=${b.join(',')}`);
  const playerPaths = chunks(playerIds, PLAYER_BATCH_LIMIT).map(
    (b) => `/players?playerIds=${b.join(',')}&pageSize=${b.length}`,
  );
  // Champion names come from one catalogue call, made when a lol participant is shown.
  const championsPath = teamsShown.some((team) => team.participants.some((p) => p.lol))
    ? gmPath('lol', 'champions')
    : null;
  return { sport, game, live, teamPaths, playerPaths, championsPath };
}

/**
 * The Stat Mapper modal as the web opens it (`StatMapperModal` of
 * web/src/features/stat-mapper/statMapper.graphql) on a seeded esports game with a mapping: its
 * mappings and the sport's live platform games, with the esports teams and players they name.
 * By hand: the esports game and the platform game list of game management side by side, then
 * the teams 20 ids per call and the players 20 ids per call, side by side.
 */
export const statMapperModalPage: BenchPage = {
  operationName: 'StatMapperModal',
  query: print(StatMapperModalDocument),
  services: ['gamemanagement', 'elds'],
  async variables(upstream) {
    const sport = 'lol';
    const games = await upstream<EsportsGameDto[]>(
      gmPath(sport, 'esportsGames'),
      GAME_MANAGEMENT_BASE_PATH,
    );
    // A remade game (two mappings) when there is one: the modal's fullest answer.
    const game =
      games.find((g) => g.mappedPlatformGames.length > 1) ??
      games.find((g) => g.mappedPlatformGames.length > 0);
    if (!game) throw new Error('no seeded esports game has a mapping');
    return { sport, esportsGameId: game.esportsGameId };
  },
  async byHand(variables, upstream) {
    const { game, live, teamPaths, playerPaths, championsPath } = await statMapperCalls(
      variables,
      upstream,
    );
    const [teamPages, playerPages, champions] = await Promise.all([
      Promise.all(teamPaths.map((path) => upstream<{ teams: TeamDto[] }>(path))),
      Promise.all(playerPaths.map((path) => upstream<PlayerPageDto>(path))),
      championsPath
        ? upstream<ChampionListDto>(championsPath, GAME_MANAGEMENT_BASE_PATH)
        : { champions: [] },
    ]);
    const championNames = new Map(champions.champions.map((c) => [c.championId, c.name]));
    const teams = new Map(teamPages.flatMap((p) => p.teams).map((team) => [team.id, team]));
    const players = new Map(playerPages.flatMap((p) => p.players).map((pl) => [pl.id, pl]));
    const platformGame = (g: PlatformGameReadDto) => ({
      platformGameId: g.platformGameId,
      name: g.name,
      esportsGameId: g.esportsGameId,
      state: g.state,
      startedAt: new Date(g.startedAt).toISOString(),
      mappedAt: g.mappedAt ? new Date(g.mappedAt).toISOString() : null,
      teams: g.teams.map((team) => {
        const esportsTeam = team.esportsTeamId ? teams.get(team.esportsTeamId) : undefined;
        return {
          platformTeamId: team.platformTeamId,
          esportsTeamId: team.esportsTeamId,
          esportsTeam: esportsTeam
            ? { id: esportsTeam.id, name: esportsTeam.name, tricode: esportsTeam.tricode }
            : null,
          participants: team.participants.map((p) => {
            const player = p.esportsPlayerId ? players.get(p.esportsPlayerId) : undefined;
            return {
              participantId: p.participantId,
              displayName: p.displayName,
              esportsPlayerId: p.esportsPlayerId,
              esportsPlayer: player ? { id: player.id, handle: player.handle } : null,
              platformAccountId: p.lol?.platformAccountId ?? null,
              championId: p.lol?.championId ?? null,
              championName: p.lol
                ? (championNames.get(p.lol.championId) ?? STAT_MAPPER_MESSAGES.unknownPlayer)
                : null,
              puuid: p.val?.puuid ?? p.wr?.puuid ?? p.tft?.puuid ?? null,
              agentName: p.val ? agentName(p.val.guid) : null,
            };
          }),
        };
      }),
    });
    return {
      statMapperGame: {
        esportsGameId: game.esportsGameId,
        mappedPlatformGames: game.mappedPlatformGames.map(platformGame),
      },
      livePlatformGames: live.map(platformGame),
    };
  },
  async directCalls(variables, upstream) {
    const { sport, teamPaths, playerPaths, championsPath } = await statMapperCalls(
      variables,
      upstream,
    );
    const gm = (path: string) => `${GAME_MANAGEMENT_BASE_PATH}${gmPath(sport, path)}`;
    return [
      gm(`esportsGames/${String(variables.esportsGameId)}`),
      gm('platformGames'),
      ...(championsPath ? [`${GAME_MANAGEMENT_BASE_PATH}${championsPath}`] : []),
      ...[...teamPaths, ...playerPaths].map((path) => `${ELDS_BASE_PATH}${path}`),
    ];
  },
};
