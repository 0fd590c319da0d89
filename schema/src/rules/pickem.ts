/**
 * Pick'em leagues, tournaments, pick blocks and celebrities (spec 3 §3, §4 "Pick'em"): the §4
 * store rule, the messages, and the validation of the generated input types in their own shape,
 * shared by the gateway and the web's forms.
 */
import { validateImageUrl } from './image';
import { validateRequired, validateString, type RuleResult } from './validation';

/** The spec 3 §4 store rule's verdicts, as staff read them in the leagues list. */
export const PICKEM_OFFER_REASONS = {
  offered: 'Offered: published, with an active tournament.',
  noActiveTournament: 'Not offered: the league has no active tournament, so the store removes it.',
  unpublished: 'Not offered: the league is not published, so the store removes it.',
} as const;

export interface PickemLeagueOffer {
  offered: boolean;
  reason: string;
}

/**
 * Spec 3 §4: the pick'em store keeps a league only while it has an active tournament, and only a
 * published one; an unpublished league is removed. The one place the rule is applied.
 */
export function pickemLeagueOffer(league: {
  published: boolean;
  activeEldsTournamentId: string | null | undefined;
}): PickemLeagueOffer {
  if (!league.activeEldsTournamentId) {
    return { offered: false, reason: PICKEM_OFFER_REASONS.noActiveTournament };
  }
  if (!league.published) return { offered: false, reason: PICKEM_OFFER_REASONS.unpublished };
  return { offered: true, reason: PICKEM_OFFER_REASONS.offered };
}

export const PICKEM_MESSAGES = {
  leagueSaved: "Pick'em league saved.",
  tournamentSaved: "Pick'em tournament saved.",
  blockCreated: 'Pick block created.',
  blockSaved: 'Pick block saved.',
  blockDeleted: 'Pick block deleted.',
  blockReopened: 'Pick block reopened: viewers can pick again.',
  blockForced: (state: string) => `Pick block forced to ${state}.`,
  celebritiesSaved: 'Celebrities saved.',
  noMatches: 'Add at least one match.',
  duplicateMatch: 'This match is already in the block.',
  locksAfterOpens: 'Lock time must be after the open time.',
  invalidTime: 'Enter a valid date and time.',
  duplicatePick: 'This match is already picked in this row.',
  reopenOff: 'Reopening pick blocks is off in this environment.',
  notActiveTournament: "Pick'em publishes only a league's active tournament: make it one first.",
  reopenNotLocked: (state: string) =>
    `Only a locked pick block can be reopened; this one is ${state}.`,
  forceReasonRequired: 'Say why the block is forced into a state (kept in the audit journal).',
  sameState: (state: string) => `The pick block is already ${state}.`,
} as const;

/** Names and titles: required, then the spec 1 §5 generic string rule (fewer than 100). */
const required = (label: string, value: string): RuleResult =>
  validateRequired(value) ?? validateString(label, value.trim());

const timeOf = (value: string) => {
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
};

/** A pick block as PickBlockInput holds it. */
export interface PickBlockDraft {
  name: string;
  eldsMatchIds: readonly string[];
  opensAt: string;
  locksAt: string;
}

/** Errors keyed by PickBlockInput's paths: name, eldsMatchIds(.i), opensAt, locksAt. */
export function validatePickBlockDraft(draft: PickBlockDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (field: string, result: RuleResult | undefined) => {
    if (result) errors[field] = result;
  };
  put('name', required('Name', draft.name));
  if (draft.eldsMatchIds.length === 0) put('eldsMatchIds', PICKEM_MESSAGES.noMatches);
  draft.eldsMatchIds.forEach((id, i) => {
    if (draft.eldsMatchIds.indexOf(id) !== i)
      put(`eldsMatchIds.${i}`, PICKEM_MESSAGES.duplicateMatch);
  });
  const opens = timeOf(draft.opensAt);
  const locks = timeOf(draft.locksAt);
  if (opens === null) put('opensAt', PICKEM_MESSAGES.invalidTime);
  if (locks === null) put('locksAt', PICKEM_MESSAGES.invalidTime);
  else if (opens !== null && locks <= opens) put('locksAt', PICKEM_MESSAGES.locksAfterOpens);
  return errors;
}

/** A celebrity row as CelebrityInput holds it. */
export interface CelebrityDraft {
  name: string;
  title: string;
  imageUrl: string;
  picks: readonly { eldsMatchId: string; eldsTeamId: string }[];
}

/** One row's errors keyed by CelebrityInput's paths: name, title, imageUrl, picks.i.eldsMatchId. */
export function validateCelebrityDraft(draft: CelebrityDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (field: string, result: RuleResult | undefined) => {
    if (result) errors[field] = result;
  };
  put('name', required('Name', draft.name));
  put('title', required('Title', draft.title));
  put('imageUrl', validateRequired(draft.imageUrl) ?? validateImageUrl(draft.imageUrl));
  draft.picks.forEach((pick, i) => {
    const first = draft.picks.findIndex((other) => other.eldsMatchId === pick.eldsMatchId);
    put(
      `picks.${i}.eldsMatchId`,
      validateRequired(pick.eldsMatchId) ?? (first === i ? null : PICKEM_MESSAGES.duplicatePick),
    );
    put(`picks.${i}.eldsTeamId`, validateRequired(pick.eldsTeamId));
  });
  return errors;
}

/** A celebrity problem as the validate call answers it: the row, its field and the message. */
export interface CelebrityRowProblem {
  index: number;
  field: string;
  message: string;
}

/** Every row's problems under the shared rules, by row then field. */
export function celebrityBatchProblems(rows: readonly CelebrityDraft[]): CelebrityRowProblem[] {
  return rows.flatMap((row, index) =>
    Object.entries(validateCelebrityDraft(row)).map(([field, message]) => ({
      index,
      field,
      message,
    })),
  );
}

/** The batch's problems keyed by the mutation's paths (`celebrities.0.name`), for the form. */
export function validateCelebrityBatch(rows: readonly CelebrityDraft[]): Record<string, string> {
  return celebrityProblemErrors(celebrityBatchProblems(rows));
}

export function celebrityProblemErrors(
  problems: readonly CelebrityRowProblem[],
): Record<string, string> {
  return Object.fromEntries(
    problems.map((problem) => [`celebrities.${problem.index}.${problem.field}`, problem.message]),
  );
}

/** The load-test force call: a reason is required (it is journaled), at most the audit's length. */
export function validateForceReason(reason: string | null | undefined): RuleResult {
  return reason && reason.trim() ? null : PICKEM_MESSAGES.forceReasonRequired;
}
