/**
 * Vod rules shared by the gateway, the sandbox and the web (spec 3 §3 "Vod", spec 2 §3
 * "Livestats edit state", spec 1 §5 "Time strings parse as hh:mm:ss"). A vod's provider and its
 * id field follow the stream rules; its stats offset is the game time at which the game's first
 * frame plays in the video.
 */
import { isLocaleCode } from './locale';
import { isStreamProvider, validateStreamValue } from './stream';
import { MESSAGES, type RuleResult } from './validation';

/** Games per GET /vodDetails?gameIds=… call (the data service's list limit is not in the spec). */
export const VOD_GAME_BATCH_LIMIT = 10;

export const VOD_MESSAGES = {
  created: 'Created VOD Successfully!',
  updated: 'Updated VOD Successfully!',
  offsetSet: 'Updated VOD Offset Successfully!',
  deleted: 'Deleted VOD Successfully!',
  deleteDialogTitle: 'Delete VOD',
  deleteDialogWarning: (videoId: string) =>
    `Are you sure you want to delete the VOD ${videoId}? This action cannot be undone.`,
  gameTimeNotValid: 'Game time must be hh:mm:ss',
  detailsSaved: 'Saved the provider, locale and video id',
  offsetNotSaved: (reason: string) =>
    `The VOD's video details were saved, but its offset was not: ${reason}`,
} as const;

const GAME_TIME = /^(\d{1,2}):([0-5]\d):([0-5]\d)$/;

/** 'hh:mm:ss' (hours up to 99, minutes and seconds 00–59) → milliseconds; null when malformed. */
export function parseGameTime(text: string): number | null {
  const match = GAME_TIME.exec(text.trim());
  if (!match) return null;
  const [hours, minutes, seconds] = match.slice(1).map(Number) as [number, number, number];
  return ((hours * 60 + minutes) * 60 + seconds) * 1000;
}

/** Milliseconds → 'hh:mm:ss', whole seconds (the offset is edited to the second). */
export function formatGameTime(millis: number): string {
  const total = Math.floor(Math.max(0, millis) / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`;
}

export function validateGameTime(text: string): RuleResult {
  return parseGameTime(text) === null ? VOD_MESSAGES.gameTimeNotValid : null;
}

export interface VodDraft {
  provider: string;
  locale: string;
  /** The provider's video id. */
  value: string;
  /** Optional stats offset as hh:mm:ss; empty leaves it unset. */
  offset: string;
}

/** Keys: 'provider', 'locale', 'value', 'offset'. */
export type VodInputErrors = Partial<Record<keyof VodDraft, string>>;

export function validateVodDraft(draft: VodDraft): VodInputErrors {
  const errors: VodInputErrors = {};
  if (!isStreamProvider(draft.provider)) errors.provider = MESSAGES.fieldNotValid;
  if (!isLocaleCode(draft.locale)) errors.locale = MESSAGES.fieldNotValid;
  const value = validateStreamValue(draft.value);
  if (value) errors.value = value;
  if (draft.offset.trim() !== '') {
    const offset = validateGameTime(draft.offset);
    if (offset) errors.offset = offset;
  }
  return errors;
}
