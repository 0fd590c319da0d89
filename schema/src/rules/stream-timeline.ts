/**
 * Stream timeline tournament flags (spec 3 §3 "Stream-timeline tournament admin"), edited from
 * /timeline. The spec gives only the save messages (spec 2 §8); the field messages reuse the
 * shared ones.
 */
import type { StreamTimelineTournamentDto } from '../upstream/streamline';
import { MESSAGES, validateString, type RuleResult } from './validation';

export const STREAM_TIMELINE_MESSAGES = {
  saved: 'Saved Tournament to Stream Timeline Successfully!',
  failed: 'An error occurred saving the tournament to stream timeline',
  notOnTimeline: 'The tournament is not on the stream timeline',
  descriptionRequired: 'Description cannot be empty',
} as const;

export interface StreamTimelineDraft {
  description: string;
  startDate: string;
  endDate: string;
  droppable: boolean;
  rewardable: boolean;
}

export type StreamTimelineInputErrors = Partial<Record<keyof StreamTimelineDraft, string>>;

const validDate = (text: string): RuleResult =>
  Number.isNaN(Date.parse(text)) ? MESSAGES.fieldNotValid : null;

export function validateStreamTimelineDraft(draft: StreamTimelineDraft): StreamTimelineInputErrors {
  const errors: StreamTimelineInputErrors = {};
  const description = draft.description.trim();
  const descriptionError =
    description === ''
      ? STREAM_TIMELINE_MESSAGES.descriptionRequired
      : validateString('Description', description);
  if (descriptionError) errors.description = descriptionError;
  const start = validDate(draft.startDate);
  if (start) errors.startDate = start;
  const end = validDate(draft.endDate);
  if (end) errors.endDate = end;
  else if (!start && Date.parse(draft.endDate) < Date.parse(draft.startDate)) {
    errors.endDate = MESSAGES.dateAfter(new Date(draft.startDate).toISOString());
  }
  return errors;
}

/** The entry to POST for a tournament already on the timeline, changed as the draft says. */
export function streamTimelineEntryFrom(
  tournamentId: string,
  draft: StreamTimelineDraft,
): StreamTimelineTournamentDto {
  return {
    tournament_id: tournamentId,
    description: draft.description.trim(),
    start_date: new Date(draft.startDate).toISOString(),
    end_date: new Date(draft.endDate).toISOString(),
    droppable: draft.droppable,
    rewardable: draft.rewardable,
  };
}

const EDITABLE_ENTRY_FIELDS = [
  'description',
  'start_date',
  'end_date',
  'droppable',
  'rewardable',
] as const satisfies readonly (keyof StreamTimelineTournamentDto)[];

/**
 * The entry saving from the schedule writes: the tournament's dates, name and flags, except the
 * fields staff changed on /timeline (`editedFields`, the entry's field names), which keep the
 * value the entry has. A tournament not yet on the timeline takes everything from the tournament.
 */
export function streamTimelineEntryKeepingEdits(
  fromTournament: StreamTimelineTournamentDto,
  existing: StreamTimelineTournamentDto | null,
  editedFields: readonly string[],
): StreamTimelineTournamentDto {
  if (!existing) return fromTournament;
  const kept = EDITABLE_ENTRY_FIELDS.filter((field) => editedFields.includes(field));
  return {
    ...fromTournament,
    ...Object.fromEntries(kept.map((field) => [field, existing[field]])),
  };
}
