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
import { recordTable } from '../../record-table';
import type { SqlClient } from '../../store';

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

export const questions = recordTable<CrystalBallQuestionDto>(
  'pickem_cb_questions',
  'pickem_cb_question_ids',
  'Question',
  (question) => question.eldsTournamentId,
);
export const prompts = recordTable<StoredPrompt>(
  'pickem_cb_prompts',
  'pickem_cb_prompt_ids',
  'Prompt',
  (prompt) => prompt.eldsTournamentId,
);
export const choices = recordTable<CrystalBallChoiceDto>(
  'pickem_cb_choices',
  'pickem_cb_choice_ids',
  'Choice',
  (choice) => choice.promptId,
);
export const tiers = recordTable<CrystalBallChoiceTierDto>(
  'pickem_cb_tiers',
  'pickem_cb_tier_ids',
  'Choice tier',
  (tier) => tier.promptId,
);
export const answers = recordTable<CrystalBallAnswerDto>(
  'pickem_cb_answers',
  'pickem_cb_answer_ids',
  'Answer',
  (answer) => answer.promptId,
);

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
