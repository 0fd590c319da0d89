import { describe, expect, it } from 'vitest';
import {
  agentName,
  isListedPlatformGame,
  manualEntryId,
  playerColumns,
  STAT_MAPPER_MESSAGES,
  validateManualPlatformGame,
  validateMappingTeams,
  VALORANT_AGENTS,
} from './stat-mapper';

const side = (platformTeamId: number, first: number) => ({
  platformTeamId,
  participants: [0, 1, 2, 3, 4].map((i) => ({ participantId: first + i })),
});

describe('Stat Mapper rules', () => {
  it('requires both the realm id and the game id of a manual entry', () => {
    expect(validateManualPlatformGame({ realmId: ' ', gameId: '12' })).toEqual({
      realmId: 'Field is not valid.',
      gameId: null,
    });
    expect(manualEntryId({ realmId: 'ESPORTSTMNT01', gameId: '' })).toBeNull();
    expect(manualEntryId({ realmId: 'ESPORTSTMNT01', gameId: ' 12 ' })).toBe('ESPORTSTMNT01_12');
  });

  it('lists only games in progress with more than one team', () => {
    const game = { state: 'in_progress' as const, teams: [side(100, 1), side(200, 6)] };
    expect(isListedPlatformGame(game as never)).toBe(true);
    expect(isListedPlatformGame({ ...game, teams: [side(100, 1)] } as never)).toBe(false);
    expect(isListedPlatformGame({ ...game, state: 'completed' } as never)).toBe(false);
    expect(isListedPlatformGame({})).toBe(false);
  });

  it('wants two distinct sides of five distinct participants', () => {
    expect(validateMappingTeams([side(200, 6), side(100, 1)])).toBeNull();
    expect(validateMappingTeams([side(100, 1)])).toBe(STAT_MAPPER_MESSAGES.mappingTeams);
    expect(validateMappingTeams([side(100, 1), side(100, 6)])).toBe(
      STAT_MAPPER_MESSAGES.mappingTeams,
    );
    const four = { platformTeamId: 200, participants: side(200, 6).participants.slice(1) };
    expect(validateMappingTeams([side(100, 1), four])).toBe(STAT_MAPPER_MESSAGES.mappingTeams);
  });

  it('names the player columns per sport and the agents, Unknown otherwise', () => {
    expect(playerColumns('lol')).toEqual([
      'Display Name',
      'Champion',
      'Account ID',
      'In-Game Name',
    ]);
    expect(playerColumns('val')).toEqual(['Display Name', 'Agent', 'In-Game Name']);
    expect(playerColumns('wr')).toEqual(['Display Name', 'Puuid']);
    expect(playerColumns('tft')).toEqual(['Display Name', 'Puuid']);
    expect(Object.keys(VALORANT_AGENTS)).toHaveLength(28);
    expect(agentName('add6443a-41bd-e414-f6ad-e58d267f4e95')).toBe('Jett');
    expect(agentName('nope')).toBe('Unknown');
  });

  it('says the spec messages', () => {
    expect(STAT_MAPPER_MESSAGES.unmapped('ESPORTSTMNT01_1')).toBe(
      'Game has been successfully unmapped from platformGameId: ESPORTSTMNT01_1',
    );
    expect(STAT_MAPPER_MESSAGES.unmapFailed('404 - not mapped')).toBe(
      'Failed to unmap game 404 - not mapped',
    );
  });
});
