import { afterEach, describe, expect, it } from 'vitest';
import type { ChatNotificationAnswerDto } from '@esports-admin/schema/upstream/banners';
import { mintAccessToken, TEST_USERNAME } from '../../test-support';
import { sandboxForTests } from '../../test-sandbox';
import { expectRefused } from '../shotcall/test-calls';
import type { ChatMessageDto } from './chat';

const sandbox = sandboxForTests();
afterEach(async () => {
  await sandbox.control('DELETE', '/faults');
});

const functions = () => sandbox.at('/api/functions');
const post = (body: unknown, token?: string | null) =>
  functions()<ChatNotificationAnswerDto>('POST', '/post-slack-message', { body, token });
const messages = async () =>
  (await functions()<{ messages: ChatMessageDto[] }>('GET', '/slack-messages')).body.messages;

describe('the chat-notification function', () => {
  it('records each message with its channel, sender and time, and lists them newest first', async () => {
    const first = await post({ text: 'LCK 15.20 configuration created (version 1).' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ok: true, ts: expect.stringMatching(/^\d+\.\d{6}$/) as string });
    const remy = await mintAccessToken(sandbox.url, 'remy.rewards');
    const second = await post({ text: 'LEC 15.12 needs review.', channel: '#banners-qa' }, remy);
    expect(second.body.ts).not.toBe(first.body.ts);

    const listed = await messages();
    expect(listed.slice(0, 2)).toEqual([
      {
        ts: second.body.ts,
        channel: '#banners-qa',
        text: 'LEC 15.12 needs review.',
        sender: 'remy.rewards',
        postedAt: expect.any(String) as string,
      },
      {
        ts: first.body.ts,
        channel: '#esports-digital',
        text: 'LCK 15.20 configuration created (version 1).',
        sender: TEST_USERNAME,
        postedAt: expect.any(String) as string,
      },
    ]);
    expect(Date.now() - Date.parse(listed[0]!.postedAt)).toBeLessThan(60_000);
  });

  it('refuses a message without text or with more than 4000 characters with 400', async () => {
    const before = (await messages()).length;
    expectRefused(await post({}), 400, 'text is required');
    expectRefused(await post({ text: '  ' }), 400, 'text must not be empty');
    expectRefused(
      await post({ text: 'x'.repeat(4001) }),
      400,
      'text must be at most 4000 characters',
    );
    expectRefused(await post({ text: 'Hi', channel: 7 }), 400, 'channel must be a string');
    expect((await post({ text: 'x'.repeat(4000) })).status).toBe(200);
    expect((await messages()).length).toBe(before + 1);
  });

  it('answers an injected fault, so the gateway’s chat failure can be tested', async () => {
    await sandbox.control('PUT', '/faults/chatNotifications', { status: 502 });
    const answer = await post({ text: 'Never posted' });
    expect(answer.status).toBe(502);
    await sandbox.control('DELETE', '/faults');
    expect((await messages()).map((message) => message.text)).not.toContain('Never posted');
  });

  it('needs a bearer token', async () => {
    expect((await post({ text: 'Hi' }, null)).status).toBe(401);
  });
});
