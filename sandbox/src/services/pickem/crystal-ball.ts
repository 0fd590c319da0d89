/**
 * crystal-ball-admin v2 (spec 3 §7 "Pick'em"): questions, prompts (draft → certified), choices,
 * choice tiers and answers, with the refusals of `schema/src/upstream/pickem.ts`.
 */
import type {
  CrystalBallAnswerDto,
  CrystalBallAnswerWriteDto,
  CrystalBallChoiceDto,
  CrystalBallChoiceTierDto,
  CrystalBallChoiceTierWriteDto,
  CrystalBallChoiceWriteDto,
  CrystalBallPromptDto,
  CrystalBallPromptWriteDto,
  CrystalBallQuestionDto,
} from '@esports-admin/schema/upstream/pickem';
import { conflict, invalid } from '../../errors';
import { Payload } from '../../payload';
import type { SqlClient } from '../../store';
import {
  answers,
  choices,
  pickPatternsOf,
  prompts,
  questions,
  tiers,
  type StoredPrompt,
} from './crystal-ball-store';
import { choiceKey, questionKey, removeLocalizations } from './crystal-ball-localizations';
import { bumped } from '../../record-table';

export type QuestionWrite = Pick<CrystalBallQuestionDto, 'eldsTournamentId' | 'text'>;

// ---- reading bodies ------------------------------------------------------------------------

export function readQuestionWrite(body: unknown): QuestionWrite {
  const fields = Payload.of(body);
  return {
    eldsTournamentId: fields.nonEmptyString('eldsTournamentId'),
    text: fields.nonEmptyString('text'),
  };
}

export function readPromptWrite(body: unknown): CrystalBallPromptWriteDto {
  const fields = Payload.of(body);
  return {
    eldsTournamentId: fields.nonEmptyString('eldsTournamentId'),
    questionId: fields.nonEmptyString('questionId'),
    locksAt: fields.dateTime('locksAt'),
    picksPerViewer: fields.integer('picksPerViewer', 1),
  };
}

export function readChoiceWrite(body: unknown): CrystalBallChoiceWriteDto {
  const fields = Payload.of(body);
  return {
    promptId: fields.nonEmptyString('promptId'),
    label: fields.nonEmptyString('label'),
    eldsTeamId: fields.nullableString('eldsTeamId') || null,
    eldsPlayerId: fields.nullableString('eldsPlayerId') || null,
    tierId: fields.nullableString('tierId') || null,
  };
}

export function readTierWrite(body: unknown): CrystalBallChoiceTierWriteDto {
  const fields = Payload.of(body);
  return {
    promptId: fields.nonEmptyString('promptId'),
    name: fields.nonEmptyString('name'),
    points: fields.integer('points', 0),
  };
}

export function readAnswerWrite(body: unknown): CrystalBallAnswerWriteDto {
  const fields = Payload.of(body);
  const choiceIds = fields.stringArray('choiceIds');
  if (choiceIds.length === 0) throw invalid('choiceIds must name at least one choice');
  if (new Set(choiceIds).size !== choiceIds.length) throw invalid('choiceIds lists a choice twice');
  return { promptId: fields.nonEmptyString('promptId'), choiceIds };
}

// ---- prompts with their choices ------------------------------------------------------------

async function withChoices(db: SqlClient, prompt: StoredPrompt): Promise<CrystalBallPromptDto> {
  return { ...prompt, choices: await choices.list(db, prompt.id) };
}

export async function findPrompt(db: SqlClient, id: string): Promise<CrystalBallPromptDto> {
  return withChoices(db, await prompts.find(db, id));
}

export async function listPrompts(
  db: SqlClient,
  eldsTournamentId: string,
): Promise<CrystalBallPromptDto[]> {
  const stored = await prompts.list(db, eldsTournamentId);
  return Promise.all(stored.map((prompt) => withChoices(db, prompt)));
}

/** The prompt a choice or tier belongs to, refused when certified; its updatedAt moves on. */
async function editablePrompt(db: SqlClient, promptId: string, now: number, what: string) {
  const prompt = await prompts.findOrNull(db, promptId);
  if (!prompt) throw invalid(`promptId: no prompt ${promptId}`);
  if (prompt.state === 'certified') {
    throw conflict(`Prompt ${promptId} is certified: its ${what} cannot change`);
  }
  await prompts.save(db, { ...prompt, updatedAt: bumped(prompt.updatedAt, now) });
  return prompt;
}

const refuseMove = (from: string, to: string, noun: string) => {
  if (from !== to) throw invalid(`promptId: a ${noun} stays in its prompt (${from})`);
};

async function pickedChoiceIds(db: SqlClient, promptId: string): Promise<Set<string>> {
  const patterns = await pickPatternsOf(db, promptId);
  return new Set(patterns.filter((p) => p.viewers > 0).flatMap((p) => p.choiceIds));
}

// ---- questions -----------------------------------------------------------------------------

export async function createQuestion(db: SqlClient, write: QuestionWrite, now: number) {
  const id = await questions.nextId(db);
  return questions.save(db, { id, ...write, localizationKey: questionKey(id), updatedAt: now });
}

export async function updateQuestion(db: SqlClient, id: string, write: QuestionWrite, now: number) {
  const question = await questions.find(db, id);
  if (write.eldsTournamentId !== question.eldsTournamentId) {
    throw invalid(
      `eldsTournamentId: a question stays in its tournament (${question.eldsTournamentId})`,
    );
  }
  return questions.save(db, {
    ...question,
    text: write.text,
    updatedAt: bumped(question.updatedAt, now),
  });
}

export async function deleteQuestion(db: SqlClient, id: string): Promise<void> {
  const question = await questions.find(db, id);
  const users = (await prompts.list(db, question.eldsTournamentId)).filter(
    (p) => p.questionId === id,
  );
  if (users.length > 0) {
    throw conflict(`Question ${id} is asked by prompt ${users.map((p) => p.id).join(', ')}`);
  }
  await removeLocalizations(db, [question.localizationKey]);
  await questions.remove(db, id);
}

// ---- prompts -------------------------------------------------------------------------------

async function refuseForeignQuestion(db: SqlClient, write: CrystalBallPromptWriteDto) {
  const question = await questions.findOrNull(db, write.questionId);
  if (!question) throw invalid(`questionId: no question ${write.questionId}`);
  if (question.eldsTournamentId !== write.eldsTournamentId) {
    throw invalid(`questionId: question ${write.questionId} is another tournament's`);
  }
}

export async function createPrompt(db: SqlClient, write: CrystalBallPromptWriteDto, now: number) {
  await refuseForeignQuestion(db, write);
  const id = await prompts.nextId(db);
  await prompts.save(db, { id, ...write, state: 'draft', updatedAt: now });
  return findPrompt(db, id);
}

/** A certified prompt keeps its question and picks per viewer; its locksAt can still move. */
export async function updatePrompt(
  db: SqlClient,
  id: string,
  write: CrystalBallPromptWriteDto,
  now: number,
) {
  const prompt = await prompts.find(db, id);
  if (write.eldsTournamentId !== prompt.eldsTournamentId) {
    throw invalid(
      `eldsTournamentId: a prompt stays in its tournament (${prompt.eldsTournamentId})`,
    );
  }
  await refuseForeignQuestion(db, write);
  const changesPicking =
    write.questionId !== prompt.questionId || write.picksPerViewer !== prompt.picksPerViewer;
  if (prompt.state === 'certified' && changesPicking) {
    throw conflict(`Prompt ${id} is certified: only its locksAt can change`);
  }
  await prompts.save(db, { ...prompt, ...write, updatedAt: bumped(prompt.updatedAt, now) });
  return findPrompt(db, id);
}

export async function deletePrompt(db: SqlClient, id: string): Promise<void> {
  await prompts.find(db, id);
  const patterns = await pickPatternsOf(db, id);
  if (patterns.some((p) => p.viewers > 0)) {
    throw conflict(`Prompt ${id} has viewers' picks and cannot be deleted`);
  }
  const own = await choices.list(db, id);
  await removeLocalizations(
    db,
    own.map((choice) => choiceKey(choice.id)),
  );
  for (const choice of own) await choices.remove(db, choice.id);
  for (const tier of await tiers.list(db, id)) await tiers.remove(db, tier.id);
  for (const answer of await answers.list(db, id)) await answers.remove(db, answer.id);
  await prompts.remove(db, id);
}

/** PUT certifyPrompts: every prompt certified, or none (the caller runs it in one transaction). */
export async function certifyPrompts(db: SqlClient, promptIds: readonly string[], now: number) {
  const found = [];
  for (const id of promptIds) found.push(await findPrompt(db, id));
  for (const prompt of found) {
    if (prompt.state !== 'draft') throw conflict(`Prompt ${prompt.id} is already ${prompt.state}`);
    if (prompt.choices.length < 2) {
      throw conflict(`Prompt ${prompt.id} needs at least two choices to be certified`);
    }
    const untiered = prompt.choices.filter((choice) => choice.tierId === null);
    if (untiered.length > 0) {
      throw conflict(
        `Prompt ${prompt.id} has choices without a tier: ${untiered.map((c) => c.id).join(', ')}`,
      );
    }
  }
  const certified = [];
  for (const { choices: own, ...prompt } of found) {
    const saved = {
      ...prompt,
      state: 'certified' as const,
      updatedAt: bumped(prompt.updatedAt, now),
    };
    await prompts.save(db, saved);
    certified.push({ ...saved, choices: own });
  }
  return certified;
}

export function readCertifyPrompts(body: unknown): string[] {
  const ids = Payload.of(body).stringArray('promptIds');
  if (ids.length === 0) throw invalid('promptIds must name at least one prompt');
  return [...new Set(ids)];
}

// ---- choices -------------------------------------------------------------------------------

async function refuseForeignTier(db: SqlClient, write: CrystalBallChoiceWriteDto) {
  if (write.tierId === null) return;
  const tier = await tiers.findOrNull(db, write.tierId);
  if (!tier || tier.promptId !== write.promptId) {
    throw invalid(`tierId: prompt ${write.promptId} has no tier ${write.tierId}`);
  }
}

export async function createChoice(db: SqlClient, write: CrystalBallChoiceWriteDto, now: number) {
  await editablePrompt(db, write.promptId, now, 'choices');
  await refuseForeignTier(db, write);
  return choices.save(db, { id: await choices.nextId(db), ...write, updatedAt: now });
}

export async function updateChoice(
  db: SqlClient,
  id: string,
  write: CrystalBallChoiceWriteDto,
  now: number,
): Promise<CrystalBallChoiceDto> {
  const choice = await choices.find(db, id);
  refuseMove(choice.promptId, write.promptId, 'choice');
  await editablePrompt(db, choice.promptId, now, 'choices');
  await refuseForeignTier(db, write);
  return choices.save(db, { ...choice, ...write, updatedAt: bumped(choice.updatedAt, now) });
}

export async function deleteChoice(db: SqlClient, id: string, now: number): Promise<void> {
  const choice = await choices.find(db, id);
  if ((await pickedChoiceIds(db, choice.promptId)).has(id)) {
    throw conflict(`Choice ${id} has viewers' picks and cannot be deleted`);
  }
  await editablePrompt(db, choice.promptId, now, 'choices');
  await removeLocalizations(db, [choiceKey(id)]);
  await choices.remove(db, id);
}

// ---- tiers ---------------------------------------------------------------------------------

export async function createTier(db: SqlClient, write: CrystalBallChoiceTierWriteDto, now: number) {
  await editablePrompt(db, write.promptId, now, 'tiers');
  return tiers.save(db, { id: await tiers.nextId(db), ...write, updatedAt: now });
}

export async function updateTier(
  db: SqlClient,
  id: string,
  write: CrystalBallChoiceTierWriteDto,
  now: number,
): Promise<CrystalBallChoiceTierDto> {
  const tier = await tiers.find(db, id);
  refuseMove(tier.promptId, write.promptId, 'tier');
  await editablePrompt(db, tier.promptId, now, 'tiers');
  return tiers.save(db, { ...tier, ...write, updatedAt: bumped(tier.updatedAt, now) });
}

/** The choices of a deleted tier are left without one (a draft prompt then needs new tiers). */
export async function deleteTier(db: SqlClient, id: string, now: number): Promise<void> {
  const tier = await tiers.find(db, id);
  const own = (await choices.list(db, tier.promptId)).filter((c) => c.tierId === id);
  const picked = await pickedChoiceIds(db, tier.promptId);
  if (own.some((choice) => picked.has(choice.id))) {
    throw conflict(`Tier ${id} is the tier of choices viewers picked and cannot be deleted`);
  }
  await editablePrompt(db, tier.promptId, now, 'tiers');
  for (const choice of own) {
    await choices.save(db, { ...choice, tierId: null, updatedAt: bumped(choice.updatedAt, now) });
  }
  await tiers.remove(db, id);
}

// ---- answers -------------------------------------------------------------------------------

async function refuseAnswerOf(db: SqlClient, write: CrystalBallAnswerWriteDto) {
  const prompt = await prompts.findOrNull(db, write.promptId);
  if (!prompt) throw invalid(`promptId: no prompt ${write.promptId}`);
  if (prompt.state !== 'certified') {
    throw conflict(`Prompt ${write.promptId} is a draft: certify it before answering it`);
  }
  const own = new Set((await choices.list(db, write.promptId)).map((c) => c.id));
  const foreign = write.choiceIds.filter((id) => !own.has(id));
  if (foreign.length > 0) {
    throw invalid(`choiceIds: not choices of prompt ${write.promptId}: ${foreign.join(', ')}`);
  }
}

export async function createAnswer(db: SqlClient, write: CrystalBallAnswerWriteDto, now: number) {
  await refuseAnswerOf(db, write);
  const [existing] = await answers.list(db, write.promptId);
  if (existing) {
    throw conflict(`Prompt ${write.promptId} already has answer ${existing.id}; update that one`);
  }
  return answers.save(db, { id: await answers.nextId(db), ...write, updatedAt: now });
}

export async function updateAnswer(
  db: SqlClient,
  id: string,
  write: CrystalBallAnswerWriteDto,
  now: number,
): Promise<CrystalBallAnswerDto> {
  const answer = await answers.find(db, id);
  refuseMove(answer.promptId, write.promptId, 'answer');
  await refuseAnswerOf(db, write);
  return answers.save(db, { ...answer, ...write, updatedAt: bumped(answer.updatedAt, now) });
}
