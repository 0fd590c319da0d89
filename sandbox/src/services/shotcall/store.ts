/**
 * Shot-call tables: each resource kept whole as a JSON body by id, with the column it is listed by
 * (the sport for the bank and the sessions, the session for prompts, the tournament for reward
 * criteria). A prompt is stored without its viewers: they are simulated when it is read.
 */
import type {
  ShotcallAnswerDto,
  ShotcallChoiceDto,
  ShotcallPromptDto,
  ShotcallQuestionDto,
  ShotcallRewardCriteriaDto,
  ShotcallSessionDto,
} from '@esports-admin/schema/upstream/shotcall';
import { invalid, UpstreamError } from '../../errors';
import { recordTable } from '../../record-table';
import { nextId, type SqlClient } from '../../store';

export const SHOTCALL_TABLES = `
  create table if not exists shotcall_answers (
    id text primary key, owner_id text not null, body json not null
  );
  create table if not exists shotcall_questions (
    id text primary key, owner_id text not null, body json not null
  );
  create table if not exists shotcall_sessions (
    id text primary key, owner_id text not null, body json not null
  );
  create table if not exists shotcall_prompts (
    id text primary key, owner_id text not null, body json not null
  );
  create table if not exists shotcall_reward_criteria (
    id text primary key, owner_id text not null, body json not null
  );
  create sequence if not exists shotcall_answer_ids start with 9100001;
  create sequence if not exists shotcall_question_ids start with 9200001;
  create sequence if not exists shotcall_session_ids start with 9300001;
  create sequence if not exists shotcall_prompt_ids start with 9400001;
  create sequence if not exists shotcall_choice_ids start with 9500001;
  create sequence if not exists shotcall_reward_criteria_ids start with 9600001;
`;

/** A choice as stored: how many viewers chose it is simulated on read. */
export type StoredChoice = Omit<ShotcallChoiceDto, 'viewers'>;
/** A prompt as stored: an open prompt stays `open` once its window passes; it reads closed. */
export type StoredPrompt = Omit<ShotcallPromptDto, 'choices'> & { choices: StoredChoice[] };

export const answers = recordTable<ShotcallAnswerDto>(
  'shotcall_answers',
  'shotcall_answer_ids',
  'Answer',
  (answer) => answer.sport,
);
export const questions = recordTable<ShotcallQuestionDto>(
  'shotcall_questions',
  'shotcall_question_ids',
  'Question',
  (question) => question.sport,
);
export const sessions = recordTable<ShotcallSessionDto>(
  'shotcall_sessions',
  'shotcall_session_ids',
  'Session',
  (session) => session.sport,
);
export const prompts = recordTable<StoredPrompt>(
  'shotcall_prompts',
  'shotcall_prompt_ids',
  'Prompt',
  (prompt) => prompt.sessionId,
);
export const rewardCriteria = recordTable<ShotcallRewardCriteriaDto>(
  'shotcall_reward_criteria',
  'shotcall_reward_criteria_ids',
  'Reward criteria',
  (criteria) => criteria.eldsTournamentId,
);

export const nextChoiceId = (db: SqlClient) => nextId(db, 'shotcall_choice_ids');

/**
 * A record a body names (`questionId`, `answerIds[1]` …): an unknown id is the caller's input,
 * 400 naming the field, not a 404 of the resource called.
 */
export async function referenced<T>(path: string, read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof UpstreamError && error.httpStatus === 404) {
      throw invalid(`${path}: ${error.message}`);
    }
    throw error;
  }
}
