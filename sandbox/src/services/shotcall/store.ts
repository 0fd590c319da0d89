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
import { invalid, notFound, UpstreamError } from '../../errors';
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

/** One resource table; `ownerOf` names the column it is listed by. */
function resourceTable<Dto extends { id: string }>(
  table: string,
  sequence: string,
  noun: string,
  ownerOf: (record: Dto) => string,
) {
  const findOrNull = async (db: SqlClient, id: string, forUpdate = false): Promise<Dto | null> => {
    // A state change reads and writes back the whole record: concurrent ones queue.
    const [row] = await db.query<{ body: Dto }>(
      `select body from ${table} where id = $1${forUpdate ? ' for update' : ''}`,
      [id],
    );
    return row?.body ?? null;
  };
  return {
    nextId: (db: SqlClient) => nextId(db, sequence),
    /** Every record, or one owner's, by id. */
    list: async (db: SqlClient, ownerId?: string): Promise<Dto[]> => {
      const rows = await db.query<{ body: Dto }>(
        `select body from ${table} ${ownerId === undefined ? '' : 'where owner_id = $1'}
         order by id::bigint, id`,
        ownerId === undefined ? [] : [ownerId],
      );
      return rows.map((row) => row.body);
    },
    findOrNull,
    find: async (db: SqlClient, id: string, forUpdate = false): Promise<Dto> => {
      const found = await findOrNull(db, id, forUpdate);
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

export const answers = resourceTable<ShotcallAnswerDto>(
  'shotcall_answers',
  'shotcall_answer_ids',
  'Answer',
  (answer) => answer.sport,
);
export const questions = resourceTable<ShotcallQuestionDto>(
  'shotcall_questions',
  'shotcall_question_ids',
  'Question',
  (question) => question.sport,
);
export const sessions = resourceTable<ShotcallSessionDto>(
  'shotcall_sessions',
  'shotcall_session_ids',
  'Session',
  (session) => session.sport,
);
export const prompts = resourceTable<StoredPrompt>(
  'shotcall_prompts',
  'shotcall_prompt_ids',
  'Prompt',
  (prompt) => prompt.sessionId,
);
export const rewardCriteria = resourceTable<ShotcallRewardCriteriaDto>(
  'shotcall_reward_criteria',
  'shotcall_reward_criteria_ids',
  'Reward criteria',
  (criteria) => criteria.eldsTournamentId,
);

export const nextChoiceId = (db: SqlClient) => nextId(db, 'shotcall_choice_ids');

/** `updatedAt` moves forward on every change, even two in the same millisecond. */
export const bumped = (previous: number, now: number) => Math.max(now, previous + 1);

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
