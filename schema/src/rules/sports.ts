/** Sports and their labels (spec 1 §1); the web's sections say which sports offer them (§2). */

export const SPORTS = [
  { code: 'lol', label: 'League of Legends' },
  { code: 'val', label: 'Valorant' },
  { code: 'wr', label: 'Wild Rift' },
  { code: 'tft', label: 'Teamfight Tactics' },
] as const;

export type SportCode = (typeof SPORTS)[number]['code'];

export const SPORT_CODES: readonly SportCode[] = SPORTS.map((s) => s.code);
export const DEFAULT_SPORT: SportCode = 'lol';
/** Wild Rift is offered only when the locally persisted toggle (Shift+Alt+W) is on. */
export const HIDDEN_BY_DEFAULT_SPORT: SportCode = 'wr';

export function isSportCode(value: unknown): value is SportCode {
  return typeof value === 'string' && (SPORT_CODES as readonly string[]).includes(value);
}

export function sportLabel(code: SportCode): string {
  return SPORTS.find((s) => s.code === code)?.label ?? code;
}

/** Team side names per sport (spec 1 §9). */
export const TEAM_SIDE_NAMES: Record<SportCode, readonly string[]> = {
  lol: ['blue', 'red'],
  wr: ['blue', 'red'],
  val: ['attacking', 'defending'],
  tft: ['players'],
};
