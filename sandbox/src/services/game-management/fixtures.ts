/**
 * Platform games of the seeded tournaments' games, per sport: some already mapped (two of them
 * remade, so their esports game has two mappings), some live and unmapped with two teams of five,
 * and the ones the Stat Mapper must not list (a live game with one team, a finished unmapped one).
 * Participants are the teams' seeded players, identified by their realm account (lol) or puuid;
 * about one in eight is a stand-in no player matches, and the oldest live game's red side is a
 * pickup team of stand-ins only.
 */
import { LOL_CHAMPIONS } from './champions';
import { PARTICIPANTS_PER_SIDE, PLATFORM_TEAM_IDS } from '@esports-admin/schema/rules/constants';
import { manualPlatformGameId } from '@esports-admin/schema/rules/validation';
import { SPORT_CODES, type SportCode } from '@esports-admin/schema/rules/sports';
import { VALORANT_AGENTS } from '@esports-admin/schema/rules/stat-mapper';
import type { PlayerDto } from '@esports-admin/schema/upstream/elds-players';
import type { GameDto } from '@esports-admin/schema/upstream/elds-tournaments';
import type {
  ParticipantDto,
  PlatformGameDto,
  PlatformGameStateDto,
  PlatformTeamDto,
} from '@esports-admin/schema/upstream/game-management';
import { hexDigits, pick, seededRandom, type FixtureSet, type Random } from '../../fixtures';
import type { SqlClient } from '../../store';
import { playersOfTeams } from '../elds/players';
import { gamesOfSport } from '../elds/tournament-store';
import { insertPlatformGame } from './platform-games';

/** The tournament realm each sport's esports games are played on. */
export const ESPORTS_REALMS: Readonly<Record<SportCode, string>> = {
  lol: 'ESPORTSTMNT01',
  val: 'VALESPORTS01',
  wr: 'WRESPORTS01',
  tft: 'TFTESPORTS01',
};

const MAPPED_GAMES = 6;
const REMADE_GAMES = 2;
const LIVE_GAMES = 6;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const CHAMPION_IDS = LOL_CHAMPIONS.map((champion) => champion.championId);
const AGENT_IDS = Object.keys(VALORANT_AGENTS);

const uuid = (random: Random) =>
  [8, 4, 4, 4, 12].map((length) => hexDigits(random, length)).join('-');

function participant(
  sport: SportCode,
  random: Random,
  participantId: number,
  player: PlayerDto | null,
): ParticipantDto {
  const realm = player?.tournamentRealmIdentities[0];
  const displayName = player?.handle ?? `Sub${Math.floor(random() * 9000) + 1000}`;
  const base = { participantId, displayName, esportsPlayerId: null };
  const puuid = realm?.puuid ?? uuid(random);
  if (sport === 'lol') {
    const platformAccountId =
      realm?.accounts[0]?.accountId ?? String(9e8 + Math.floor(random() * 1e7));
    return { ...base, lol: { platformAccountId, championId: pick(random, CHAMPION_IDS) } };
  }
  if (sport === 'val') return { ...base, val: { puuid, guid: pick(random, AGENT_IDS) } };
  return { ...base, [sport]: { puuid } };
}

/** A side of the roster's players, about one in eight replaced by a stand-in; all when empty. */
function team(
  sport: SportCode,
  random: Random,
  platformTeamId: number,
  roster: PlayerDto[],
): PlatformTeamDto {
  const first = platformTeamId === PLATFORM_TEAM_IDS.blue ? 1 : PARTICIPANTS_PER_SIDE + 1;
  return {
    platformTeamId,
    esportsTeamId: null,
    participants: Array.from({ length: PARTICIPANTS_PER_SIDE }, (_, i) => {
      const player = random() < 1 / 8 ? null : (roster[i] ?? null);
      return participant(sport, random, first + i, player);
    }),
  };
}

async function platformGameOf(
  db: SqlClient,
  random: Random,
  sport: SportCode,
  options: {
    source: GameDto;
    number: number;
    state: PlatformGameStateDto;
    startedAt: Date;
    oneTeam?: boolean;
    /** A pickup side: stand-ins only, so no esports team can be proposed for it. */
    pickupRed?: boolean;
  },
): Promise<PlatformGameDto> {
  const { source } = options;
  const players = await playersOfTeams(db, [source.blueTeam, source.redTeam]);
  const rosterOf = (teamId: string) => players.filter((p) => p.homeTeamId === teamId);
  const teams = [team(sport, random, PLATFORM_TEAM_IDS.blue, rosterOf(source.blueTeam))];
  if (!options.oneTeam)
    teams.push(
      team(sport, random, PLATFORM_TEAM_IDS.red, options.pickupRed ? [] : rosterOf(source.redTeam)),
    );
  const gameId = String(3_350_000 + options.number);
  return {
    platformGameId: manualPlatformGameId(ESPORTS_REALMS[sport], gameId)!,
    name: `${ESPORTS_REALMS[sport]} game ${gameId}`,
    sport,
    esportsGameId: null,
    state: options.state,
    startedAt: options.startedAt.toISOString(),
    teams,
  };
}

/** Maps as staff would have: the esports game's blue team on 100, players as the roster said. */
async function mapAsPlayed(db: SqlClient, game: PlatformGameDto, source: GameDto, mappedAt: Date) {
  const players = await playersOfTeams(db, [source.blueTeam, source.redTeam]);
  const teams = game.teams.map((side, index) => ({
    platformTeamId: side.platformTeamId,
    esportsTeamId: index === 0 ? source.blueTeam : source.redTeam,
    participants: side.participants.map((p) => ({
      participantId: p.participantId,
      esportsPlayerId: players.find((player) => player.handle === p.displayName)?.id ?? null,
    })),
  }));
  await db.query(
    `insert into gm_mappings (platform_game_id, sport, esports_game_id, mapped_at, teams)
     values ($1, $2, $3, $4, $5)`,
    [game.platformGameId, game.sport, source.id, mappedAt.toISOString(), JSON.stringify(teams)],
  );
}

async function seedSport(db: SqlClient, now: Date, sport: SportCode, sportIndex: number) {
  const random = seededRandom(0x57a7 + sportIndex);
  const games = await gamesOfSport(db, sport);
  const played = games.filter((game) => game.status === 'completed');
  const upcoming = games.filter((game) => game.status !== 'completed');
  let number = sportIndex * 1000;
  const create = async (
    source: GameDto,
    state: PlatformGameStateDto,
    startedAt: Date,
    sides: { oneTeam?: boolean; pickupRed?: boolean } = {},
  ) => {
    const game = await platformGameOf(db, random, sport, {
      source,
      number: ++number,
      state,
      startedAt,
      ...sides,
    });
    await insertPlatformGame(db, game);
    return game;
  };
  for (const [i, source] of played.slice(0, MAPPED_GAMES).entries()) {
    const startedAt = new Date(now.getTime() - (i + 2) * DAY);
    if (i < REMADE_GAMES) {
      // A remake: the first platform game was mapped, then the replayed one.
      const remade = await create(source, 'completed', new Date(startedAt.getTime() - 20 * MINUTE));
      await mapAsPlayed(db, remade, source, new Date(startedAt.getTime() + 15 * MINUTE));
    }
    const game = await create(source, 'completed', startedAt);
    await mapAsPlayed(db, game, source, new Date(startedAt.getTime() + 45 * MINUTE));
  }
  const liveSources = [...upcoming, ...played.slice(MAPPED_GAMES)].slice(0, LIVE_GAMES + 3);
  for (const [i, source] of liveSources.slice(0, LIVE_GAMES).entries()) {
    // The oldest live game is against a pickup side the Stat Mapper shows as '???'.
    const pickupRed = i === LIVE_GAMES - 1;
    await create(source, 'in_progress', new Date(now.getTime() - (5 + i * 7) * MINUTE), {
      pickupRed,
    });
  }
  // What the Stat Mapper hides: one-team games still in progress, and a finished unmapped game.
  const [oneTeamA, oneTeamB, finished] = liveSources.slice(LIVE_GAMES);
  const oneTeam = { oneTeam: true };
  if (oneTeamA)
    await create(oneTeamA, 'in_progress', new Date(now.getTime() - 3 * MINUTE), oneTeam);
  if (oneTeamB)
    await create(oneTeamB, 'in_progress', new Date(now.getTime() - 9 * MINUTE), oneTeam);
  if (finished) await create(finished, 'completed', new Date(now.getTime() - DAY));
}

export const gameManagementFixtureSet: FixtureSet = {
  name: 'game-management',
  dependsOn: ['elds-tournaments', 'elds-players'],
  async seed(db, now) {
    for (const [index, sport] of SPORT_CODES.entries()) await seedSport(db, now, sport, index);
  },
};
