/**
 * Prompts: made from a question (its text and answers copied as the choices), then draft → open
 * (POST prompts/trigger, while the session is live) → closed (its window passed, read so) →
 * resolved (POST prompts/resolve with the correct choice). Only a draft is changed or deleted.
 * Every read answers the viewers who chose each choice by then (simulation.ts).
 */
import { Router } from 'express';
import {
  SHOTCALL_MESSAGES,
  validateShotcallPromptDraft,
} from '@esports-admin/schema/rules/shotcall';
import type {
  ShotcallPromptDto,
  ShotcallPromptWriteDto,
  ShotcallQuestionDto,
  ShotcallSessionDto,
} from '@esports-admin/schema/upstream/shotcall';
import { conflict, invalid } from '../../errors';
import { Payload, queryValue } from '../../payload';
import type { SqlClient, Store } from '../../store';
import { refuseRuleErrors } from './bank';
import { promptAt } from './simulation';
import {
  answers,
  nextChoiceId,
  prompts,
  questions,
  referenced,
  sessions,
  type StoredChoice,
  type StoredPrompt,
} from './store';
import { bumped } from '../../record-table';

export function readPromptWrite(body: unknown): ShotcallPromptWriteDto {
  const fields = Payload.of(body);
  const windowSeconds = fields.raw('windowSeconds');
  if (typeof windowSeconds !== 'number') throw invalid('windowSeconds must be a number');
  const write = {
    sessionId: fields.string('sessionId'),
    questionId: fields.string('questionId'),
    position: fields.integer('position', 1),
    windowSeconds,
  };
  refuseRuleErrors(validateShotcallPromptDraft(write));
  return write;
}

/** The session's prompts by position (every prompt without one), as read at `now`. */
export async function listPrompts(
  db: SqlClient,
  sessionId: string | undefined,
  now: number,
): Promise<ShotcallPromptDto[]> {
  if (sessionId !== undefined) await sessions.find(db, sessionId);
  const stored = await prompts.list(db, sessionId);
  return stored
    .sort((a, b) => a.sessionId.localeCompare(b.sessionId) || a.position - b.position)
    .map((prompt) => promptAt(prompt, now));
}

export async function findPrompt(db: SqlClient, id: string, now: number) {
  return promptAt(await prompts.find(db, id), now);
}

/** The question, of the session's sport, with its answers as new choices of prompt `promptId`. */
async function choicesFrom(
  db: SqlClient,
  session: ShotcallSessionDto,
  questionId: string,
  promptId: string,
): Promise<{ question: ShotcallQuestionDto; choices: StoredChoice[] }> {
  const question = await referenced('questionId', questions.find(db, questionId));
  if (question.sport !== session.sport) {
    throw invalid(
      `questionId: question ${question.id} is ${question.sport}, session ${session.id} ${session.sport}`,
    );
  }
  const choices: StoredChoice[] = [];
  for (const answerId of question.answerIds) {
    const answer = await answers.find(db, answerId);
    choices.push({ id: await nextChoiceId(db), promptId, answerId, text: answer.text });
  }
  return { question, choices };
}

async function openSession(db: SqlClient, sessionId: string): Promise<ShotcallSessionDto> {
  const session = await referenced('sessionId', sessions.find(db, sessionId));
  if (session.state === 'ended') {
    throw conflict(`Session ${session.id} has ended: it takes no new prompts`);
  }
  return session;
}

export async function createPrompt(
  db: SqlClient,
  write: ShotcallPromptWriteDto,
  now: number,
): Promise<ShotcallPromptDto> {
  const session = await openSession(db, write.sessionId);
  const id = await prompts.nextId(db);
  const { question, choices } = await choicesFrom(db, session, write.questionId, id);
  const prompt = await prompts.save(db, {
    id,
    ...write,
    text: question.text,
    state: 'draft',
    openedAt: null,
    closesAt: null,
    resolvedAt: null,
    correctChoiceId: null,
    choices,
    updatedAt: now,
  });
  return promptAt(prompt, now);
}

async function draft(db: SqlClient, id: string, change: string): Promise<StoredPrompt> {
  const prompt = await prompts.find(db, id, true);
  if (prompt.state !== 'draft') {
    throw conflict(`Prompt ${id} has been triggered: only a draft is ${change}`);
  }
  return prompt;
}

/** PUT {id} on a draft: another question copies that question's text and answers afresh. */
export async function updatePrompt(
  db: SqlClient,
  id: string,
  write: ShotcallPromptWriteDto,
  now: number,
): Promise<ShotcallPromptDto> {
  const prompt = await draft(db, id, 'changed');
  if (write.sessionId !== prompt.sessionId) {
    throw invalid(`sessionId: a prompt stays in its session (${prompt.sessionId})`);
  }
  const session = await openSession(db, write.sessionId);
  let { text, choices } = prompt;
  if (write.questionId !== prompt.questionId) {
    const copied = await choicesFrom(db, session, write.questionId, id);
    text = copied.question.text;
    choices = copied.choices;
  }
  const saved = await prompts.save(db, {
    ...prompt,
    ...write,
    text,
    choices,
    updatedAt: bumped(prompt.updatedAt, now),
  });
  return promptAt(saved, now);
}

export async function deletePrompt(db: SqlClient, id: string): Promise<void> {
  await draft(db, id, 'deleted');
  await prompts.remove(db, id);
}

/** Opens a draft to viewers for its window; 409 for any other prompt or a session not live. */
export async function triggerPrompt(
  db: SqlClient,
  id: string,
  now: number,
): Promise<ShotcallPromptDto> {
  const prompt = await prompts.find(db, id, true);
  const { state } = promptAt(prompt, now);
  if (state !== 'draft') throw conflict(`Prompt ${id} is ${state}: only a draft is triggered`);
  const session = await sessions.find(db, prompt.sessionId);
  if (session.state !== 'live') {
    throw conflict(SHOTCALL_MESSAGES.triggerNeedsLiveSession(session.state));
  }
  const opened = await prompts.save(db, {
    ...prompt,
    state: 'open',
    openedAt: new Date(now).toISOString(),
    closesAt: new Date(now + prompt.windowSeconds * 1000).toISOString(),
    updatedAt: bumped(prompt.updatedAt, now),
  });
  return promptAt(opened, now);
}

/** Sets the correct choice of an open prompt (closing it now) or a closed one. */
export async function resolvePrompt(
  db: SqlClient,
  id: string,
  choiceId: string,
  now: number,
): Promise<ShotcallPromptDto> {
  const prompt = await prompts.find(db, id, true);
  const { state } = promptAt(prompt, now);
  if (state === 'draft') throw conflict(SHOTCALL_MESSAGES.resolveBeforeTrigger);
  if (state === 'resolved') throw conflict(SHOTCALL_MESSAGES.alreadyResolved);
  if (!prompt.choices.some((choice) => choice.id === choiceId)) {
    throw invalid(`choiceId: ${SHOTCALL_MESSAGES.notAChoice}`);
  }
  const closesAt = Math.min(Date.parse(prompt.closesAt!), now);
  const resolved = await prompts.save(db, {
    ...prompt,
    state: 'resolved',
    closesAt: new Date(closesAt).toISOString(),
    resolvedAt: new Date(now).toISOString(),
    correctChoiceId: choiceId,
    updatedAt: bumped(prompt.updatedAt, now),
  });
  return promptAt(resolved, now);
}

/** A session that ends closes its prompts still open: viewers stop answering now. */
export async function closeOpenPrompts(db: SqlClient, sessionId: string, now: number) {
  for (const prompt of await prompts.list(db, sessionId)) {
    if (prompt.state !== 'open' || Date.parse(prompt.closesAt!) <= now) continue;
    await prompts.save(db, {
      ...prompt,
      closesAt: new Date(now).toISOString(),
      updatedAt: bumped(prompt.updatedAt, now),
    });
  }
}

export async function removeDraftsOf(db: SqlClient, sessionId: string): Promise<void> {
  await db.query(`delete from shotcall_prompts where owner_id = $1 and body->>'state' = 'draft'`, [
    sessionId,
  ]);
}

/** GET (?sessionId=), GET {id}, GET {id}/choices, POST, PUT {id}, DELETE {id}, trigger, resolve. */
export function promptRoutes(store: Store): Router {
  const router = Router();
  router.get('/prompts', async (req, res) => {
    res.json(await listPrompts(store, queryValue(req.query, 'sessionId'), Date.now()));
  });
  router.get('/prompts/:id', async (req, res) => {
    res.json(await findPrompt(store, req.params.id, Date.now()));
  });
  router.get('/prompts/:id/choices', async (req, res) => {
    res.json((await findPrompt(store, req.params.id, Date.now())).choices);
  });
  router.post('/prompts', async (req, res) => {
    const write = readPromptWrite(req.body);
    res.status(201).json(await store.transaction((tx) => createPrompt(tx, write, Date.now())));
  });
  router.put('/prompts/:id', async (req, res) => {
    const write = readPromptWrite(req.body);
    res.json(await store.transaction((tx) => updatePrompt(tx, req.params.id, write, Date.now())));
  });
  router.delete('/prompts/:id', async (req, res) => {
    await store.transaction((tx) => deletePrompt(tx, req.params.id));
    res.status(204).end();
  });
  router.post('/prompts/trigger', async (req, res) => {
    const promptId = Payload.of(req.body).string('promptId');
    res.json(await store.transaction((tx) => triggerPrompt(tx, promptId, Date.now())));
  });
  router.post('/prompts/resolve', async (req, res) => {
    const fields = Payload.of(req.body);
    const promptId = fields.string('promptId');
    const choiceId = fields.string('choiceId');
    res.json(await store.transaction((tx) => resolvePrompt(tx, promptId, choiceId, Date.now())));
  });
  return router;
}
