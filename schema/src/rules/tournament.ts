/** Tournament rules shared by the gateway and the web (spec 1 §4; spec 2 §4, §5, §8, §9). */
import { ENDED_THRESHOLD_MS } from './constants';
import { effectiveSearch } from './validation';

export type TournamentListFilter = 'current' | 'old' | 'archived' | 'draft';
export const TOURNAMENT_MESSAGES = {
  createdAfterPublish: 'Created Tournament Successfully!',
  createdAsDraft:
    "Created Tournament Successfully! This tournament was created as a Draft. Once you've double checked it, click Publish below.",
  published: 'Published Tournament Successfully!',
  slugTaken: (slug: string) =>
    `Tournament slug ${slug} already exists: choose another slug, season or split.`,
  updated: (name: string) => `Saved update to ${name} Successfully!`,
  archived: (name: string) => `Archived Tournament ${name} Successfully!`,
  archiveNotFound: 'Cannot archive tournament, tournament not found',
  archiveAlreadyArchived: 'Cannot archive tournament, tournament is already archived',
  publicationStatusSet: 'Updated Publication Status Successfully!',
  copied: (slug: string, newSlug: string) =>
    `Successfully copied tournament: ${slug} and published tournament: ${newSlug} into a draft mode.`,
  copyFetchFailed: 'An error occurred fetching the tournament to copy',
  copyFailed: 'An error occurred copying the tournament',
  copyNeedsNewSlug: 'Copying a tournament requires a new slug',
  resultsUpdated: 'Updated setting results',
  gameWinnerCleared: 'Game Winner Cleared Successfully.',
  resultsError: (gameId: string, reason: string) =>
    `An error occurred attempting to update results for game ID: ${gameId}, reason=${reason}`,
  decided: 'Decision Point Saved Successfully!',
  finalized: 'Section Finalized Successfully!',
  manualStandingsSaved: 'Manual Standings Saved Successfully!',
  manualStandingsCleared: 'Manual Standings Cleared Successfully!',
  updateGameResultsError: 'An error occurred attempting to update game results',
  clearGameResultsError: 'An error occurred attempting to clear game results',
  standingsError: 'An error occurred attempting to fetch tournament standings',
  teamsAndVodsError: 'An error occurred attempting to fetch teams and vods',
  matchDetailsError: 'An error occurred attempting to fetch match details',
  streamTimelineError: 'An error occurred saving the tournament to stream timeline',
  // Not in the spec; worded like its other success toasts.
  savedToStreamTimeline: 'Saved Tournament to Stream Timeline Successfully!',
  teamColorsSwitched: 'Switched Team Colors Successfully!',
  switchColorsError: (reason: string) =>
    `An error occurred attempting to switch team colors, reason=${reason}`,
  teamsReplaced: 'Replaced Teams Successfully!',
  scheduleBlockCopied: 'Copied Schedule Block Successfully!',
  copyScheduleBlockError: (id: string) =>
    `An error occurred attempting to copy schedule block: ${id}`,
  emptyExport: 'Cannot export empty list of participants',
  // Issue #37's format templates; not in the spec, worded like its other success toasts.
  formatApplied: (stage: string, template: string, matches: number) =>
    `Added the stage ${stage} from the ${template} template: ${matches} matches.`,
  stageNameTaken: (stage: string) =>
    `This tournament already has a stage named ${stage}: choose another name.`,
  stageLimit: (max: number) => `A tournament holds at most ${max} stages.`,
} as const;

/** Ended (spec 1 §4): the end time is more than 14 days old, or the tournament is archived. */
export function isTournamentEnded(
  tournament: { status: string; endTime: string },
  now: Date = new Date(),
): boolean {
  if (tournament.status === 'archived') return true;
  return Date.parse(tournament.endTime) < now.getTime() - ENDED_THRESHOLD_MS;
}

/**
 * Which list a tournament belongs in (spec 3 §4): archived and draft by status, the others
 * current or old by the 14-day rule.
 */
export function tournamentListBucket(
  tournament: { status: string; endTime: string },
  now: Date = new Date(),
): TournamentListFilter {
  if (tournament.status === 'archived') return 'archived';
  if (tournament.status === 'draft') return 'draft';
  return isTournamentEnded(tournament, now) ? 'old' : 'current';
}

/** Case-insensitive match on slug or any localized name, applied only from 2 typed characters. */
export function matchesTournamentSearch(
  tournament: { name: { slug: string; localizations: Record<string, string> } },
  search: string | null | undefined,
): boolean {
  const term = effectiveSearch(search)?.toLowerCase();
  if (!term) return true;
  const names = [tournament.name.slug, ...Object.values(tournament.name.localizations)];
  return names.some((name) => name.toLowerCase().includes(term));
}

/**
 * Slug of a new tournament left empty (spec 2 §5): league slug, season slug (or the start year
 * when there is no season) and split slug, joined by underscores, hyphens turned to underscores.
 */
export function generatedTournamentSlug(parts: {
  leagueSlug: string;
  seasonSlug?: string | null;
  startTime: string;
  splitSlug?: string | null;
}): string {
  const season = parts.seasonSlug || String(new Date(parts.startTime).getUTCFullYear());
  return [parts.leagueSlug, season, parts.splitSlug]
    .filter((part): part is string => Boolean(part))
    .join('_')
    .replace(/-/g, '_')
    .toLowerCase();
}

/** A tournament is fully published when it, every stage and every section are published. */
export function isTournamentFullyPublished(tournament: {
  publicationStatus: string;
  stages?: readonly {
    publicationStatus: string;
    sections: readonly { publicationStatus: string }[];
  }[];
}): boolean {
  const published = (item: { publicationStatus: string }) => item.publicationStatus === 'published';
  return (
    published(tournament) &&
    (tournament.stages ?? []).every((stage) => published(stage) && stage.sections.every(published))
  );
}

/** The display name: en_US, else the slug. */
export function tournamentDisplayName(name: {
  slug: string;
  localizations: Record<string, string>;
}): string {
  return name.localizations.en_US || name.slug;
}

/** One swap of a replace-teams request: the team leaving and the team taking its place. */
export interface TeamReplacement {
  teamToBeReplaced: string;
  teamReplacement: string;
}

/** The spec is silent on replace-teams refusals; worded like its other field messages. */
export const REPLACE_TEAMS_MESSAGES = {
  none: 'Choose at least one team to replace',
  sameTeam: 'A team cannot be replaced by itself',
  notInTournament: 'This team is not in the tournament',
  alreadyInTournament: 'The replacement team is already in the tournament',
  replacedTwice: 'This team is already being replaced',
  usedTwice: 'This replacement team is already chosen for another team',
} as const;

/**
 * What is wrong with a replace-teams request, per replacement (`replacements.{i}.{field}`), given
 * every team id the tournament holds (seeding, standings, match slots); [] when it may be sent.
 */
export function replaceTeamsErrors(
  replacements: readonly TeamReplacement[],
  tournamentTeamIds: ReadonlySet<string>,
): { field: string; message: string }[] {
  if (replacements.length === 0)
    return [{ field: 'replacements', message: REPLACE_TEAMS_MESSAGES.none }];
  const errors: { field: string; message: string }[] = [];
  const replaced = new Set<string>();
  const chosen = new Set<string>();
  replacements.forEach(({ teamToBeReplaced, teamReplacement }, i) => {
    const at = (field: keyof TeamReplacement, message: string) =>
      errors.push({ field: `replacements.${i}.${field}`, message });
    if (!tournamentTeamIds.has(teamToBeReplaced)) {
      at('teamToBeReplaced', REPLACE_TEAMS_MESSAGES.notInTournament);
    } else if (replaced.has(teamToBeReplaced)) {
      at('teamToBeReplaced', REPLACE_TEAMS_MESSAGES.replacedTwice);
    }
    if (teamReplacement === teamToBeReplaced) {
      at('teamReplacement', REPLACE_TEAMS_MESSAGES.sameTeam);
    } else if (tournamentTeamIds.has(teamReplacement)) {
      at('teamReplacement', REPLACE_TEAMS_MESSAGES.alreadyInTournament);
    } else if (chosen.has(teamReplacement)) {
      at('teamReplacement', REPLACE_TEAMS_MESSAGES.usedTwice);
    }
    replaced.add(teamToBeReplaced);
    chosen.add(teamReplacement);
  });
  return errors;
}
