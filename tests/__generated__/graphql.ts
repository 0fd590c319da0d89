/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A capped share: a quantity of viewers or a percent; values are floored as spec 3 §5 says. */
export type CappedDropInput = {
  /** Percent from 1 to 99 when no quantity is set; 0 otherwise. */
  percent: number;
  /** Number of viewers; 0 or below when the percent is used. */
  quantity: number;
};

/** A cell to store. */
export type CellInput = {
  /** Structural ids of matches and decision points in the cell. */
  contents: Array<string>;
  /** Cell name. */
  name: string;
};

/** Circuit points for a final placement. */
export type CircuitPointAwardInput = {
  /** Final placement, 1 for the winner. */
  placement: number;
  /** Points awarded for it, zero or more. */
  points: number;
};

/** A column to store. */
export type ColumnInput = {
  /** Cells top to bottom. */
  cells: Array<CellInput>;
};

/** A game count. */
export type CountConfigInput = {
  /** How many games, at least 1. */
  count: number;
};

/** A decision point to keep (with its id) or add. */
export type DecisionPointInput = {
  /** Label; 'Decision Point N' when left out. */
  description?: string | null | undefined;
  /** Id of an existing decision point; omit for a new one. */
  id?: string | number | null | undefined;
  /** Seeding entries. */
  seeding: Array<ParticipantEntryInput>;
  /** Standing entries with their labels. */
  standing: Array<ParticipantEntryInput>;
  /** Structural id, unique in the tournament. */
  structuralId: string;
};

/** A drop group to create, or its new state. */
export type DropGroupInput = {
  /** What the group is for. */
  description: string;
  /** The drops in trigger order (at most 50). */
  drops: Array<DropInput>;
  /** League id. */
  league: string;
  /** Sport. */
  sport: Sport;
  /** Strategy of every drop of the group. */
  strategy: DropStrategy;
};

/** Drop group status (spec 3 §4). */
export type DropGroupStatus =
  /** Live: its drops can be triggered. */
  | 'Active'
  /** Put away; its drops are Archived. */
  | 'Archived'
  /** Removed; its drops are Deleted. */
  | 'Deleted'
  /** Work in progress or restored; its drops are Pending. */
  | 'Pending';

/** Status changes a drop group accepts (spec 3 §4). */
export type DropGroupStatusChange =
  /** The group and its drops become Archived. */
  | 'archived'
  /** The group and its drops become Deleted. */
  | 'deleted'
  /** Revert or restore: the group and its drops become Pending. */
  | 'pending';

/** A drop of a group to store. */
export type DropInput = {
  /** The capped share; required by the Capped and CappedOnly strategies, ignored by Default. */
  capped?: CappedDropInput | null | undefined;
  /** Sponsor overlay on the card. */
  cardOverlaySponsorImageUrl?: string | null | undefined;
  /** Card program image. */
  cardProgramImageUrl?: string | null | undefined;
  /** Internal (en_US) description. */
  description?: string | null | undefined;
  /** Id of a drop already in the group; leave out for a new drop. */
  id?: string | number | null | undefined;
  /** Inventory items granted. */
  inventoryIds: Array<string | number>;
  /** Program image of the notification. */
  notificationProgramImageUrl?: string | null | undefined;
  /** Sponsor image of the notification. */
  notificationSponsorImageUrl?: string | null | undefined;
  /** 'Presented by' sponsor image. */
  presentedBySponsorImageUrl?: string | null | undefined;
  /** Rarity id. */
  rarityId?: string | number | null | undefined;
  /** Sponsor name. */
  sponsor: string;
  /** Internal (en_US) title. */
  title: string;
  /** Tournament id. */
  tournamentId?: string | number | null | undefined;
  /** Country codes; empty for everywhere. */
  validGeolocations?: Array<string> | null | undefined;
};

/** How the drops of a group reach viewers. */
export type DropStrategy =
  /** The drop goes to a capped share of viewers (a quantity or a percent); the others get nothing. */
  | 'Capped'
  /** Only the capped share is ever asked for; no default fallback is requested. */
  | 'CappedOnly'
  /** Every eligible viewer receives the drop. */
  | 'Default';

/** How a drop was sent. */
export type DropTriggerAction =
  /** To every viewer of a broadcast's streams. */
  | 'group'
  /** To one viewer, by puuid. */
  | 'individual';

/** An edge to store. */
export type EdgeInput = {
  /** Structural id of the source node, null for the container's seeding. */
  sourceNodeId?: string | null | undefined;
  /** Kind of source node, null for the container's seeding. */
  sourceNodeType?: EdgeNodeType | null | undefined;
  /** Source slot. */
  sourceSlot: number;
  /** Structural id of the target node, null for the container's standing. */
  targetNodeId?: string | null | undefined;
  /** Kind of target node, null for the container's standing. */
  targetNodeType?: EdgeNodeType | null | undefined;
  /** Target slot. */
  targetSlot: number;
};

/** Kind of node an edge connects. A null node type and id mean the container's seeding (as source) or standing (as target). */
export type EdgeNodeType =
  /** A decision point; slots are its standing (as source) or seeding (as target) entries. */
  | 'decisionPoint'
  /** A match; slot 1 is its winner, slot 2 its loser (as source), slots 1 and 2 its two teams (as target). */
  | 'match'
  /** A section of the stage; slots are its standing (as source) or seeding (as target) entries. */
  | 'section'
  /** A stage of the tournament; slots are its standing (as source) or seeding (as target) entries. */
  | 'stage';

/** Every code the gateway reports, in `MutationError.code` and in `extensions.code` of errors. */
export type ErrorCode =
  /** The GraphQL request itself is malformed. */
  | 'BAD_REQUEST'
  /** The input breaks a rule; `inputErrors` names the fields. */
  | 'BAD_USER_INPUT'
  /**
   * The record changed since the caller read it (`expectedVersion` was stale; `conflict` says who
   * changed what), or the upstream refused the change as conflicting.
   */
  | 'CONFLICT'
  /** A bulk-entry row repeats an earlier row of the same request (for example the same handle). */
  | 'DUPLICATE'
  /** The caller's roles do not allow this. */
  | 'FORBIDDEN'
  /** An unexpected gateway failure. */
  | 'INTERNAL_SERVER_ERROR'
  /** The audit journal could not be written, so nothing was sent upstream; try again later. */
  | 'JOURNAL_UNAVAILABLE'
  /** The record does not exist. */
  | 'NOT_FOUND'
  /** A change of several steps stopped half-way; `applied` lists the steps that took effect. */
  | 'PARTIALLY_APPLIED'
  /** The request body is too large. */
  | 'PAYLOAD_TOO_LARGE'
  /** Too many requests; try again later. */
  | 'RATE_LIMITED'
  /** No valid session or token. */
  | 'UNAUTHENTICATED'
  /** An upstream service answered with something the gateway could not read. */
  | 'UPSTREAM_BAD_RESPONSE'
  /**
   * The request needed more upstream calls than its budget (UPSTREAM_CALL_BUDGET); ask for less at
   * once.
   */
  | 'UPSTREAM_BUDGET_EXCEEDED'
  /** Calls to an upstream service are paused after repeated failures. */
  | 'UPSTREAM_CIRCUIT_OPEN'
  /** An upstream service refused or failed the call. */
  | 'UPSTREAM_ERROR'
  /** An upstream service did not answer in time. */
  | 'UPSTREAM_TIMEOUT'
  /** An upstream service could not be reached. */
  | 'UPSTREAM_UNAVAILABLE';

/** Fulfillment status values (spec 3 §4). */
export type FulfillmentStatus =
  /** The account lookup failed. */
  | 'ACCOUNT_LOOKUP_FAILED'
  /** Activated. */
  | 'ACTIVATED'
  /** Activated without renewal. */
  | 'ACTIVATED_NO_RENEWAL'
  /** The viewer owned it already. */
  | 'ALREADY_OWNED'
  /** Waiting on an asynchronous call. */
  | 'AWAITING_ASYNC_CALL'
  /** Content experiences failed. */
  | 'CONTENT_EXPERIENCES_ERROR'
  /** Content experiences will retry. */
  | 'CONTENT_EXPERIENCES_RETRY'
  /** Failed with an error. */
  | 'ERROR'
  /** Expired before it was granted. */
  | 'EXPIRED'
  /** Granted. */
  | 'FULFILLED'
  /** The item was not found. */
  | 'NOT_FOUND'
  /** Overridden by a later grant. */
  | 'OVERRIDDEN'
  /** The item's package is misconfigured. */
  | 'PACKAGE_CONFIGURATION_ERROR'
  /** Part of the item granted. */
  | 'PARTIALLY_FULFILLED'
  /** The player account was found. */
  | 'PLAYER_FOUND'
  /** The player may not receive the item. */
  | 'PLAYER_NOT_ELIGIBLE'
  /** No player account for the viewer. */
  | 'PLAYER_NOT_FOUND'
  /** Asked of the entitlement service. */
  | 'REQUESTED'
  /** Expiration requested. */
  | 'REQUESTED_EXPIRATION'
  /** Renewal requested. */
  | 'REQUESTED_RENEWAL'
  /** Enriched by RiotGo. */
  | 'RIOTGO_ENRICHED'
  /** The player's shard was not found. */
  | 'SHARD_NOT_FOUND';

/** Round-robin settings. */
export type GroupConfigInput = {
  /** The match every pairing is created from. */
  matchTemplate: MatchTemplateInput;
  /** How many times each pair meets (1 when left out). */
  roundRobinRounds?: number | null | undefined;
};

/** A group trigger (spec 3 §3): a drop to the viewers of a broadcast's streams. */
export type GroupTriggerInput = {
  /** A broadcast in progress. */
  broadcastId: string | number;
  /** The drop to send. */
  dropId: string | number;
  /** Its group. */
  groupId: string | number;
  /** Streams of that broadcast, at least one. */
  streamIds: Array<string | number>;
  /** Seconds into the stream, 0 to 86400. */
  streamPosition: number;
};

/**
 * One league of a batch update: its id and its complete new state, status included (the data
 * service replaces each league whole).
 */
export type LeagueBatchInput = {
  /** The league's version the caller read; when stale the whole batch is refused with CONFLICT. */
  expectedVersion?: string | null | undefined;
  /** Data service id of the league to replace. */
  id: string | number;
  /** Logo for light backgrounds: an http(s) URL, or null for none. */
  lightLogoUrl?: string | null | undefined;
  /** Display name; required, fewer than 100 characters. */
  name: string;
  /** Sort order in lists, a positive integer: lower comes first. */
  priority: number;
  /** Region code, required, for example 'KR'. */
  region: string;
  /** Lower-case identifier (a-z, 0-9, underscore; at most 80 characters), unique per sport. */
  slug: string;
  /** The sport the league belongs to. */
  sport: Sport;
  /** Active or archived. */
  status: LeagueStatus;
};

/** A league to create or the new state of one to update. */
export type LeagueInput = {
  /** Logo for light backgrounds: an http(s) URL, or null for none. */
  lightLogoUrl?: string | null | undefined;
  /** Display name; required, fewer than 100 characters. */
  name: string;
  /** Sort order in lists, a positive integer: lower comes first. */
  priority: number;
  /** Region code, required, for example 'KR'. */
  region: string;
  /** Lower-case identifier (a-z, 0-9, underscore; at most 80 characters), unique per sport. */
  slug: string;
  /** The sport the league belongs to. */
  sport: Sport;
};

/** Which leagues a list shows. */
export type LeagueListFilter =
  /** Archived leagues. */
  | 'archived'
  /** Active leagues. */
  | 'current';

/** Whether a league is in use. */
export type LeagueStatus =
  /** In use; its tournaments are listed. */
  | 'active'
  /** Retired; shown only in the archived list, and its tournaments are not listed. */
  | 'archived';

/** The text of a name in one locale. */
export type LocalizationInput = {
  /** Locale code such as en_US. */
  locale: string;
  /** The text in that locale. */
  value: string;
};

/** One key's texts: the locales in order and a text per locale (removed ones with null). */
export type LocalizationSetInput = {
  /** The group the key belongs to. */
  group: string;
  /** The key. */
  key: string;
  /** Locales in order. */
  locales: Array<string>;
  /** Texts, including removed locales as null. */
  texts: Array<LocalizedTextInput>;
};

/** A localized name to store. */
export type LocalizedNameInput = {
  /** The name per locale. */
  localizations: Array<LocalizationInput>;
  /** Lower-case identifier made of a-z, 0-9 and underscore, at most 80 characters. */
  slug: string;
};

/** Text of one locale in a localization set. */
export type LocalizedTextInput = {
  /** Locale code. */
  locale: string;
  /** The text; null removes the locale's text. */
  text?: string | null | undefined;
};

/** One participant of a mapping. */
export type MappingParticipantInput = {
  /** The esports player it is, or null when unknown. */
  esportsPlayerId?: string | number | null | undefined;
  /** The participant's id in the platform game. */
  participantId: number;
};

/** One platform team of a mapping. */
export type MappingTeamInput = {
  /** The esports team on this side; null leaves it unmatched. */
  esportsTeamId?: string | number | null | undefined;
  /** All five participants. */
  participants: Array<MappingParticipantInput>;
  /** 100 or 200. */
  platformTeamId: number;
};

/** A match to keep (with its id) or add (without one). Results and teams fed by edges are kept by the service. */
export type MatchInput = {
  /** Best-of count (1 when left out). */
  bestOfConfig?: CountConfigInput | null | undefined;
  /** Label; 'Match N' when left out. */
  description?: string | null | undefined;
  /** Id of an existing match; omit for a new one. */
  id?: string | number | null | undefined;
  /** Play-all count (2 when left out). */
  playAllConfig?: CountConfigInput | null | undefined;
  /** Best-of or play-all. */
  strategy: MatchStrategy;
  /** Structural id, unique in the tournament. */
  structuralId: string;
  /** Team one when not fed by an edge ('0' TBD when left out). */
  teamOneId?: string | number | null | undefined;
  /** Team two when not fed by an edge ('0' TBD when left out). */
  teamTwoId?: string | number | null | undefined;
};

/** Progress of a match or game. */
export type MatchStatus =
  /** Decided. */
  | 'completed'
  /** Some results are in, the winner is not known yet. */
  | 'inProgress'
  /** Not started. */
  | 'unstarted';

/** How a match is decided. */
export type MatchStrategy =
  /** Best of N games: the first team to win a majority wins the match. */
  | 'bestOf'
  /** All N games are played; the match result is the game tally. */
  | 'playAll';

/** Strategy and game count of generated matches. */
export type MatchTemplateInput = {
  /** Best-of game count (1 when left out). */
  bestOfConfig?: CountConfigInput | null | undefined;
  /** Play-all game count (2 when left out). */
  playAllConfig?: CountConfigInput | null | undefined;
  /** Best-of or play-all. */
  strategy: MatchStrategy;
};

/** A seeding or standing entry to store. */
export type ParticipantEntryInput = {
  /** Label. */
  description?: string | null | undefined;
  /** Position, from 1. */
  index: number;
  /** Final placement, for standings. */
  placement?: number | null | undefined;
  /** Team id, or null / '0' for TBD. */
  teamId?: string | number | null | undefined;
};

/** Seeding or standing to store. */
export type ParticipantListInput = {
  /** Entries. */
  entries: Array<ParticipantEntryInput>;
  /** Where the outcome came from, if decided. */
  outcomeSource?: string | null | undefined;
};

/** Whether the game server still plays a platform game. */
export type PlatformGameState =
  /** Over. */
  | 'completed'
  /** Being played: the Stat Mapper's Live Games list shows these (with two teams). */
  | 'in_progress';

/** Points for a final position. */
export type PointsEntryInput = {
  /** Points. */
  points: number;
  /** Final position. */
  position: number;
};

/** Where a promo code is in its life. */
export type PromoCodeDisposition =
  /** Redeemed by a viewer. */
  | 'claimed'
  /** Past the sponsor's end date. */
  | 'expired'
  /** Handed to a viewer, not yet redeemed. */
  | 'reserved'
  /** In the pool, not yet handed out. */
  | 'unclaimed';

/** Codes to add to a sponsor's pool (spec 3 §3 promo code context). */
export type PromoCodeIngestInput = {
  /**
   * An existing inventory item to add the codes to. Leave out and give `newInventoryItem` to create
   * the item first: if the ingest then fails, that item is deleted again.
   */
  dropInventoryId?: string | number | null | undefined;
  /** The codes file's key from createPromoCodesUpload; required for upload. */
  key?: string | null | undefined;
  /** Length of generated codes, 6 to 32; 8 by default. */
  length?: number | null | undefined;
  /** The inventory item to create for the codes, when `dropInventoryId` is left out. */
  newInventoryItem?: PromoInventoryItemInput | null | undefined;
  /** How many codes to generate (1 to 5000); required for generate. */
  quantity?: number | null | undefined;
  /** upload (default): the file under `key`; generate: `quantity` codes of `length`. */
  source?: PromoCodeSource | null | undefined;
  /** The sponsor whose pool it is. */
  sponsor: string;
};

/** Where the codes of a new pool come from (spec 3 §3: upload by default). */
export type PromoCodeSource =
  /** Codes the promo code service generates. */
  | 'generate'
  /** A codes file, one code a line, uploaded to the asset service first (createPromoCodesUpload). */
  | 'upload';

/** A codes file about to be uploaded from the browser. */
export type PromoCodesUploadInput = {
  /** The file's name, for example codes.txt. */
  fileName: string;
  /** The file's size in bytes. */
  size: number;
  /** The sponsor the codes are for. */
  sponsor: string;
};

/** The drop inventory item a new pool is created for (a promo_code item, spec 3 §3). */
export type PromoInventoryItemInput = {
  /** The internal title staff know the item by. */
  internalTitle: string;
  /** The sport the item belongs to. */
  sport: Sport;
};

/** Which level the bulk publication-status action changes (spec 2 §4). */
export type PublicationScope =
  /** Every section of every stage. */
  | 'SECTIONS'
  /** Every stage of the tournament. */
  | 'STAGES'
  /** The tournament itself. */
  | 'TOURNAMENT';

/** Whether a tournament, stage, section or match is visible to viewers. */
export type PublicationStatus =
  /** Retired. */
  | 'archived'
  /** Not visible yet. */
  | 'draft'
  /** Visible. */
  | 'published';

/** A manual rank of a group. */
export type RankInput = {
  /** 1 for first. */
  ordinal: number;
  /** Teams sharing the rank. */
  tiedTeamIds: Array<string | number>;
};

/** A rarity to create. */
export type RarityInput = {
  /** Badge background colour, #rrggbb. */
  badgeBackgroundColor: string;
  /** Badge text colour, #rrggbb. */
  badgeForegroundColor: string;
  /** League id. */
  league: string;
  /** Name. */
  name: string;
  /** Inner notification colour. */
  notificationColorOne?: string | null | undefined;
  /** Outer notification colour. */
  notificationColorTwo?: string | null | undefined;
  /** Type; common when empty, sent lower-cased. */
  type?: string | null | undefined;
};

/** Rarity status (spec 3 §4). */
export type RarityStatus =
  /** In use. */
  | 'active'
  /** Put away. */
  | 'archived';

/** A season to create or the new state of one to update. */
export type SeasonInput = {
  /** Circuit points awarded per final placement. */
  awardedCircuitPoints: Array<CircuitPointAwardInput>;
  /** When the season ends; not before the start. */
  endTime: string;
  /** Slug (a-z, 0-9, underscore) and localized names (at most 40 characters each). */
  name: LocalizedNameInput;
  /** The parts of the season, in order. */
  splits: Array<SplitInput>;
  /** The sport the season belongs to. */
  sport: Sport;
  /** When the season starts. */
  startTime: string;
};

/** Which seasons a list shows (spec 2 §2). */
export type SeasonListFilter =
  /** Archived seasons, whatever their dates. */
  | 'archived'
  /** Seasons that end within the last 14 days or later. */
  | 'current'
  /** Seasons that ended more than 14 days ago. */
  | 'old';

/** Whether a season is in use. */
export type SeasonStatus =
  /** In use. */
  | 'active'
  /** Retired; shown only in the archived list. */
  | 'archived';

/** A section to keep (with its id) or add. */
export type SectionInput = {
  /** Bracket layout. */
  columns?: Array<ColumnInput>;
  /** Decision points. */
  decisionPoints?: Array<DecisionPointInput>;
  /** Edges inside the section. */
  edges: Array<EdgeInput>;
  /** Round-robin settings; required for group and cross-group, ignored for brackets. */
  groupConfig?: GroupConfigInput | null | undefined;
  /** Id of an existing section; omit for a new one. */
  id?: string | number | null | undefined;
  /** Matches. */
  matches: Array<MatchInput>;
  /** Slug and localized names. */
  name: LocalizedNameInput;
  /** Draft when left out. */
  publicationStatus?: PublicationStatus | null | undefined;
  /** Seeding. */
  seeding: ParticipantListInput;
  /** Standing. */
  standing: ParticipantListInput;
  /** Structural id, unique in the tournament. */
  structuralId: string;
  /** Bracket, group or cross-group. */
  type: SectionType;
};

/** What kind of section a stage holds. */
export type SectionType =
  /** Matches connected by edges (single or double elimination, Swiss). */
  | 'bracket'
  /** Round-robin matches between teams of different groups. */
  | 'cross_group'
  /** A round-robin group: every team meets every other team; records and ranks are computed. */
  | 'group';

/** A split to keep (with its id) or add (without one). */
export type SplitInput = {
  /** When the split ends, if set. */
  endTime?: string | null | undefined;
  /** Id of an existing split; omit for a new one. */
  id?: string | number | null | undefined;
  /** Slug and localized names. */
  name: LocalizedNameInput;
  /** When the split starts, if set. */
  startTime?: string | null | undefined;
};

/** A competitive sport administered by the portal. */
export type Sport =
  /** League of Legends */
  | 'lol'
  /** Teamfight Tactics */
  | 'tft'
  /** Valorant */
  | 'val'
  /** Wild Rift */
  | 'wr';

/** A stage to keep (with its id) or add. */
export type StageInput = {
  /** Edges between the stage's seeding/standing and its sections. */
  edges?: Array<EdgeInput>;
  /** Id of an existing stage; omit for a new one. */
  id?: string | number | null | undefined;
  /** Slug and localized names. */
  name: LocalizedNameInput;
  /** Draft when left out. */
  publicationStatus?: PublicationStatus | null | undefined;
  /** Sections in order. */
  sections: Array<SectionInput>;
  /** Seeding. */
  seeding: ParticipantListInput;
  /** Standing. */
  standing: ParticipantListInput;
  /** Structural id, unique in the tournament. */
  structuralId: string;
  /** Stage type, 'bracket' when left out. */
  type?: string | null | undefined;
};

/** The flags of a tournament's stream timeline entry as edited on /timeline. */
export type StreamTimelineTournamentInput = {
  /** What the timeline shows for it; fewer than 100 characters. */
  description: string;
  /** Whether viewers may receive drops. */
  droppable: boolean;
  /** When it ends on the timeline: not before startDate. */
  endDate: string;
  /** Whether viewers may earn rewards. */
  rewardable: boolean;
  /** When it starts on the timeline. */
  startDate: string;
};

/** A team to create or the new state of one to update. */
export type TeamInput = {
  /** Alternate logo URL. */
  alternateLogoUrl?: string | null | undefined;
  /** Background image URL. */
  backgroundImageUrl?: string | null | undefined;
  /** Competitive category; 'competitive' when left out. */
  category?: string | null | undefined;
  /** Logo for dark backgrounds. */
  darkLogoUrl?: string | null | undefined;
  /** Id of the league the team usually plays in. */
  homeLeagueId?: string | number | null | undefined;
  /** Logo for light backgrounds. */
  lightLogoUrl?: string | null | undefined;
  /** Main logo URL. */
  logoUrl?: string | null | undefined;
  /** Display name; required, fewer than 100 characters. */
  name: string;
  /** Id of the organization the team belongs to. */
  organizationId?: string | number | null | undefined;
  /** Team photo URL. */
  photoUrl?: string | null | undefined;
  /** Name plate image URL. */
  plateImageUrl?: string | null | undefined;
  /** '#' followed by up to 6 hex digits, or null. */
  primaryColor?: string | null | undefined;
  /** Players on the roster, by player id. */
  roster?: Array<string | number> | null | undefined;
  /** '#' followed by up to 6 hex digits, or null. */
  secondaryColor?: string | null | undefined;
  /** Lower-case identifier (a-z, 0-9, underscore; at most 80 characters). */
  slug: string;
  /** The sport the team plays. */
  sport: Sport;
  /** Active (the default) or archived. */
  status?: TeamStatus | null | undefined;
  /** Formats the team plays; ['5v5'] when left out. */
  supportedFormats?: Array<string> | null | undefined;
  /** Short code; required, fewer than 100 characters. */
  tricode: string;
};

/** A team to swap for another everywhere in a tournament. */
export type TeamReplacementInput = {
  /** The team taking its place. */
  teamReplacement: string | number;
  /** The team leaving. */
  teamToBeReplaced: string | number;
};

/** Whether a team is in use. */
export type TeamStatus =
  /** In use; offered for seeding and listed under current teams. */
  | 'active'
  /** Retired; listed only under archived teams. */
  | 'archived';

/** What a stretch of the platform timeline was. */
export type TimespanType =
  /** The game was played. */
  | 'game'
  /** The game was paused. */
  | 'pause';

/** A tournament to create or the new state of one to update (its status is kept on update). */
export type TournamentInput = {
  /** Circuit points per placement. */
  awardedCircuitPoints?: Array<CircuitPointAwardInput> | null | undefined;
  /** Whether viewers may receive drops. */
  droppable?: boolean | null | undefined;
  /** Edges between the tournament's seeding/standing and its stages. Left out on update: kept. */
  edges?: Array<EdgeInput> | null | undefined;
  /** When it ends; not before the start. */
  endTime: string;
  /** League id. */
  leagueId: string | number;
  /**
   * Slug and localized names. An empty slug on create is generated from the league slug, the
   * season slug (or the start year) and the split slug joined by underscores (spec 2 §5).
   */
  name: LocalizedNameInput;
  /** Points per final position. */
  points?: Array<PointsEntryInput> | null | undefined;
  /** Whether viewers may earn rewards. */
  rewardable?: boolean | null | undefined;
  /** Season id, if any. */
  seasonId?: string | number | null | undefined;
  /** Seeding; two empty entries when left out. */
  seeding?: ParticipantListInput | null | undefined;
  /** Split id within the season, if any. */
  splitId?: string | number | null | undefined;
  /** The sport. */
  sport: Sport;
  /** Stages in order (the stage builder's work). Left out on update: the stored stages are kept. */
  stages?: Array<StageInput> | null | undefined;
  /** Standing; two empty entries when left out. */
  standing?: ParticipantListInput | null | undefined;
  /** When it starts. */
  startTime: string;
  /** Stream group id. */
  streamGroupId?: string | number | null | undefined;
  /** IANA time zone; Etc/UTC when left out. */
  timeZone?: string | null | undefined;
};

/** Which tournaments a list shows (spec 2 §9, spec 3 §4). Only tournaments of active leagues are listed. */
export type TournamentListFilter =
  /** Archived tournaments, whatever their dates. */
  | 'archived'
  /** Published tournaments that end within the last 14 days or later. */
  | 'current'
  /** Draft tournaments, not yet published. */
  | 'draft'
  /** Published tournaments that ended more than 14 days ago. */
  | 'old';

/** Lifecycle of a tournament: created as draft, then published, finally archived. */
export type TournamentStatus =
  /** Retired; listed only under archived. */
  | 'archived'
  /** Created, not yet visible; double-check it, then publish. */
  | 'draft'
  /** Live. */
  | 'published';

export type DropTriggerViewFragment = { id: string, action: DropTriggerAction, dropId: string, groupId: string | null, broadcastId: string | null, streamIds: Array<string>, puuid: string | null, notify: boolean, league: string, title: string, viewerCount: number, triggeredAt: string };

export type DropTriggerListQueryVariables = Exact<{
  league?: string | null | undefined;
  action?: DropTriggerAction | null | undefined;
  search?: string | null | undefined;
  start?: string | null | undefined;
  end?: string | null | undefined;
}>;


export type DropTriggerListQuery = { dropTriggers: Array<{ id: string, action: DropTriggerAction, dropId: string, groupId: string | null, broadcastId: string | null, streamIds: Array<string>, puuid: string | null, notify: boolean, league: string, title: string, viewerCount: number, triggeredAt: string }> | null };

export type DropTriggerByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type DropTriggerByIdQuery = { dropTrigger: { id: string, action: DropTriggerAction, dropId: string, groupId: string | null, broadcastId: string | null, streamIds: Array<string>, puuid: string | null, notify: boolean, league: string, title: string, viewerCount: number, triggeredAt: string, stats: Array<{ status: FulfillmentStatus, count: number, failed: boolean }> | null } | null };

export type TriggerDropGroupMutationVariables = Exact<{
  input: GroupTriggerInput;
  dryRun: boolean;
}>;


export type TriggerDropGroupMutation = { triggerDropGroup: { ok: { dryRun: boolean, viewerCount: number, message: string, trigger: { id: string, action: DropTriggerAction, dropId: string, groupId: string | null, broadcastId: string | null, streamIds: Array<string>, puuid: string | null, notify: boolean, league: string, title: string, viewerCount: number, triggeredAt: string } | null } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type TriggerDropForViewerMutationVariables = Exact<{
  puuid: string;
  dropId: string | number;
  notify?: boolean | null | undefined;
}>;


export type TriggerDropForViewerMutation = { triggerDropForViewer: { ok: { message: string, trigger: { id: string, action: DropTriggerAction, dropId: string, groupId: string | null, broadcastId: string | null, streamIds: Array<string>, puuid: string | null, notify: boolean, league: string, title: string, viewerCount: number, triggeredAt: string } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type TriggerBroadcastsQueryVariables = Exact<{ [key: string]: never; }>;


export type TriggerBroadcastsQuery = { triggerBroadcasts: Array<{ id: string, tournamentId: string, status: string, broadcastState: string, streams: Array<{ id: string, provider: string, locale: string }> }> | null };

export type DropPreviewImageQueryVariables = Exact<{
  dropId: string | number;
  locale?: string | null | undefined;
}>;


export type DropPreviewImageQuery = { dropPreviewImage: string | null };

export type DropGroupViewFragment = { id: string, version: string, description: string, status: DropGroupStatus, strategy: DropStrategy, drops: Array<{ id: string, title: string, status: DropGroupStatus, strategy: DropStrategy, cappedDropRequest: { quantity: number, percent: number } | null }> };

export type DropGroupResultFragment = { ok: { message: string, dropGroup: { id: string, version: string, description: string, status: DropGroupStatus, strategy: DropStrategy, drops: Array<{ id: string, title: string, status: DropGroupStatus, strategy: DropStrategy, cappedDropRequest: { quantity: number, percent: number } | null }> } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null };

export type DropGroupListQueryVariables = Exact<{
  sport: Sport;
  status?: DropGroupStatus | null | undefined;
}>;


export type DropGroupListQuery = { dropGroups: Array<{ id: string, version: string, description: string, status: DropGroupStatus, strategy: DropStrategy, drops: Array<{ id: string, title: string, status: DropGroupStatus, strategy: DropStrategy, cappedDropRequest: { quantity: number, percent: number } | null }> }> | null };

export type DropGroupLocalizationsQueryVariables = Exact<{
  sport: Sport;
}>;


export type DropGroupLocalizationsQuery = { dropGroups: Array<{ id: string, drops: Array<{ id: string, localizedTitle: string, titleLocalizations: Array<{ locale: string, text: string | null }>, descriptionLocalizations: Array<{ locale: string, text: string | null }> }> }> | null };

export type CreateDropGroupMutationVariables = Exact<{
  input: DropGroupInput;
}>;


export type CreateDropGroupMutation = { createDropGroup: { ok: { message: string, dropGroup: { id: string, version: string, description: string, status: DropGroupStatus, strategy: DropStrategy, drops: Array<{ id: string, title: string, status: DropGroupStatus, strategy: DropStrategy, cappedDropRequest: { quantity: number, percent: number } | null }> } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type UpdateDropGroupMutationVariables = Exact<{
  id: string | number;
  input: DropGroupInput;
  expectedVersion?: string | null | undefined;
}>;


export type UpdateDropGroupMutation = { updateDropGroup: { ok: { message: string, dropGroup: { id: string, version: string, description: string, status: DropGroupStatus, strategy: DropStrategy, drops: Array<{ id: string, title: string, status: DropGroupStatus, strategy: DropStrategy, cappedDropRequest: { quantity: number, percent: number } | null }> } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type ChangeDropGroupStatusMutationVariables = Exact<{
  id: string | number;
  status: DropGroupStatusChange;
  reason?: string | null | undefined;
}>;


export type ChangeDropGroupStatusMutation = { changeDropGroupStatus: { ok: { message: string, dropGroup: { id: string, version: string, description: string, status: DropGroupStatus, strategy: DropStrategy, drops: Array<{ id: string, title: string, status: DropGroupStatus, strategy: DropStrategy, cappedDropRequest: { quantity: number, percent: number } | null }> } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type SaveLocalizationsMutationVariables = Exact<{
  sets: Array<LocalizationSetInput> | LocalizationSetInput;
}>;


export type SaveLocalizationsMutation = { saveLocalizations: { ok: { message: string, localizations: Array<{ key: string, locales: Array<string>, texts: Array<{ locale: string, text: string | null }> }> } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type LocalizationQueryVariables = Exact<{
  key: string;
}>;


export type LocalizationQuery = { localization: { key: string, group: string, locales: Array<string>, texts: Array<{ locale: string, text: string | null }> } | null };

export type CreateRarityMutationVariables = Exact<{
  input: RarityInput;
}>;


export type CreateRarityMutation = { createRarity: { ok: { message: string, rarity: { id: string, name: string, type: string, style: string | null, status: RarityStatus } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type LeagueViewFragment = { id: string, name: string, slug: string, status: LeagueStatus, region: string, priority: number, lightLogoUrl: string | null };

export type LeagueResultFragment = { ok: { message: string, league: { id: string, name: string, slug: string, status: LeagueStatus, region: string, priority: number, lightLogoUrl: string | null } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null };

export type LeagueListQueryVariables = Exact<{
  sport: Sport;
  filter?: LeagueListFilter | null | undefined;
  search?: string | null | undefined;
}>;


export type LeagueListQuery = { leagues: Array<{ id: string, name: string, slug: string, status: LeagueStatus, region: string, priority: number, lightLogoUrl: string | null }> | null };

export type LeagueByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type LeagueByIdQuery = { league: { id: string } | null };

export type CreateLeagueMutationVariables = Exact<{
  input: LeagueInput;
}>;


export type CreateLeagueMutation = { createLeague: { ok: { message: string, league: { id: string, name: string, slug: string, status: LeagueStatus, region: string, priority: number, lightLogoUrl: string | null } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type UpdateLeagueMutationVariables = Exact<{
  id: string | number;
  input: LeagueInput;
}>;


export type UpdateLeagueMutation = { updateLeague: { ok: { message: string, league: { id: string, name: string, slug: string, status: LeagueStatus, region: string, priority: number, lightLogoUrl: string | null } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type UpdateLeaguesMutationVariables = Exact<{
  leagues: Array<LeagueBatchInput> | LeagueBatchInput;
}>;


export type UpdateLeaguesMutation = { updateLeagues: { ok: { message: string, leagues: Array<{ id: string, name: string, slug: string, status: LeagueStatus, region: string, priority: number, lightLogoUrl: string | null }> } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type ArchiveLeagueMutationVariables = Exact<{
  id: string | number;
}>;


export type ArchiveLeagueMutation = { archiveLeague: { ok: { message: string, league: { id: string, name: string, slug: string, status: LeagueStatus, region: string, priority: number, lightLogoUrl: string | null } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type UnarchiveLeagueMutationVariables = Exact<{
  id: string | number;
}>;


export type UnarchiveLeagueMutation = { unarchiveLeague: { ok: { message: string, league: { id: string, name: string, slug: string, status: LeagueStatus, region: string, priority: number, lightLogoUrl: string | null } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type LiveStatsPlayedGamesQueryVariables = Exact<{
  sport: Sport;
}>;


export type LiveStatsPlayedGamesQuery = { tournaments: Array<{ id: string, stages: Array<{ id: string, sections: Array<{ id: string, matches: Array<{ id: string, teamOne: { id: string, roster: Array<{ playerId: string }> } | null, teamTwo: { id: string, roster: Array<{ playerId: string }> } | null, games: Array<{ id: string, status: MatchStatus, timespans: Array<{ startTime: string }> }> }> }> }> }> | null };

export type LiveStatsFrameViewFragment = { timestamp: string, blueGold: number, redGold: number, goldDifference: number };

export type LiveStatsStartQueryVariables = Exact<{
  gameId: string | number;
  from?: string | null | undefined;
}>;


export type LiveStatsStartQuery = { liveStats: { gameId: string, searchedFrom: string, startVideoTime: string | null, startFrame: { timestamp: string, blueGold: number, redGold: number, goldDifference: number } | null, blueParticipants: Array<{ participantId: number, summonerName: string }>, redParticipants: Array<{ participantId: number, summonerName: string }> } | null };

export type LiveStatsChartQueryVariables = Exact<{
  gameId: string | number;
}>;


export type LiveStatsChartQuery = { liveStats: { startFrame: { timestamp: string } | null, frames: Array<{ timestamp: string, blueGold: number, redGold: number, goldDifference: number }> } | null };

export type LiveStatsRosterHandlesQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type LiveStatsRosterHandlesQuery = { playersByIds: Array<{ id: string, handle: string } | null> | null };

export type PromoCodeListQueryVariables = Exact<{
  sponsor: string;
  dropInventoryId: string | number;
  disposition: PromoCodeDisposition;
}>;


export type PromoCodeListQuery = { promoCodes: Array<{ code: string, sponsor: string, dropInventoryId: string, disposition: PromoCodeDisposition, ingestedAt: string, claimedAt: string | null }> | null };

export type SamplePromoCodeQueryVariables = Exact<{
  length?: number | null | undefined;
}>;


export type SamplePromoCodeQuery = { samplePromoCode: string | null };

export type CreatePromoCodesUploadMutationVariables = Exact<{
  input: PromoCodesUploadInput;
}>;


export type CreatePromoCodesUploadMutation = { createPromoCodesUpload: { ok: { key: string, uploadUrl: string, method: string, contentType: string } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type IngestPromoCodesMutationVariables = Exact<{
  input: PromoCodeIngestInput;
}>;


export type IngestPromoCodesMutation = { ingestPromoCodes: { ok: { dropInventoryId: string, createdInventoryItem: boolean, ingested: number, message: string } | null, error: { applied: Array<string>, message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type DropPuuidsQueryVariables = Exact<{
  dropId: string | number;
}>;


export type DropPuuidsQuery = { dropPuuids: { dropId: string, puuids: Array<string> } | null };

export type TriggerFulfillmentsQueryVariables = Exact<{
  triggerIds: Array<string | number> | string | number;
}>;


export type TriggerFulfillmentsQuery = { triggerFulfillments: Array<{ triggerId: string, counts: Array<{ status: FulfillmentStatus, count: number, failed: boolean }>, viewers: Array<{ puuid: string, status: FulfillmentStatus }> }> | null };

export type PromoInventoryItemsQueryVariables = Exact<{
  sport: Sport;
}>;


export type PromoInventoryItemsQuery = { inventoryItems: Array<{ id: string, dropType: string }> | null };

export type SeasonViewFragment = { id: string, status: SeasonStatus, endTime: string, name: { slug: string, displayName: string }, splits: Array<{ id: string, name: { slug: string } }> };

export type SeasonResultFragment = { ok: { message: string, season: { id: string, status: SeasonStatus, endTime: string, name: { slug: string, displayName: string }, splits: Array<{ id: string, name: { slug: string } }> } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null };

export type SeasonListQueryVariables = Exact<{
  sport: Sport;
  filter?: SeasonListFilter | null | undefined;
  search?: string | null | undefined;
}>;


export type SeasonListQuery = { seasons: Array<{ id: string, status: SeasonStatus, endTime: string, name: { slug: string, displayName: string }, splits: Array<{ id: string, name: { slug: string } }> }> | null };

export type SeasonByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type SeasonByIdQuery = { season: { id: string } | null };

export type CreateSeasonMutationVariables = Exact<{
  input: SeasonInput;
}>;


export type CreateSeasonMutation = { createSeason: { ok: { message: string, season: { id: string, status: SeasonStatus, endTime: string, name: { slug: string, displayName: string }, splits: Array<{ id: string, name: { slug: string } }> } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type UpdateSeasonMutationVariables = Exact<{
  id: string | number;
  input: SeasonInput;
}>;


export type UpdateSeasonMutation = { updateSeason: { ok: { message: string, season: { id: string, status: SeasonStatus, endTime: string, name: { slug: string, displayName: string }, splits: Array<{ id: string, name: { slug: string } }> } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type ArchiveSeasonMutationVariables = Exact<{
  id: string | number;
}>;


export type ArchiveSeasonMutation = { archiveSeason: { ok: { message: string, season: { id: string, status: SeasonStatus, endTime: string, name: { slug: string, displayName: string }, splits: Array<{ id: string, name: { slug: string } }> } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type UnarchiveSeasonMutationVariables = Exact<{
  id: string | number;
}>;


export type UnarchiveSeasonMutation = { unarchiveSeason: { ok: { message: string, season: { id: string, status: SeasonStatus, endTime: string, name: { slug: string, displayName: string }, splits: Array<{ id: string, name: { slug: string } }> } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type AppVersionQueryVariables = Exact<{ [key: string]: never; }>;


export type AppVersionQuery = { appInfo: { version: string } };

export type StatMapperTeamViewFragment = { platformTeamId: number, esportsTeamId: string | null, esportsTeam: { id: string, name: string } | null, participants: Array<{ participantId: number, displayName: string, esportsPlayerId: string | null, platformAccountId: string | null, championId: number | null, puuid: string | null, agentName: string | null, esportsPlayer: { id: string, handle: string } | null }> };

export type StatMapperGameViewFragment = { platformGameId: string, esportsGameId: string | null, state: PlatformGameState, startedAt: string, mappedAt: string | null, teams: Array<{ platformTeamId: number, esportsTeamId: string | null, esportsTeam: { id: string, name: string } | null, participants: Array<{ participantId: number, displayName: string, esportsPlayerId: string | null, platformAccountId: string | null, championId: number | null, puuid: string | null, agentName: string | null, esportsPlayer: { id: string, handle: string } | null }> }> };

export type StatMapperLiveGamesQueryVariables = Exact<{
  sport: Sport;
}>;


export type StatMapperLiveGamesQuery = { livePlatformGames: Array<{ platformGameId: string, esportsGameId: string | null, state: PlatformGameState, startedAt: string, mappedAt: string | null, teams: Array<{ platformTeamId: number, esportsTeamId: string | null, esportsTeam: { id: string, name: string } | null, participants: Array<{ participantId: number, displayName: string, esportsPlayerId: string | null, platformAccountId: string | null, championId: number | null, puuid: string | null, agentName: string | null, esportsPlayer: { id: string, handle: string } | null }> }> }> | null };

export type StatMapperPlatformGameQueryVariables = Exact<{
  sport: Sport;
  platformGameId: string | number;
}>;


export type StatMapperPlatformGameQuery = { platformGame: { platformGameId: string, esportsGameId: string | null, state: PlatformGameState, startedAt: string, mappedAt: string | null, teams: Array<{ platformTeamId: number, esportsTeamId: string | null, esportsTeam: { id: string, name: string } | null, participants: Array<{ participantId: number, displayName: string, esportsPlayerId: string | null, platformAccountId: string | null, championId: number | null, puuid: string | null, agentName: string | null, esportsPlayer: { id: string, handle: string } | null }> }> } | null };

export type StatMapperEsportsGameQueryVariables = Exact<{
  sport: Sport;
  esportsGameId: string | number;
}>;


export type StatMapperEsportsGameQuery = { statMapperGame: { esportsGameId: string, mappedPlatformGames: Array<{ platformGameId: string }>, latestMapping: { platformGameId: string, esportsGameId: string | null, state: PlatformGameState, startedAt: string, mappedAt: string | null, teams: Array<{ platformTeamId: number, esportsTeamId: string | null, esportsTeam: { id: string, name: string } | null, participants: Array<{ participantId: number, displayName: string, esportsPlayerId: string | null, platformAccountId: string | null, championId: number | null, puuid: string | null, agentName: string | null, esportsPlayer: { id: string, handle: string } | null }> }> } | null } | null };

export type StatMapperProposalQueryVariables = Exact<{
  sport: Sport;
  esportsGameId: string | number;
  platformGameId: string | number;
}>;


export type StatMapperProposalQuery = { proposedMapping: { teams: Array<{ platformTeamId: number, esportsTeamId: string | null, esportsTeam: { id: string, name: string } | null, participants: Array<{ participantId: number, displayName: string, esportsPlayerId: string | null, platformAccountId: string | null, championId: number | null, puuid: string | null, agentName: string | null, esportsPlayer: { id: string, handle: string } | null }> }> } | null };

export type StatMapperMapMutationVariables = Exact<{
  sport: Sport;
  platformGameId: string | number;
  esportsGameId: string | number;
  teams: Array<MappingTeamInput> | MappingTeamInput;
}>;


export type StatMapperMapMutation = { mapPlatformGame: { ok: { message: string, platformGame: { platformGameId: string, esportsGameId: string | null, state: PlatformGameState, startedAt: string, mappedAt: string | null, teams: Array<{ platformTeamId: number, esportsTeamId: string | null, esportsTeam: { id: string, name: string } | null, participants: Array<{ participantId: number, displayName: string, esportsPlayerId: string | null, platformAccountId: string | null, championId: number | null, puuid: string | null, agentName: string | null, esportsPlayer: { id: string, handle: string } | null }> }> } | null } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type StatMapperUnmapMutationVariables = Exact<{
  sport: Sport;
  platformGameId: string | number;
  reason?: string | null | undefined;
}>;


export type StatMapperUnmapMutation = { unmapPlatformGame: { ok: { message: string } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type StatMapperProposalPlayersQueryVariables = Exact<{
  sport: Sport;
  esportsGameId: string | number;
  platformGameId: string | number;
}>;


export type StatMapperProposalPlayersQuery = { proposedMapping: { teams: Array<{ platformTeamId: number, esportsTeam: { id: string, name: string } | null, participants: Array<{ displayName: string, esportsPlayer: { id: string, handle: string, homeTeamId: string | null } | null }> }> } | null };

export type StreamTimelineEntryViewFragment = { tournamentId: string, version: string, description: string, startDate: string, endDate: string, droppable: boolean, rewardable: boolean };

export type StreamTimelineListQueryVariables = Exact<{ [key: string]: never; }>;


export type StreamTimelineListQuery = { streamTimelineTournaments: Array<{ tournamentId: string, version: string, description: string, startDate: string, endDate: string, droppable: boolean, rewardable: boolean }> | null };

export type SaveToStreamTimelineMutationVariables = Exact<{
  tournamentId: string | number;
}>;


export type SaveToStreamTimelineMutation = { saveTournamentToStreamTimeline: { ok: { message: string, entry: { tournamentId: string, version: string, description: string, startDate: string, endDate: string, droppable: boolean, rewardable: boolean } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type UpdateStreamTimelineEntryMutationVariables = Exact<{
  tournamentId: string | number;
  input: StreamTimelineTournamentInput;
  expectedVersion?: string | null | undefined;
}>;


export type UpdateStreamTimelineEntryMutation = { updateStreamTimelineTournament: { ok: { message: string, entry: { tournamentId: string, version: string, description: string, startDate: string, endDate: string, droppable: boolean, rewardable: boolean } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type TeamViewFragment = { id: string, name: string, tricode: string, slug: string, status: TeamStatus, primaryColor: string | null };

export type TeamResultFragment = { ok: { message: string, team: { id: string, name: string, tricode: string, slug: string, status: TeamStatus, primaryColor: string | null } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null };

export type TeamListQueryVariables = Exact<{
  sport: Sport;
  status?: TeamStatus | null | undefined;
  search?: string | null | undefined;
}>;


export type TeamListQuery = { teams: Array<{ id: string, name: string, tricode: string, slug: string, status: TeamStatus, primaryColor: string | null }> | null };

export type TeamByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type TeamByIdQuery = { team: { id: string, name: string, tricode: string } | null };

export type CreateTeamMutationVariables = Exact<{
  input: TeamInput;
}>;


export type CreateTeamMutation = { createTeam: { ok: { message: string, team: { id: string, name: string, tricode: string, slug: string, status: TeamStatus, primaryColor: string | null } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type UpdateTeamMutationVariables = Exact<{
  id: string | number;
  input: TeamInput;
}>;


export type UpdateTeamMutation = { updateTeam: { ok: { message: string, team: { id: string, name: string, tricode: string, slug: string, status: TeamStatus, primaryColor: string | null } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type TournamentEntryViewFragment = { index: number, teamId: string | null, team: { id: string, name: string } | null };

export type TournamentViewFragment = { id: string, status: TournamentStatus, publicationStatus: PublicationStatus, fullyPublished: boolean, name: { slug: string, displayName: string }, league: { id: string, name: string } | null, seeding: { entries: Array<{ index: number, teamId: string | null, team: { id: string, name: string } | null }> }, stages: Array<{ id: string, publicationStatus: PublicationStatus, seeding: { entries: Array<{ index: number, teamId: string | null, team: { id: string, name: string } | null }> }, standing: { entries: Array<{ index: number, teamId: string | null, team: { id: string, name: string } | null }> }, sections: Array<{ id: string, structuralId: string, matchIds: Array<string>, finalized: boolean, manualRanks: boolean, decisionPoints: Array<{ id: string, decided: boolean, seeding: Array<{ index: number, teamId: string | null }>, standing: Array<{ index: number, teamId: string | null, description: string | null }> }>, seeding: { entries: Array<{ index: number, teamId: string | null, team: { id: string, name: string } | null }> }, standing: { entries: Array<{ index: number, teamId: string | null, team: { id: string, name: string } | null }> }, teamRecords: Array<{ teamId: string, team: { id: string, name: string } | null, record: { wins: number } }>, ranks: Array<{ ordinal: number, tiedTeamIds: Array<string>, tiedTeams: Array<{ id: string, name: string }> }>, matches: Array<{ id: string, structuralId: string, status: MatchStatus, teamOneId: string, teamTwoId: string, winnerTeamId: string | null, teamOne: { id: string, name: string } | null, teamTwo: { id: string, name: string } | null, games: Array<{ id: string, number: number, blueTeamId: string, redTeamId: string, winnerTeamId: string | null, blueTeam: { id: string, name: string } | null, redTeam: { id: string, name: string } | null }> }> }> }> };

export type TournamentResultFragment = { ok: { message: string, tournament: { id: string } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null };

export type TournamentPageQueryVariables = Exact<{
  id: string | number;
}>;


export type TournamentPageQuery = { tournament: { id: string, status: TournamentStatus, publicationStatus: PublicationStatus, fullyPublished: boolean, name: { slug: string, displayName: string }, league: { id: string, name: string } | null, seeding: { entries: Array<{ index: number, teamId: string | null, team: { id: string, name: string } | null }> }, stages: Array<{ id: string, publicationStatus: PublicationStatus, seeding: { entries: Array<{ index: number, teamId: string | null, team: { id: string, name: string } | null }> }, standing: { entries: Array<{ index: number, teamId: string | null, team: { id: string, name: string } | null }> }, sections: Array<{ id: string, structuralId: string, matchIds: Array<string>, finalized: boolean, manualRanks: boolean, decisionPoints: Array<{ id: string, decided: boolean, seeding: Array<{ index: number, teamId: string | null }>, standing: Array<{ index: number, teamId: string | null, description: string | null }> }>, seeding: { entries: Array<{ index: number, teamId: string | null, team: { id: string, name: string } | null }> }, standing: { entries: Array<{ index: number, teamId: string | null, team: { id: string, name: string } | null }> }, teamRecords: Array<{ teamId: string, team: { id: string, name: string } | null, record: { wins: number } }>, ranks: Array<{ ordinal: number, tiedTeamIds: Array<string>, tiedTeams: Array<{ id: string, name: string }> }>, matches: Array<{ id: string, structuralId: string, status: MatchStatus, teamOneId: string, teamTwoId: string, winnerTeamId: string | null, teamOne: { id: string, name: string } | null, teamTwo: { id: string, name: string } | null, games: Array<{ id: string, number: number, blueTeamId: string, redTeamId: string, winnerTeamId: string | null, blueTeam: { id: string, name: string } | null, redTeam: { id: string, name: string } | null }> }> }> }> } | null };

export type TournamentListQueryVariables = Exact<{
  sport: Sport;
  filter?: TournamentListFilter | null | undefined;
  search?: string | null | undefined;
}>;


export type TournamentListQuery = { tournaments: Array<{ id: string, status: TournamentStatus, endTime: string, name: { slug: string, displayName: string } }> | null };

export type TournamentSuiteLookupsQueryVariables = Exact<{ [key: string]: never; }>;


export type TournamentSuiteLookupsQuery = { leagues: Array<{ id: string, slug: string }> | null, teams: Array<{ id: string, roster: Array<{ playerId: string }> }> | null, seasons: Array<{ id: string, name: { slug: string }, splits: Array<{ id: string, name: { slug: string } }> }> | null };

export type MatchByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type MatchByIdQuery = { match: { id: string, structuralId: string, teamOne: { id: string, name: string } | null, teamTwo: { id: string, name: string } | null, games: Array<{ id: string, blueTeam: { id: string } | null, redTeam: { id: string } | null }> } | null };

export type MatchTimespansQueryVariables = Exact<{
  id: string | number;
}>;


export type MatchTimespansQuery = { first: { id: string, games: Array<{ id: string, timespans: Array<{ type: TimespanType, startTime: string, endTime: string | null }> }> } | null, again: { id: string, games: Array<{ id: string, timespans: Array<{ type: TimespanType }> }> } | null };

export type ParticipantExportQueryVariables = Exact<{
  id: string | number;
}>;


export type ParticipantExportQuery = { tournamentParticipantExport: { ok: { rows: Array<{ teamName: string, playerId: string, inGameName: string | null }> } | null, error: { message: string } | null } | null };

export type TournamentScheduleBlocksQueryVariables = Exact<{
  id: string | number;
}>;


export type TournamentScheduleBlocksQuery = { tournamentSchedule: Array<{ id: string, startTime: string, broadcasts: Array<{ id: string, broadcastState: string }> }> | null };

export type CopyScheduleBlockMutationVariables = Exact<{
  id: string | number;
  tournamentId?: string | number | null | undefined;
  startTime: string;
}>;


export type CopyScheduleBlockMutation = { copyScheduleBlock: { ok: { message: string, block: { id: string, startTime: string, broadcasts: Array<{ id: string, broadcastState: string }> } } | null, error: { message: string } | null } };

export type CreateTournamentMutationVariables = Exact<{
  input: TournamentInput;
}>;


export type CreateTournamentMutation = { createTournament: { ok: { message: string, tournament: { id: string } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type UpdateTournamentMutationVariables = Exact<{
  id: string | number;
  input: TournamentInput;
}>;


export type UpdateTournamentMutation = { updateTournament: { ok: { message: string, tournament: { id: string } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type PublishTournamentMutationVariables = Exact<{
  id: string | number;
}>;


export type PublishTournamentMutation = { publishTournament: { ok: { message: string, tournament: { id: string } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type PublishAllOfMutationVariables = Exact<{
  id: string | number;
  scope: PublicationScope;
}>;


export type PublishAllOfMutation = { setPublicationStatus: { ok: { message: string, tournament: { id: string } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type ArchiveTournamentMutationVariables = Exact<{
  id: string | number;
}>;


export type ArchiveTournamentMutation = { archiveTournament: { ok: { message: string, tournament: { id: string } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type CopyTournamentMutationVariables = Exact<{
  id: string | number;
  slug: string;
}>;


export type CopyTournamentMutation = { copyTournament: { ok: { message: string, tournament: { id: string } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type SetGameResultMutationVariables = Exact<{
  tournamentId: string | number;
  gameId: string | number;
  winnerTeamId: string | number;
}>;


export type SetGameResultMutation = { setGameResult: { ok: { message: string, tournament: { id: string } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type ClearGameResultMutationVariables = Exact<{
  tournamentId: string | number;
  gameId: string | number;
}>;


export type ClearGameResultMutation = { clearGameResult: { ok: { message: string, tournament: { id: string } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type SwitchTeamColorsMutationVariables = Exact<{
  matchId: string | number;
  gameId: string | number;
}>;


export type SwitchTeamColorsMutation = { switchTeamColors: { ok: { message: string, tournament: { id: string } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type DecideDecisionPointMutationVariables = Exact<{
  tournamentId: string | number;
  decisionPointId: string | number;
  teamIds: Array<string | number> | string | number;
}>;


export type DecideDecisionPointMutation = { decideDecisionPoint: { ok: { message: string, tournament: { id: string } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type ReplaceTeamsMutationVariables = Exact<{
  id: string | number;
  replacements: Array<TeamReplacementInput> | TeamReplacementInput;
}>;


export type ReplaceTeamsMutation = { replaceTeams: { ok: { message: string, tournament: { id: string } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type SetManualStandingsMutationVariables = Exact<{
  tournamentId: string | number;
  sectionId: string | number;
  ranks: Array<RankInput> | RankInput;
}>;


export type SetManualStandingsMutation = { setManualStandings: { ok: { message: string, tournament: { id: string } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type ClearManualStandingsMutationVariables = Exact<{
  tournamentId: string | number;
  sectionId: string | number;
}>;


export type ClearManualStandingsMutation = { clearManualStandings: { ok: { message: string, tournament: { id: string } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type FinalizeSectionMutationVariables = Exact<{
  tournamentId: string | number;
  sectionId: string | number;
}>;


export type FinalizeSectionMutation = { finalizeSection: { ok: { message: string, tournament: { id: string } } | null, error: { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> } | null } };

export type CallerNameQueryVariables = Exact<{ [key: string]: never; }>;


export type CallerNameQuery = { viewer: { username: string } };

export type MutationErrorViewFragment = { message: string, code: ErrorCode, inputErrors: Array<{ field: string, message: string }> };

export const DropTriggerViewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DropTriggerView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DropTrigger"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"dropId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"broadcastId"}},{"kind":"Field","name":{"kind":"Name","value":"streamIds"}},{"kind":"Field","name":{"kind":"Name","value":"puuid"}},{"kind":"Field","name":{"kind":"Name","value":"notify"}},{"kind":"Field","name":{"kind":"Name","value":"league"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCount"}},{"kind":"Field","name":{"kind":"Name","value":"triggeredAt"}}]}}]} as unknown as DocumentNode<DropTriggerViewFragment, unknown>;
export const DropGroupViewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DropGroupView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DropGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"strategy"}},{"kind":"Field","name":{"kind":"Name","value":"drops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"strategy"}},{"kind":"Field","name":{"kind":"Name","value":"cappedDropRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]}}]} as unknown as DocumentNode<DropGroupViewFragment, unknown>;
export const MutationErrorViewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<MutationErrorViewFragment, unknown>;
export const DropGroupResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DropGroupResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DropGroupMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dropGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DropGroupView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DropGroupView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DropGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"strategy"}},{"kind":"Field","name":{"kind":"Name","value":"drops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"strategy"}},{"kind":"Field","name":{"kind":"Name","value":"cappedDropRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DropGroupResultFragment, unknown>;
export const LeagueViewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"League"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"lightLogoUrl"}}]}}]} as unknown as DocumentNode<LeagueViewFragment, unknown>;
export const LeagueResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeagueMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"league"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"League"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"lightLogoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<LeagueResultFragment, unknown>;
export const LiveStatsFrameViewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveStatsFrameView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LiveStatsFrame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"blueGold"}},{"kind":"Field","name":{"kind":"Name","value":"redGold"}},{"kind":"Field","name":{"kind":"Name","value":"goldDifference"}}]}}]} as unknown as DocumentNode<LiveStatsFrameViewFragment, unknown>;
export const SeasonViewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeasonView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"splits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]} as unknown as DocumentNode<SeasonViewFragment, unknown>;
export const SeasonResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeasonResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeasonMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeasonView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeasonView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"splits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SeasonResultFragment, unknown>;
export const StatMapperTeamViewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatMapperTeamView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlatformTeam"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platformTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"esportsTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"esportsTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"participantId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"esportsPlayerId"}},{"kind":"Field","name":{"kind":"Name","value":"esportsPlayer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"handle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platformAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"championId"}},{"kind":"Field","name":{"kind":"Name","value":"puuid"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}}]}}]}}]} as unknown as DocumentNode<StatMapperTeamViewFragment, unknown>;
export const StatMapperGameViewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatMapperGameView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlatformGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platformGameId"}},{"kind":"Field","name":{"kind":"Name","value":"esportsGameId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"mappedAt"}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatMapperTeamView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatMapperTeamView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlatformTeam"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platformTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"esportsTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"esportsTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"participantId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"esportsPlayerId"}},{"kind":"Field","name":{"kind":"Name","value":"esportsPlayer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"handle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platformAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"championId"}},{"kind":"Field","name":{"kind":"Name","value":"puuid"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}}]}}]}}]} as unknown as DocumentNode<StatMapperGameViewFragment, unknown>;
export const StreamTimelineEntryViewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StreamTimelineEntryView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StreamTimelineTournament"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tournamentId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"droppable"}},{"kind":"Field","name":{"kind":"Name","value":"rewardable"}}]}}]} as unknown as DocumentNode<StreamTimelineEntryViewFragment, unknown>;
export const TeamViewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tricode"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}}]}}]} as unknown as DocumentNode<TeamViewFragment, unknown>;
export const TeamResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TeamMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tricode"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<TeamResultFragment, unknown>;
export const TournamentEntryViewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TournamentEntryView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParticipantEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TournamentEntryViewFragment, unknown>;
export const TournamentViewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TournamentView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tournament"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publicationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"fullyPublished"}},{"kind":"Field","name":{"kind":"Name","value":"league"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seeding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentEntryView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"stages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publicationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"seeding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentEntryView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"standing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentEntryView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"structuralId"}},{"kind":"Field","name":{"kind":"Name","value":"matchIds"}},{"kind":"Field","name":{"kind":"Name","value":"finalized"}},{"kind":"Field","name":{"kind":"Name","value":"manualRanks"}},{"kind":"Field","name":{"kind":"Name","value":"decisionPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"decided"}},{"kind":"Field","name":{"kind":"Name","value":"seeding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"teamId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"standing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"seeding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentEntryView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"standing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentEntryView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wins"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"ranks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ordinal"}},{"kind":"Field","name":{"kind":"Name","value":"tiedTeamIds"}},{"kind":"Field","name":{"kind":"Name","value":"tiedTeams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"structuralId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"teamOneId"}},{"kind":"Field","name":{"kind":"Name","value":"teamTwoId"}},{"kind":"Field","name":{"kind":"Name","value":"winnerTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"teamOne"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamTwo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"blueTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"redTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"winnerTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"blueTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TournamentEntryView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParticipantEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TournamentViewFragment, unknown>;
export const TournamentResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TournamentResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TournamentMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"tournament"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<TournamentResultFragment, unknown>;
export const DropTriggerListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DropTriggerList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"league"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DropTriggerAction"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"end"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dropTriggers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"league"},"value":{"kind":"Variable","name":{"kind":"Name","value":"league"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"end"},"value":{"kind":"Variable","name":{"kind":"Name","value":"end"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DropTriggerView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DropTriggerView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DropTrigger"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"dropId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"broadcastId"}},{"kind":"Field","name":{"kind":"Name","value":"streamIds"}},{"kind":"Field","name":{"kind":"Name","value":"puuid"}},{"kind":"Field","name":{"kind":"Name","value":"notify"}},{"kind":"Field","name":{"kind":"Name","value":"league"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCount"}},{"kind":"Field","name":{"kind":"Name","value":"triggeredAt"}}]}}]} as unknown as DocumentNode<DropTriggerListQuery, DropTriggerListQueryVariables>;
export const DropTriggerByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DropTriggerById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dropTrigger"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DropTriggerView"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DropTriggerView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DropTrigger"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"dropId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"broadcastId"}},{"kind":"Field","name":{"kind":"Name","value":"streamIds"}},{"kind":"Field","name":{"kind":"Name","value":"puuid"}},{"kind":"Field","name":{"kind":"Name","value":"notify"}},{"kind":"Field","name":{"kind":"Name","value":"league"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCount"}},{"kind":"Field","name":{"kind":"Name","value":"triggeredAt"}}]}}]} as unknown as DocumentNode<DropTriggerByIdQuery, DropTriggerByIdQueryVariables>;
export const TriggerDropGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TriggerDropGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupTriggerInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triggerDropGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"dryRun"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCount"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DropTriggerView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DropTriggerView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DropTrigger"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"dropId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"broadcastId"}},{"kind":"Field","name":{"kind":"Name","value":"streamIds"}},{"kind":"Field","name":{"kind":"Name","value":"puuid"}},{"kind":"Field","name":{"kind":"Name","value":"notify"}},{"kind":"Field","name":{"kind":"Name","value":"league"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCount"}},{"kind":"Field","name":{"kind":"Name","value":"triggeredAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<TriggerDropGroupMutation, TriggerDropGroupMutationVariables>;
export const TriggerDropForViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TriggerDropForViewer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"puuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dropId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"notify"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triggerDropForViewer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"puuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"puuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"dropId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dropId"}}},{"kind":"Argument","name":{"kind":"Name","value":"notify"},"value":{"kind":"Variable","name":{"kind":"Name","value":"notify"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DropTriggerView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DropTriggerView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DropTrigger"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"dropId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"broadcastId"}},{"kind":"Field","name":{"kind":"Name","value":"streamIds"}},{"kind":"Field","name":{"kind":"Name","value":"puuid"}},{"kind":"Field","name":{"kind":"Name","value":"notify"}},{"kind":"Field","name":{"kind":"Name","value":"league"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCount"}},{"kind":"Field","name":{"kind":"Name","value":"triggeredAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<TriggerDropForViewerMutation, TriggerDropForViewerMutationVariables>;
export const TriggerBroadcastsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TriggerBroadcasts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triggerBroadcasts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tournamentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"broadcastState"}},{"kind":"Field","name":{"kind":"Name","value":"streams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}}]}}]}}]}}]} as unknown as DocumentNode<TriggerBroadcastsQuery, TriggerBroadcastsQueryVariables>;
export const DropPreviewImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DropPreviewImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dropId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dropPreviewImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dropId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dropId"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}]}}]} as unknown as DocumentNode<DropPreviewImageQuery, DropPreviewImageQueryVariables>;
export const DropGroupListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DropGroupList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sport"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Sport"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DropGroupStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dropGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sport"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sport"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DropGroupView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DropGroupView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DropGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"strategy"}},{"kind":"Field","name":{"kind":"Name","value":"drops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"strategy"}},{"kind":"Field","name":{"kind":"Name","value":"cappedDropRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]}}]} as unknown as DocumentNode<DropGroupListQuery, DropGroupListQueryVariables>;
export const DropGroupLocalizationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DropGroupLocalizations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sport"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Sport"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dropGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sport"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sport"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"drops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titleLocalizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"descriptionLocalizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"localizedTitle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"StringValue","value":"fr_FR","block":false}}]}]}}]}}]}}]} as unknown as DocumentNode<DropGroupLocalizationsQuery, DropGroupLocalizationsQueryVariables>;
export const CreateDropGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDropGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DropGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDropGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DropGroupResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DropGroupView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DropGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"strategy"}},{"kind":"Field","name":{"kind":"Name","value":"drops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"strategy"}},{"kind":"Field","name":{"kind":"Name","value":"cappedDropRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DropGroupResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DropGroupMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dropGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DropGroupView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]} as unknown as DocumentNode<CreateDropGroupMutation, CreateDropGroupMutationVariables>;
export const UpdateDropGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDropGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DropGroupInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDropGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DropGroupResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DropGroupView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DropGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"strategy"}},{"kind":"Field","name":{"kind":"Name","value":"drops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"strategy"}},{"kind":"Field","name":{"kind":"Name","value":"cappedDropRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DropGroupResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DropGroupMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dropGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DropGroupView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]} as unknown as DocumentNode<UpdateDropGroupMutation, UpdateDropGroupMutationVariables>;
export const ChangeDropGroupStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeDropGroupStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DropGroupStatusChange"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeDropGroupStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DropGroupResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DropGroupView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DropGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"strategy"}},{"kind":"Field","name":{"kind":"Name","value":"drops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"strategy"}},{"kind":"Field","name":{"kind":"Name","value":"cappedDropRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DropGroupResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DropGroupMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dropGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DropGroupView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]} as unknown as DocumentNode<ChangeDropGroupStatusMutation, ChangeDropGroupStatusMutationVariables>;
export const SaveLocalizationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveLocalizations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sets"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalizationSetInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveLocalizations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sets"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sets"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"localizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"locales"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SaveLocalizationsMutation, SaveLocalizationsMutationVariables>;
export const LocalizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Localization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"locales"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<LocalizationQuery, LocalizationQueryVariables>;
export const CreateRarityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRarity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RarityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRarity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rarity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateRarityMutation, CreateRarityMutationVariables>;
export const LeagueListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeagueList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sport"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Sport"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeagueListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leagues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sport"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sport"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"League"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"lightLogoUrl"}}]}}]} as unknown as DocumentNode<LeagueListQuery, LeagueListQueryVariables>;
export const LeagueByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeagueById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"league"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LeagueByIdQuery, LeagueByIdQueryVariables>;
export const CreateLeagueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLeague"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeagueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLeague"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"League"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"lightLogoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeagueMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"league"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]} as unknown as DocumentNode<CreateLeagueMutation, CreateLeagueMutationVariables>;
export const UpdateLeagueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLeague"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeagueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLeague"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"League"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"lightLogoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeagueMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"league"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]} as unknown as DocumentNode<UpdateLeagueMutation, UpdateLeagueMutationVariables>;
export const UpdateLeaguesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLeagues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leagues"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeagueBatchInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLeagues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leagues"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leagues"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"leagues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"League"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"lightLogoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateLeaguesMutation, UpdateLeaguesMutationVariables>;
export const ArchiveLeagueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveLeague"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveLeague"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"League"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"lightLogoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeagueMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"league"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]} as unknown as DocumentNode<ArchiveLeagueMutation, ArchiveLeagueMutationVariables>;
export const UnarchiveLeagueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnarchiveLeague"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unarchiveLeague"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"League"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"lightLogoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeagueMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"league"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]} as unknown as DocumentNode<UnarchiveLeagueMutation, UnarchiveLeagueMutationVariables>;
export const LiveStatsPlayedGamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiveStatsPlayedGames"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sport"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Sport"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tournaments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sport"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sport"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"EnumValue","value":"old"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"teamOne"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playerId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamTwo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playerId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"timespans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTime"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<LiveStatsPlayedGamesQuery, LiveStatsPlayedGamesQueryVariables>;
export const LiveStatsStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiveStatsStart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liveStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"searchedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"startFrame"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveStatsFrameView"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startVideoTime"}},{"kind":"Field","name":{"kind":"Name","value":"blueParticipants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"participantId"}},{"kind":"Field","name":{"kind":"Name","value":"summonerName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redParticipants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"participantId"}},{"kind":"Field","name":{"kind":"Name","value":"summonerName"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveStatsFrameView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LiveStatsFrame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"blueGold"}},{"kind":"Field","name":{"kind":"Name","value":"redGold"}},{"kind":"Field","name":{"kind":"Name","value":"goldDifference"}}]}}]} as unknown as DocumentNode<LiveStatsStartQuery, LiveStatsStartQueryVariables>;
export const LiveStatsChartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiveStatsChart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liveStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startFrame"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"frames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveStatsFrameView"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveStatsFrameView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LiveStatsFrame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"blueGold"}},{"kind":"Field","name":{"kind":"Name","value":"redGold"}},{"kind":"Field","name":{"kind":"Name","value":"goldDifference"}}]}}]} as unknown as DocumentNode<LiveStatsChartQuery, LiveStatsChartQueryVariables>;
export const LiveStatsRosterHandlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiveStatsRosterHandles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playersByIds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"handle"}}]}}]}}]} as unknown as DocumentNode<LiveStatsRosterHandlesQuery, LiveStatsRosterHandlesQueryVariables>;
export const PromoCodeListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromoCodeList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sponsor"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dropInventoryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"disposition"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromoCodeDisposition"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promoCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sponsor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sponsor"}}},{"kind":"Argument","name":{"kind":"Name","value":"dropInventoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dropInventoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"disposition"},"value":{"kind":"Variable","name":{"kind":"Name","value":"disposition"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"sponsor"}},{"kind":"Field","name":{"kind":"Name","value":"dropInventoryId"}},{"kind":"Field","name":{"kind":"Name","value":"disposition"}},{"kind":"Field","name":{"kind":"Name","value":"ingestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"claimedAt"}}]}}]}}]} as unknown as DocumentNode<PromoCodeListQuery, PromoCodeListQueryVariables>;
export const SamplePromoCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SamplePromoCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"length"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"samplePromoCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"length"},"value":{"kind":"Variable","name":{"kind":"Name","value":"length"}}}]}]}}]} as unknown as DocumentNode<SamplePromoCodeQuery, SamplePromoCodeQueryVariables>;
export const CreatePromoCodesUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePromoCodesUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromoCodesUploadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPromoCodesUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"uploadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreatePromoCodesUploadMutation, CreatePromoCodesUploadMutationVariables>;
export const IngestPromoCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IngestPromoCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromoCodeIngestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ingestPromoCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dropInventoryId"}},{"kind":"Field","name":{"kind":"Name","value":"createdInventoryItem"}},{"kind":"Field","name":{"kind":"Name","value":"ingested"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}},{"kind":"Field","name":{"kind":"Name","value":"applied"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<IngestPromoCodesMutation, IngestPromoCodesMutationVariables>;
export const DropPuuidsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DropPuuids"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dropId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dropPuuids"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dropId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dropId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dropId"}},{"kind":"Field","name":{"kind":"Name","value":"puuids"}}]}}]}}]} as unknown as DocumentNode<DropPuuidsQuery, DropPuuidsQueryVariables>;
export const TriggerFulfillmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TriggerFulfillments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"triggerIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triggerFulfillments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"triggerIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"triggerIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triggerId"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"puuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<TriggerFulfillmentsQuery, TriggerFulfillmentsQueryVariables>;
export const PromoInventoryItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromoInventoryItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sport"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Sport"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sport"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sport"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dropType"}}]}}]}}]} as unknown as DocumentNode<PromoInventoryItemsQuery, PromoInventoryItemsQueryVariables>;
export const SeasonListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeasonList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sport"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Sport"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SeasonListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seasons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sport"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sport"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeasonView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeasonView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"splits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]} as unknown as DocumentNode<SeasonListQuery, SeasonListQueryVariables>;
export const SeasonByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeasonById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"season"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SeasonByIdQuery, SeasonByIdQueryVariables>;
export const CreateSeasonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSeason"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SeasonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSeason"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeasonResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeasonView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"splits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeasonResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeasonMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeasonView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]} as unknown as DocumentNode<CreateSeasonMutation, CreateSeasonMutationVariables>;
export const UpdateSeasonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSeason"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SeasonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSeason"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeasonResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeasonView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"splits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeasonResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeasonMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeasonView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]} as unknown as DocumentNode<UpdateSeasonMutation, UpdateSeasonMutationVariables>;
export const ArchiveSeasonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveSeason"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveSeason"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeasonResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeasonView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"splits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeasonResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeasonMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeasonView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]} as unknown as DocumentNode<ArchiveSeasonMutation, ArchiveSeasonMutationVariables>;
export const UnarchiveSeasonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnarchiveSeason"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unarchiveSeason"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeasonResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeasonView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"splits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeasonResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeasonMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeasonView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]} as unknown as DocumentNode<UnarchiveSeasonMutation, UnarchiveSeasonMutationVariables>;
export const AppVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<AppVersionQuery, AppVersionQueryVariables>;
export const StatMapperLiveGamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatMapperLiveGames"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sport"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Sport"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"livePlatformGames"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sport"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sport"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatMapperGameView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatMapperTeamView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlatformTeam"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platformTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"esportsTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"esportsTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"participantId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"esportsPlayerId"}},{"kind":"Field","name":{"kind":"Name","value":"esportsPlayer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"handle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platformAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"championId"}},{"kind":"Field","name":{"kind":"Name","value":"puuid"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatMapperGameView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlatformGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platformGameId"}},{"kind":"Field","name":{"kind":"Name","value":"esportsGameId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"mappedAt"}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatMapperTeamView"}}]}}]}}]} as unknown as DocumentNode<StatMapperLiveGamesQuery, StatMapperLiveGamesQueryVariables>;
export const StatMapperPlatformGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatMapperPlatformGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sport"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Sport"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platformGameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platformGame"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sport"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sport"}}},{"kind":"Argument","name":{"kind":"Name","value":"platformGameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platformGameId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatMapperGameView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatMapperTeamView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlatformTeam"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platformTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"esportsTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"esportsTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"participantId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"esportsPlayerId"}},{"kind":"Field","name":{"kind":"Name","value":"esportsPlayer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"handle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platformAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"championId"}},{"kind":"Field","name":{"kind":"Name","value":"puuid"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatMapperGameView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlatformGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platformGameId"}},{"kind":"Field","name":{"kind":"Name","value":"esportsGameId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"mappedAt"}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatMapperTeamView"}}]}}]}}]} as unknown as DocumentNode<StatMapperPlatformGameQuery, StatMapperPlatformGameQueryVariables>;
export const StatMapperEsportsGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatMapperEsportsGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sport"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Sport"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"esportsGameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statMapperGame"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sport"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sport"}}},{"kind":"Argument","name":{"kind":"Name","value":"esportsGameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"esportsGameId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"esportsGameId"}},{"kind":"Field","name":{"kind":"Name","value":"mappedPlatformGames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platformGameId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latestMapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatMapperGameView"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatMapperTeamView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlatformTeam"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platformTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"esportsTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"esportsTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"participantId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"esportsPlayerId"}},{"kind":"Field","name":{"kind":"Name","value":"esportsPlayer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"handle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platformAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"championId"}},{"kind":"Field","name":{"kind":"Name","value":"puuid"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatMapperGameView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlatformGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platformGameId"}},{"kind":"Field","name":{"kind":"Name","value":"esportsGameId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"mappedAt"}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatMapperTeamView"}}]}}]}}]} as unknown as DocumentNode<StatMapperEsportsGameQuery, StatMapperEsportsGameQueryVariables>;
export const StatMapperProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatMapperProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sport"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Sport"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"esportsGameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platformGameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposedMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sport"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sport"}}},{"kind":"Argument","name":{"kind":"Name","value":"esportsGameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"esportsGameId"}}},{"kind":"Argument","name":{"kind":"Name","value":"platformGameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platformGameId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatMapperTeamView"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatMapperTeamView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlatformTeam"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platformTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"esportsTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"esportsTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"participantId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"esportsPlayerId"}},{"kind":"Field","name":{"kind":"Name","value":"esportsPlayer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"handle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platformAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"championId"}},{"kind":"Field","name":{"kind":"Name","value":"puuid"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}}]}}]}}]} as unknown as DocumentNode<StatMapperProposalQuery, StatMapperProposalQueryVariables>;
export const StatMapperMapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StatMapperMap"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sport"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Sport"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platformGameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"esportsGameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teams"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MappingTeamInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapPlatformGame"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sport"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sport"}}},{"kind":"Argument","name":{"kind":"Name","value":"platformGameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platformGameId"}}},{"kind":"Argument","name":{"kind":"Name","value":"esportsGameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"esportsGameId"}}},{"kind":"Argument","name":{"kind":"Name","value":"teams"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teams"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"platformGame"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatMapperGameView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatMapperTeamView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlatformTeam"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platformTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"esportsTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"esportsTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"participantId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"esportsPlayerId"}},{"kind":"Field","name":{"kind":"Name","value":"esportsPlayer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"handle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platformAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"championId"}},{"kind":"Field","name":{"kind":"Name","value":"puuid"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatMapperGameView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlatformGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platformGameId"}},{"kind":"Field","name":{"kind":"Name","value":"esportsGameId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"mappedAt"}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatMapperTeamView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<StatMapperMapMutation, StatMapperMapMutationVariables>;
export const StatMapperUnmapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StatMapperUnmap"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sport"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Sport"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platformGameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unmapPlatformGame"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sport"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sport"}}},{"kind":"Argument","name":{"kind":"Name","value":"platformGameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platformGameId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<StatMapperUnmapMutation, StatMapperUnmapMutationVariables>;
export const StatMapperProposalPlayersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatMapperProposalPlayers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sport"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Sport"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"esportsGameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platformGameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposedMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sport"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sport"}}},{"kind":"Argument","name":{"kind":"Name","value":"esportsGameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"esportsGameId"}}},{"kind":"Argument","name":{"kind":"Name","value":"platformGameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platformGameId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platformTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"esportsTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"esportsPlayer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"handle"}},{"kind":"Field","name":{"kind":"Name","value":"homeTeamId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<StatMapperProposalPlayersQuery, StatMapperProposalPlayersQueryVariables>;
export const StreamTimelineListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StreamTimelineList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"streamTimelineTournaments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StreamTimelineEntryView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StreamTimelineEntryView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StreamTimelineTournament"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tournamentId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"droppable"}},{"kind":"Field","name":{"kind":"Name","value":"rewardable"}}]}}]} as unknown as DocumentNode<StreamTimelineListQuery, StreamTimelineListQueryVariables>;
export const SaveToStreamTimelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveToStreamTimeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tournamentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveTournamentToStreamTimeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tournamentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tournamentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StreamTimelineEntryView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StreamTimelineEntryView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StreamTimelineTournament"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tournamentId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"droppable"}},{"kind":"Field","name":{"kind":"Name","value":"rewardable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SaveToStreamTimelineMutation, SaveToStreamTimelineMutationVariables>;
export const UpdateStreamTimelineEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStreamTimelineEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tournamentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StreamTimelineTournamentInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStreamTimelineTournament"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tournamentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tournamentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StreamTimelineEntryView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StreamTimelineEntryView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StreamTimelineTournament"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tournamentId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"droppable"}},{"kind":"Field","name":{"kind":"Name","value":"rewardable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateStreamTimelineEntryMutation, UpdateStreamTimelineEntryMutationVariables>;
export const TeamListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sport"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Sport"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TeamStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sport"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sport"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tricode"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}}]}}]} as unknown as DocumentNode<TeamListQuery, TeamListQueryVariables>;
export const TeamByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tricode"}}]}}]}}]} as unknown as DocumentNode<TeamByIdQuery, TeamByIdQueryVariables>;
export const CreateTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TeamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tricode"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TeamMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]} as unknown as DocumentNode<CreateTeamMutation, CreateTeamMutationVariables>;
export const UpdateTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TeamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tricode"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TeamMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]} as unknown as DocumentNode<UpdateTeamMutation, UpdateTeamMutationVariables>;
export const TournamentPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TournamentPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tournament"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TournamentEntryView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParticipantEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TournamentView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tournament"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publicationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"fullyPublished"}},{"kind":"Field","name":{"kind":"Name","value":"league"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seeding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentEntryView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"stages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publicationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"seeding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentEntryView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"standing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentEntryView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"structuralId"}},{"kind":"Field","name":{"kind":"Name","value":"matchIds"}},{"kind":"Field","name":{"kind":"Name","value":"finalized"}},{"kind":"Field","name":{"kind":"Name","value":"manualRanks"}},{"kind":"Field","name":{"kind":"Name","value":"decisionPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"decided"}},{"kind":"Field","name":{"kind":"Name","value":"seeding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"teamId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"standing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"seeding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentEntryView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"standing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentEntryView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wins"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"ranks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ordinal"}},{"kind":"Field","name":{"kind":"Name","value":"tiedTeamIds"}},{"kind":"Field","name":{"kind":"Name","value":"tiedTeams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"structuralId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"teamOneId"}},{"kind":"Field","name":{"kind":"Name","value":"teamTwoId"}},{"kind":"Field","name":{"kind":"Name","value":"winnerTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"teamOne"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamTwo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"blueTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"redTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"winnerTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"blueTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TournamentPageQuery, TournamentPageQueryVariables>;
export const TournamentListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TournamentList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sport"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Sport"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TournamentListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tournaments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sport"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sport"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]} as unknown as DocumentNode<TournamentListQuery, TournamentListQueryVariables>;
export const TournamentSuiteLookupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TournamentSuiteLookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leagues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sport"},"value":{"kind":"EnumValue","value":"lol"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sport"},"value":{"kind":"EnumValue","value":"lol"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playerId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"seasons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sport"},"value":{"kind":"EnumValue","value":"lol"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"splits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TournamentSuiteLookupsQuery, TournamentSuiteLookupsQueryVariables>;
export const MatchByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MatchById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"match"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"structuralId"}},{"kind":"Field","name":{"kind":"Name","value":"teamOne"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamTwo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"blueTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MatchByIdQuery, MatchByIdQueryVariables>;
export const MatchTimespansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MatchTimespans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"first"},"name":{"kind":"Name","value":"match"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timespans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"again"},"name":{"kind":"Name","value":"match"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timespans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MatchTimespansQuery, MatchTimespansQueryVariables>;
export const ParticipantExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParticipantExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tournamentParticipantExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"inGameName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ParticipantExportQuery, ParticipantExportQueryVariables>;
export const TournamentScheduleBlocksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TournamentScheduleBlocks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tournamentSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tournamentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"broadcasts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"broadcastState"}}]}}]}}]}}]} as unknown as DocumentNode<TournamentScheduleBlocksQuery, TournamentScheduleBlocksQueryVariables>;
export const CopyScheduleBlockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyScheduleBlock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tournamentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startTime"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyScheduleBlock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"tournamentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tournamentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"startTime"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"broadcasts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"broadcastState"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CopyScheduleBlockMutation, CopyScheduleBlockMutationVariables>;
export const CreateTournamentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTournament"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TournamentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTournament"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TournamentResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TournamentMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"tournament"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]} as unknown as DocumentNode<CreateTournamentMutation, CreateTournamentMutationVariables>;
export const UpdateTournamentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTournament"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TournamentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTournament"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TournamentResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TournamentMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"tournament"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]} as unknown as DocumentNode<UpdateTournamentMutation, UpdateTournamentMutationVariables>;
export const PublishTournamentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishTournament"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishTournament"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TournamentResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TournamentMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"tournament"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]} as unknown as DocumentNode<PublishTournamentMutation, PublishTournamentMutationVariables>;
export const PublishAllOfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishAllOf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublicationScope"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPublicationStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"published"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TournamentResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TournamentMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"tournament"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]} as unknown as DocumentNode<PublishAllOfMutation, PublishAllOfMutationVariables>;
export const ArchiveTournamentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveTournament"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveTournament"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TournamentResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TournamentMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"tournament"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]} as unknown as DocumentNode<ArchiveTournamentMutation, ArchiveTournamentMutationVariables>;
export const CopyTournamentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyTournament"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyTournament"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TournamentResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TournamentMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"tournament"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]} as unknown as DocumentNode<CopyTournamentMutation, CopyTournamentMutationVariables>;
export const SetGameResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetGameResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tournamentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"winnerTeamId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setGameResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tournamentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tournamentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}},{"kind":"Argument","name":{"kind":"Name","value":"winnerTeamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"winnerTeamId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TournamentResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TournamentMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"tournament"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]} as unknown as DocumentNode<SetGameResultMutation, SetGameResultMutationVariables>;
export const ClearGameResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClearGameResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tournamentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearGameResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tournamentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tournamentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TournamentResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TournamentMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"tournament"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]} as unknown as DocumentNode<ClearGameResultMutation, ClearGameResultMutationVariables>;
export const SwitchTeamColorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwitchTeamColors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"switchTeamColors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TournamentResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TournamentMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"tournament"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]} as unknown as DocumentNode<SwitchTeamColorsMutation, SwitchTeamColorsMutationVariables>;
export const DecideDecisionPointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideDecisionPoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tournamentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decisionPointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideDecisionPoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tournamentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tournamentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"decisionPointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decisionPointId"}}},{"kind":"Argument","name":{"kind":"Name","value":"teamIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TournamentResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TournamentMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"tournament"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]} as unknown as DocumentNode<DecideDecisionPointMutation, DecideDecisionPointMutationVariables>;
export const ReplaceTeamsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplaceTeams"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"replacements"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TeamReplacementInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replaceTeams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"replacements"},"value":{"kind":"Variable","name":{"kind":"Name","value":"replacements"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TournamentResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TournamentMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"tournament"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]} as unknown as DocumentNode<ReplaceTeamsMutation, ReplaceTeamsMutationVariables>;
export const SetManualStandingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetManualStandings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tournamentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sectionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ranks"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RankInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setManualStandings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tournamentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tournamentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sectionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sectionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ranks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ranks"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TournamentResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TournamentMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"tournament"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]} as unknown as DocumentNode<SetManualStandingsMutation, SetManualStandingsMutationVariables>;
export const ClearManualStandingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClearManualStandings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tournamentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sectionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearManualStandings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tournamentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tournamentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sectionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sectionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TournamentResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TournamentMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"tournament"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]} as unknown as DocumentNode<ClearManualStandingsMutation, ClearManualStandingsMutationVariables>;
export const FinalizeSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinalizeSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tournamentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sectionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finalizeSection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tournamentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tournamentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sectionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sectionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TournamentResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TournamentMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"tournament"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorView"}}]}}]}}]} as unknown as DocumentNode<FinalizeSectionMutation, FinalizeSectionMutationVariables>;
export const CallerNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CallerName"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<CallerNameQuery, CallerNameQueryVariables>;