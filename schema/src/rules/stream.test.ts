import { describe, expect, it } from 'vitest';
import {
  FIRST_PARTY_STREAM_PROVIDER,
  isStreamProvider,
  matchesStreamGroupSearch,
  streamConfigField,
  streamProviderLabel,
  validateStreamGroupDraft,
} from './stream';

describe('stream providers', () => {
  it('identifies video platforms by video id, twitch and mildom by channel, trovo by parameter', () => {
    for (const provider of ['youtube', 'openrec', 'nimotv', 'afreecatv', 'tencent'] as const) {
      expect(streamConfigField(provider)).toBe('videoId');
    }
    expect(streamConfigField(FIRST_PARTY_STREAM_PROVIDER)).toBe('videoId');
    expect(streamConfigField('twitch')).toBe('channelId');
    expect(streamConfigField('mildom')).toBe('channelId');
    expect(streamConfigField('trovo')).toBe('parameter');
    expect(isStreamProvider('kick')).toBe(false);
  });

  it('labels a known provider by its name and shows an unknown stored one as it is', () => {
    expect(streamProviderLabel('nimotv')).toBe('Nimo TV');
    expect(streamProviderLabel('kick')).toBe('kick');
  });
});

describe('stream group drafts', () => {
  const valid = {
    name: 'LCK Main',
    streams: [
      { provider: 'twitch', locale: 'en_US', value: 'lck' },
      { provider: 'youtube', locale: 'ko_KR', value: 'dQw4w9WgXcQ' },
    ],
  };

  it('accepts a named group of complete streams, and an empty group', () => {
    expect(validateStreamGroupDraft(valid)).toEqual({});
    expect(validateStreamGroupDraft({ name: 'Empty', streams: [] })).toEqual({});
  });

  it('refuses a missing name, unknown provider, bad locale and empty or spaced values', () => {
    expect(
      validateStreamGroupDraft({
        name: ' ',
        streams: [
          { provider: 'kick', locale: 'english', value: '' },
          { provider: 'trovo', locale: 'en_US', value: 'has space' },
        ],
      }),
    ).toEqual({
      name: 'Field is not valid.',
      'streams.0.provider': 'Field is not valid.',
      'streams.0.locale': 'Field is not valid.',
      'streams.0.value': 'Field is not valid.',
      'streams.1.value': 'Field is not valid.',
    });
    expect(validateStreamGroupDraft({ ...valid, name: 'x'.repeat(100) }).name).toBe(
      'Name must be fewer than 100 characters',
    );
  });

  it('searches group names from 2 characters on', () => {
    expect(matchesStreamGroupSearch({ name: 'LCK Main' }, 'main')).toBe(true);
    expect(matchesStreamGroupSearch({ name: 'LCK Main' }, 'lec')).toBe(false);
    expect(matchesStreamGroupSearch({ name: 'LCK Main' }, 'x')).toBe(true);
  });
});
