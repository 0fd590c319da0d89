/**
 * Stream rules shared by the gateway, the sandbox and the web (spec 1 §3 "Stream config",
 * spec 3 §3 "Stream providers"): which configuration field each provider uses.
 */
import { isLocaleCode } from './locale';
import {
  effectiveSearch,
  MESSAGES,
  validateRequired,
  validateString,
  type RuleResult,
} from './validation';

/**
 * The spec lists the company's own video product as '{product}' without naming it; it is
 * 'esports' here, one constant to change.
 */
export const FIRST_PARTY_STREAM_PROVIDER = 'esports';

export const STREAM_PROVIDERS = [
  'youtube',
  'twitch',
  'openrec',
  'nimotv',
  'afreecatv',
  FIRST_PARTY_STREAM_PROVIDER,
  'tencent',
  'mildom',
  'trovo',
] as const;
export type StreamProvider = (typeof STREAM_PROVIDERS)[number];

export type StreamConfigField = 'videoId' | 'channelId' | 'parameter';

const CONFIG_FIELD: Record<StreamProvider, StreamConfigField> = {
  youtube: 'videoId',
  openrec: 'videoId',
  nimotv: 'videoId',
  afreecatv: 'videoId',
  [FIRST_PARTY_STREAM_PROVIDER]: 'videoId',
  tencent: 'videoId',
  twitch: 'channelId',
  mildom: 'channelId',
  trovo: 'parameter',
};

export const STREAM_CONFIG_LABELS: Record<StreamConfigField, string> = {
  videoId: 'Video ID',
  channelId: 'Channel ID',
  parameter: 'Parameter',
};

export const STREAM_PROVIDER_LABELS: Record<StreamProvider, string> = {
  youtube: 'YouTube',
  twitch: 'Twitch',
  openrec: 'OPENREC',
  nimotv: 'Nimo TV',
  afreecatv: 'AfreecaTV',
  [FIRST_PARTY_STREAM_PROVIDER]: 'Esports',
  tencent: 'Tencent',
  mildom: 'Mildom',
  trovo: 'Trovo',
};

export function isStreamProvider(value: unknown): value is StreamProvider {
  return typeof value === 'string' && (STREAM_PROVIDERS as readonly string[]).includes(value);
}

/** A stored provider's label, or the provider as stored when it is not one the tool knows. */
export function streamProviderLabel(provider: string): string {
  return isStreamProvider(provider) ? STREAM_PROVIDER_LABELS[provider] : provider;
}

/** Which configuration field the provider's streams are identified by. */
export function streamConfigField(provider: StreamProvider): StreamConfigField {
  return CONFIG_FIELD[provider];
}

export const STREAM_GROUP_MESSAGES = {
  created: 'Created Stream Group Successfully!',
  updated: 'Updated Stream Group Successfully!',
  deleted: 'Deleted Stream Group Successfully!',
  deleteDialogTitle: 'Delete Stream Group',
  deleteDialogWarning: (name: string) =>
    `Are you sure you want to delete ${name} and its streams? This action cannot be undone.`,
} as const;

/** Ids and parameters go into player URLs: no spaces or slashes. */
const STREAM_KEY = /^[^\s/?#]+$/;

export interface StreamDraft {
  provider: string;
  locale: string;
  /** The value of the provider's configuration field. */
  value: string;
}

export interface StreamGroupDraft {
  name: string;
  streams: StreamDraft[];
}

/** Keys: 'name', 'streams.{i}.provider', 'streams.{i}.locale', 'streams.{i}.value'. */
export type StreamGroupInputErrors = Partial<Record<string, string>>;

export function validateStreamValue(value: string): RuleResult {
  return (
    validateRequired(value) ??
    validateString('Value', value.trim()) ??
    (STREAM_KEY.test(value.trim()) ? null : MESSAGES.fieldNotValid)
  );
}

export function validateStreamGroupDraft(draft: StreamGroupDraft): StreamGroupInputErrors {
  const errors: StreamGroupInputErrors = {};
  const put = (field: string, result: RuleResult) => {
    if (result) errors[field] = result;
  };
  put('name', validateRequired(draft.name) ?? validateString('Name', draft.name.trim()));
  draft.streams.forEach((stream, i) => {
    put(`streams.${i}.provider`, isStreamProvider(stream.provider) ? null : MESSAGES.fieldNotValid);
    put(`streams.${i}.locale`, isLocaleCode(stream.locale) ? null : MESSAGES.fieldNotValid);
    put(`streams.${i}.value`, validateStreamValue(stream.value));
  });
  return errors;
}

/** Case-insensitive match on the group's name, applied only from 2 typed characters. */
export function matchesStreamGroupSearch(
  group: { name: string },
  search: string | null | undefined,
): boolean {
  const term = effectiveSearch(search)?.toLowerCase();
  return !term || group.name.toLowerCase().includes(term);
}
