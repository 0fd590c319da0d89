/** What an account operation did. */
export type AccountOperationType =
  /** Accounts were created together (one bulk entry submit). */
  | 'create'
  /** Removal of accounts was requested. */
  | 'requestRemoval';

/** A column the account list sorts by: the data service sorts the whole list before paging it. */
export type AccountSortColumn =
  /** When the account was created. */
  | 'createdAt'
  /** Display name, case-insensitive. */
  | 'displayName';

/** Whether an account may be used. */
export type AccountStatus =
  /** In use. */
  | 'active'
  /** Removal was requested; the data service deletes it and it may no longer be used. */
  | 'removal_requested';

/** A column the audit journal sorts by. */
export type AuditLogSortColumn =
  /** When the entry was written (the order the journal was written in). */
  | 'at'
  /** The record's type, then its id. */
  | 'entity'
  /** The operation (mutation) name. */
  | 'operation'
  /** Who made the change. */
  | 'username';

/** How a journaled mutation ended. */
export type AuditResult =
  /** The upstream refused or failed the change; nothing changed. */
  | 'FAILED'
  /** The change was made. */
  | 'OK'
  /** A change of several steps stopped half-way; the entry's changes are what took effect. */
  | 'PARTIAL'
  /** Refused before anything changed: FORBIDDEN, CONFLICT, BAD_USER_INPUT or JOURNAL-side checks. */
  | 'REFUSED';

/** The caller's banner access (spec 2 §4), from the banners service's GET permissions. */
export type BannerAccess =
  /** May read only. */
  | 'disallowed'
  /** May create configurations, upload assets and change statuses. */
  | 'full_access';

/** What the banner asset upload is for. */
export type BannerAssetKind =
  /** A screenshot of one banner of a configuration version: '{league}/{patch}/{version}/screenshots/{prop}__{file}'. */
  | 'screenshot'
  /** A league's texture: '{league}/textures/{file}'. */
  | 'texture';

/** Where a banner configuration is (spec 2 §4), in this order; a review may send it back for new screenshots. */
export type BannerConfigurationStatus =
  /** Reviewed and accepted. */
  | 'approved'
  /** Screenshots are in; waiting for a reviewer. */
  | 'needs_review'
  /** Made; every banner it places needs a screenshot before review. */
  | 'needs_screenshots'
  /** Sent to the game; final. */
  | 'submitted';

/** Where a crystal-ball prompt is in its life: draft until certified; a certified prompt's choices and tiers are fixed. */
export type CrystalBallPromptState =
  /** Put to viewers: no new, changed or deleted choice or tier; its answer can be set. */
  | 'certified'
  /** Being prepared: choices and tiers can change. */
  | 'draft';

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

/** Where this gateway runs, derived from the host name unless configured (spec 1 §1). */
export type Environment =
  /** The development environment (a 'dev' host label); every feature flag is on. */
  | 'dev'
  /** A developer's machine (a loopback host); its feature flags follow dev. */
  | 'local'
  /** Production: any other host; the environment panel cannot switch away from it. */
  | 'prod'
  /** The test environment (a 'test' or 'stage' host label). */
  | 'test';

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

/** A format a stage can be built from (issue #37); spelled as `schema/src/rules/format-templates.ts` keys. */
export type FormatTemplateKey =
  /** Winner's and Loser's Brackets and a Grand Final, in one section; an optional Grand Final reset. */
  | 'double_elimination'
  /** GSL groups of four: openings, winners' and elimination matches, and a decider. */
  | 'gsl'
  /** Every team of a group meets every other once or twice, the teams split over N groups. */
  | 'round_robin'
  /** One bracket: the loser is out; byes for the top seeds; an optional third-place match. */
  | 'single_elimination'
  /** Teams with the same record meet each round, until N wins (advance) or N losses (drop). */
  | 'swiss';

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

/** A side of a game: blue (platform id 100) or red (platform id 200), five participants each. */
export type GameSide =
  /** Platform id 100. */
  | 'blue'
  /** Platform id 200. */
  | 'red';

/** Whose image an upload is: the file is stored in that owner's folder of the asset service. */
export type ImageOwner =
  /** A drop's card and notification images. */
  | 'drop'
  /** A league's images. */
  | 'league'
  /** An organization's logo bundle. */
  | 'organization'
  /** A team's logos and pictures. */
  | 'team';

/** Inventory item status (spec 3 §4). */
export type InventoryItemStatus =
  /** Can be granted. */
  | 'active'
  /** Put away; can be reactivated. */
  | 'archived'
  /** Removed. */
  | 'deleted';

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

/** Which organizations a list shows. */
export type OrganizationListFilter =
  /** Organizations in use. */
  | 'active'
  /** Archived organizations. */
  | 'archived';

/** Whether an organization is in use; archive and unarchive toggle between the two. */
export type OrganizationStatus =
  /** In use: offered when teams are assigned an organization. */
  | 'active'
  /** Retired: shown only in the archived list. */
  | 'archived';

/** A team's outcome of a game or match. */
export type Outcome =
  /** Lost. */
  | 'loss'
  /** Drew. */
  | 'tie'
  /** Won. */
  | 'win';

/**
 * Where a pick block is in its life (spec 3 §4): upcoming (before opensAt), open (viewers pick),
 * locked (from locksAt or once a match starts), scored (every match decided, points given).
 */
export type PickBlockState =
  /** Picks are closed; reopening (where the environment allows it) makes it open again. */
  | 'locked'
  /** Viewers pick. */
  | 'open'
  /** Every match decided and points given; final. */
  | 'scored'
  /** Before opensAt: viewers cannot pick yet. */
  | 'upcoming';

/** How a pick'em reward decides which viewers get it. */
export type PickemRewardCriterion =
  /** Viewers with at least `threshold` points (threshold 1 or more). */
  | 'minimumPoints'
  /** Viewers with every pick of a block right (threshold 0). */
  | 'perfectBlock'
  /** Viewers in the top `threshold` percent (1 to 100). */
  | 'topPercent';

/** Whether the game server still plays a platform game. */
export type PlatformGameState =
  /** Over. */
  | 'completed'
  /** Being played: the Stat Mapper's Live Games list shows these (with two teams). */
  | 'in_progress';

/** A column the player list sorts by: the data service sorts the whole list before paging it. */
export type PlayerSortColumn =
  /** Handle, case-insensitive. */
  | 'handle'
  /** First name, then last name, case-insensitive. */
  | 'name';

/** Whether a player is competing. */
export type PlayerStatus =
  /** Competing; the default for a new player. */
  | 'active'
  /** No longer competing; kept for history. */
  | 'inactive';

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

/** Where the codes of a new pool come from (spec 3 §3: upload by default). */
export type PromoCodeSource =
  /** Codes the promo code service generates. */
  | 'generate'
  /** A codes file, one code a line, uploaded to the asset service first (createPromoCodesUpload). */
  | 'upload';

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

/** Rarity status (spec 3 §4). */
export type RarityStatus =
  /** In use. */
  | 'active'
  /** Put away. */
  | 'archived';

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

/** What kind of section a stage holds. */
export type SectionType =
  /** Matches connected by edges (single or double elimination, Swiss). */
  | 'bracket'
  /** Round-robin matches between teams of different groups. */
  | 'cross_group'
  /** A round-robin group: every team meets every other team; records and ranks are computed. */
  | 'group';

/**
 * Where a shot-call prompt is: draft → open (triggered, viewers answer until closesAt) → closed (the
 * window has passed) → resolved (the correct choice set). Resolve closes an open prompt early.
 */
export type ShotcallPromptState =
  /** The window has passed; waiting to be resolved. */
  | 'closed'
  /** Made from a question; can be edited, moved, deleted and triggered. */
  | 'draft'
  /** Put to viewers: they answer until closesAt. */
  | 'open'
  /** The correct choice is set; final. */
  | 'resolved';

/** Where a shot-call session is (spec 3 §1): scheduled → live → ended, never back. */
export type ShotcallSessionState =
  /** Over: nothing more is triggered and no prompt is added. */
  | 'ended'
  /** On air: the operator triggers and resolves prompts. */
  | 'live'
  /** Planned: prompts can be drafted; none can be triggered yet. */
  | 'scheduled';

/** Which way a list is sorted. */
export type SortDirection =
  /** A to Z, oldest first, smallest first. */
  | 'ascending'
  /** Z to A, newest first, largest first. */
  | 'descending';

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

/** Which configuration field identifies a provider's streams. */
export type StreamConfigField =
  /** A channel id (twitch, mildom). */
  | 'channelId'
  /** A parameter (trovo). */
  | 'parameter'
  /** A video id (youtube, openrec, nimotv, afreecatv, esports, tencent). */
  | 'videoId';

/** Where a stream is played. Each provider identifies its streams by one configuration field. */
export type StreamProvider =
  /** AfreecaTV, by video id. */
  | 'afreecatv'
  /** The company's own video product, by video id. */
  | 'esports'
  /** Mildom, by channel id. */
  | 'mildom'
  /** Nimo TV, by video id. */
  | 'nimotv'
  /** OPENREC, by video id. */
  | 'openrec'
  /** Tencent, by video id. */
  | 'tencent'
  /** Trovo, by parameter. */
  | 'trovo'
  /** Twitch, by channel id. */
  | 'twitch'
  /** YouTube, by video id. */
  | 'youtube';

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

/** What a lint finding is about (the rules are described in schema/src/rules/stage-lint.ts). */
export type TournamentLintCode =
  /** Nodes feed each other in a loop. */
  | 'cycle'
  /** A section has no matches and no decision points. */
  | 'emptySection'
  /** Only the loser of a bracket match goes nowhere: out without a standing place. */
  | 'loserFeedsNothing'
  /** A loser feeds the standing's first place, or a node its match's winner also reaches. */
  | 'loserFeedsWinnerPlace'
  /** A standing place of a bracket section is fed by nothing. */
  | 'placeFedByNothing'
  /** A bracket match's winner (and so its result) feeds no match and no standing place. */
  | 'resultFeedsNothing'
  /** A group's match count differs from a round robin of its teams. */
  | 'roundRobinSize'
  /** A seeding slot of the section feeds nothing. */
  | 'seedEntersNothing'
  /** Two edges feed the same target slot. */
  | 'slotFedTwice'
  /** A stage's teams are not split evenly over its sections (the remainder to the first). */
  | 'unevenSplit'
  /** An edge uses a slot the node, seeding or standing does not have. */
  | 'unknownSlot'
  /** A decision point place has an empty label. */
  | 'unlabelledPlace'
  /** No team from the section's seeding can reach the match or decision point. */
  | 'unreachable';

/** How much a lint finding matters: errors block publishing, warnings do not. */
export type TournamentLintSeverity =
  /** Publishing is refused until it is fixed (an administrator may override with a reason). */
  | 'error'
  /** Worth a look; publishing goes ahead. */
  | 'warning';

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
