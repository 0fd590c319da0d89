/**
 * The lol champions game management names (GET /lol/champions): static game data, as the game
 * servers' champion ids (the `key` of Riot's champion data) and their en_US names.
 */
import type { ChampionDto } from '@esports-admin/schema/upstream/game-management';

export const LOL_CHAMPIONS: readonly ChampionDto[] = [
  { championId: 1, name: 'Annie' },
  { championId: 22, name: 'Ashe' },
  { championId: 51, name: 'Caitlyn' },
  { championId: 64, name: 'Lee Sin' },
  { championId: 67, name: 'Vayne' },
  { championId: 81, name: 'Ezreal' },
  { championId: 92, name: 'Riven' },
  { championId: 103, name: 'Ahri' },
  { championId: 111, name: 'Nautilus' },
  { championId: 145, name: "Kai'Sa" },
  { championId: 157, name: 'Yasuo' },
  { championId: 164, name: 'Camille' },
  { championId: 222, name: 'Jinx' },
  { championId: 235, name: 'Senna' },
  { championId: 245, name: 'Ekko' },
  { championId: 517, name: 'Sylas' },
  { championId: 888, name: 'Renata Glasc' },
];
