/**
 * The game management service v2 (spec 3 §7 "Game management", spec 1 §3 "Stat mapping
 * entities"): platform games as the game servers report them and their mapping to esports games.
 * Paths are relative to GAME_MANAGEMENT_BASE_PATH; `{sport}` is lol, val, wr or tft.
 */
import type { SportCode } from '../rules/sports';

export const GAME_MANAGEMENT_BASE_PATH = '/gamemanagement/v2';

/** A platform game's state; the Stat Mapper lists only games in progress. */
export type PlatformGameStateDto = 'in_progress' | 'completed';

/** The sport-specific identity of a participant: lol by account, the others by puuid. */
export interface ParticipantDto {
  participantId: number;
  /** The in-game name. */
  displayName: string;
  /** The matched esports player; null when none matched (the web says 'Unknown'). */
  esportsPlayerId: string | null;
  lol?: { platformAccountId: string; championId: number };
  /** `guid` is the agent id. */
  val?: { puuid: string; guid: string };
  wr?: { puuid: string };
  tft?: { puuid: string };
}

/** One side of a platform game: platform team 100 (blue) or 200 (red), five participants. */
export interface PlatformTeamDto {
  platformTeamId: number;
  /** The matched esports team; null when none matched (the web shows '???'). */
  esportsTeamId: string | null;
  participants: ParticipantDto[];
}

/** GET /{sport}/platformGames/{id}: the whole object; `{}` when the game has at most one team. */
export interface PlatformGameDto {
  /** `{realmId}_{gameId}` (manualPlatformGameId), for example 'ESPORTSTMNT01_3350521'. */
  platformGameId: string;
  name: string;
  sport: SportCode;
  /** The esports game it is mapped to, null while unmapped. */
  esportsGameId: string | null;
  state: PlatformGameStateDto;
  /** When the game server started it. */
  startedAt: string;
  teams: PlatformTeamDto[];
}

/** GET /{sport}/platformGames: every platform game keyed by its id. */
export type PlatformGameListDto = Record<string, PlatformGameDto | Record<string, never>>;

/** A mapping as stored: the platform game with the teams as mapped, and when. */
export interface MappedPlatformGameDto extends PlatformGameDto {
  mappedAt: string;
}

/** GET /{sport}/esportsGames/{id}: its mapped platform games, oldest first. */
export interface EsportsGameDto {
  esportsGameId: string;
  mappedPlatformGames: MappedPlatformGameDto[];
}

/** GET /{sport}/esportsGames/{id}/propose/{platformGameId}: the platform teams, matched. */
export interface ProposedMappingDto {
  esportsGameId: string;
  platformGameId: string;
  teams: PlatformTeamDto[];
}

/**
 * POST /{sport}/platformGameMetadata/{platformGameId}/mapping. The teams in order: the first is
 * the esports game's blue (or attacking) side, so a swap of sides is a swap of this order.
 */
export interface MappingWriteDto {
  esportsGameId: string;
  teams: {
    platformTeamId: number;
    esportsTeamId: string | null;
    participants: { participantId: number; esportsPlayerId: string | null }[];
  }[];
}

/** A platform game as the gateway reads it: alone, or inside a mapping (with `mappedAt`). */
export type PlatformGameReadDto = PlatformGameDto & { mappedAt?: string };

/** A lol champion as GET /lol/champions lists it: the numeric id participants carry, its name. */
export interface ChampionDto {
  championId: number;
  name: string;
}

/** GET /lol/champions: every champion the game servers report, by id. */
export interface ChampionListDto {
  champions: ChampionDto[];
}
