/** The OpenAPI description of the shot-call service: every route of service.ts, with its schemas. */
import {
  SHOTCALL_ANSWERS_PER_QUESTION,
  SHOTCALL_QUESTION_TEXT_MAX,
  SHOTCALL_WINDOW_SECONDS,
} from '@esports-admin/schema/rules/shotcall';
import {
  SHOTCALL_PROMPT_STATES,
  SHOTCALL_SESSION_STATES,
  type ShotcallAnswerDto,
  type ShotcallAnswerWriteDto,
  type ShotcallChoiceDto,
  type ShotcallPromptDto,
  type ShotcallPromptWriteDto,
  type ShotcallQuestionDto,
  type ShotcallQuestionWriteDto,
  type ShotcallResolveDto,
  type ShotcallRewardCriteriaDto,
  type ShotcallRewardCriteriaWriteDto,
  type ShotcallSessionDto,
  type ShotcallSessionWriteDto,
  type ShotcallTriggerDto,
} from '@esports-admin/schema/upstream/shotcall';
import { del, get, post, put, type ServiceDescription } from '../../openapi/document';
import { NO_CONTENT, sportQuery, textQuery } from '../../openapi/parameters';
import {
  arrayOf,
  dateTime,
  dto,
  enumOf,
  integer,
  nullable,
  ref,
  sport,
  string,
} from '../../openapi/schema';

const updatedAt = { ...integer, description: 'Epoch milliseconds, bumped by every change' };
const windowSeconds = {
  ...integer,
  minimum: SHOTCALL_WINDOW_SECONDS.min,
  maximum: SHOTCALL_WINDOW_SECONDS.max,
  description: 'How long a triggered prompt stays open',
};
const answerIds = {
  ...arrayOf(string()),
  minItems: SHOTCALL_ANSWERS_PER_QUESTION.min,
  maxItems: SHOTCALL_ANSWERS_PER_QUESTION.max,
  description: 'Distinct answers of the question’s sport, in the order viewers see them',
};
const questionText = { ...string(), maxLength: SHOTCALL_QUESTION_TEXT_MAX };
const sessionState = {
  ...enumOf(SHOTCALL_SESSION_STATES),
  description: 'scheduled → live → ended; PUT with the next state only (409 otherwise)',
};
const promptState = {
  ...enumOf(SHOTCALL_PROMPT_STATES),
  description:
    'draft → open (trigger, while the session is live) → closed (once closesAt has passed) → resolved',
};

const shotcallSchemas = {
  ShotcallAnswer: dto<ShotcallAnswerDto>({ id: string(), sport, text: string(), updatedAt }),
  ShotcallAnswerWrite: dto<ShotcallAnswerWriteDto>({ sport, text: string() }),
  ShotcallQuestion: dto<ShotcallQuestionDto>({
    id: string(),
    sport,
    text: questionText,
    answerIds,
    windowSeconds,
    updatedAt,
  }),
  ShotcallQuestionWrite: dto<ShotcallQuestionWriteDto>({
    sport,
    text: questionText,
    answerIds,
    windowSeconds,
  }),
  ShotcallSession: dto<ShotcallSessionDto>({
    id: string(),
    name: string(),
    sport: { ...sport, description: 'Its tournament’s sport' },
    eldsTournamentId: string(),
    eldsMatchId: string('A match of the tournament'),
    broadcastId: nullable(string('The schedule’s broadcast showing the match')),
    state: sessionState,
    scheduledStart: dateTime,
    startedAt: nullable(dateTime),
    endedAt: nullable(dateTime),
    updatedAt,
  }),
  ShotcallSessionWrite: dto<ShotcallSessionWriteDto>(
    {
      name: string(),
      eldsTournamentId: string(),
      eldsMatchId: string('A match of the tournament'),
      broadcastId: nullable(string('A broadcast showing the match')),
      scheduledStart: dateTime,
      state: { ...sessionState, description: 'PUT only: the next state' },
    },
    ['state'],
  ),
  ShotcallChoice: dto<ShotcallChoiceDto>({
    id: string(),
    promptId: string(),
    answerId: string(),
    text: string(),
    viewers: { ...integer, description: 'Viewers who chose it so far; grows while open' },
  }),
  ShotcallPrompt: dto<ShotcallPromptDto>({
    id: string(),
    sessionId: string(),
    questionId: string(),
    text: string('The question’s text when the prompt was made'),
    position: { ...integer, minimum: 1 },
    state: promptState,
    windowSeconds,
    openedAt: nullable(dateTime),
    closesAt: nullable(dateTime),
    resolvedAt: nullable(dateTime),
    correctChoiceId: nullable(string()),
    choices: arrayOf(ref('ShotcallChoice')),
    updatedAt,
  }),
  ShotcallPromptWrite: dto<ShotcallPromptWriteDto>({
    sessionId: string('A session not ended; PUT keeps the prompt’s'),
    questionId: string('A question of the session’s sport'),
    position: { ...integer, minimum: 1 },
    windowSeconds,
  }),
  ShotcallTrigger: dto<ShotcallTriggerDto>({ promptId: string() }),
  ShotcallResolve: dto<ShotcallResolveDto>({
    promptId: string(),
    choiceId: string('One of the prompt’s choices'),
  }),
  ShotcallRewardCriteria: dto<ShotcallRewardCriteriaDto>({
    id: string(),
    eldsTournamentId: string(),
    name: string(),
    minimumCorrect: { ...integer, minimum: 1 },
    inventoryItemId: nullable(string('Null for points only')),
    updatedAt,
  }),
  ShotcallRewardCriteriaWrite: dto<ShotcallRewardCriteriaWriteDto>({
    eldsTournamentId: string('A data-service tournament; PUT keeps the criteria’s'),
    name: string(),
    minimumCorrect: { ...integer, minimum: 1 },
    inventoryItemId: nullable(string('Null for points only')),
  }),
};

type SchemaName = keyof typeof shotcallSchemas;

const one = (name: SchemaName, description: string) => ({ description, schema: ref(name) });
const created = (name: SchemaName, description: string) => ({
  status: 201,
  ...one(name, description),
});
const list = (name: SchemaName, description: string) => ({
  description,
  schema: arrayOf(ref(name)),
});

/** GET {id}, POST, PUT {id} and DELETE {id} of one resource, its list described by the caller. */
function editable(path: string, aNoun: string, name: SchemaName, refusals: string) {
  const noun = aNoun.replace(/^(a|an) /, '');
  const id = `${path}/{id}`;
  const Noun = noun.replace(/(^|\s)\w/g, (letter) => letter.toUpperCase()).replace(/\s/g, '');
  const write = ref(`${name}Write`);
  return [
    get(id, `getShotcall${Noun}`, `One ${noun}`, { response: one(name, `The ${noun}`) }),
    post(path, `createShotcall${Noun}`, `Create ${aNoun}`, {
      body: write,
      response: created(name, `The created ${noun}`),
    }),
    put(id, `updateShotcall${Noun}`, `Update ${aNoun}`, {
      body: write,
      response: one(name, `The ${noun}`),
    }),
    del(id, `deleteShotcall${Noun}`, `Delete ${aNoun} (${refusals})`, { response: NO_CONTENT }),
  ];
}

export const shotcallOpenApi: ServiceDescription = {
  title: 'Shot-call service (shotcall v1)',
  description:
    'The question bank, sessions on data-service matches, prompts fired at viewers during a live match and reward criteria (spec 3 §7 "Shot-call v1"). A refusal answers 400 for bad input, 404 for an unknown id and 409 for a state that does not allow the change.',
  schemas: shotcallSchemas,
  operations: [
    get('/answers', 'listShotcallAnswers', 'The answer bank', {
      query: [sportQuery],
      response: list('ShotcallAnswer', 'The answers, of one sport when asked'),
    }),
    ...editable('/answers', 'an answer', 'ShotcallAnswer', '409 while a question offers it'),
    get('/questions', 'listShotcallQuestions', 'The question bank', {
      query: [sportQuery],
      response: list('ShotcallQuestion', 'The questions, of one sport when asked'),
    }),
    ...editable('/questions', 'a question', 'ShotcallQuestion', '409 while a prompt uses it'),
    get('/sessions', 'listShotcallSessions', 'The sessions', {
      query: [sportQuery],
      response: list('ShotcallSession', 'The sessions, of one sport when asked'),
    }),
    ...editable('/sessions', 'a session', 'ShotcallSession', 'scheduled only, with its prompts'),
    get('/prompts', 'listShotcallPrompts', 'A session’s prompts', {
      query: [textQuery('sessionId', 'The session; every prompt without it')],
      response: list('ShotcallPrompt', 'The prompts by position, viewers as of now'),
    }),
    ...editable('/prompts', 'a prompt', 'ShotcallPrompt', 'a draft only'),
    get('/prompts/{id}/choices', 'listShotcallChoices', 'A prompt’s choices', {
      response: list('ShotcallChoice', 'The choices with the viewers who chose each so far'),
    }),
    post('/prompts/trigger', 'triggerShotcallPrompt', 'Open a draft to viewers', {
      body: ref('ShotcallTrigger'),
      response: one('ShotcallPrompt', 'The prompt, open until closesAt'),
    }),
    post('/prompts/resolve', 'resolveShotcallPrompt', 'Set an open or closed prompt’s answer', {
      body: ref('ShotcallResolve'),
      response: one('ShotcallPrompt', 'The prompt, resolved'),
    }),
    get('/reward_criteria', 'listShotcallRewardCriteria', 'Every reward criteria', {
      response: list('ShotcallRewardCriteria', 'The reward criteria'),
    }),
    get(
      '/reward_criteria/tournament/{id}',
      'listShotcallTournamentRewardCriteria',
      'A tournament’s reward criteria',
      { response: list('ShotcallRewardCriteria', 'The tournament’s reward criteria') },
    ),
    ...editable('/reward_criteria', 'reward criteria', 'ShotcallRewardCriteria', 'any time'),
  ],
};
