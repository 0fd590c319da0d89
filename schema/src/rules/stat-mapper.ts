/**
 * The Stat Mapper's shared rules (spec 1 §2, §4, §5, §8, §9; spec 3 §7 "Game management"): the
 * manual entry, which platform games it lists, the sides and player columns per sport, agent
 * names, and the messages staff see.
 */
import { STAT_SYNC_OFF_MESSAGE } from './access';
import type { PlatformGameDto } from '../upstream/game-management';
import { PARTICIPANTS_PER_SIDE } from './constants';
import type { SportCode } from './sports';
import { manualPlatformGameId, validateRequired, type RuleResult } from './validation';

export const STAT_MAPPER_MESSAGES = {
  title: 'Stat Mapper',
  unmapped: (platformGameId: string) =>
    `Game has been successfully unmapped from platformGameId: ${platformGameId}`,
  unmapFailed: (details: string) => `Failed to unmap game ${details}`,
  mapped: (platformGameId: string) =>
    `Game has been successfully mapped to platformGameId: ${platformGameId}`,
  statSyncOff: STAT_SYNC_OFF_MESSAGE,
  unknownPlayer: 'Unknown',
  unmatchedTeam: '???',
  mappingTeams: `A mapping needs both teams, ${PARTICIPANTS_PER_SIDE} participants each`,
  notMappable: (platformGameId: string) =>
    `Platform game ${platformGameId} has no two teams of ${PARTICIPANTS_PER_SIDE} to map`,
} as const;

/** The realm and game id typed under MANUAL: both required (spec 1 §5). */
export interface ManualPlatformGameDraft {
  realmId: string;
  gameId: string;
}

export function validateManualPlatformGame(draft: ManualPlatformGameDraft): {
  realmId: RuleResult;
  gameId: RuleResult;
} {
  return { realmId: validateRequired(draft.realmId), gameId: validateRequired(draft.gameId) };
}

/** The mapping's teams: exactly two distinct platform teams of five distinct participants. */
export function validateMappingTeams(
  teams: readonly { platformTeamId: number; participants: readonly { participantId: number }[] }[],
): RuleResult {
  const sides = new Set(teams.map((team) => team.platformTeamId));
  const full = teams.every(
    (team) =>
      new Set(team.participants.map((p) => p.participantId)).size === PARTICIPANTS_PER_SIDE &&
      team.participants.length === PARTICIPANTS_PER_SIDE,
  );
  return teams.length === 2 && sides.size === 2 && full ? null : STAT_MAPPER_MESSAGES.mappingTeams;
}

/** The platform game id a valid manual entry names, or null. */
export const manualEntryId = (draft: ManualPlatformGameDraft): string | null =>
  manualPlatformGameId(draft.realmId, draft.gameId);

/**
 * Spec 3 §7: the list keeps only games in progress with more than one team; a single game with
 * at most one team reads as nothing.
 */
export function isListedPlatformGame(game: Partial<PlatformGameDto>): game is PlatformGameDto {
  return game.state === 'in_progress' && (game.teams?.length ?? 0) > 1;
}

export function isMappablePlatformGame(game: Partial<PlatformGameDto>): game is PlatformGameDto {
  return (game.teams?.length ?? 0) > 1;
}

export type PlayerColumn =
  'Display Name' | 'Champion' | 'Account ID' | 'In-Game Name' | 'Agent' | 'Puuid';

export function playerColumns(sport: SportCode): readonly PlayerColumn[] {
  if (sport === 'lol') return ['Display Name', 'Champion', 'Account ID', 'In-Game Name'];
  if (sport === 'val') return ['Display Name', 'Agent', 'In-Game Name'];
  return ['Display Name', 'Puuid'];
}

/** Valorant agent id (the participant's guid) → agent name. */
export const VALORANT_AGENTS: Readonly<Record<string, string>> = {
  '5f8d3a7f-467b-97f3-062c-13acf203c006': 'Breach',
  'f94c3b30-42be-e959-889c-5aa313dba261': 'Raze',
  '22697a3d-45bf-8dd7-4fec-84a9e28c69d7': 'Chamber',
  '601dbbe7-43ce-be57-2a40-4abd24953621': 'KAY/O',
  '6f2a04ca-43e0-be17-7f36-b3908627744d': 'Skye',
  '117ed9e3-49f3-6512-3ccf-0cada7e3823b': 'Cypher',
  '320b2a48-4d9b-a075-30f1-1f93a9b638fa': 'Sova',
  '1e58de9c-4950-5125-93e9-a0aee9f98746': 'Killjoy',
  '95b78ed7-4637-86d9-7e41-71ba8c293152': 'Harbor',
  '707eab51-4836-f488-046a-cda6bf494859': 'Viper',
  'eb93336a-449b-9c1b-0a54-a891f7921d69': 'Phoenix',
  '41fb69c1-4189-7b37-f117-bcaf1e96f1bf': 'Astra',
  '9f0d8ba9-4140-b941-57d3-a7ad57c6b417': 'Brimstone',
  'e370fa57-4757-3604-3648-499e1f642d3f': 'Gekko',
  'bb2a4828-46eb-8cd1-e765-15848195d751': 'Neon',
  '7f94d92c-4234-0a36-9646-3a87eb8b5c89': 'Yoru',
  '569fdd95-4d10-43ab-ca70-79becc718b46': 'Sage',
  'a3bfb853-43b2-7238-a4f1-ad90e9e46bcc': 'Reyna',
  '8e253930-4c05-31dd-1b6c-968525494517': 'Omen',
  'add6443a-41bd-e414-f6ad-e58d267f4e95': 'Jett',
  'dade69b4-4f5a-8528-247b-219e5a1facd6': 'Fade',
  'cc8b64c8-4b25-4ff9-6e7f-37b4da43d235': 'Deadlock',
  '0e38b510-41a8-5780-5e8f-568b2a4f2d6c': 'Iso',
  '1dbf2edd-4729-0984-3115-daa5eed44993': 'Clove',
  'efba5359-4016-a1e5-7626-b1ae76895940': 'Vyse',
  'b444168c-4e35-8076-db47-ef9bf368f384': 'Tejo',
  '41fb69c1-4189-7b37-f117-bcaf1e96f1bd': 'Waylay',
  'df1cb487-4902-002e-5c17-d28e83e78588': 'Veto',
};

export const agentName = (guid: string): string =>
  VALORANT_AGENTS[guid] ?? STAT_MAPPER_MESSAGES.unknownPlayer;
