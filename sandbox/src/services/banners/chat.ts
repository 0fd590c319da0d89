/**
 * The chat-notification function (spec 2 §7 "Chat notification", §8): POST post-slack-message
 * records the message as posted; GET slack-messages (sandbox only) shows what was posted, newest
 * first, so tests and people can read it.
 */
import { Router } from 'express';
import {
  CHAT_NOTIFICATION_PATH,
  type ChatNotificationAnswerDto,
  type ChatNotificationDto,
} from '@esports-admin/schema/upstream/banners';
import { callerOf } from '../../bearer';
import { invalid } from '../../errors';
import { Payload } from '../../payload';
import { nextId, type SqlClient, type Store } from '../../store';

export const CHAT_FUNCTIONS_PATH = '/api/functions';
export const CHAT_MESSAGES_PATH = '/slack-messages';
export const CHAT_POST_PATH = CHAT_NOTIFICATION_PATH.slice(CHAT_FUNCTIONS_PATH.length);
export const DEFAULT_CHAT_CHANNEL = '#esports-digital';
/** Slack's limit on a message's text. */
export const MAX_CHAT_TEXT_LENGTH = 4000;

export const CHAT_TABLES = `
  create table if not exists chat_notifications (
    id bigint primary key,
    ts text not null,
    channel text not null,
    text text not null,
    sender text not null,
    posted_at timestamptz not null
  );
  create sequence if not exists chat_notification_ids start with 1;
`;

/** A posted message as GET slack-messages answers it. */
export interface ChatMessageDto {
  ts: string;
  channel: string;
  text: string;
  /** The subject of the token that posted it. */
  sender: string;
  postedAt: string;
}

function readChatNotification(body: unknown): ChatNotificationDto {
  const fields = Payload.of(body);
  const text = fields.nonEmptyString('text');
  if (text.length > MAX_CHAT_TEXT_LENGTH) {
    throw invalid(`text must be at most ${MAX_CHAT_TEXT_LENGTH} characters`);
  }
  return fields.has('channel') ? { text, channel: fields.nonEmptyString('channel') } : { text };
}

export async function postChatMessage(
  db: SqlClient,
  message: ChatNotificationDto,
  sender: string,
  now: number,
): Promise<ChatNotificationAnswerDto> {
  const id = await nextId(db, 'chat_notification_ids');
  // Slack's ts: seconds, then a sequence that tells messages of the same second apart.
  const ts = `${Math.floor(now / 1000)}.${id.padStart(6, '0')}`;
  await db.query(
    `insert into chat_notifications (id, ts, channel, text, sender, posted_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [id, ts, message.channel ?? DEFAULT_CHAT_CHANNEL, message.text, sender, new Date(now)],
  );
  return { ok: true, ts };
}

export async function listChatMessages(db: SqlClient): Promise<ChatMessageDto[]> {
  const rows = await db.query<{
    ts: string;
    channel: string;
    text: string;
    sender: string;
    posted_at: Date | string;
  }>('select ts, channel, text, sender, posted_at from chat_notifications order by id desc');
  return rows.map(({ posted_at, ...message }) => ({
    ...message,
    postedAt: new Date(posted_at).toISOString(),
  }));
}

export function chatNotificationRoutes(store: Store): Router {
  const router = Router();
  router.post(CHAT_POST_PATH, async (req, res) => {
    const message = readChatNotification(req.body);
    res.json(await postChatMessage(store, message, callerOf(req).subject, Date.now()));
  });
  router.get(CHAT_MESSAGES_PATH, async (_req, res) => {
    res.json({ messages: await listChatMessages(store) });
  });
  return router;
}
