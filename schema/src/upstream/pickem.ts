/**
 * The pick'em service (spec 3 §3 "Pick'em", §4, §7 "Pick'em") as the gateway calls it and the
 * sandbox serves it. One service (`PICKEM_URL`), every family under its own base path below
 * `/pickem`. Times are ISO 8601 strings in UTC; `updatedAt` is epoch milliseconds, bumped by every
 * change of the record. Ids are strings. A refusal answers 4xx with `{ message, errorCode }`
 * (`PickemErrorDto`): 400 bad input, 404 unknown id, 409 a state that does not allow the change.
 */

import type { SectionDto } from './elds-tournaments';

export const PICKEM_ROOT = '/pickem';
export const PICKEM_ADMIN_BASE_PATH = '/pickem/v1/admin';
export const PICK_BLOCKS_BASE_PATH = '/pickem/pick-blocks-admin/v1';
export const CELEBRITY_BASE_PATH = '/pickem/celebrity-admin/v1';
export const CRYSTAL_BALL_ADMIN_BASE_PATH = '/pickem/crystal-ball-admin/v2';
export const CRYSTAL_BALL_PICKS_BASE_PATH = '/pickem/crystal-ball-picks/v2';
export const PICKEM_REWARDS_BASE_PATH = '/pickem/rewards-admin/v1';
export const SCORING_CONFIG_BASE_PATH = '/pickem/scoring-config-admin/v1';
export const PICKEM_LIFECYCLE_BASE_PATH = '/pickem/lifecycle/v1';

export interface PickemErrorDto {
  message: string;
  errorCode: string;
}

// ---------------------------------------------------------------------------------------------
// Admin v1: GET leagues; PUT leagues/{eldsLeagueId}; PUT tournament/{eldsTournamentId}

/** A data-service tournament as pick'em knows it. */
export interface PickemTournamentDto {
  eldsTournamentId: string;
  /** Viewers see the tournament's pick'em only once it is published. */
  published: boolean;
  updatedAt: number;
}

/**
 * A data-service league as pick'em knows it. GET leagues answers every league pick'em has, also
 * the ones the §4 store rule leaves out (the gateway applies the rule, once).
 */
export interface PickemLeagueDto {
  eldsLeagueId: string;
  published: boolean;
  /** The tournament viewers pick in now; null when the league has none. */
  activeEldsTournamentId: string | null;
  /** The active tournament's pick'em record; null when there is no active tournament. */
  tournament: PickemTournamentDto | null;
  updatedAt: number;
}

/** PUT leagues/{eldsLeagueId}: answers the league. 400 when the tournament is not the league's. */
export interface PickemLeagueWriteDto {
  published: boolean;
  activeEldsTournamentId: string | null;
}

/** PUT tournament/{eldsTournamentId}: answers the tournament. */
export interface PickemTournamentWriteDto {
  published: boolean;
}

// ---------------------------------------------------------------------------------------------
// pick-blocks-admin: GET tournament/{id}; GET tournament/{id}/unscheduled; POST; PUT {id};
// DELETE {id}. Lifecycle (load test): PUT pickblock/{id}/force/{state}.

/**
 * upcoming (before opensAt) → open (viewers pick) → locked (from locksAt, or when a match starts)
 * → scored (every match decided, points given). PUT {id} with `state: 'open'` on a locked block
 * reopens it (409 when scored, or when a match of it has started); no other state change is
 * taken by PUT. The lifecycle call forces any state, for load tests.
 */
export const PICK_BLOCK_STATES = ['upcoming', 'open', 'locked', 'scored'] as const;
export type PickBlockStateDto = (typeof PICK_BLOCK_STATES)[number];

/** Viewers who picked exactly these winners (one team per match of the block). */
export interface PickPatternDto {
  picks: { eldsMatchId: string; eldsTeamId: string }[];
  viewers: number;
}

export interface PickBlockDto {
  id: string;
  eldsTournamentId: string;
  name: string;
  state: PickBlockStateDto;
  /** In the order staff set; at most 100. */
  eldsMatchIds: string[];
  /** Sections whose matches the block was made from (the scoring configuration is per section). */
  eldsSectionIds: string[];
  opensAt: string;
  locksAt: string;
  /** Viewers who have picked in this block; a block with picks cannot be deleted (409). */
  pickCount: number;
  /** The viewers' picks, grouped by identical sets; the viewers of all patterns sum to pickCount. */
  pickPatterns: PickPatternDto[];
  updatedAt: number;
}

/**
 * POST (answers the block, state upcoming or open by opensAt) and PUT {id} (answers the block).
 * 400: no match, locksAt not after opensAt, a match that is not the tournament's or is already in
 * another block. 409 on PUT: matches changed on a locked or scored block.
 */
export interface PickBlockWriteDto {
  eldsTournamentId: string;
  name: string;
  eldsMatchIds: string[];
  eldsSectionIds: string[];
  opensAt: string;
  locksAt: string;
  /** PUT only, and only 'open' on a locked block (reopen). */
  state?: PickBlockStateDto;
}

/** GET tournament/{id}/unscheduled: the tournament's matches and sections in no block. */
export interface UnscheduledItemsDto {
  eldsMatchIds: string[];
  eldsSectionIds: string[];
}

// ---------------------------------------------------------------------------------------------
// celebrity-admin: GET tournament/{id}; PUT batch/{id}/validate; PUT batch/{id}
// A tournament's celebrities are saved as a whole list (the batch), `id` the tournament's.

export interface CelebrityDto {
  id: string;
  eldsTournamentId: string;
  name: string;
  /** How viewers know them: "Caster", "Former pro", … */
  title: string;
  imageUrl: string;
  /** Their picks are shown to viewers once the block opens: one team per match id. */
  picks: { eldsMatchId: string; eldsTeamId: string }[];
  updatedAt: number;
}

/** One row of a batch; `id` null for a new celebrity. Rows left out of a saved batch are removed. */
export interface CelebrityWriteDto {
  id: string | null;
  name: string;
  title: string;
  imageUrl: string;
  picks: { eldsMatchId: string; eldsTeamId: string }[];
}

export interface CelebrityBatchDto {
  celebrities: CelebrityWriteDto[];
}

/** What validate answers (200 either way); PUT batch/{id} answers 400 with the same body if any. */
export interface CelebrityBatchValidationDto {
  invalid: { index: number; field: string; message: string }[];
}

// ---------------------------------------------------------------------------------------------
// crystal-ball-admin v2. Each resource answers GET (list by `?eldsTournamentId=` or `?promptId=`),
// GET {id}, PUT (create, no id) / PUT {id} (update) and DELETE {id}:
//   questions, prompts, choices, choice-tiers, answers, localizations; and PUT certifyPrompts.

/** A question text staff reuse across prompts (the text is en_US; other locales are localizations). */
export interface CrystalBallQuestionDto {
  id: string;
  eldsTournamentId: string;
  text: string;
  /** The localization key of the text (`crystal-ball.question.{id}`). */
  localizationKey: string;
  updatedAt: number;
}

export const CRYSTAL_BALL_PROMPT_STATES = ['draft', 'certified'] as const;
export type CrystalBallPromptStateDto = (typeof CRYSTAL_BALL_PROMPT_STATES)[number];

/**
 * A question put to viewers for a tournament, with its choices. Draft until certified; a certified
 * prompt takes no new, changed or deleted choice or tier (409), and its answers can be set.
 * Deleting a prompt, choice or tier that viewers have picked is refused (409).
 */
export interface CrystalBallPromptDto {
  id: string;
  eldsTournamentId: string;
  questionId: string;
  state: CrystalBallPromptStateDto;
  /** Viewers pick until then. */
  locksAt: string;
  /** How many choices a viewer picks (1 for a single pick). */
  picksPerViewer: number;
  choices: CrystalBallChoiceDto[];
  updatedAt: number;
}

export interface CrystalBallPromptWriteDto {
  eldsTournamentId: string;
  questionId: string;
  locksAt: string;
  picksPerViewer: number;
}

export interface CrystalBallChoiceDto {
  id: string;
  promptId: string;
  /** en_US label; other locales are localizations under `crystal-ball.choice.{id}`. */
  label: string;
  /** A team or player the choice stands for, when it is one. */
  eldsTeamId: string | null;
  eldsPlayerId: string | null;
  /** The tier that decides its points; null until one is given. */
  tierId: string | null;
  updatedAt: number;
}

export type CrystalBallChoiceWriteDto = Omit<CrystalBallChoiceDto, 'id' | 'updatedAt'>;

/** Points for a correct pick of a choice in this tier (long shots pay more). */
export interface CrystalBallChoiceTierDto {
  id: string;
  promptId: string;
  name: string;
  points: number;
  updatedAt: number;
}

export type CrystalBallChoiceTierWriteDto = Omit<CrystalBallChoiceTierDto, 'id' | 'updatedAt'>;

/** The correct choices of a certified prompt (409 on a draft one); one answer per prompt. */
export interface CrystalBallAnswerDto {
  id: string;
  promptId: string;
  choiceIds: string[];
  updatedAt: number;
}

export type CrystalBallAnswerWriteDto = Omit<CrystalBallAnswerDto, 'id' | 'updatedAt'>;

/** GET localizations?key=a,b (at most 50 keys) answers every locale's text of each key. */
export interface CrystalBallLocalizationDto {
  key: string;
  locale: string;
  text: string;
}

/** PUT localizations: the texts of one key, replacing its locales. */
export interface CrystalBallLocalizationWriteDto {
  key: string;
  texts: { locale: string; text: string }[];
}

/**
 * PUT certifyPrompts: answers the prompts. 409 when one is not draft or has fewer than two choices
 * or a choice without a tier; nothing is certified then.
 */
export interface CertifyPromptsDto {
  promptIds: string[];
}

// ---------------------------------------------------------------------------------------------
// crystal-ball-picks v2 (what viewers picked): GET tournament/{id}/prompts; GET {promptId}/choiceTiers

export interface CrystalBallPromptPicksDto {
  promptId: string;
  /** Viewers who picked in the prompt. */
  viewers: number;
  choices: { choiceId: string; viewers: number }[];
}

export interface CrystalBallTierPicksDto {
  tierId: string;
  viewers: number;
}

// ---------------------------------------------------------------------------------------------
// rewards-admin: GET tournament/{id}; POST; PUT {id}; DELETE {id} (409 once granted)

export const PICKEM_REWARD_CRITERIA = ['minimumPoints', 'topPercent', 'perfectBlock'] as const;
export type PickemRewardCriterionDto = (typeof PICKEM_REWARD_CRITERIA)[number];

export interface PickemRewardDto {
  id: string;
  eldsTournamentId: string;
  name: string;
  /** minimumPoints: points ≥ threshold; topPercent: in the top threshold % (1–100); perfectBlock: every pick of a block right (threshold 0). */
  criterion: PickemRewardCriterionDto;
  threshold: number;
  /** The drops inventory item given, when the reward is an item. */
  inventoryItemId: string | null;
  /** Set once the reward has been given to viewers. */
  grantedAt: string | null;
  updatedAt: number;
}

export type PickemRewardWriteDto = Pick<
  PickemRewardDto,
  'eldsTournamentId' | 'name' | 'criterion' | 'threshold' | 'inventoryItemId'
>;

// ---------------------------------------------------------------------------------------------
// scoring-config-admin: GET; GET {id}; GET section/{id}; POST; PUT section/{id}/assign/{configId};
// DELETE section/{id} (unassign)

export interface ScoringConfigDto {
  id: string;
  name: string;
  /** Points for each match whose winner a viewer picked right. */
  pointsPerCorrectPick: number;
  /** Extra points for a block with every pick right. */
  perfectBlockBonus: number;
  updatedAt: number;
}

export type ScoringConfigWriteDto = Pick<
  ScoringConfigDto,
  'name' | 'pointsPerCorrectPick' | 'perfectBlockBonus'
>;

/** GET section/{id} (404 when none is assigned) and PUT section/{id}/assign/{configId}. */
export interface SectionScoringDto {
  eldsSectionId: string;
  scoringConfigId: string;
  updatedAt: number;
}

// Shapes the gateway builds: pick blocks

/** A tournament's unscheduled items with the tournament they belong to (sections resolve through it). */
export interface PickemUnscheduledDto extends UnscheduledItemsDto {
  eldsTournamentId: string;
}

/** Viewers who picked one team of a match, summed from the block's pick patterns. */
export interface PickBlockTeamPicksDto {
  eldsTeamId: string;
  viewers: number;
}

/** Viewers per team of one match of a block, most viewers first. */
export interface PickBlockMatchPicksDto {
  eldsMatchId: string;
  teams: PickBlockTeamPicksDto[];
}

/** One pick of a celebrity (a row of `CelebrityDto.picks`). */
export type CelebrityPickDto = CelebrityDto['picks'][number];

// Shapes the gateway builds: crystal ball

/** One crystal-ball localization key's texts, every locale (en_US the record's own). */
export interface CrystalBallLocalizationSetDto {
  key: string;
  texts: { locale: string; text: string }[];
}

/** A section's scoring assignment; `scoringConfigId` and `updatedAt` null when none is assigned. */
export interface PickemSectionAssignmentDto {
  eldsSectionId: string;
  scoringConfigId: string | null;
  updatedAt: number | null;
}

/** A tournament's section (from the data service) with its scoring assignment. */
export interface PickemScoringSectionDto {
  section: SectionDto;
  stageName: string;
  scoring: PickemSectionAssignmentDto;
}
