/**
 * The shot-call service v1 (spec 3 §1, §3 "Shot-call", §7 "Shot-call v1") as the gateway calls it
 * and the sandbox serves it (`SHOTCALL_URL`, every path below `SHOTCALL_BASE_PATH`). Resources:
 * questions, answers, prompts (plus POST prompts/trigger, POST prompts/resolve and GET
 * prompts/{id}/choices), sessions, reward_criteria (plus GET reward_criteria/tournament/{id});
 * each answers GET (list), GET {id}, POST (create), PUT {id} (update) and DELETE {id}.
 * Times are ISO 8601 in UTC; `updatedAt` is epoch milliseconds, bumped by every change. A refusal
 * answers 4xx with `{ message, errorCode }`: 400 bad input, 404 unknown id, 409 a state that does
 * not allow the change.
 */
import type { SportCode } from '../rules/sports';

export const SHOTCALL_BASE_PATH = '/shotcall/v1';

export interface ShotcallErrorDto {
  message: string;
  errorCode: string;
}

/** A possible answer in the bank ("Yes", "Attackers", "Over 12.5 rounds"), reused by questions. */
export interface ShotcallAnswerDto {
  id: string;
  sport: SportCode;
  text: string;
  updatedAt: number;
}

export type ShotcallAnswerWriteDto = Pick<ShotcallAnswerDto, 'sport' | 'text'>;

/**
 * A question in the bank with the answers viewers choose from (2–6, of the question's sport).
 * GET questions?sport=val lists one sport's. Deleting a question a prompt uses, or an answer a
 * question uses, is refused (409).
 */
export interface ShotcallQuestionDto {
  id: string;
  sport: SportCode;
  text: string;
  answerIds: string[];
  /** How long a prompt made from it stays open once triggered, 10–300 seconds. */
  windowSeconds: number;
  updatedAt: number;
}

export type ShotcallQuestionWriteDto = Pick<
  ShotcallQuestionDto,
  'sport' | 'text' | 'answerIds' | 'windowSeconds'
>;

/**
 * scheduled → live → ended, by PUT {id} with the next state (no way back: 409). A session is
 * tied to a data-service match and the broadcast that shows it; prompts trigger only while live.
 */
export const SHOTCALL_SESSION_STATES = ['scheduled', 'live', 'ended'] as const;
export type ShotcallSessionStateDto = (typeof SHOTCALL_SESSION_STATES)[number];

export interface ShotcallSessionDto {
  id: string;
  name: string;
  sport: SportCode;
  eldsTournamentId: string;
  eldsMatchId: string;
  /** The schedule's broadcast that shows the match; null when none is known. */
  broadcastId: string | null;
  state: ShotcallSessionStateDto;
  scheduledStart: string;
  startedAt: string | null;
  endedAt: string | null;
  updatedAt: number;
}

/** GET sessions?sport=val lists one sport's; POST sessions; PUT {id} also takes `state` (the next one only). */
export interface ShotcallSessionWriteDto {
  name: string;
  eldsTournamentId: string;
  eldsMatchId: string;
  broadcastId: string | null;
  scheduledStart: string;
  state?: ShotcallSessionStateDto;
}

/**
 * draft (made from a question) → open (triggered: viewers answer until closesAt) → closed (the
 * window has passed; read as closed from then on) → resolved (the correct choice set). Resolve is
 * taken while open (closing it early) or closed; before the trigger, or a second time, it is 409.
 * Triggering a prompt that is not draft, or one whose session is not live, is 409. Only a draft
 * is updated or deleted.
 */
export const SHOTCALL_PROMPT_STATES = ['draft', 'open', 'closed', 'resolved'] as const;
export type ShotcallPromptStateDto = (typeof SHOTCALL_PROMPT_STATES)[number];

export interface ShotcallChoiceDto {
  id: string;
  promptId: string;
  answerId: string;
  text: string;
  /** Viewers who chose it so far (grows while the prompt is open). */
  viewers: number;
}

export interface ShotcallPromptDto {
  id: string;
  sessionId: string;
  questionId: string;
  /** The question's text when the prompt was made. */
  text: string;
  /** Its place in the session's running order, from 1. */
  position: number;
  state: ShotcallPromptStateDto;
  windowSeconds: number;
  openedAt: string | null;
  closesAt: string | null;
  resolvedAt: string | null;
  correctChoiceId: string | null;
  choices: ShotcallChoiceDto[];
  updatedAt: number;
}

/**
 * GET prompts?sessionId= lists a session's by position; POST prompts (the choices are copied from
 * the question's answers, 409 on an ended session); PUT {id} on a draft.
 */
export interface ShotcallPromptWriteDto {
  sessionId: string;
  questionId: string;
  position: number;
  windowSeconds: number;
}

/** POST prompts/trigger: answers the prompt, open. */
export interface ShotcallTriggerDto {
  promptId: string;
}

/** POST prompts/resolve: answers the prompt, resolved. 400 when the choice is not the prompt's. */
export interface ShotcallResolveDto {
  promptId: string;
  choiceId: string;
}

/** What viewers who answer right often enough in a tournament's sessions receive. */
export interface ShotcallRewardCriteriaDto {
  id: string;
  eldsTournamentId: string;
  name: string;
  /** Correct answers needed, at least 1. */
  minimumCorrect: number;
  /** The drops inventory item given; null for points only. */
  inventoryItemId: string | null;
  updatedAt: number;
}

export type ShotcallRewardCriteriaWriteDto = Pick<
  ShotcallRewardCriteriaDto,
  'eldsTournamentId' | 'name' | 'minimumCorrect' | 'inventoryItemId'
>;
