/**
 * The question bank (spec 3 §3 "Shot-call"): answers, and questions offering 2–6 of them, each of
 * one sport. What is in use stays: an answer a question offers, a question a prompt was made from.
 */
import { Router } from 'express';
import type { SportCode } from '@esports-admin/schema/rules/sports';
import {
  validateShotcallAnswerDraft,
  validateShotcallQuestionDraft,
} from '@esports-admin/schema/rules/shotcall';
import type {
  ShotcallAnswerDto,
  ShotcallAnswerWriteDto,
  ShotcallQuestionDto,
  ShotcallQuestionWriteDto,
} from '@esports-admin/schema/upstream/shotcall';
import { conflict, invalid } from '../../errors';
import { Payload, queryValue, readSport } from '../../payload';
import type { SqlClient, Store } from '../../store';
import { answers, questions, referenced } from './store';
import { bumped } from '../../record-table';

/** The first problem the shared rules find, as a 400 naming its field path. */
export function refuseRuleErrors(errors: Record<string, string>): void {
  const [field, message] = Object.entries(errors)[0] ?? [];
  if (field) throw invalid(`${field}: ${message}`);
}

/** `?sport=` of a list, when given. */
export function sportFilter(query: Record<string, unknown>): SportCode | undefined {
  const sport = queryValue(query, 'sport');
  return sport === undefined ? undefined : readSport(sport, 'sport');
}

export function readAnswerWrite(body: unknown): ShotcallAnswerWriteDto {
  const fields = Payload.of(body);
  const write = { sport: fields.sport('sport'), text: fields.string('text') };
  refuseRuleErrors(validateShotcallAnswerDraft(write));
  return write;
}

export function readQuestionWrite(body: unknown): ShotcallQuestionWriteDto {
  const fields = Payload.of(body);
  const windowSeconds = fields.raw('windowSeconds');
  if (typeof windowSeconds !== 'number') throw invalid('windowSeconds must be a number');
  const write = {
    sport: fields.sport('sport'),
    text: fields.string('text'),
    answerIds: fields.stringArray('answerIds'),
    windowSeconds,
  };
  refuseRuleErrors(validateShotcallQuestionDraft(write));
  return write;
}

export const listAnswers = (db: SqlClient, sport?: SportCode) => answers.list(db, sport);
export const findAnswer = (db: SqlClient, id: string) => answers.find(db, id);

export async function createAnswer(db: SqlClient, write: ShotcallAnswerWriteDto, now: number) {
  return answers.save(db, { id: await answers.nextId(db), ...write, updatedAt: now });
}

async function questionsOffering(db: SqlClient, answerId: string) {
  const rows = await db.query<{ body: ShotcallQuestionDto }>(
    `select body from shotcall_questions where exists (
       select 1 from json_array_elements_text(body->'answerIds') offered where offered = $1)
     order by id::bigint`,
    [answerId],
  );
  return rows.map((row) => row.body);
}

const named = (question: ShotcallQuestionDto) => `question ${question.id} (“${question.text}”)`;

export async function updateAnswer(
  db: SqlClient,
  id: string,
  write: ShotcallAnswerWriteDto,
  now: number,
): Promise<ShotcallAnswerDto> {
  const answer = await answers.find(db, id);
  if (write.sport !== answer.sport) {
    const [user] = await questionsOffering(db, id);
    if (user) {
      throw conflict(`Answer ${id} is offered by ${named(user)}: it stays ${answer.sport}`);
    }
  }
  return answers.save(db, { ...answer, ...write, updatedAt: bumped(answer.updatedAt, now) });
}

export async function deleteAnswer(db: SqlClient, id: string): Promise<void> {
  await answers.find(db, id);
  const [user] = await questionsOffering(db, id);
  if (user) {
    throw conflict(`Answer ${id} is offered by ${named(user)}: take it out of the question first`);
  }
  await answers.remove(db, id);
}

/** Every answer exists and is of the question's sport. */
async function refuseForeignAnswers(db: SqlClient, write: ShotcallQuestionWriteDto) {
  for (const [i, answerId] of write.answerIds.entries()) {
    const answer = await referenced(`answerIds.${i}`, answers.find(db, answerId));
    if (answer.sport !== write.sport) {
      throw invalid(
        `answerIds.${i}: answer ${answerId} is ${answer.sport}, the question ${write.sport}`,
      );
    }
  }
}

export const listQuestions = (db: SqlClient, sport?: SportCode) => questions.list(db, sport);
export const findQuestion = (db: SqlClient, id: string) => questions.find(db, id);

export async function createQuestion(
  db: SqlClient,
  write: ShotcallQuestionWriteDto,
  now: number,
): Promise<ShotcallQuestionDto> {
  await refuseForeignAnswers(db, write);
  return questions.save(db, { id: await questions.nextId(db), ...write, updatedAt: now });
}

/** Prompts copied the question's text and answers when they were made: a change leaves them be. */
export async function updateQuestion(
  db: SqlClient,
  id: string,
  write: ShotcallQuestionWriteDto,
  now: number,
): Promise<ShotcallQuestionDto> {
  const question = await questions.find(db, id);
  await refuseForeignAnswers(db, write);
  return questions.save(db, { ...question, ...write, updatedAt: bumped(question.updatedAt, now) });
}

export async function deleteQuestion(db: SqlClient, id: string): Promise<void> {
  await questions.find(db, id);
  const [user] = await db.query<{ id: string; session_id: string }>(
    `select id, owner_id as session_id from shotcall_prompts where body->>'questionId' = $1
     order by id::bigint limit 1`,
    [id],
  );
  if (user) {
    throw conflict(
      `Question ${id} is used by prompt ${user.id} of session ${user.session_id}: it stays in the bank`,
    );
  }
  await questions.remove(db, id);
}

/** GET, GET {id}, POST, PUT {id} and DELETE {id} of answers and questions. */
export function bankRoutes(store: Store): Router {
  const router = Router();
  router.get('/answers', async (req, res) => {
    res.json(await listAnswers(store, sportFilter(req.query)));
  });
  router.get('/answers/:id', async (req, res) => {
    res.json(await findAnswer(store, req.params.id));
  });
  router.post('/answers', async (req, res) => {
    const write = readAnswerWrite(req.body);
    res.status(201).json(await store.transaction((tx) => createAnswer(tx, write, Date.now())));
  });
  router.put('/answers/:id', async (req, res) => {
    const write = readAnswerWrite(req.body);
    res.json(await store.transaction((tx) => updateAnswer(tx, req.params.id, write, Date.now())));
  });
  router.delete('/answers/:id', async (req, res) => {
    await store.transaction((tx) => deleteAnswer(tx, req.params.id));
    res.status(204).end();
  });

  router.get('/questions', async (req, res) => {
    res.json(await listQuestions(store, sportFilter(req.query)));
  });
  router.get('/questions/:id', async (req, res) => {
    res.json(await findQuestion(store, req.params.id));
  });
  router.post('/questions', async (req, res) => {
    const write = readQuestionWrite(req.body);
    res.status(201).json(await store.transaction((tx) => createQuestion(tx, write, Date.now())));
  });
  router.put('/questions/:id', async (req, res) => {
    const write = readQuestionWrite(req.body);
    res.json(await store.transaction((tx) => updateQuestion(tx, req.params.id, write, Date.now())));
  });
  router.delete('/questions/:id', async (req, res) => {
    await store.transaction((tx) => deleteQuestion(tx, req.params.id));
    res.status(204).end();
  });
  return router;
}
