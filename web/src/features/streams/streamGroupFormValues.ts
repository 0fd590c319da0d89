/**
 * The stream group form's state: the group's name and its stream rows. Rows carry a client key
 * for React and the stored id, which tells the gateway to keep (not recreate) the stream.
 */
import { DEFAULT_LOCALE } from '@esports-admin/schema/rules/constants';
import {
  validateStreamGroupDraft,
  type StreamGroupInputErrors,
  type StreamProvider,
} from '@esports-admin/schema/rules/stream';
import type {
  StreamGroupForm_StreamGroupFragment,
  StreamGroupInput,
} from '../../__generated__/graphql';

export interface StreamRow {
  key: string;
  id: string | null;
  provider: StreamProvider;
  locale: string;
  value: string;
}

export interface StreamGroupFormValues {
  name: string;
  streams: StreamRow[];
}

let nextKey = 0;
const rowKey = () => `row-${++nextKey}`;

export function newStreamRow(): StreamRow {
  return { key: rowKey(), id: null, provider: 'twitch', locale: DEFAULT_LOCALE, value: '' };
}

export function newStreamGroupFormValues(): StreamGroupFormValues {
  return { name: '', streams: [newStreamRow()] };
}

export function streamGroupFormValuesFrom(
  group: StreamGroupForm_StreamGroupFragment,
): StreamGroupFormValues {
  return {
    name: group.name,
    streams: group.streams.map((stream) => ({
      key: rowKey(),
      id: stream.id,
      provider: stream.provider,
      locale: stream.locale,
      value: stream.value,
    })),
  };
}

export function validateStreamGroupForm(values: StreamGroupFormValues): StreamGroupInputErrors {
  return validateStreamGroupDraft(values);
}

export function toStreamGroupInput(values: StreamGroupFormValues): StreamGroupInput {
  return {
    name: values.name.trim(),
    streams: values.streams.map(({ id, provider, locale, value }) => ({
      ...(id ? { id } : {}),
      provider,
      locale,
      value: value.trim(),
    })),
  };
}
