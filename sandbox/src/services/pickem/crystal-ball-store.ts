/**
 * Crystal ball tables: each resource kept whole as a JSON body by id, with the column it is listed
 * by (the tournament or the prompt). Viewers' picks are kept grouped as pick patterns: the choices
 * a set of viewers picked together, and how many viewers did.
 */
import type {
  CrystalBallAnswerDto,
  CrystalBallChoiceDto,
  CrystalBallChoiceTierDto,
  CrystalBallPromptDto,
  CrystalBallQuestionDto,
} from '@esports-admin/schema/upstream/pickem';
import { notFound } from '../../errors';
import { nextId, type SqlClient } from '../../store';

export const CRYSTAL_BALL_TABLES = `
  create table if not exists pickem_cb_questions (
    id text primary key, owner_id text not null, body json not null
  );
  create table if not exists pickem_cb_prompts (
    id text primary key, owner_id text not null, body json not null
  );
  create table if not exists pickem_cb_choices (
    id text primary key, owner_id text not null, body json not null
  );
  create table if not exists pickem_cb_tiers (
    id text primary key, owner_id text not null, body json not null
  );
  create table if not exists pickem_cb_answers (
    id text primary key, owner_id text not null unique, body json not null
  );
  create table if not exists pickem_cb_localizations (
    key text not null, locale text not null, text text not null,
    primary key (key, locale)
  );
  create table if not exists pickem_cb_pick_patterns (
    prompt_id text not null, choice_ids text[] not null, viewers integer not null
  );
  create index if not exists pickem_cb_pick_patterns_prompt on pickem_cb_pick_patterns (prompt_id);
  create sequence if not exists pickem_cb_question_ids start with 8100001;
  create sequence if not exists pickem_cb_prompt_ids start with 8200001;
  create sequence if not exists pickem_cb_choice_ids start with 8300001;
  create sequence if not exists pickem_cb_tier_ids start with 8400001;
  create sequence if not exists pickem_cb_answer_ids start with 8500001;
`;

/** A prompt as stored: its choices live in their own table. */
export type StoredPrompt = Omit<CrystalBallPromptDto, 'choices'>;

/** One resource table; `owner` is the tournament (questions, prompts) or the prompt (the rest). */
function resourceTable<Dto extends { id: string; updatedAt: number }>(
  table: string,
  sequence: string,
  noun: string,
  ownerOf: (record: Dto) => string,
) {
  const findOrNull = async (db: SqlClient, id: string): Promise<Dto | null> => {
    const [row] = await db.query<{ body: Dto }>(`select body from ${table} where id = $1`, [id]);
    return row?.body ?? null;
  };
  return {
    nextId: (db: SqlClient) => nextId(db, sequence),
    listBy: async (db: SqlClient, ownerId: string): Promise<Dto[]> => {
      const rows = await db.query<{ body: Dto }>(
        `select body from ${table} where owner_id = $1 order by id::bigint, id`,
        [ownerId],
      );
      return rows.map((row) => row.body);
    },
    findOrNull,
    find: async (db: SqlClient, id: string): Promise<Dto> => {
      const found = await findOrNull(db, id);
      if (!found) throw notFound(`${noun} ${id} not found`);
      return found;
    },
    save: async (db: SqlClient, record: Dto): Promise<Dto> => {
      await db.query(
        `insert into ${table} (id, owner_id, body) values ($1, $2, $3)
         on conflict (id) do update set owner_id = $2, body = $3`,
        [record.id, ownerOf(record), JSON.stringify(record)],
      );
      return record;
    },
    remove: async (db: SqlClient, id: string): Promise<void> => {
      await db.query(`delete from ${table} where id = $1`, [id]);
    },
  };
}

export const questions = resourceTable<CrystalBallQuestionDto>(
  'pickem_cb_questions',
  'pickem_cb_question_ids',
  'Question',
  (question) => question.eldsTournamentId,
);
export const prompts = resourceTable<StoredPrompt>(
  'pickem_cb_prompts',
  'pickem_cb_prompt_ids',
  'Prompt',
  (prompt) => prompt.eldsTournamentId,
);
export const choices = resourceTable<CrystalBallChoiceDto>(
  'pickem_cb_choices',
  'pickem_cb_choice_ids',
  'Choice',
  (choice) => choice.promptId,
);
export const tiers = resourceTable<CrystalBallChoiceTierDto>(
  'pickem_cb_tiers',
  'pickem_cb_tier_ids',
  'Choice tier',
  (tier) => tier.promptId,
);
export const answers = resourceTable<CrystalBallAnswerDto>(
  'pickem_cb_answers',
  'pickem_cb_answer_ids',
  'Answer',
  (answer) => answer.promptId,
);

/** `updatedAt` moves forward on every change, even two in the same millisecond. */
export const bumped = (previous: number, now: number) => Math.max(now, previous + 1);

export interface PickPattern {
  choiceIds: string[];
  viewers: number;
}

export async function pickPatternsOf(db: SqlClient, promptId: string): Promise<PickPattern[]> {
  const rows = await db.query<{ choice_ids: string[]; viewers: number }>(
    'select choice_ids, viewers from pickem_cb_pick_patterns where prompt_id = $1',
    [promptId],
  );
  return rows.map((row) => ({ choiceIds: row.choice_ids, viewers: row.viewers }));
}

/** Stores what viewers picked in a prompt (fixtures: the sandbox has no viewer-facing calls). */
export async function savePickPatterns(
  db: SqlClient,
  promptId: string,
  patterns: readonly PickPattern[],
): Promise<void> {
  await db.query('delete from pickem_cb_pick_patterns where prompt_id = $1', [promptId]);
  for (const pattern of patterns) {
    await db.query(
      'insert into pickem_cb_pick_patterns (prompt_id, choice_ids, viewers) values ($1, $2, $3)',
      [promptId, pattern.choiceIds, pattern.viewers],
    );
  }
}
