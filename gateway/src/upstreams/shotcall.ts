/** The shot-call service v1 (spec 3 §7 "Shot-call v1"): one client below `SHOTCALL_URL`. */
import type { SportCode } from '@esports-admin/schema/rules/sports';
import {
  SHOTCALL_BASE_PATH,
  type ShotcallAnswerDto,
  type ShotcallAnswerWriteDto,
  type ShotcallChoiceDto,
  type ShotcallPromptDto,
  type ShotcallPromptWriteDto,
  type ShotcallQuestionDto,
  type ShotcallQuestionWriteDto,
  type ShotcallRewardCriteriaDto,
  type ShotcallRewardCriteriaWriteDto,
  type ShotcallSessionDto,
  type ShotcallSessionWriteDto,
} from '@esports-admin/schema/upstream/shotcall';
import { defineUpstream, type UpstreamClient } from './upstream';

const segment = encodeURIComponent;

/** GET (list), GET {id} (null when unknown), POST, PUT {id} and DELETE {id} of one resource. */
function resource<Dto, Write>(client: UpstreamClient, name: string) {
  const base = `${SHOTCALL_BASE_PATH}/${name}`;
  return {
    get: (id: string) => client.get<Dto | null>(`${base}/${segment(id)}`, { notFoundAsNull: true }),
    create: (body: Write) => client.post<Dto>(base, { body }),
    update: (id: string, body: Write) => client.put<Dto>(`${base}/${segment(id)}`, { body }),
    remove: (id: string) => client.delete<null>(`${base}/${segment(id)}`),
  };
}

export function shotcallApi(client: UpstreamClient) {
  const prompts = `${SHOTCALL_BASE_PATH}/prompts`;
  const questions = resource<ShotcallQuestionDto, ShotcallQuestionWriteDto>(client, 'questions');
  const answers = resource<ShotcallAnswerDto, ShotcallAnswerWriteDto>(client, 'answers');
  const sessions = resource<ShotcallSessionDto, ShotcallSessionWriteDto>(client, 'sessions');
  return {
    questions: {
      ...questions,
      list: (sport?: SportCode) =>
        client.get<ShotcallQuestionDto[]>(`${SHOTCALL_BASE_PATH}/questions`, { query: { sport } }),
    },
    answers: {
      ...answers,
      list: (sport?: SportCode) =>
        client.get<ShotcallAnswerDto[]>(`${SHOTCALL_BASE_PATH}/answers`, { query: { sport } }),
    },
    sessions: {
      ...sessions,
      list: (sport?: SportCode) =>
        client.get<ShotcallSessionDto[]>(`${SHOTCALL_BASE_PATH}/sessions`, { query: { sport } }),
    },
    prompts: {
      ...resource<ShotcallPromptDto, ShotcallPromptWriteDto>(client, 'prompts'),
      list: (sessionId: string) =>
        client.get<ShotcallPromptDto[]>(prompts, { query: { sessionId } }),
      /** Opens the prompt to viewers: cannot be taken back, so the gateway sends it once. */
      trigger: (promptId: string) =>
        client.post<ShotcallPromptDto>(`${prompts}/trigger`, { body: { promptId } }),
      resolve: (promptId: string, choiceId: string) =>
        client.post<ShotcallPromptDto>(`${prompts}/resolve`, { body: { promptId, choiceId } }),
      /** The choices with the viewers' answers so far. */
      choices: (promptId: string) =>
        client.get<ShotcallChoiceDto[]>(`${prompts}/${segment(promptId)}/choices`),
    },
    rewardCriteria: {
      ...resource<ShotcallRewardCriteriaDto, ShotcallRewardCriteriaWriteDto>(
        client,
        'reward_criteria',
      ),
      listByTournament: (eldsTournamentId: string) =>
        client.get<ShotcallRewardCriteriaDto[]>(
          `${SHOTCALL_BASE_PATH}/reward_criteria/tournament/${segment(eldsTournamentId)}`,
        ),
    },
  };
}

export type ShotcallApi = ReturnType<typeof shotcallApi>;

export const shotcallUpstream = defineUpstream({
  name: 'shotcall',
  urlSetting: 'SHOTCALL_URL',
  create: shotcallApi,
});
