/**
 * Point-of-view stream rules shared by the gateway and the web (spec 3 §7 "Media" pov; spec 1
 * §9: each side has 5 participants, platform ids 100 blue and 200 red). The spec gives no pov
 * messages; these are the portal's own, worded like the vod ones.
 */
import { GAME_SIDES, PARTICIPANTS_PER_SIDE, type GameSide } from '../upstream/elds-vods';
import { isStreamProvider, validateStreamValue } from './stream';
import { MESSAGES, type RuleResult } from './validation';

export const POV_MESSAGES = {
  saved: 'Saved POVs Successfully!',
  seatTaken: (seat: string) => `${seat} already has a POV`,
  participantNotValid: `Choose a participant from 1 to ${PARTICIPANTS_PER_SIDE}`,
  localeRequired: 'Choose a locale',
} as const;

export const GAME_SIDE_LABELS: Record<GameSide, string> = { blue: 'Blue', red: 'Red' };

/** 'Blue 3': the seat's name on the page and in messages. */
export const seatLabel = (side: GameSide, participant: number) =>
  `${GAME_SIDE_LABELS[side]} ${participant}`;

export interface PovDraft {
  side: string;
  participant: number;
  /** The player on the seat, from the side's roster; null or left out when not known. */
  playerId?: string | number | null;
  provider: string;
  locale: string;
  value: string;
}

/** A player's name in POV pickers and lists: 'Faker (Lee Sang-hyeok)'. */
export function povPlayerName(player: {
  handle: string;
  firstName: string;
  lastName: string;
}): string {
  const fullName = `${player.firstName} ${player.lastName}`.trim();
  return fullName ? `${player.handle} (${fullName})` : player.handle;
}

/** Per-field problems of a game's povs, keyed 'povs.{i}.{field}'; empty when all are fine. */
export function validatePovDrafts(drafts: readonly PovDraft[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (field: string, result: RuleResult) => {
    if (result && !errors[field]) errors[field] = result;
  };
  const seats = new Set<string>();
  drafts.forEach((draft, i) => {
    const sideOk = (GAME_SIDES as readonly string[]).includes(draft.side);
    put(`povs.${i}.side`, sideOk ? null : MESSAGES.fieldNotValid);
    const participantOk =
      Number.isInteger(draft.participant) &&
      draft.participant >= 1 &&
      draft.participant <= PARTICIPANTS_PER_SIDE;
    put(`povs.${i}.participant`, participantOk ? null : POV_MESSAGES.participantNotValid);
    if (sideOk && participantOk) {
      const seat = seatLabel(draft.side as GameSide, draft.participant);
      put(`povs.${i}.participant`, seats.has(seat) ? POV_MESSAGES.seatTaken(seat) : null);
      seats.add(seat);
    }
    put(`povs.${i}.provider`, isStreamProvider(draft.provider) ? null : MESSAGES.fieldNotValid);
    put(`povs.${i}.locale`, draft.locale.trim() ? null : POV_MESSAGES.localeRequired);
    put(`povs.${i}.value`, validateStreamValue(draft.value));
  });
  return errors;
}
