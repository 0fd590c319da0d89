import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';

const GROUP_FIELDS = 'id name streams { id provider locale configField value }';
const RESULT_FIELDS = `ok { message streamGroup { ${GROUP_FIELDS} } }
  error { message code inputErrors { field message } }`;

interface StreamView {
  id: string;
  provider: string;
  locale: string;
  configField: string;
  value: string;
}
interface GroupView {
  id: string;
  name: string;
  streams: StreamView[];
}
interface Result {
  ok: { message: string; streamGroup: GroupView | null } | null;
  error: {
    message: string;
    code: string;
    inputErrors: { field: string; message: string }[];
  } | null;
}

const LIST = `query ($search: String) { streamGroups(search: $search) { ${GROUP_FIELDS} } }`;
const ONE = `query ($id: ID!) { streamGroup(id: $id) { ${GROUP_FIELDS} } }`;
const CREATE = `mutation ($input: StreamGroupInput!) { createStreamGroup(input: $input) { ${RESULT_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: StreamGroupInput!) {
  updateStreamGroup(id: $id, input: $input) { ${RESULT_FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteStreamGroup(id: $id) { ${RESULT_FIELDS} } }`;

describe('stream groups as a script uses them', () => {
  let stack: Stack;
  const mutate = async (mutation: string, variables: Record<string, unknown>) => {
    const answer = await stack.gql<Record<string, Result>>(mutation, variables);
    expect(answer.errors).toBeUndefined();
    return Object.values(answer.data!)[0]!;
  };

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('lists groups with their streams in one upstream call, with provider fields', async () => {
    await stack.gql('{ viewer { username } }');
    await stack.upstream.resetRequests();
    const answer = await stack.gql<{ streamGroups: GroupView[] }>(LIST, {});
    expect(answer.errors).toBeUndefined();
    const lck = answer.data!.streamGroups.find((group) => group.name === 'LCK Main');
    expect(lck?.streams[0]).toMatchObject({
      provider: 'twitch',
      configField: 'channelId',
      value: 'lck',
    });
    expect(lck?.streams.find((s) => s.provider === 'youtube')?.configField).toBe('videoId');
    expect((await stack.upstream.requests()).total).toBe(1);

    const searched = await stack.gql<{ streamGroups: GroupView[] }>(LIST, { search: 'vct' });
    expect(searched.data!.streamGroups.length).toBeGreaterThan(2);
    expect(searched.data!.streamGroups.every((group) => group.name.includes('VCT'))).toBe(true);
    const locales = await stack.gql<{ supportedStreamLocales: string[] }>(
      '{ supportedStreamLocales }',
    );
    expect(locales.data!.supportedStreamLocales).toContain('ko_KR');
  });

  it('refuses an empty name and a bad stream before calling upstream', async () => {
    await stack.upstream.resetRequests();
    const result = await mutate(CREATE, {
      input: {
        name: '',
        streams: [{ provider: 'trovo', locale: 'english', value: ' ' }],
      },
    });
    expect(result.error?.inputErrors).toEqual([
      { field: 'name', message: 'Field is not valid.' },
      { field: 'streams.0.locale', message: 'Field is not valid.' },
      { field: 'streams.0.value', message: 'Field is not valid.' },
    ]);
    expect((await stack.upstream.requests()).total).toBe(0);
  });

  it('creates a group, replaces its streams, and deletes it, with the messages', async () => {
    const created = await mutate(CREATE, {
      input: {
        name: 'Integration Cup',
        streams: [
          { provider: 'twitch', locale: 'en_US', value: 'integrationcup' },
          { provider: 'trovo', locale: 'es_ES', value: 'cup_es' },
        ],
      },
    });
    expect(created.ok?.message).toBe('Created Stream Group Successfully!');
    const group = created.ok!.streamGroup!;
    expect(group.streams.map((s) => [s.provider, s.configField, s.value])).toEqual([
      ['twitch', 'channelId', 'integrationcup'],
      ['trovo', 'parameter', 'cup_es'],
    ]);

    const [twitch] = group.streams;
    const updated = await mutate(UPDATE, {
      id: group.id,
      input: {
        name: 'Integration Cup Finals',
        streams: [
          { id: twitch!.id, provider: 'twitch', locale: 'en_US', value: 'cupfinals' },
          { provider: 'youtube', locale: 'ko_KR', value: 'vId123' },
        ],
      },
    });
    expect(updated.ok?.message).toBe('Updated Stream Group Successfully!');
    expect(updated.ok!.streamGroup!.streams.map((s) => [s.id === twitch!.id, s.value])).toEqual([
      [true, 'cupfinals'],
      [false, 'vId123'],
    ]);

    const deleted = await mutate(DELETE, { id: group.id });
    expect(deleted.ok).toMatchObject({
      message: 'Deleted Stream Group Successfully!',
      streamGroup: null,
    });
    const again = await stack.gql<{ streamGroup: unknown }>(ONE, { id: group.id });
    expect(again.data!.streamGroup).toBeNull();
    expect((await mutate(DELETE, { id: group.id })).error?.code).toBe('NOT_FOUND');
  });

  it('lets a viewer read stream groups but not change them', async () => {
    const as = SANDBOX_USERS.viewer;
    expect((await stack.gql(LIST, {}, { as })).errors).toBeUndefined();
    const created = await stack.gql(CREATE, { input: { name: 'Nope', streams: [] } }, { as });
    expect(created.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
