import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { MutationErrorValue } from '../mutations/outcome';
import type { SeasonDto, LeagueDto, SplitDto, LocalizedNameDto } from '@esports-admin/schema/upstream/elds';
import type { AccountDto, AccountGroupDto } from '@esports-admin/schema/upstream/elds-accounts';
import type { OrganizationDto, LogoBundleDto } from '@esports-admin/schema/upstream/elds-organizations';
import type { StreamDto, StreamGroupDto, VodDto } from '@esports-admin/schema/upstream/elds-media';
import type { PlatformGameReadDto, PlatformTeamDto, ParticipantDto, EsportsGameDto, ProposedMappingDto } from '@esports-admin/schema/upstream/game-management';
import type { TeamDto, TournamentDto, StageDto, SectionDto, MatchDto, GameDto, DecisionPointDto, ParticipantListDto, ParticipantEntryDto, TeamRecordDto, RankDto, MatchTeamOutcomeDto, ScheduleBlockDto, BroadcastDto, BroadcastItemDto, BlockBroadcastDto } from '@esports-admin/schema/upstream/elds-tournaments';
import type { PlayerDto, TournamentRealmIdentityDto, PlayerOperationDto } from '@esports-admin/schema/upstream/elds-players';
import type { DropTriggerDto } from '@esports-admin/schema/upstream/drop-triggers';
import type { PromoCodeDto } from '@esports-admin/schema/upstream/promo-codes';
import type { StreamTimelineTournamentDto } from '@esports-admin/schema/upstream/streamline';
import type { LiveStatsGameReadDto, LiveStatsFrameDto } from '@esports-admin/schema/upstream/live-stats';
import type { DropGroupDto, DropInGroupDto, CappedDropRequestDto, CappedDropResponseDto, InventoryItemDto, RarityDto, LocalizationKeyTextsDto } from '@esports-admin/schema/upstream/drops';
import type { PickemLeagueDto, PickemTournamentDto, PickemUnscheduledDto, PickBlockDto, PickBlockMatchPicksDto, PickBlockTeamPicksDto, CelebrityDto, CelebrityPickDto, CrystalBallQuestionDto, CrystalBallPromptDto, CrystalBallChoiceDto, CrystalBallChoiceTierDto, CrystalBallAnswerDto, CrystalBallLocalizationSetDto, PickemRewardDto, ScoringConfigDto, PickemSectionAssignmentDto, PickemScoringSectionDto } from '@esports-admin/schema/upstream/pickem';
import type { ShotcallAnswerDto, ShotcallQuestionDto, ShotcallSessionDto, ShotcallPromptDto, ShotcallChoiceDto, ShotcallRewardCriteriaDto } from '@esports-admin/schema/upstream/shotcall';
import type { BannerLeagueDto, BannerPatchRecordDto, BannerConfigurationRecordDto } from '@esports-admin/schema/upstream/banners';
import type { BannerProp as CatalogueBannerProp } from '@esports-admin/schema/rules/banner-props';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant as an ISO-8601 string in UTC, for example 2026-01-01T00:00:00.000Z. */
  DateTime: { input: string; output: string; }
};

/**
 * A game account staff hand out for broadcasts, observing and testing (spec 1 §3). Passwords are
 * write-only and never returned.
 */
export type Account = {
  __typename?: 'Account';
  /** When the account was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the data service deletes the account. */
  deleteAfter: Scalars['DateTime']['output'];
  /** The shown name: letters, digits, underscore and space, 3 to 16 characters. */
  displayName: Scalars['String']['output'];
  /** Whether the proposed display name collides with another account's. */
  displayNameCollision: Scalars['Boolean']['output'];
  /**
   * Whether the account may be used for `sport` (spec 3 §5): active, the sport enabled and the name
   * taken from the account.
   */
  eligibleFor: Scalars['Boolean']['output'];
  /** The sports the account may be used for. */
  enabledSports: Array<Sport>;
  /** The account's group, if any. All groups cost one data service call per request. */
  group?: Maybe<AccountGroup>;
  /** The account's group id, if any. */
  groupId?: Maybe<Scalars['ID']['output']>;
  /** Data service id. */
  id: Scalars['ID']['output'];
  /** Sign-in name, 4 to 24 characters. */
  login: Scalars['String']['output'];
  /** Where the shown name comes from: 'from account' or 'from player'. */
  nameSource: Scalars['String']['output'];
  /** The player using the account, or null for a free-floating account. */
  playerId?: Maybe<Scalars['ID']['output']>;
  /** A display name change asked for but not applied yet, if any. */
  proposedDisplayName?: Maybe<Scalars['String']['output']>;
  /** A login change asked for but not applied yet, if any. */
  proposedLogin?: Maybe<Scalars['String']['output']>;
  /** Platform-wide player id. */
  puuid: Scalars['String']['output'];
  /** Active, or removal_requested. */
  status: AccountStatus;
  /** League of Legends summoner names per platform. */
  summoners: Array<AccountSummoner>;
};


/**
 * A game account staff hand out for broadcasts, observing and testing (spec 1 §3). Passwords are
 * write-only and never returned.
 */
export type AccountEligibleForArgs = {
  sport: Sport;
};

/** One page of accounts, newest first. */
export type AccountConnection = {
  __typename?: 'AccountConnection';
  /** The accounts of this page with their cursors. */
  edges: Array<AccountEdge>;
  /** The accounts of this page. */
  nodes: Array<Account>;
  /** Whether more follow, and the cursor to get them. */
  pageInfo: PageInfo;
};

/** An account in a connection. */
export type AccountEdge = {
  __typename?: 'AccountEdge';
  /**
   * Cursor to pass as `after` to continue after this account. Set on the last edge of a page only:
   * the data service pages by opaque tokens, not per row.
   */
  cursor?: Maybe<Scalars['String']['output']>;
  /** The account. */
  node: Account;
};

/** Filters of an account list; all optional and combined. */
export type AccountFilter = {
  /** Only accounts created after this instant. */
  createdAfter?: InputMaybe<Scalars['DateTime']['input']>;
  /** Only accounts of this group. */
  groupId?: InputMaybe<Scalars['ID']['input']>;
  /** Only accounts whose display name contains this text, case-insensitively. */
  handleContains?: InputMaybe<Scalars['String']['input']>;
  /** Only accounts whose login contains this text, case-insensitively. */
  loginContains?: InputMaybe<Scalars['String']['input']>;
  /** Display name, login, id or puuid; applied from 2 characters on, case-insensitively. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only accounts with this sport enabled. */
  sport?: InputMaybe<Sport>;
};

/** A named set of accounts, for example the observer accounts of one event. */
export type AccountGroup = {
  __typename?: 'AccountGroup';
  /** Data service id. */
  id: Scalars['ID']['output'];
  /** Name, unique case-insensitively. */
  name: Scalars['String']['output'];
  /**
   * The record's version: a hash of the stored record (any field change gives a new version). Send
   * it as `expectedVersion` when updating.
   */
  version: Scalars['String']['output'];
};

/** The outcome of an account group change: exactly one of ok and error is set. */
export type AccountGroupResult = {
  __typename?: 'AccountGroupResult';
  /** Set when it was not, with the message to show. */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<AccountGroupSuccess>;
};

/** An account group change that succeeded. */
export type AccountGroupSuccess = {
  __typename?: 'AccountGroupSuccess';
  /** The group as stored. */
  group: AccountGroup;
  /** The success message. */
  message: Scalars['String']['output'];
};

/**
 * One recorded bulk operation on accounts (GET accounts/operations): who asked for what, when, and
 * for how many accounts.
 */
export type AccountOperation = {
  __typename?: 'AccountOperation';
  /** How many accounts it touched. */
  accountCount: Scalars['Int']['output'];
  /** The accounts it touched. */
  accountIds: Array<Scalars['ID']['output']>;
  /** When it was asked for. */
  createdAt: Scalars['DateTime']['output'];
  /** Data service id of the operation. */
  id: Scalars['ID']['output'];
  /** Who asked for it (username or client id). */
  requestedBy: Scalars['String']['output'];
  /** How the data service reports it, for example 'completed'. */
  status: Scalars['String']['output'];
  /** A creation or a removal request. */
  type: AccountOperationType;
};

/** What an account operation did. */
export type AccountOperationType =
  /** Accounts were created together (one bulk entry submit). */
  | 'create'
  /** Removal of accounts was requested. */
  | 'requestRemoval';

/** The outcome of a removal request: exactly one of ok and error is set. */
export type AccountRemovalResult = {
  __typename?: 'AccountRemovalResult';
  /** Set when it was not, with the message to show. */
  error?: Maybe<MutationError>;
  /** Set when removal was requested for every account. */
  ok?: Maybe<AccountRemovalSuccess>;
};

/** A removal request that succeeded. */
export type AccountRemovalSuccess = {
  __typename?: 'AccountRemovalSuccess';
  /** The accounts, now removal_requested. */
  accounts: Array<Account>;
  /** For example 'Requested removal of 3 accounts'. */
  message: Scalars['String']['output'];
};

/** One row of a bulk account entry. */
export type AccountRowInput = {
  /** Display name: letters, digits, underscore and space, 3 to 16 characters, not in use. */
  displayName: Scalars['String']['input'];
  /** Login, 4 to 24 characters; empty or left out to have one generated when allowed. */
  login?: InputMaybe<Scalars['String']['input']>;
  /** Password; empty or left out to have one generated. */
  password?: InputMaybe<Scalars['String']['input']>;
};

/** What happened to one row of a bulk entry or check. */
export type AccountRowResult = {
  __typename?: 'AccountRowResult';
  /** The created account; null when the row was refused or only checked. */
  account?: Maybe<Account>;
  /** Whether the display name is already in use ('Display name already in use'). */
  collision: Scalars['Boolean']['output'];
  /** The row's display name as sent. */
  displayName: Scalars['String']['output'];
  /** Position of the row in the input, from 0. */
  index: Scalars['Int']['output'];
  /** Why the row was refused, per field ('displayName', 'login', 'password'); empty when fine. */
  problems: Array<InputError>;
};

/** How an account list is sorted. */
export type AccountSort = {
  /** The column. */
  column: AccountSortColumn;
  /** The direction; ascending unless given. */
  direction?: SortDirection;
};

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

/** A League of Legends summoner name of an account on one platform. */
export type AccountSummoner = {
  __typename?: 'AccountSummoner';
  /** Summoner name on that platform. */
  name: Scalars['String']['output'];
  /** Platform id, for example 'EUW1'. */
  platformId: Scalars['String']['output'];
};

/** Facts about this deployment of the portal. */
export type AppInfo = {
  __typename?: 'AppInfo';
  /** The product version label shown in the navigation bar. */
  version: Scalars['String']['output'];
};

/** The template and options of a stage to build and append to a tournament. */
export type ApplyFormatTemplateInput = {
  /** Games of every match, best of 1 to 9, unless its round has its own in `roundBestOf`. Default 1. */
  bestOf?: InputMaybe<Scalars['Int']['input']>;
  /** Double elimination: add a second Grand Final for when the lower finalist wins the first. Default false. */
  grandFinalReset?: InputMaybe<Scalars['Boolean']['input']>;
  /** Round robin: how many groups the teams are split over (the remainder to the first). Default 1. */
  groups?: InputMaybe<Scalars['Int']['input']>;
  /** Swiss: losses that drop a team, 1 to 5. Default 3. */
  lossesToDrop?: InputMaybe<Scalars['Int']['input']>;
  /** Teams entering the stage: 2 to 512 (Swiss an even number from 4, GSL a multiple of 4). */
  participants: Scalars['Int']['input'];
  /** Best of per round (finals best of 5, say), by the round's cell name. At most 64 entries. */
  roundBestOf?: InputMaybe<Array<RoundBestOfInput>>;
  /** Round robin: 1 (every pair meets once) or 2 (twice, sides swapped). Default 1. */
  roundRobinRounds?: InputMaybe<Scalars['Int']['input']>;
  /**
   * The new stage's display name, stored as its slug. Default: the template's `defaultStageName`,
   * or, when a stage of the tournament already has that name, the first catalogue name no stage of
   * the tournament uses. A name given here that a stage already has is refused (BAD_USER_INPUT).
   */
  stageName?: InputMaybe<Scalars['String']['input']>;
  /** Which format to build. */
  template: FormatTemplateKey;
  /** Single elimination: add a third-place match between the semifinal losers. Default false. */
  thirdPlaceMatch?: InputMaybe<Scalars['Boolean']['input']>;
  /** Swiss: wins that advance a team, 1 to 5. Default 3. */
  winsToAdvance?: InputMaybe<Scalars['Int']['input']>;
};

/** One field a mutation changed, with its values JSON-encoded. */
export type AuditChange = {
  __typename?: 'AuditChange';
  /** The JSON-encoded value after the change (or the value asked for when the change was refused). */
  after?: Maybe<Scalars['String']['output']>;
  /** The JSON-encoded value before the change; null when the field did not exist. */
  before?: Maybe<Scalars['String']['output']>;
  /** Path of the field, for example 'name.localizations.en_US', 'endTime' or 'splits.0.slug'. */
  field: Scalars['String']['output'];
};

/**
 * One mutation call as the gateway's durable journal recorded it: who, when, what, before/after and
 * how it ended. Every mutation call leaves exactly one entry, whether it succeeded, was refused or
 * failed. Entries are never changed or removed through the API.
 */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** When the mutation was called. */
  at: Scalars['DateTime']['output'];
  /** The `x-request-id` the caller sent with the request, if any: the caller's reference, not the gateway's. */
  callerRequestId?: Maybe<Scalars['String']['output']>;
  /** The fields that changed (or would have), old → new. */
  changes: Array<AuditChange>;
  /** The error code when the call did not fully succeed. */
  code?: Maybe<ErrorCode>;
  /** Id of what changed; null for a refused create or a change of several records. */
  entityId?: Maybe<Scalars['ID']['output']>;
  /** The GraphQL type name of what changed, for example 'Season', 'League' or 'Tournament'. */
  entityType: Scalars['String']['output'];
  /** Journal id. */
  id: Scalars['ID']['output'];
  /** The message the caller was shown. */
  message?: Maybe<Scalars['String']['output']>;
  /** The mutation's name, for example 'updateSeason'. */
  operation: Scalars['String']['output'];
  /** The free-text reason staff gave on a destructive action. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The gateway's id of the GraphQL request (the `x-request-id` response header). */
  requestId: Scalars['String']['output'];
  /** How the call ended. */
  result: AuditResult;
  /** The caller's roles at the time. */
  roles: Array<Scalars['String']['output']>;
  /** The signed-in user who called it. */
  username: Scalars['String']['output'];
};

/** A page of journal entries, newest first. */
export type AuditLogConnection = {
  __typename?: 'AuditLogConnection';
  /** The entries of this page. */
  edges: Array<AuditLogEdge>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** How many entries match the filter in all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One journal entry in a page. */
export type AuditLogEdge = {
  __typename?: 'AuditLogEdge';
  /** Opaque cursor of this entry; pass it as `after` for the entries older than it. */
  cursor: Scalars['String']['output'];
  /** The entry. */
  node: AuditEntry;
};

/** Which journal entries to list; all given conditions must hold. */
export type AuditLogFilter = {
  /** Id of the record; usually with `entityType`. */
  entityId?: InputMaybe<Scalars['ID']['input']>;
  /** GraphQL type name, for example 'Season'. */
  entityType?: InputMaybe<Scalars['String']['input']>;
  /** Entries at or after this instant. */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  /** Mutation name, exact, for example 'updateSeason'. */
  operation?: InputMaybe<Scalars['String']['input']>;
  /** Entries before this instant. */
  to?: InputMaybe<Scalars['DateTime']['input']>;
  /** Username of the caller, exact. */
  user?: InputMaybe<Scalars['String']['input']>;
};

/**
 * How the audit journal is sorted; entries that tie follow the time they were written, in the same
 * direction.
 */
export type AuditLogSort = {
  /** The column. */
  column: AuditLogSortColumn;
  /** The direction; descending (newest, Z to A) unless given. */
  direction?: SortDirection;
};

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

/** Where to PUT a banner asset. */
export type BannerAssetUpload = {
  __typename?: 'BannerAssetUpload';
  /** The Content-Type header the PUT must carry (binary/octet-stream, spec 2 §7). */
  contentType: Scalars['String']['output'];
  /** When uploadUrl stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** The key it is stored under. */
  key: Scalars['String']['output'];
  /** The HTTP method of uploadUrl: PUT. */
  method: Scalars['String']['output'];
  /** The presigned address: PUT the file's bytes here before expiresAt. */
  uploadUrl: Scalars['String']['output'];
};

/** A texture or screenshot about to be uploaded. */
export type BannerAssetUploadInput = {
  /** The file's name; kept to letters, digits, dot, underscore and hyphen, with a timestamp prefix. */
  fileName: Scalars['String']['input'];
  /** Texture or screenshot. */
  kind: BannerAssetKind;
  /** Banners service league id. */
  leagueId: Scalars['ID']['input'];
  /** For a screenshot: the patch whose configuration it shows. */
  patch?: InputMaybe<Scalars['String']['input']>;
  /** For a screenshot: the prop it shows. */
  propId?: InputMaybe<Scalars['ID']['input']>;
  /** The file's size in bytes: the upload address takes a body of exactly this size. */
  size: Scalars['Int']['input'];
};

/** The outcome of createBannerAssetUpload: exactly one of ok and error is set. */
export type BannerAssetUploadResult = {
  __typename?: 'BannerAssetUploadResult';
  /** Set when it was not: a bad file name or key ('(!) invalid asset key'), FORBIDDEN without banner access, or the asset service's refusal. */
  error?: Maybe<MutationError>;
  /** Set when an upload address was issued. */
  ok?: Maybe<BannerAssetUpload>;
};

/** What hangs on one prop. */
export type BannerAssignment = {
  __typename?: 'BannerAssignment';
  /** The group the banner belongs to (banners of a group change together). */
  group: Scalars['String']['output'];
  /** The banner's name. */
  name: Scalars['String']['output'];
  /** The prop; null for an id the catalogue no longer has. */
  prop?: Maybe<BannerProp>;
  /** The prop's catalogue id. */
  propId: Scalars['ID']['output'];
  /** The texture's asset key ('{league}/textures/{file}'). */
  texture: Scalars['String']['output'];
};

/** One banner of a new configuration: what hangs on one prop. */
export type BannerAssignmentInput = {
  /** The group the banner belongs to; at most 100 characters. */
  group: Scalars['String']['input'];
  /** The banner's name; at most 100 characters. */
  name: Scalars['String']['input'];
  /** A prop of the catalogue (bannerProps); each prop at most once. */
  propId: Scalars['ID']['input'];
  /** A texture key of the league ('{league}/textures/{file}', spec 2 §5). */
  texture: Scalars['String']['input'];
};

/** A patch's configuration (spec 2 §3): what hangs on which prop, and where it is in review. */
export type BannerConfiguration = {
  __typename?: 'BannerConfiguration';
  /**
   * The banners the file places, read through a presigned download (two calls); null when the file
   * cannot be read.
   */
  banners?: Maybe<Array<BannerAssignment>>;
  /** The configuration's version (1, 2, …): one more for each configuration made for the patch. */
  configVersion: Scalars['Int']['output'];
  /** The asset key of its configuration file, named by league, patch and version. */
  fileKey: Scalars['String']['output'];
  /** Banners service id. */
  id: Scalars['ID']['output'];
  /** The screenshots stored for this version (one asset key listing). */
  screenshots: Array<BannerScreenshot>;
  /** Needs screenshots, needs review, approved or submitted. */
  status: BannerConfigurationStatus;
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
};


/** A patch's configuration (spec 2 §3): what hangs on which prop, and where it is in review. */
export type BannerConfigurationScreenshotsArgs = {
  propId?: InputMaybe<Scalars['ID']['input']>;
};

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

/** A league banners are configured for: a data-service league enrolled in the banners service. */
export type BannerLeague = {
  __typename?: 'BannerLeague';
  /** The data service's league id. */
  eldsId: Scalars['ID']['output'];
  /** Banners service id. */
  id: Scalars['ID']['output'];
  /** The data-service league (for its name and image) through the league loader; null when unknown. */
  league?: Maybe<League>;
  /** The patches that have a configuration, in the patch list's order. */
  patches: Array<BannerPatch>;
  /** The league's slug, which names its asset keys. */
  slug: Scalars['String']['output'];
};

/** The outcome of addBannerLeague: exactly one of ok and error is set. */
export type BannerLeagueResult = {
  __typename?: 'BannerLeagueResult';
  /** Set when it was not: an unknown league, one enrolled already, FORBIDDEN without banner access. */
  error?: Maybe<MutationError>;
  /** Set when the league was enrolled. */
  ok?: Maybe<BannerLeagueSuccess>;
};

/** A league enrolled for banners. */
export type BannerLeagueSuccess = {
  __typename?: 'BannerLeagueSuccess';
  /** The league as stored. */
  league: BannerLeague;
  /** The success message. */
  message: Scalars['String']['output'];
};

/** A link to a configuration's zip (spec 2 §7): the file, its textures and its screenshots. */
export type BannerPackage = {
  __typename?: 'BannerPackage';
  /** When url stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** game-configs/{league}-{patch}-{version}.zip */
  key: Scalars['String']['output'];
  /** A presigned download address. */
  url: Scalars['String']['output'];
};

/** One league's one patch: its configuration, if one was made. */
export type BannerPatch = {
  __typename?: 'BannerPatch';
  /** The newest configuration made for the patch; null when none was. */
  configuration?: Maybe<BannerConfiguration>;
  /** '{league id}:{patch}'. */
  id: Scalars['ID']['output'];
  /** The league. */
  league: BannerLeague;
  /** For example '15.3'. */
  patch: Scalars['String']['output'];
  /** Send it as `expectedVersion` when creating a configuration or changing its status. */
  version: Scalars['String']['output'];
};

/** The outcome of createBannerConfiguration and setBannerConfigurationStatus: exactly one of ok and error is set. */
export type BannerPatchResult = {
  __typename?: 'BannerPatchResult';
  /**
   * Set when it was not, or only in part: bad input, CONFLICT, FORBIDDEN without banner access, the
   * failed step's cause; PARTIALLY_APPLIED when the configuration was made but the chat notification
   * failed (the message is spec 2 §8's plus the cause).
   */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<BannerPatchSuccess>;
};

/** A banner configuration change that was made. */
export type BannerPatchSuccess = {
  __typename?: 'BannerPatchSuccess';
  /** The success message ('Configuration created!' for a creation, spec 2 §4). */
  message: Scalars['String']['output'];
  /** The patch as stored after the change. */
  patch: BannerPatch;
};

/** A place in the arena a banner can hang (spec 2 §3), from the catalogue of several dozen. */
export type BannerProp = {
  __typename?: 'BannerProp';
  /** Type, number, location and side. */
  attributes: BannerPropAttributes;
  /** Catalogue id, for example 'baron-alcove-hero-1'. */
  id: Scalars['ID']['output'];
  /** Name staff read: location · side · type and number. */
  name: Scalars['String']['output'];
  /** The object the game hangs the texture on. */
  targetName: Scalars['String']['output'];
  /** East–west position on the map, 0 (west) to 1 (east). */
  x: Scalars['Float']['output'];
  /** South–north position on the map, 0 (south, the blue base) to 1 (north). */
  z: Scalars['Float']['output'];
};

/** How a prop is grouped (spec 2 §3). */
export type BannerPropAttributes = {
  __typename?: 'BannerPropAttributes';
  /** Bot Lane, Mid Lane, Top Lane, Base, Baron, Dragon, Fountain, Jungle or Base Gate. */
  location: Scalars['String']['output'];
  /** Blue Side, Red Side, East, West, South, North or Alcove. */
  locationMeta: Scalars['String']['output'];
  /** Its number among the props of the same location, side and type. */
  number: Scalars['Int']['output'];
  /** Hero, Vertical, Horizontal or Vertical Thin. */
  type: Scalars['String']['output'];
};

/** A screenshot of one banner of a configuration version. */
export type BannerScreenshot = {
  __typename?: 'BannerScreenshot';
  /** The file name staff read. */
  fileName: Scalars['String']['output'];
  /** Its asset key ('{league}/{patch}/{version}/screenshots/{prop id}__{file}'). */
  key: Scalars['String']['output'];
  /** A presigned address to show it (one asset call each: ask only for the screenshots on screen). */
  previewUrl?: Maybe<Scalars['String']['output']>;
  /** The prop it shows; null for a file that names none. */
  propId?: Maybe<Scalars['ID']['output']>;
};

/** A texture stored for a league ('{league}/textures/{file}'). */
export type BannerTexture = {
  __typename?: 'BannerTexture';
  /** The file name staff read. */
  fileName: Scalars['String']['output'];
  /** Its asset key. */
  key: Scalars['String']['output'];
  /** A presigned address to show it (one asset call each: ask only for the textures on screen). */
  previewUrl?: Maybe<Scalars['String']['output']>;
};

/** A broadcast within a schedule block. */
export type Broadcast = {
  __typename?: 'Broadcast';
  /** Block id. */
  blockId: Scalars['ID']['output'];
  /** Matches shown, in order. */
  broadcastItems: Array<BroadcastItem>;
  /** Broadcast state, 'not-live' when the service has none. */
  broadcastState: Scalars['String']['output'];
  /** Data service id. */
  id: Scalars['ID']['output'];
  /** Status, 'unstarted' when the service has none. */
  status: Scalars['String']['output'];
};

/** One match in a broadcast (spec 1 §3 Match broadcast). */
export type BroadcastItem = {
  __typename?: 'BroadcastItem';
  /** Broadcast state, 'not-live' when the service has none. */
  broadcastState: Scalars['String']['output'];
  /**
   * The match, through the request's match loader (10 ids per call, shared with every other match of
   * the request); null when the data service does not know it.
   */
  match?: Maybe<Match>;
  /** Match id. */
  matchId: Scalars['ID']['output'];
  /** Planned start. */
  startTime: Scalars['DateTime']['output'];
  /** Status, 'unstarted' when the service has none. */
  status: Scalars['String']['output'];
  /** When it becomes visible, if set. */
  visibleAfterTime?: Maybe<Scalars['DateTime']['output']>;
};

/** How many viewers a capped drop reaches: a quantity, or a percent of the audience from 1 to 99. */
export type CappedDrop = {
  __typename?: 'CappedDrop';
  /** Percent of viewers from 1 to 99; 0 or below when the quantity is used. */
  percent: Scalars['Int']['output'];
  /** Number of viewers; 0 or below when the percent is used. */
  quantity: Scalars['Int']['output'];
};

/**
 * A capped share: a quantity of viewers or a percent, whole numbers stored as sent (the editor floors
 * what staff type, spec 3 §5).
 */
export type CappedDropInput = {
  /** Percent from 1 to 99 when no quantity is set; 0 or below otherwise. */
  percent: Scalars['Int']['input'];
  /** Number of viewers; 0 or below when the percent is used. */
  quantity: Scalars['Int']['input'];
};

/** What the drops service granted for a capped drop. */
export type CappedDropResponse = {
  __typename?: 'CappedDropResponse';
  /** Percent asked for. */
  percent: Scalars['Int']['output'];
  /** Number of viewers granted; null until a trigger settles it. */
  quantity?: Maybe<Scalars['Int']['output']>;
};

/** A personality whose picks viewers see once a block opens. */
export type Celebrity = {
  __typename?: 'Celebrity';
  /** The data service's tournament id. */
  eldsTournamentId: Scalars['ID']['output'];
  /** Pick'em service id. */
  id: Scalars['ID']['output'];
  /** Portrait, an http(s) URL. */
  imageUrl: Scalars['String']['output'];
  /** Name viewers see. */
  name: Scalars['String']['output'];
  /** One team per match they picked. */
  picks: Array<CelebrityPick>;
  /** How viewers know them: 'Caster', 'Former pro', … */
  title: Scalars['String']['output'];
};

/** What validateCelebrities found: empty `invalid` when the batch can be saved. */
export type CelebrityBatchValidation = {
  __typename?: 'CelebrityBatchValidation';
  /** Every invalid field of every row, by row then field. */
  invalid: Array<CelebrityRowProblem>;
};

/** One celebrity of a batch. */
export type CelebrityInput = {
  /** Id of a stored celebrity; leave out for a new one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Portrait, an http(s) URL. */
  imageUrl: Scalars['String']['input'];
  /** Name viewers see; required, fewer than 100 characters. */
  name: Scalars['String']['input'];
  /** One team per match, each match once. At most 100 entries. */
  picks: Array<CelebrityPickInput>;
  /** How viewers know them; required, fewer than 100 characters. */
  title: Scalars['String']['input'];
};

/** A celebrity's pick of one match. */
export type CelebrityPick = {
  __typename?: 'CelebrityPick';
  /** The data service's match id. */
  eldsMatchId: Scalars['ID']['output'];
  /** The team they picked to win. */
  eldsTeamId: Scalars['ID']['output'];
  /** The team; null when the data service does not know it. */
  team?: Maybe<Team>;
};

/** A celebrity's pick of one match to store. */
export type CelebrityPickInput = {
  /** The data service's match id. */
  eldsMatchId: Scalars['ID']['input'];
  /** The team picked to win. */
  eldsTeamId: Scalars['ID']['input'];
};

/** One invalid field of a row of a celebrity batch, as the service or the shared rules found it. */
export type CelebrityRowProblem = {
  __typename?: 'CelebrityRowProblem';
  /** The row's field at fault, for example 'name' or 'picks.0.eldsTeamId'. */
  field: Scalars['String']['output'];
  /** The row's position in the batch, from 0. */
  index: Scalars['Int']['output'];
  /** The message to show beside the field. */
  message: Scalars['String']['output'];
};

/** A cell of a column: a named slot holding matches or decision points by structural id. */
export type Cell = {
  __typename?: 'Cell';
  /** Structural ids of the matches and decision points in the cell. */
  contents: Array<Scalars['String']['output']>;
  /** Cell name, for example 'Round 1'. */
  name: Scalars['String']['output'];
};

/** A cell to store. */
export type CellInput = {
  /** Structural ids of matches and decision points in the cell. At most 512 entries. */
  contents: Array<Scalars['String']['input']>;
  /** Cell name. */
  name: Scalars['String']['input'];
};

/** Circuit points a team earns for a final placement. */
export type CircuitPointAward = {
  __typename?: 'CircuitPointAward';
  /** Final placement, 1 for the winner. */
  placement: Scalars['Int']['output'];
  /** Points awarded for it. */
  points: Scalars['Int']['output'];
};

/** Circuit points for a final placement. */
export type CircuitPointAwardInput = {
  /** Final placement, 1 for the winner. */
  placement: Scalars['Int']['input'];
  /** Points awarded for it, zero or more. */
  points: Scalars['Int']['input'];
};

/** A column of the bracket layout. */
export type Column = {
  __typename?: 'Column';
  /** Cells top to bottom. */
  cells: Array<Cell>;
};

/** A column to store. */
export type ColumnInput = {
  /** Cells top to bottom. At most 512 entries. */
  cells: Array<CellInput>;
};

/** A game count. */
export type CountConfig = {
  __typename?: 'CountConfig';
  /** How many games. */
  count: Scalars['Int']['output'];
};

/** A game count. */
export type CountConfigInput = {
  /** How many games, at least 1. */
  count: Scalars['Int']['input'];
};

/** The accounts to create in one go. */
export type CreateAccountsInput = {
  /** Whether empty logins are generated; when false an empty login is refused. */
  autogenerateLogins?: InputMaybe<Scalars['Boolean']['input']>;
  /** When the data service deletes the new accounts; default today at midnight UTC. */
  deleteAfter?: InputMaybe<Scalars['DateTime']['input']>;
  /** The sports every new account may be used for; at least one. At most 16 entries. */
  enabledSports: Array<Sport>;
  /** The group the new accounts join, if any. */
  groupId?: InputMaybe<Scalars['ID']['input']>;
  /** The rows; each is checked on its own and reported in `rows`. At most 500 entries. */
  rows: Array<AccountRowInput>;
};

/** The outcome of createAccounts. */
export type CreateAccountsResult = {
  __typename?: 'CreateAccountsResult';
  /** The accounts created. */
  created: Array<Account>;
  /** Set when nothing could be created because of the request as a whole (a bad group, a failure). */
  error?: Maybe<MutationError>;
  /**
   * A summary, for example 'Created 3 accounts Successfully!'; when rows were refused the count of
   * those follows.
   */
  message: Scalars['String']['output'];
  /** Every row in input order: created, or refused with its problems. */
  rows: Array<AccountRowResult>;
};

/** A new configuration for one league's patch (spec 3 §3 'Banner configuration creation'). */
export type CreateBannerConfigurationInput = {
  /** At most 44 banners, one per prop of the catalogue (each prop at most once), at least one. */
  banners: Array<BannerAssignmentInput>;
  /** Banners service league id. */
  leagueId: Scalars['ID']['input'];
  /** A patch of the patch list. */
  patch: Scalars['String']['input'];
};

/** The correct choices of a certified prompt. */
export type CrystalBallAnswer = {
  __typename?: 'CrystalBallAnswer';
  /** Ids of the correct choices. */
  choiceIds: Array<Scalars['ID']['output']>;
  /** Pick'em service id. */
  id: Scalars['ID']['output'];
  /** The prompt answered. */
  promptId: Scalars['ID']['output'];
  /** The answer's version; send it as `expectedVersion` to setCrystalBallAnswer. */
  version: Scalars['String']['output'];
};

/** The outcome of setCrystalBallAnswer: exactly one of ok and error is set. */
export type CrystalBallAnswerMutationResult = {
  __typename?: 'CrystalBallAnswerMutationResult';
  /** Set when it was not. */
  error?: Maybe<MutationError>;
  /** Set when the answer was saved. */
  ok?: Maybe<CrystalBallAnswerMutationSuccess>;
};

/** A saved answer. */
export type CrystalBallAnswerMutationSuccess = {
  __typename?: 'CrystalBallAnswerMutationSuccess';
  /** The answer as stored. */
  answer: CrystalBallAnswer;
  /** The success message. */
  message: Scalars['String']['output'];
};

/** The outcome of certifyCrystalBallPrompts: exactly one of ok and error is set. */
export type CrystalBallCertifyResult = {
  __typename?: 'CrystalBallCertifyResult';
  /** Set when none was. */
  error?: Maybe<MutationError>;
  /** Set when every prompt was certified. */
  ok?: Maybe<CrystalBallCertifySuccess>;
};

/** Prompts certified together. */
export type CrystalBallCertifySuccess = {
  __typename?: 'CrystalBallCertifySuccess';
  /** The success message. */
  message: Scalars['String']['output'];
  /** The prompts as stored, certified. */
  prompts: Array<CrystalBallPrompt>;
};

/** One choice of a prompt; a team or a player when it stands for one. */
export type CrystalBallChoice = {
  __typename?: 'CrystalBallChoice';
  /** The player it stands for, when one. */
  eldsPlayerId?: Maybe<Scalars['ID']['output']>;
  /** The team it stands for, when one. */
  eldsTeamId?: Maybe<Scalars['ID']['output']>;
  /** Pick'em service id. */
  id: Scalars['ID']['output'];
  /** The en_US label. */
  label: Scalars['String']['output'];
  /** Every locale's label, read through the localization loader (50 keys per call). */
  localization: CrystalBallLocalization;
  /** The localization key of the label (crystal-ball.choice.{id}). */
  localizationKey: Scalars['String']['output'];
  /** The player from the data service (20 per call); null when none or unknown. */
  player?: Maybe<Player>;
  /** The prompt it belongs to. */
  promptId: Scalars['ID']['output'];
  /** The team from the data service (20 per call); null when none or unknown. */
  team?: Maybe<Team>;
  /** The tier deciding its points; null until one is given (a prompt certifies only with every choice tiered). */
  tierId?: Maybe<Scalars['ID']['output']>;
  /** The choice's version; send it as `expectedVersion` when changing it. */
  version: Scalars['String']['output'];
};

/** A crystal-ball choice to store (draft prompts only). */
export type CrystalBallChoiceInput = {
  /** The player it stands for; leave out for none (not both a team and a player). */
  eldsPlayerId?: InputMaybe<Scalars['ID']['input']>;
  /** The team it stands for; leave out for none. */
  eldsTeamId?: InputMaybe<Scalars['ID']['input']>;
  /** The en_US label; required, fewer than 100 characters. */
  label: Scalars['String']['input'];
  /** The prompt it belongs to. */
  promptId: Scalars['ID']['input'];
  /** The tier deciding its points; leave out for none yet. */
  tierId?: InputMaybe<Scalars['ID']['input']>;
};

/** The outcome of a crystal-ball choice mutation: exactly one of ok and error is set. */
export type CrystalBallChoiceMutationResult = {
  __typename?: 'CrystalBallChoiceMutationResult';
  /** Set when it was not. */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<CrystalBallChoiceMutationSuccess>;
};

/** A crystal-ball choice mutation that succeeded. */
export type CrystalBallChoiceMutationSuccess = {
  __typename?: 'CrystalBallChoiceMutationSuccess';
  /** The choice as stored after the change. */
  choice: CrystalBallChoice;
  /** The success message. */
  message: Scalars['String']['output'];
};

/** Viewers who picked one choice. */
export type CrystalBallChoicePicks = {
  __typename?: 'CrystalBallChoicePicks';
  /** The choice's id. */
  choiceId: Scalars['ID']['output'];
  /** Whether the answer names it (false while there is no answer). */
  correct: Scalars['Boolean']['output'];
  /** How many viewers picked it. */
  viewers: Scalars['Int']['output'];
};

/** Points for a correct pick of a choice in this tier (long shots pay more). */
export type CrystalBallChoiceTier = {
  __typename?: 'CrystalBallChoiceTier';
  /** Pick'em service id. */
  id: Scalars['ID']['output'];
  /** Name staff read, for example 'Long shot'. */
  name: Scalars['String']['output'];
  /** Points for a correct pick of one of its choices. */
  points: Scalars['Int']['output'];
  /** The prompt it belongs to. */
  promptId: Scalars['ID']['output'];
  /** The tier's version; send it as `expectedVersion` when changing it. */
  version: Scalars['String']['output'];
};

/** A choice tier to store (draft prompts only). */
export type CrystalBallChoiceTierInput = {
  /** Name; required, fewer than 100 characters. */
  name: Scalars['String']['input'];
  /** Points for a correct pick; a whole number, 0 or more. */
  points: Scalars['Int']['input'];
  /** The prompt it belongs to. */
  promptId: Scalars['ID']['input'];
};

/** The outcome of a choice tier mutation: exactly one of ok and error is set. */
export type CrystalBallChoiceTierMutationResult = {
  __typename?: 'CrystalBallChoiceTierMutationResult';
  /** Set when it was not. */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<CrystalBallChoiceTierMutationSuccess>;
};

/** A choice tier mutation that succeeded. */
export type CrystalBallChoiceTierMutationSuccess = {
  __typename?: 'CrystalBallChoiceTierMutationSuccess';
  /** The success message. */
  message: Scalars['String']['output'];
  /** The tier as stored after the change. */
  tier: CrystalBallChoiceTier;
};

/**
 * A prompt's picks before it is certified or answered. With an answer, a viewer whose choice is right
 * gets its tier's points; a viewer with none right gets 0. With several picks per viewer the service
 * answers counts per choice only, so each right pick is a row of its own (a viewer with two right
 * picks counts in two rows) and there is no 0 row.
 */
export type CrystalBallDistribution = {
  __typename?: 'CrystalBallDistribution';
  /** Whether the prompt has an answer (points are counted only then). */
  answered: Scalars['Boolean']['output'];
  /** Per choice, in the prompt's order: the viewers who picked it. */
  choices: Array<CrystalBallChoicePicks>;
  /** Viewers per points, most points first; empty without an answer. */
  points: Array<CrystalBallPointsRow>;
  /** Per tier: the viewers who picked one of its choices. */
  tiers: Array<CrystalBallTierPicks>;
  /** Viewers who picked in the prompt. */
  viewers: Scalars['Int']['output'];
};

/** One crystal-ball localization key in every locale the service holds. */
export type CrystalBallLocalization = {
  __typename?: 'CrystalBallLocalization';
  /** The key, for example crystal-ball.choice.12. */
  key: Scalars['String']['output'];
  /** The texts by locale; en_US is the record's own text. */
  texts: Array<LocalizedText>;
  /** The key's version (a hash of its texts); send it as `expectedVersion` to saveCrystalBallLocalization. */
  version: Scalars['String']['output'];
};

/** The outcome of saveCrystalBallLocalization: exactly one of ok and error is set. */
export type CrystalBallLocalizationMutationResult = {
  __typename?: 'CrystalBallLocalizationMutationResult';
  /** Set when they were not. */
  error?: Maybe<MutationError>;
  /** Set when the texts were saved. */
  ok?: Maybe<CrystalBallLocalizationMutationSuccess>;
};

/** A saved localization key. */
export type CrystalBallLocalizationMutationSuccess = {
  __typename?: 'CrystalBallLocalizationMutationSuccess';
  /** The key's texts as stored. */
  localization: CrystalBallLocalization;
  /** The success message. */
  message: Scalars['String']['output'];
};

/** One locale's text of a crystal-ball localization key. */
export type CrystalBallLocalizedTextInput = {
  /** Locale code such as fr_FR (not en_US: that text is the record's own). */
  locale: Scalars['String']['input'];
  /** The text; required, at most 500 characters. */
  text: Scalars['String']['input'];
};

/** Viewers who would get the same points. */
export type CrystalBallPointsRow = {
  __typename?: 'CrystalBallPointsRow';
  /** The points. */
  points: Scalars['Int']['output'];
  /** How many viewers. */
  viewers: Scalars['Int']['output'];
};

/** A question put to a tournament's viewers, with its choices, tiers, answer and the viewers' picks. */
export type CrystalBallPrompt = {
  __typename?: 'CrystalBallPrompt';
  /** The correct choices once set; null before (one pick'em call per prompt). */
  answer?: Maybe<CrystalBallAnswer>;
  /** The choices, in the service's order. */
  choices: Array<CrystalBallChoice>;
  /**
   * What viewers picked and what the answer would give them: viewers per choice and per tier, and
   * how many viewers would get how many points. One picks call per tournament, three per prompt
   * (tiers, tier picks, answer).
   */
  distribution: CrystalBallDistribution;
  /** The data service's tournament id. */
  eldsTournamentId: Scalars['ID']['output'];
  /** Pick'em service id. */
  id: Scalars['ID']['output'];
  /** Viewers pick until then. */
  locksAt: Scalars['DateTime']['output'];
  /** How many choices a viewer picks (1 for a single pick). */
  picksPerViewer: Scalars['Int']['output'];
  /** Id of the question asked (see PickemTournament.crystalBallQuestions). */
  questionId: Scalars['ID']['output'];
  /** Draft or certified. */
  state: CrystalBallPromptState;
  /** The prompt's choice tiers (one pick'em call per prompt). */
  tiers: Array<CrystalBallChoiceTier>;
  /** The prompt's version (its choices included); send it as `expectedVersion` when changing it. */
  version: Scalars['String']['output'];
};

/** A crystal-ball prompt to store. */
export type CrystalBallPromptInput = {
  /** The data service's tournament id. */
  eldsTournamentId: Scalars['ID']['input'];
  /** When picks close. */
  locksAt: Scalars['DateTime']['input'];
  /** How many choices a viewer picks; 1 or more. */
  picksPerViewer: Scalars['Int']['input'];
  /** The question asked (one of the tournament's). */
  questionId: Scalars['ID']['input'];
};

/** The outcome of a crystal-ball prompt mutation: exactly one of ok and error is set. */
export type CrystalBallPromptMutationResult = {
  __typename?: 'CrystalBallPromptMutationResult';
  /** Set when it was not. */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<CrystalBallPromptMutationSuccess>;
};

/** A crystal-ball prompt mutation that succeeded. */
export type CrystalBallPromptMutationSuccess = {
  __typename?: 'CrystalBallPromptMutationSuccess';
  /** The success message. */
  message: Scalars['String']['output'];
  /** The prompt as stored after the change. */
  prompt: CrystalBallPrompt;
};

/** Where a crystal-ball prompt is in its life: draft until certified; a certified prompt's choices and tiers are fixed. */
export type CrystalBallPromptState =
  /** Put to viewers: no new, changed or deleted choice or tier; its answer can be set. */
  | 'certified'
  /** Being prepared: choices and tiers can change. */
  | 'draft';

/** A question text staff reuse across a tournament's prompts (en_US; other locales are localizations). */
export type CrystalBallQuestion = {
  __typename?: 'CrystalBallQuestion';
  /** The data service's tournament id. */
  eldsTournamentId: Scalars['ID']['output'];
  /** Pick'em service id. */
  id: Scalars['ID']['output'];
  /** Every locale's text of the key, read through the localization loader (50 keys per call). */
  localization: CrystalBallLocalization;
  /** The localization key of the text (crystal-ball.question.{id}). */
  localizationKey: Scalars['String']['output'];
  /** The en_US text. */
  text: Scalars['String']['output'];
  /** The question's version; send it as `expectedVersion` when changing it. */
  version: Scalars['String']['output'];
};

/** A crystal-ball question to store. */
export type CrystalBallQuestionInput = {
  /** The data service's tournament id. */
  eldsTournamentId: Scalars['ID']['input'];
  /** The en_US text; required, at most 500 characters. */
  text: Scalars['String']['input'];
};

/** The outcome of a crystal-ball question mutation: exactly one of ok and error is set. */
export type CrystalBallQuestionMutationResult = {
  __typename?: 'CrystalBallQuestionMutationResult';
  /** Set when it was not. */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<CrystalBallQuestionMutationSuccess>;
};

/** A crystal-ball question mutation that succeeded. */
export type CrystalBallQuestionMutationSuccess = {
  __typename?: 'CrystalBallQuestionMutationSuccess';
  /** The success message. */
  message: Scalars['String']['output'];
  /** The question as stored after the change. */
  question: CrystalBallQuestion;
};

/** Viewers who picked at least one choice of a tier. */
export type CrystalBallTierPicks = {
  __typename?: 'CrystalBallTierPicks';
  /** The tier's name. */
  name: Scalars['String']['output'];
  /** The tier's points. */
  points: Scalars['Int']['output'];
  /** The tier's id. */
  tierId: Scalars['ID']['output'];
  /** How many viewers picked one of its choices (a viewer counts once per tier). */
  viewers: Scalars['Int']['output'];
};

/** A point where staff decide which teams go where, for example a tiebreaker (spec 2 §3). */
export type DecisionPoint = {
  __typename?: 'DecisionPoint';
  /** True once decided. */
  decided: Scalars['Boolean']['output'];
  /** Label, 'Decision Point N' by default. */
  description: Scalars['String']['output'];
  /** Data service id. */
  id: Scalars['ID']['output'];
  /** Teams coming in. */
  seeding: Array<ParticipantEntry>;
  /** Teams going out, in the decided order, with labels. */
  standing: Array<ParticipantEntry>;
  /** Id stable across edits, used by edges. */
  structuralId: Scalars['String']['output'];
};

/** A decision point to keep (with its id) or add. */
export type DecisionPointInput = {
  /** Label; 'Decision Point N' when left out. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Id of an existing decision point; omit for a new one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Seeding entries. At most 512 entries. */
  seeding: Array<ParticipantEntryInput>;
  /** Standing entries with their labels. At most 512 entries. */
  standing: Array<ParticipantEntryInput>;
  /** Structural id, unique in the tournament. */
  structuralId: Scalars['String']['input'];
};

/** A reward inside a drop group: what viewers receive when the group is triggered. */
export type Drop = {
  __typename?: 'Drop';
  /** The capped request; null for Default drops. */
  cappedDropRequest?: Maybe<CappedDrop>;
  /** What the service granted for the capped request. */
  cappedDropResponse?: Maybe<CappedDropResponse>;
  /** Sponsor overlay on the card. */
  cardOverlaySponsorImageUrl?: Maybe<Scalars['String']['output']>;
  /** Card program image. */
  cardProgramImageUrl?: Maybe<Scalars['String']['output']>;
  /** Internal description (en_US). */
  description: Scalars['String']['output'];
  /** Localization group holding the description per locale. */
  descriptionLocalizationGroup: Scalars['String']['output'];
  /** The description in every locale it is translated into, in the editor's order. */
  descriptionLocalizations: Array<LocalizedText>;
  /** Drops service id. */
  id: Scalars['ID']['output'];
  /** Inventory items granted with the drop. */
  inventoryIds: Array<Scalars['ID']['output']>;
  /** League id the drop belongs to. */
  league: Scalars['String']['output'];
  /** The title in one locale, falling back to en_US (spec 3 §3) and then to the internal title. */
  localizedTitle: Scalars['String']['output'];
  /** Program image of the notification. */
  notificationProgramImageUrl?: Maybe<Scalars['String']['output']>;
  /** Sponsor image of the notification. */
  notificationSponsorImageUrl?: Maybe<Scalars['String']['output']>;
  /** 'Presented by' sponsor image. */
  presentedBySponsorImageUrl?: Maybe<Scalars['String']['output']>;
  /** Rarity of the drop card, if any. */
  rarityId?: Maybe<Scalars['ID']['output']>;
  /** Site the drop is shown on. */
  site: Scalars['String']['output'];
  /** Sponsor name. */
  sponsor: Scalars['String']['output'];
  /** Sport of the drop. */
  sport: Sport;
  /** Status; follows its group's status changes. */
  status: DropGroupStatus;
  /** The strategy marker of this drop in its group. */
  strategy: DropStrategy;
  /** Internal title (en_US); viewers see the localized title. */
  title: Scalars['String']['output'];
  /** Localization group holding the title per locale. */
  titleLocalizationGroup: Scalars['String']['output'];
  /**
   * The version of the title's localization set as stored (its `LocalizationSet.version`), null while
   * it has no text. Send it as `expectedVersion` to saveLocalizations.
   */
  titleLocalizationVersion?: Maybe<Scalars['String']['output']>;
  /**
   * The title in every locale it is translated into, in the editor's order (en_US first). Read
   * through the localization loader: 50 groups per drops service call.
   */
  titleLocalizations: Array<LocalizedText>;
  /** Tournament the drop is tied to, if any. */
  tournamentId?: Maybe<Scalars['ID']['output']>;
  /** Country codes the drop may be granted in; empty means everywhere. */
  validGeolocations: Array<Scalars['String']['output']>;
};


/** A reward inside a drop group: what viewers receive when the group is triggered. */
export type DropLocalizedTitleArgs = {
  locale: Scalars['String']['input'];
};

/** One UTC day's totals within a group: the triggers sent that day. */
export type DropDayTotals = {
  __typename?: 'DropDayTotals';
  /** The day, YYYY-MM-DD in UTC. */
  day: Scalars['String']['output'];
  /** What the triggers sent that day did. */
  totals: DropSendTotals;
};

/** An ordered set of drops triggered together. */
export type DropGroup = {
  __typename?: 'DropGroup';
  /** When the group was created. */
  createdAt: Scalars['DateTime']['output'];
  /** What the group is for, as staff see it in lists. */
  description: Scalars['String']['output'];
  /** The drops, in trigger order. */
  drops: Array<Drop>;
  /** Drops service id. */
  id: Scalars['ID']['output'];
  /** League id. */
  league: Scalars['String']['output'];
  /** Sport. */
  sport: Sport;
  /** Status (spec 3 §4). */
  status: DropGroupStatus;
  /** The group's strategy: the marker its drops share (Default when it has none). */
  strategy: DropStrategy;
  /**
   * The group's version (a hash of the group as stored). Send it as `expectedVersion` when editing;
   * a stale one is refused with CONFLICT.
   */
  version: Scalars['String']['output'];
};

/** A drop group to create, or its new state. */
export type DropGroupInput = {
  /** What the group is for. */
  description: Scalars['String']['input'];
  /** The drops in trigger order. At most 50 entries. */
  drops: Array<DropInput>;
  /** League id. */
  league: Scalars['String']['input'];
  /** Sport. */
  sport: Sport;
  /** Strategy of every drop of the group. */
  strategy: DropStrategy;
};

/** The outcome of a drop group mutation: exactly one of ok and error is set. */
export type DropGroupMutationResult = {
  __typename?: 'DropGroupMutationResult';
  /** Set when it was not. */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<DropGroupMutationSuccess>;
};

/** A drop group mutation that succeeded. */
export type DropGroupMutationSuccess = {
  __typename?: 'DropGroupMutationSuccess';
  /** The group as stored after the change. */
  dropGroup: DropGroup;
  /** The success message. */
  message: Scalars['String']['output'];
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

/** A drop group's totals over its triggers (issue #39), as Twitch's and Kick's consoles show them. */
export type DropGroupTotals = {
  __typename?: 'DropGroupTotals';
  /** Per UTC day a trigger went out, oldest first. */
  days: Array<DropDayTotals>;
  /** Per drop that was triggered, most viewers reached first (a drop never triggered is not listed). */
  drops: Array<DropTotals>;
  /** The group. */
  groupId: Scalars['ID']['output'];
  /** Over all its counted triggers. */
  totals: DropSendTotals;
  /**
   * True when the group has more triggers than the 200 counted: then the totals are over its 200
   * newest.
   */
  truncated: Scalars['Boolean']['output'];
};

/** A drop of a group to store. */
export type DropInput = {
  /** The capped share; required by the Capped and CappedOnly strategies, ignored by Default. */
  capped?: InputMaybe<CappedDropInput>;
  /** Sponsor overlay on the card. */
  cardOverlaySponsorImageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Card program image. */
  cardProgramImageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Internal (en_US) description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Id of a drop already in the group; leave out for a new drop. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Inventory items granted. At most 50 entries. */
  inventoryIds: Array<Scalars['ID']['input']>;
  /** Program image of the notification. */
  notificationProgramImageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Sponsor image of the notification. */
  notificationSponsorImageUrl?: InputMaybe<Scalars['String']['input']>;
  /** 'Presented by' sponsor image. */
  presentedBySponsorImageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Rarity id. */
  rarityId?: InputMaybe<Scalars['ID']['input']>;
  /** Sponsor name. */
  sponsor: Scalars['String']['input'];
  /** Internal (en_US) title. */
  title: Scalars['String']['input'];
  /** Tournament id. */
  tournamentId?: InputMaybe<Scalars['ID']['input']>;
  /** Country codes; empty for everywhere. At most 250 entries. */
  validGeolocations?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** The viewers a drop was triggered to. */
export type DropPuuids = {
  __typename?: 'DropPuuids';
  /** The drop. */
  dropId: Scalars['ID']['output'];
  /** The viewers' puuids, sorted. */
  puuids: Array<Scalars['String']['output']>;
};

/** What a set of triggers did (issue #39): sends, viewers reached, fulfilled, failed. */
export type DropSendTotals = {
  __typename?: 'DropSendTotals';
  /** Of those, how many are in a status staff follow up (see `FulfillmentStatusCount.failed`). */
  failed: Scalars['Int']['output'];
  /** Of those, how many are FULFILLED. */
  fulfilled: Scalars['Int']['output'];
  /** Triggers counted. */
  triggers: Scalars['Int']['output'];
  /** Viewers the triggers went to (a viewer sent the drop twice counts twice). */
  viewersReached: Scalars['Int']['output'];
};

/** How the drops of a group reach viewers. */
export type DropStrategy =
  /** The drop goes to a capped share of viewers (a quantity or a percent); the others get nothing. */
  | 'Capped'
  /** Only the capped share is ever asked for; no default fallback is requested. */
  | 'CappedOnly'
  /** Every eligible viewer receives the drop. */
  | 'Default';

/** One drop's totals within a group. */
export type DropTotals = {
  __typename?: 'DropTotals';
  /** The drop. */
  dropId: Scalars['ID']['output'];
  /** Its en_US title when last triggered. */
  title: Scalars['String']['output'];
  /** What its triggers did. */
  totals: DropSendTotals;
};

/** A drop sent to viewers (spec 3 §3 Trigger). */
export type DropTrigger = {
  __typename?: 'DropTrigger';
  /** Group or individual. */
  action: DropTriggerAction;
  /** The broadcast a group trigger went to. */
  broadcastId?: Maybe<Scalars['ID']['output']>;
  /** The drop sent. */
  dropId: Scalars['ID']['output'];
  /** The drop's group. */
  groupId?: Maybe<Scalars['ID']['output']>;
  /** The drops service's trigger id. */
  id: Scalars['ID']['output'];
  /** The drop's league id. */
  league: Scalars['String']['output'];
  /**
   * That league's name; null when the data service does not know the id (or could not be read).
   * The list reads every listed trigger's league in one data service call.
   */
  leagueName?: Maybe<Scalars['String']['output']>;
  /** Whether the viewer was notified. */
  notify: Scalars['Boolean']['output'];
  /** The viewer of an individual trigger. */
  puuid?: Maybe<Scalars['String']['output']>;
  /**
   * Fulfillment counts over all 22 statuses, in the spec's order; only on `dropTrigger(id)`
   * (null in lists, where it would cost a call per trigger).
   */
  stats?: Maybe<Array<FulfillmentStatusCount>>;
  /** The streams of that broadcast it went to. */
  streamIds: Array<Scalars['ID']['output']>;
  /** Seconds into the stream it went out at (group triggers). */
  streamPosition?: Maybe<Scalars['Int']['output']>;
  /** The drop's en_US title when triggered. */
  title: Scalars['String']['output'];
  /** When. */
  triggeredAt: Scalars['DateTime']['output'];
  /** Who triggered it. */
  triggeredBy: Scalars['String']['output'];
  /** How many viewers it went to. */
  viewerCount: Scalars['Int']['output'];
};

/** How a drop was sent. */
export type DropTriggerAction =
  /** To every viewer of a broadcast's streams. */
  | 'group'
  /** To one viewer, by puuid. */
  | 'individual';

/** An edge: a team moves from a source slot to a target slot when the source is decided (spec 2 §3). */
export type Edge = {
  __typename?: 'Edge';
  /** Structural id of the source node, null for the container's seeding. */
  sourceNodeId?: Maybe<Scalars['String']['output']>;
  /** Kind of source node, null for the container's seeding. */
  sourceNodeType?: Maybe<EdgeNodeType>;
  /** Source slot: 1 winner, 2 loser of a match; an entry index otherwise. */
  sourceSlot: Scalars['Int']['output'];
  /** Structural id of the target node, null for the container's standing. */
  targetNodeId?: Maybe<Scalars['String']['output']>;
  /** Kind of target node, null for the container's standing. */
  targetNodeType?: Maybe<EdgeNodeType>;
  /** Target slot: 1 team one, 2 team two of a match; an entry index otherwise. */
  targetSlot: Scalars['Int']['output'];
};

/** An edge to store. */
export type EdgeInput = {
  /** Structural id of the source node, null for the container's seeding. */
  sourceNodeId?: InputMaybe<Scalars['String']['input']>;
  /** Kind of source node, null for the container's seeding. */
  sourceNodeType?: InputMaybe<EdgeNodeType>;
  /** Source slot. */
  sourceSlot: Scalars['Int']['input'];
  /** Structural id of the target node, null for the container's standing. */
  targetNodeId?: InputMaybe<Scalars['String']['input']>;
  /** Kind of target node, null for the container's standing. */
  targetNodeType?: InputMaybe<EdgeNodeType>;
  /** Target slot. */
  targetSlot: Scalars['Int']['input'];
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

/**
 * Why an update with `expectedVersion` was refused: the record's version now, and who changed it
 * since, from the audit journal.
 */
export type EditConflict = {
  __typename?: 'EditConflict';
  /** When that change was made; null when made outside the gateway. */
  changedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who made the latest journaled change since the expected version; null when made outside the gateway. */
  changedBy?: Maybe<Scalars['String']['output']>;
  /** The fields the journaled changes since the expected version touched; empty when unknown. */
  changedFields: Array<Scalars['String']['output']>;
  /** The record's version now; send it as `expectedVersion` to apply the change on top. */
  currentVersion: Scalars['String']['output'];
};

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

/** Feature flags of the current environment (spec 1 §6). */
export type FeatureFlags = {
  __typename?: 'FeatureFlags';
  /** Whether /accounts and the account fields are open (with an account role); on in every environment. */
  accounts: Scalars['Boolean']['output'];
  /** The autocompleteMatch flag: off in prod, on in test, dev and local. */
  autocompleteMatch: Scalars['Boolean']['output'];
  /** Whether user management (/usermanagement, `users`, role grants) is open; on in every environment. */
  rbac: Scalars['Boolean']['output'];
  /** The reopenPickBlock flag: off in prod, on in test, dev and local. */
  reopenPickBlock: Scalars['Boolean']['output'];
  /** The seasons flag: on in every environment. */
  seasons: Scalars['Boolean']['output'];
  /** The selfServiceTournaments flag: on in every environment. */
  selfServiceTournaments: Scalars['Boolean']['output'];
  /**
   * Whether live stats and the Stat Mapper are open: on in dev and local, off in test and prod,
   * where their fields are refused with 'Stat Sync is off in this environment.'
   */
  statSync: Scalars['Boolean']['output'];
};

/** A format template: what it builds and which options shape it. */
export type FormatTemplate = {
  __typename?: 'FormatTemplate';
  /** The catalogue name a stage built from it takes unless another is given ('Playoffs'). */
  defaultStageName: Scalars['String']['output'];
  /** What the template builds, in a sentence or two. */
  description: Scalars['String']['output'];
  /** The template's key, as `applyFormatTemplate` takes it. */
  key: FormatTemplateKey;
  /** The template's name as staff read it ('Double elimination'). */
  name: Scalars['String']['output'];
  /**
   * The names of the ApplyFormatTemplateInput options that shape this template (for example
   * `grandFinalReset`); the others are ignored. `bestOf` and `roundBestOf` apply to every template.
   */
  options: Array<Scalars['String']['output']>;
};

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

/** How many viewers of a trigger are in one fulfillment status. */
export type FulfillmentStatusCount = {
  __typename?: 'FulfillmentStatusCount';
  /** How many viewers. */
  count: Scalars['Int']['output'];
  /** Whether staff should follow these up (the viewer did not get the item and nothing retries). */
  failed: Scalars['Boolean']['output'];
  /**
   * Whether a new send can fix this failed status (ERROR, ACCOUNT_LOOKUP_FAILED,
   * CONTENT_EXPERIENCES_ERROR): "Send again to failed viewers" sends to these viewers.
   */
  retryable: Scalars['Boolean']['output'];
  /** The status. */
  status: FulfillmentStatus;
};

/** One game of a match (spec 1 §3). */
export type Game = {
  __typename?: 'Game';
  /** Name given to the game, if any. */
  assignedName?: Maybe<Scalars['String']['output']>;
  /** The blue-side team. */
  blueTeam?: Maybe<Team>;
  /** Id of the team on the blue (lol, wr) or attacking (val) side. */
  blueTeamId: Scalars['ID']['output'];
  /** Data service id. */
  id: Scalars['ID']['output'];
  /** 1 for the first game. */
  number: Scalars['Int']['output'];
  /** The game's point-of-view streams by side and seat; 10 games per data service call. */
  povs: Array<Pov>;
  /**
   * The version of the game's set of povs, a hash of the set as stored (any change to any of them
   * gives a new version). Send it as `expectedVersion` to savePovs.
   */
  povsVersion: Scalars['String']['output'];
  /** The red-side team. */
  redTeam?: Maybe<Team>;
  /** Id of the team on the red (lol, wr) or defending (val) side. */
  redTeamId: Scalars['ID']['output'];
  /** Unstarted or completed. */
  status: MatchStatus;
  /** Outcome per team once set. */
  teamOutcomes: Array<GameTeamOutcome>;
  /**
   * The game's stretches on the platform timeline, oldest first; empty until the game has a result.
   * The platform game asked for is the one with the game's id. The timeline answers one platform
   * game per call: a request makes one data service call per distinct game it asks this of.
   */
  timespans: Array<Timespan>;
  /**
   * Whether the game's vods are available and cached; the games of one request are asked together,
   * 10 per data service call for each of the two lists.
   */
  vodStatus: GameVodStatus;
  /** The game's vods; the games of one request are fetched together, 10 per data service call. */
  vods: Array<Vod>;
  /** The winner once set. */
  winnerTeamId?: Maybe<Scalars['ID']['output']>;
};

/** A side of a game: blue (platform id 100) or red (platform id 200), five participants each. */
export type GameSide =
  /** Platform id 100. */
  | 'blue'
  /** Platform id 200. */
  | 'red';

/** A team's outcome of a game. */
export type GameTeamOutcome = {
  __typename?: 'GameTeamOutcome';
  /** Win, loss or tie. */
  outcome: Outcome;
  /** For example 'set-by-human'. */
  outcomeSource: Scalars['String']['output'];
  /** The team's id. */
  teamId: Scalars['ID']['output'];
};

/** Whether a game's vods can be played, as the data service reports it (spec 3 §7 'Media'). */
export type GameVodStatus = {
  __typename?: 'GameVodStatus';
  /** The data service lists the game as having a vod (GET /vodDetails/available). */
  available: Scalars['Boolean']['output'];
  /** Some of the game's vods are in the data service's read cache (GET /vodDetails/cached). */
  cached: Scalars['Boolean']['output'];
  /** How many of the game's vods the read cache holds. */
  cachedVodCount: Scalars['Int']['output'];
  /** The game. */
  gameId: Scalars['ID']['output'];
};

/** Round-robin settings. */
export type GroupConfig = {
  __typename?: 'GroupConfig';
  /** The match every pairing is created from. */
  matchTemplate: MatchTemplate;
  /** How many times each pair meets, 1 by default. */
  roundRobinRounds: Scalars['Int']['output'];
};

/** Round-robin settings. */
export type GroupConfigInput = {
  /** The match every pairing is created from. */
  matchTemplate: MatchTemplateInput;
  /** How many times each pair meets (1 when left out). */
  roundRobinRounds?: InputMaybe<Scalars['Int']['input']>;
};

/** A group trigger (spec 3 §3): a drop to the viewers of a broadcast's streams. */
export type GroupTriggerInput = {
  /** A broadcast in progress. */
  broadcastId: Scalars['ID']['input'];
  /** The drop to send. */
  dropId: Scalars['ID']['input'];
  /** Its group. */
  groupId: Scalars['ID']['input'];
  /** Streams of that broadcast, at least one. At most 50 entries. */
  streamIds: Array<Scalars['ID']['input']>;
  /** Seconds into the stream, 0 to 86400. */
  streamPosition: Scalars['Int']['input'];
};

/** The outcome of triggerDropGroup: exactly one of ok and error is set. */
export type GroupTriggerResult = {
  __typename?: 'GroupTriggerResult';
  /** Set when it did not. */
  error?: Maybe<MutationError>;
  /** Set when it went through. */
  ok?: Maybe<GroupTriggerSuccess>;
};

/** A group trigger that went through (or would, on a dry run). */
export type GroupTriggerSuccess = {
  __typename?: 'GroupTriggerSuccess';
  /** Whether this was a dry run: then nothing was stored or sent and `trigger` is null. */
  dryRun: Scalars['Boolean']['output'];
  /** The message to show. */
  message: Scalars['String']['output'];
  /** The stored trigger; null on a dry run. */
  trigger?: Maybe<DropTrigger>;
  /** Viewers it went (or would go) to. */
  viewerCount: Scalars['Int']['output'];
};

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

/** Where to PUT an image file, and the address it is served from once stored. */
export type ImageUpload = {
  __typename?: 'ImageUpload';
  /** The Content-Type header the PUT must carry (spec 2 §7: binary/octet-stream for images). */
  contentType: Scalars['String']['output'];
  /** When uploadUrl stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** The image's address once the PUT succeeded: what a logo field stores. */
  imageUrl: Scalars['String']['output'];
  /** The asset service key the file is stored under (unique per upload). */
  key: Scalars['String']['output'];
  /** The HTTP method of uploadUrl: PUT. */
  method: Scalars['String']['output'];
  /** The presigned address: PUT the file's bytes here before expiresAt. */
  uploadUrl: Scalars['String']['output'];
};

/** An image file about to be uploaded from the browser. */
export type ImageUploadInput = {
  /** The type the browser reports for the file, when it knows one. */
  contentType?: InputMaybe<Scalars['String']['input']>;
  /** The file's name; its extension (png, jpg, jpeg, gif or webp) decides the stored type. */
  fileName: Scalars['String']['input'];
  /** Whose image it is. */
  owner: ImageOwner;
  /** The owner's id when it exists already; left out while it is being created. */
  ownerId?: InputMaybe<Scalars['ID']['input']>;
  /** The file's size in bytes: the upload address takes a body of exactly this size, no other. */
  size: Scalars['Int']['input'];
};

/** The outcome of createImageUpload: exactly one of ok and error is set. */
export type ImageUploadResult = {
  __typename?: 'ImageUploadResult';
  /** Set when it was not: a bad file (BAD_USER_INPUT), a role without write access to the owner (FORBIDDEN) or the asset service's refusal. */
  error?: Maybe<MutationError>;
  /** Set when an upload address was issued. */
  ok?: Maybe<ImageUpload>;
};

/** The outcome of triggerDropForViewer: exactly one of ok and error is set. */
export type IndividualTriggerResult = {
  __typename?: 'IndividualTriggerResult';
  /** Set when it did not. */
  error?: Maybe<MutationError>;
  /** Set when it went through. */
  ok?: Maybe<IndividualTriggerSuccess>;
};

/** An individual trigger that went through. */
export type IndividualTriggerSuccess = {
  __typename?: 'IndividualTriggerSuccess';
  /** The message to show. */
  message: Scalars['String']['output'];
  /** The stored trigger. */
  trigger: DropTrigger;
};

/** A message about one input field. */
export type InputError = {
  __typename?: 'InputError';
  /**
   * Which field: the key the domain's shared rules use, so forms and scripts read the same thing,
   * for example 'slug', 'localizedName', 'endTime', 'splits.0.slug' or 'localizations.ko_KR'.
   */
  field: Scalars['String']['output'];
  /** The message to show beside the field. */
  message: Scalars['String']['output'];
};

/** What a viewer reads for one fulfillment status of an inventory item. */
export type InventoryDescription = {
  __typename?: 'InventoryDescription';
  /** Fulfillment status, for example FULFILLED or PLAYER_NOT_FOUND. */
  fulfillmentStatus: Scalars['String']['output'];
  /** Localization key of the text inside the item's description group. */
  key?: Maybe<Scalars['String']['output']>;
  /** The en_US text. */
  text: Scalars['String']['output'];
};

/** The en_US text for one fulfillment status. */
export type InventoryDescriptionInput = {
  /** One of the 22 fulfillment status values. */
  fulfillmentStatus: Scalars['String']['input'];
  /** The text. */
  text: Scalars['String']['input'];
};

/** Something a drop grants: a game item, a wallet item or a promo code. */
export type InventoryItem = {
  __typename?: 'InventoryItem';
  /** Localization group of the descriptions, generated by the service once they are saved. */
  descriptionGroupKey?: Maybe<Scalars['String']['output']>;
  /** Descriptions per fulfillment status. */
  descriptions: Array<InventoryDescription>;
  /** Drop type (psa by default). */
  dropType: Scalars['String']['output'];
  /** Game item id, for game items. */
  gameItemId?: Maybe<Scalars['String']['output']>;
  /** Drops service id. */
  id: Scalars['ID']['output'];
  /** Image shown to viewers. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Title staff see; also the en_US title. */
  internalTitle: Scalars['String']['output'];
  /** Item type, for game items. */
  itemType?: Maybe<Scalars['String']['output']>;
  /** PSA type (wallet_item by default). */
  psaType: Scalars['String']['output'];
  /** How many are granted (1 by default). */
  quantity: Scalars['Int']['output'];
  /** Sport. */
  sport: Sport;
  /** Status. */
  status: InventoryItemStatus;
  /** Store type, for game items. */
  storeType?: Maybe<Scalars['String']['output']>;
  /** Localization group of the title. */
  titleGroupKey: Scalars['String']['output'];
  /** Localization key of the title. */
  titleKey: Scalars['String']['output'];
  /** The record's version; send it as `expectedVersion` when saving. */
  version: Scalars['String']['output'];
};

/** An inventory item to create (no id) or save. */
export type InventoryItemInput = {
  /** Drop type. */
  dropType: Scalars['String']['input'];
  /** Game item id. */
  gameItemId?: InputMaybe<Scalars['String']['input']>;
  /** Id of the item to save; leave out to create one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Image. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Title staff see. */
  internalTitle: Scalars['String']['input'];
  /** Item type. */
  itemType?: InputMaybe<Scalars['String']['input']>;
  /** PSA type. */
  psaType: Scalars['String']['input'];
  /** Quantity, at least 1. */
  quantity: Scalars['Int']['input'];
  /** Sport. */
  sport: Sport;
  /** Store type. */
  storeType?: InputMaybe<Scalars['String']['input']>;
};

/** The outcome of an inventory item mutation. */
export type InventoryItemMutationResult = {
  __typename?: 'InventoryItemMutationResult';
  /** Set when it was not. */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<InventoryItemMutationSuccess>;
};

/** An inventory item mutation that succeeded. */
export type InventoryItemMutationSuccess = {
  __typename?: 'InventoryItemMutationSuccess';
  /** The item as stored. */
  inventoryItem: InventoryItem;
  /** The success message. */
  message: Scalars['String']['output'];
};

/** Inventory item status (spec 3 §4). */
export type InventoryItemStatus =
  /** Can be granted. */
  | 'active'
  /** Put away; can be reactivated. */
  | 'archived'
  /** Removed. */
  | 'deleted';

/** An approved invitation. */
export type InvitationApproved = {
  __typename?: 'InvitationApproved';
  /** Roles the user holds now. */
  roles: Array<Scalars['String']['output']>;
};

/** The outcome of an invitation approval: exactly one of ok and error is set. */
export type InvitationResult = {
  __typename?: 'InvitationResult';
  /** Set when it was not, with the message to show. */
  error?: Maybe<MutationError>;
  /** Set when the invitation was approved. */
  ok?: Maybe<InvitationApproved>;
};

/** A competition of one sport, such as the LCK or VCT EMEA, that tournaments belong to. */
export type League = {
  __typename?: 'League';
  /** Data service id. */
  id: Scalars['ID']['output'];
  /** Logo for light backgrounds, if set. */
  lightLogoUrl?: Maybe<Scalars['String']['output']>;
  /** Display name, for example 'LCK'. */
  name: Scalars['String']['output'];
  /** Sort order in lists: lower comes first. */
  priority: Scalars['Int']['output'];
  /** Region code, for example 'KR', 'EMEA' or 'INTL'. */
  region: Scalars['String']['output'];
  /** Lower-case identifier made of a-z, 0-9 and underscore, unique per sport. */
  slug: Scalars['String']['output'];
  /** The sport the league belongs to. */
  sport: Sport;
  /** Active or archived. */
  status: LeagueStatus;
  /**
   * The record's version: the data service's own when it has one, else a hash of the stored record
   * (any field change gives a new version). Send it as `expectedVersion` when updating.
   */
  version: Scalars['String']['output'];
};

/**
 * One league of a batch update: its id and its complete new state, status included (the data
 * service replaces each league whole).
 */
export type LeagueBatchInput = {
  /** The league's version the caller read; when stale the whole batch is refused with CONFLICT. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  /** Data service id of the league to replace. */
  id: Scalars['ID']['input'];
  /** Logo for light backgrounds: an http(s) URL, or null for none. */
  lightLogoUrl?: InputMaybe<Scalars['String']['input']>;
  /** Display name; required, fewer than 100 characters. */
  name: Scalars['String']['input'];
  /** Sort order in lists, a positive integer: lower comes first. */
  priority: Scalars['Int']['input'];
  /** Region code, required, for example 'KR'. */
  region: Scalars['String']['input'];
  /** Lower-case identifier (a-z, 0-9, underscore; at most 80 characters), unique per sport. */
  slug: Scalars['String']['input'];
  /** The sport the league belongs to. */
  sport: Sport;
  /** Active or archived. */
  status: LeagueStatus;
};

/** The outcome of a league batch update: exactly one of ok and error is set. */
export type LeagueBatchMutationResult = {
  __typename?: 'LeagueBatchMutationResult';
  /**
   * Set when none was: input errors are keyed `leagues.{index}.{field}` (or `leagues` for an empty
   * batch) with the spec 1 §5 messages; an upstream refusal changes no league.
   */
  error?: Maybe<MutationError>;
  /** Set when every league was changed. */
  ok?: Maybe<LeagueBatchMutationSuccess>;
};

/** A league batch update that succeeded. */
export type LeagueBatchMutationSuccess = {
  __typename?: 'LeagueBatchMutationSuccess';
  /** The leagues as stored after the change, in the order given. */
  leagues: Array<League>;
  /** 'Updated League Successfully!' for one league, 'Updated {count} Leagues Successfully!' for more. */
  message: Scalars['String']['output'];
};

/** A league to create or the new state of one to update. */
export type LeagueInput = {
  /** Logo for light backgrounds: an http(s) URL, or null for none. */
  lightLogoUrl?: InputMaybe<Scalars['String']['input']>;
  /** Display name; required, fewer than 100 characters. */
  name: Scalars['String']['input'];
  /** Sort order in lists, a positive integer: lower comes first. */
  priority: Scalars['Int']['input'];
  /** Region code, required, for example 'KR'. */
  region: Scalars['String']['input'];
  /** Lower-case identifier (a-z, 0-9, underscore; at most 80 characters), unique per sport. */
  slug: Scalars['String']['input'];
  /** The sport the league belongs to. */
  sport: Sport;
};

/** Which leagues a list shows. */
export type LeagueListFilter =
  /** Archived leagues. */
  | 'archived'
  /** Active leagues. */
  | 'current';

/** The outcome of a league mutation: exactly one of ok and error is set. */
export type LeagueMutationResult = {
  __typename?: 'LeagueMutationResult';
  /** Set when it was not, with the message to show. */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<LeagueMutationSuccess>;
};

/** A league mutation that succeeded. */
export type LeagueMutationSuccess = {
  __typename?: 'LeagueMutationSuccess';
  /** The league as stored after the change. */
  league: League;
  /** The success message, for example 'Created League Successfully!'. */
  message: Scalars['String']['output'];
};

/** A league's id and name, what any signed-in user may read of it. */
export type LeagueName = {
  __typename?: 'LeagueName';
  /** Data service id of the league. */
  id: Scalars['ID']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
};

/** Whether a league is in use. */
export type LeagueStatus =
  /** In use; its tournaments are listed. */
  | 'active'
  /** Retired; shown only in the archived list, and its tournaments are not listed. */
  | 'archived';

/** One frame of a game's live stats feed: both sides' total gold at one moment, 10 seconds apart. */
export type LiveStatsFrame = {
  __typename?: 'LiveStatsFrame';
  /** Total gold of the blue side's five players; 0 before the game starts. */
  blueGold: Scalars['Int']['output'];
  /** blueGold minus redGold. */
  goldDifference: Scalars['Int']['output'];
  /** Total gold of the red side's five players; 0 before the game starts. */
  redGold: Scalars['Int']['output'];
  /** When, on the broadcast (the feed's rfc460Timestamp). */
  timestamp: Scalars['DateTime']['output'];
};

/** A game's live stats (spec 3 §3 'Live stats') and its start as the spec's search finds it. */
export type LiveStatsGame = {
  __typename?: 'LiveStatsGame';
  /** The blue side's participants. */
  blueParticipants: Array<LiveStatsParticipant>;
  /**
   * Every frame from searchedFrom to the end of the feed, for the gold chart. Continues from the
   * windows the start search read: one more live stats call per 100 seconds of broadcast, at most 60.
   */
  frames: Array<LiveStatsFrame>;
  /** The esports game. */
  gameId: Scalars['ID']['output'];
  /** The red side's participants. */
  redParticipants: Array<LiveStatsParticipant>;
  /**
   * Where the game start search began: the `from` argument, else the start of the game's first
   * platform timespan (its broadcast slot).
   */
  searchedFrom: Scalars['DateTime']['output'];
  /**
   * The game start frame (spec 3 §4): the first frame from searchedFrom on where either side's total
   * gold is non-zero, exactly the frame a search in 10-second steps finds. Null when there is none
   * within an hour of searchedFrom.
   */
  startFrame?: Maybe<LiveStatsFrame>;
  /**
   * The start frame's time after searchedFrom as hh:mm:ss: the stats offset of a vod that begins with
   * the broadcast slot. Null with startFrame.
   */
  startVideoTime?: Maybe<Scalars['String']['output']>;
};

/** A participant of a game as live stats name them. */
export type LiveStatsParticipant = {
  __typename?: 'LiveStatsParticipant';
  /** 1 to 5 on the blue side, 6 to 10 on the red side. */
  participantId: Scalars['Int']['output'];
  /** In-game name. */
  summonerName: Scalars['String']['output'];
};

/** The text of a name in one locale. */
export type Localization = {
  __typename?: 'Localization';
  /** Locale code such as en_US. */
  locale: Scalars['String']['output'];
  /** The text in that locale. */
  value: Scalars['String']['output'];
};

/** The text of a name in one locale. */
export type LocalizationInput = {
  /** Locale code such as en_US. */
  locale: Scalars['String']['input'];
  /** The text in that locale. */
  value: Scalars['String']['input'];
};

/** The outcome of a localization mutation. */
export type LocalizationMutationResult = {
  __typename?: 'LocalizationMutationResult';
  /** Set when it was not. */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<LocalizationMutationSuccess>;
};

/** A localization mutation that succeeded. */
export type LocalizationMutationSuccess = {
  __typename?: 'LocalizationMutationSuccess';
  /** The saved keys. */
  localizations: Array<LocalizationSet>;
  /** The success message. */
  message: Scalars['String']['output'];
};

/** One localization key in every locale (spec 3 §3 'Localization set'). */
export type LocalizationSet = {
  __typename?: 'LocalizationSet';
  /** The group the key belongs to. */
  group: Scalars['String']['output'];
  /** The key, for example drop.7200001.title. */
  key: Scalars['String']['output'];
  /** The locales in the editor's order; removed ones are left out. */
  locales: Array<Scalars['String']['output']>;
  /** The texts, listed locales first; removed locales carry null. */
  texts: Array<LocalizedText>;
  /**
   * The set's version (a hash of its stored texts and order). Send it as `expectedVersion` when
   * saving; a stale one is refused with CONFLICT.
   */
  version: Scalars['String']['output'];
};

/** One key's texts: the locales in order and a text per locale (removed ones with null). */
export type LocalizationSetInput = {
  /** The group the key belongs to. */
  group: Scalars['String']['input'];
  /** The key. */
  key: Scalars['String']['input'];
  /** Locales in order. At most 64 entries. */
  locales: Array<Scalars['String']['input']>;
  /** Texts, including removed locales as null. At most 64 entries. */
  texts: Array<LocalizedTextInput>;
};

/** A name shown to viewers: a stable slug plus its text per locale. */
export type LocalizedName = {
  __typename?: 'LocalizedName';
  /** The en_US name, or the slug when there is none. */
  displayName: Scalars['String']['output'];
  /** The name per locale. */
  localizations: Array<Localization>;
  /** Lower-case identifier made of a-z, 0-9 and underscore, at most 80 characters. */
  slug: Scalars['String']['output'];
};

/** A localized name to store. */
export type LocalizedNameInput = {
  /** The name per locale. At most 64 entries. */
  localizations: Array<LocalizationInput>;
  /** Lower-case identifier made of a-z, 0-9 and underscore, at most 80 characters. */
  slug: Scalars['String']['input'];
};

/** The text of one localization key in one locale; null when staff removed the locale. */
export type LocalizedText = {
  __typename?: 'LocalizedText';
  /** Locale code such as fr_FR. */
  locale: Scalars['String']['output'];
  /** The text, or null. */
  text?: Maybe<Scalars['String']['output']>;
};

/** Text of one locale in a localization set. */
export type LocalizedTextInput = {
  /** Locale code. */
  locale: Scalars['String']['input'];
  /** The text; null removes the locale's text. */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** The image URLs of an organization's logo set; each is null when none is stored. */
export type LogoBundle = {
  __typename?: 'LogoBundle';
  /** Alternate logo for dark backgrounds. */
  altDarkLogo?: Maybe<Scalars['String']['output']>;
  /** Alternate logo for light backgrounds. */
  altLightLogo?: Maybe<Scalars['String']['output']>;
  /** Background image. */
  backgroundImage?: Maybe<Scalars['String']['output']>;
  /** Logo for dark backgrounds. */
  darkLogo?: Maybe<Scalars['String']['output']>;
  /** Logo for light backgrounds. */
  lightLogo?: Maybe<Scalars['String']['output']>;
  /** Name plate image. */
  plateImage?: Maybe<Scalars['String']['output']>;
};

/** Logo image URLs to store: each an http(s) URL, or null or empty for none. */
export type LogoBundleInput = {
  /** Alternate logo for dark backgrounds. */
  altDarkLogo?: InputMaybe<Scalars['String']['input']>;
  /** Alternate logo for light backgrounds. */
  altLightLogo?: InputMaybe<Scalars['String']['input']>;
  /** Background image. */
  backgroundImage?: InputMaybe<Scalars['String']['input']>;
  /** Logo for dark backgrounds. */
  darkLogo?: InputMaybe<Scalars['String']['input']>;
  /** Logo for light backgrounds. */
  lightLogo?: InputMaybe<Scalars['String']['input']>;
  /** Name plate image. */
  plateImage?: InputMaybe<Scalars['String']['input']>;
};

/** A staff user as user management sees them. */
export type ManagedUser = {
  __typename?: 'ManagedUser';
  /** Email address. */
  email: Scalars['String']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** Role keys held. */
  roles: Array<Scalars['String']['output']>;
  /** Stable user name (preferred_username); what `grantRole` and `revokeRole` take. */
  username: Scalars['String']['output'];
};

/** One participant of a mapping. */
export type MappingParticipantInput = {
  /** The esports player it is, or null when unknown. */
  esportsPlayerId?: InputMaybe<Scalars['ID']['input']>;
  /** The participant's id in the platform game. */
  participantId: Scalars['Int']['input'];
};

/** One platform team of a mapping. */
export type MappingTeamInput = {
  /** The esports team on this side; null leaves it unmatched. */
  esportsTeamId?: InputMaybe<Scalars['ID']['input']>;
  /** All five participants. At most 10 entries. */
  participants: Array<MappingParticipantInput>;
  /** 100 or 200. */
  platformTeamId: Scalars['Int']['input'];
};

/** A match between two teams (spec 1 §3). */
export type Match = {
  __typename?: 'Match';
  /** Best-of game count (1 by default). */
  bestOfConfig?: Maybe<CountConfig>;
  /** Label, 'Match N' by default. */
  description: Scalars['String']['output'];
  /** The games in order. */
  games: Array<Game>;
  /** Data service id. */
  id: Scalars['ID']['output'];
  /** Teams known to play (TBD left out). */
  participatingTeams: Array<Team>;
  /** Play-all game count (2 by default). */
  playAllConfig?: Maybe<CountConfig>;
  /** Draft, published or archived. */
  publicationStatus: PublicationStatus;
  /** Id of its section. */
  sectionId: Scalars['ID']['output'];
  /** The sport. */
  sport: Sport;
  /** Unstarted, in progress or completed. */
  status: MatchStatus;
  /** Best-of or play-all. */
  strategy: MatchStrategy;
  /** Id stable across edits, referenced by cells and edges. */
  structuralId: Scalars['String']['output'];
  /** Per team: games won and the match outcome once decided. */
  teamBasedOutcome: Array<MatchTeamOutcome>;
  /** Team one. */
  teamOne?: Maybe<Team>;
  /** Id of team one ('0' TBD until known). */
  teamOneId: Scalars['ID']['output'];
  /** Team two. */
  teamTwo?: Maybe<Team>;
  /** Id of team two ('0' TBD until known). */
  teamTwoId: Scalars['ID']['output'];
  /** Tournament id. */
  tournamentId: Scalars['ID']['output'];
  /**
   * The match's version: a hash of the stored match, its games and their outcomes included (any
   * result entered or cleared gives a new one). Send it as `expectedMatchVersion` with a game result.
   */
  version: Scalars['String']['output'];
  /** The winner once decided. */
  winnerTeamId?: Maybe<Scalars['ID']['output']>;
};

/** A match to keep (with its id) or add (without one). Results and teams fed by edges are kept by the service. */
export type MatchInput = {
  /** Best-of count (1 when left out). */
  bestOfConfig?: InputMaybe<CountConfigInput>;
  /** Label; 'Match N' when left out. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Id of an existing match; omit for a new one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Play-all count (2 when left out). */
  playAllConfig?: InputMaybe<CountConfigInput>;
  /** Best-of or play-all. */
  strategy: MatchStrategy;
  /** Structural id, unique in the tournament. */
  structuralId: Scalars['String']['input'];
  /** Team one when not fed by an edge ('0' TBD when left out). */
  teamOneId?: InputMaybe<Scalars['ID']['input']>;
  /** Team two when not fed by an edge ('0' TBD when left out). */
  teamTwoId?: InputMaybe<Scalars['ID']['input']>;
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

/** A team's tally in a match. */
export type MatchTeamOutcome = {
  __typename?: 'MatchTeamOutcome';
  /** Games won. */
  gameWins: Scalars['Int']['output'];
  /** Match outcome once decided. */
  outcome?: Maybe<Outcome>;
  /** The team. */
  team?: Maybe<Team>;
  /** The team's id. */
  teamId: Scalars['ID']['output'];
};

/** Strategy and game count of generated matches. */
export type MatchTemplate = {
  __typename?: 'MatchTemplate';
  /** Best-of game count, 1 by default. */
  bestOfConfig?: Maybe<CountConfig>;
  /** Play-all game count, 2 by default. */
  playAllConfig?: Maybe<CountConfig>;
  /** Best-of or play-all. */
  strategy: MatchStrategy;
};

/** Strategy and game count of generated matches. */
export type MatchTemplateInput = {
  /** Best-of game count (1 when left out). */
  bestOfConfig?: InputMaybe<CountConfigInput>;
  /** Play-all game count (2 when left out). */
  playAllConfig?: InputMaybe<CountConfigInput>;
  /** Best-of or play-all. */
  strategy: MatchStrategy;
};

/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /** Does nothing; lets domain files extend Mutation. */
  _noop?: Maybe<Scalars['Boolean']['output']>;
  /** Enrols a data-service league for banners (POST leagues/). */
  addBannerLeague: BannerLeagueResult;
  /**
   * Builds a stage from a format template and appends it to the tournament (issue #37): sections,
   * columns, cells, matches (teams TBD) and edges named from the catalogue, editable afterwards like
   * any stage; every existing stage and match stays as it is. The new stage's structural id is
   * `stage-N` (the lowest N no stage or section uses), its sections `stage-N-section-M`. Options the
   * template refuses answer BAD_USER_INPUT with the field and nothing is sent. One write: either the
   * stage is added or nothing changes. Answers 'Added the stage {name} from the {template} template:
   * {n} matches.'
   */
  applyFormatTemplate: TournamentMutationResult;
  /**
   * Approves the signed-in user with an invitation code (spec 2 §7): needs no role, since new users
   * have none yet. The gateway fills in the environment, email, token and user key claim.
   */
  approveInvitation: InvitationResult;
  /** Archives a league; answers 'Archived League Successfully!'. */
  archiveLeague: LeagueMutationResult;
  /** Archives an active organization; answers 'Organization {name} archived successfully!'. */
  archiveOrganization: OrganizationMutationResult;
  /** Archives a season; answers 'Archived Season Successfully!'. */
  archiveSeason: SeasonMutationResult;
  /**
   * Archives a tournament; answers 'Archived Tournament {name} Successfully!', or refuses with
   * 'Cannot archive tournament, tournament not found' / '…, tournament is already archived'.
   */
  archiveTournament: TournamentMutationResult;
  /** Assigns a scoring configuration to a section, replacing the one it had. */
  assignScoringConfig: PickemSectionScoringMutationResult;
  /**
   * Certifies draft prompts, all or nothing: refused with CONFLICT (none certified) when one is not a
   * draft, has fewer than two choices or a choice without a tier.
   */
  certifyCrystalBallPrompts: CrystalBallCertifyResult;
  /**
   * Archives, deletes or restores (pending) a group; its drops follow (spec 3 §4). Destructive:
   * takes a reason.
   */
  changeDropGroupStatus: DropGroupMutationResult;
  /** Archives, deletes or reactivates an inventory item. */
  changeInventoryItemStatus: InventoryItemMutationResult;
  /** Archives or reactivates a rarity. */
  changeRarityStatus: RarityMutationResult;
  /**
   * Clears a game's result; answers 'Game Winner Cleared Successfully.' Propagated teams are taken
   * back. A game of another tournament is refused with NOT_FOUND.
   */
  clearGameResult: TournamentMutationResult;
  /** Goes back to computed ranks; answers 'Manual Standings Cleared Successfully!'. */
  clearManualStandings: TournamentMutationResult;
  /**
   * Copies a schedule block to a new start time, broadcasts shifted alike; refuses with
   * 'An error occurred attempting to copy schedule block: {id}'.
   */
  copyScheduleBlock: ScheduleBlockMutationResult;
  /**
   * Copies a tournament into a new draft under a new slug; answers 'Successfully copied tournament:
   * {slug} and published tournament: {new slug} into a draft mode.'
   */
  copyTournament: TournamentMutationResult;
  /** Creates an account group. */
  createAccountGroup: AccountGroupResult;
  /**
   * Creates accounts from bulk entry rows. Rows breaking a rule or colliding with an existing
   * display name are reported and not sent; the rest are created together.
   */
  createAccounts: CreateAccountsResult;
  /** A presigned upload address for a texture or a screenshot, its key checked by spec 2 §5. */
  createBannerAssetUpload: BannerAssetUploadResult;
  /**
   * Makes a patch's next configuration (spec 2 §4, spec 3 §3): uploads its JSON through a presigned
   * address named by league, patch and version, PUTs it as the league's patch configuration
   * (status needs_screenshots), then posts the chat notification. A failed upload or PUT leaves no
   * configuration; a failed notification answers PARTIALLY_APPLIED with the configuration made.
   */
  createBannerConfiguration: BannerPatchResult;
  /** Adds a choice to a draft prompt (CONFLICT on a certified one). */
  createCrystalBallChoice: CrystalBallChoiceMutationResult;
  /** Adds a tier to a draft prompt (CONFLICT on a certified one). */
  createCrystalBallChoiceTier: CrystalBallChoiceTierMutationResult;
  /** Creates a draft prompt asking one of the tournament's questions. */
  createCrystalBallPrompt: CrystalBallPromptMutationResult;
  /** Creates a crystal-ball question for a tournament. */
  createCrystalBallQuestion: CrystalBallQuestionMutationResult;
  /** Creates a drop group; its drops start Active. */
  createDropGroup: DropGroupMutationResult;
  /**
   * A presigned upload address of the asset service (spec 2 §7) for one team, organization, league
   * or drop image. Needs write access to the owner's family ('team', 'organization', 'league' or
   * 'drop').
   */
  createImageUpload: ImageUploadResult;
  /** Creates an active league; answers 'Created League Successfully!'. */
  createLeague: LeagueMutationResult;
  /** Creates an active organization; answers 'Organization {name} created successfully!'. */
  createOrganization: OrganizationMutationResult;
  /** Creates a pick block from unscheduled matches; it starts upcoming, or open once opensAt has passed. */
  createPickBlock: PickBlockMutationResult;
  /** Creates a reward for a tournament's pick'em viewers. */
  createPickemReward: PickemRewardMutationResult;
  /**
   * Bulk entry (at most 500 rows): rows failing a rule or repeating an earlier row's handle are
   * refused here; the rest are created in data service calls of 20, each refusing a handle already
   * in use. One row's refusal never stops the others.
   */
  createPlayers: PlayerBatchResult;
  /** A presigned address to upload a codes file to (a text file, one code a line). */
  createPromoCodesUpload: PromoCodesUploadResult;
  /** Creates a rarity; the style becomes the radial gradient once both notification colours are set. */
  createRarity: RarityMutationResult;
  /** Creates a scoring configuration (names are unique: DUPLICATE otherwise). */
  createScoringConfig: ScoringConfigMutationResult;
  /** Creates a season; answers 'Created Season Successfully!'. */
  createSeason: SeasonMutationResult;
  /** Adds an answer to a sport's bank. */
  createShotcallAnswer: ShotcallAnswerMutationResult;
  /** Drafts a prompt from a bank question at the end of a session's running order (CONFLICT on an ended session). */
  createShotcallPrompt: ShotcallPromptMutationResult;
  /** Adds a question to a sport's bank. */
  createShotcallQuestion: ShotcallQuestionMutationResult;
  /** Adds reward criteria to a tournament. */
  createShotcallRewardCriteria: ShotcallRewardCriteriaMutationResult;
  /** Creates a scheduled session for a match. */
  createShotcallSession: ShotcallSessionMutationResult;
  /** Creates a stream group with its streams; answers 'Created Stream Group Successfully!'. */
  createStreamGroup: StreamGroupMutationResult;
  /**
   * Creates a team; answers 'Created Team Successfully!'. Slug, name, tricode and colours are
   * checked (spec 1 §5) before anything is sent to the data service.
   */
  createTeam: TeamMutationResult;
  /**
   * Creates a draft tournament; answers 'Created Tournament Successfully! This tournament was
   * created as a Draft. Once you've double checked it, click Publish below.'
   */
  createTournament: TournamentMutationResult;
  /** Records a vod of a game; answers 'Created VOD Successfully!'. */
  createVod: VodMutationResult;
  /** Decides a decision point: its standing gets the given teams in order. */
  decideDecisionPoint: TournamentMutationResult;
  /** Deletes a choice of a draft prompt that no viewer picked (CONFLICT otherwise). Destructive: takes a reason. */
  deleteCrystalBallChoice: PickemDeletionResult;
  /** Deletes a tier of a draft prompt whose choices no viewer picked (CONFLICT otherwise). Destructive: takes a reason. */
  deleteCrystalBallChoiceTier: PickemDeletionResult;
  /** Deletes a prompt no viewer picked in (CONFLICT otherwise). Destructive: takes a reason. */
  deleteCrystalBallPrompt: PickemDeletionResult;
  /** Deletes a question no prompt asks (refused with CONFLICT otherwise). Destructive: takes a reason. */
  deleteCrystalBallQuestion: PickemDeletionResult;
  /** Deletes a block no viewer has picked in. Destructive: takes a reason. */
  deletePickBlock: PickBlockDeletionResult;
  /** Deletes a reward not yet granted (CONFLICT once granted). Destructive: takes a reason. */
  deletePickemReward: PickemDeletionResult;
  /** Deletes an answer no question uses (CONFLICT otherwise). Destructive: takes a reason. */
  deleteShotcallAnswer: ShotcallDeletionResult;
  /** Deletes a draft prompt (CONFLICT once triggered). Destructive: takes a reason. */
  deleteShotcallPrompt: ShotcallDeletionResult;
  /** Deletes a question no prompt uses (CONFLICT otherwise). Destructive: takes a reason. */
  deleteShotcallQuestion: ShotcallDeletionResult;
  /** Deletes reward criteria. Destructive: takes a reason. */
  deleteShotcallRewardCriteria: ShotcallDeletionResult;
  /** Deletes a stream group and its streams; answers 'Deleted Stream Group Successfully!'. */
  deleteStreamGroup: StreamGroupMutationResult;
  /** Deletes vods by id; answers 'Deleted VOD Successfully!'. */
  deleteVods: VodMutationResult;
  /** Finalizes a group section: its ranks become its standing and propagate. */
  finalizeSection: TournamentMutationResult;
  /**
   * The load-test call (spec 3 §4): puts a block in any state whatever its times say. Administrators
   * only, with a required reason kept in the audit journal.
   */
  forcePickBlockState: PickBlockMutationResult;
  /** Grants a role to a user; answers 'Granted {role} to {username}'. */
  grantRole: UserRoleResult;
  /**
   * Adds codes to a sponsor's pool for a drop inventory item: the uploaded file's codes or N
   * generated ones, creating the inventory item first when asked (spec 3 §7 promo codes v2.0).
   */
  ingestPromoCodes: PromoCodeIngestResult;
  /**
   * Maps a platform game to an esports game (Stat Mapper Confirm). The teams in displayed order,
   * the first on the esports game's blue side. Refused with FORBIDDEN where statSync is off.
   */
  mapPlatformGame: PlatformGameMappingResult;
  /**
   * Publishes a tournament; answers 'Published Tournament Successfully!'. The graph lint runs first
   * (`tournamentLint`): with errors it is refused with BAD_USER_INPUT, naming how many and the first,
   * unless an administrator passes `overrideLint: true` with a reason (journaled); anyone else
   * asking to override is refused with FORBIDDEN.
   */
  publishTournament: TournamentMutationResult;
  /** Renames an account group. */
  renameAccountGroup: AccountGroupResult;
  /**
   * Opens a locked block again so viewers can change their picks. Only where the environment's
   * reopenPickBlock flag is on (off in prod: refused with FORBIDDEN); refused with CONFLICT when the
   * block is not locked or the service refuses (a scored block, a started match).
   */
  reopenPickBlock: PickBlockMutationResult;
  /**
   * Saves a session's running order: every prompt of the session once. Only drafts move: a prompt
   * already triggered must keep its place (CONFLICT otherwise).
   */
  reorderShotcallPrompts: ShotcallPromptOrderResult;
  /** Swaps teams everywhere in a tournament (seeding, matches, games). */
  replaceTeams: TournamentMutationResult;
  /** Asks the data service to remove accounts, in calls of at most 20 ids. */
  requestAccountRemoval: AccountRemovalResult;
  /**
   * Sends the trigger's drop again, as an individual trigger, to each viewer whose fulfillment of it
   * failed in a status a new send can fix (`FulfillmentStatusCount.retryable`: ERROR,
   * ACCOUNT_LOOKUP_FAILED, CONTENT_EXPERIENCES_ERROR) and who was not sent the drop again since.
   * At most 50 viewers a call (the answer says how many are left). Refused with BAD_USER_INPUT when
   * there is none. Costs one drops call for the trigger, one viewer-account call, one drops call for
   * the triggers since, and one drops call per viewer sent to.
   */
  resendDropTriggerToFailedViewers: ResendToFailedViewersResult;
  /** Gives the player's tournament-realm identity a new password and answers it once. */
  resetPlayerPassword: PlayerPasswordResetResult;
  /**
   * Sets a triggered prompt's correct choice, closing it early when still open. Cannot be taken
   * back: refused with CONFLICT before the trigger or a second time.
   */
  resolveShotcallPrompt: ShotcallPromptMutationResult;
  /** Revokes a role from a user; answers 'Revoked {role} from {username}'. */
  revokeRole: UserRoleResult;
  /**
   * Saves a tournament's celebrities as a whole (rows left out are removed), after the shared rules
   * and the service's checks; answers the tournament with its new `celebritiesVersion`.
   */
  saveCelebrities: PickemTournamentMutationResult;
  /** Saves the texts of one question's or choice's localization key, replacing its other locales. */
  saveCrystalBallLocalization: CrystalBallLocalizationMutationResult;
  /**
   * Saves the en_US descriptions per fulfillment status; the service generates the description
   * group key. At most 22 descriptions.
   */
  saveInventoryDescriptions: InventoryItemMutationResult;
  /** Creates (no id) or saves an inventory item. */
  saveInventoryItem: InventoryItemMutationResult;
  /** Saves one or more localization keys (at most 50 per call). */
  saveLocalizations: LocalizationMutationResult;
  /** Publishes or unpublishes a league's pick'em and sets its active tournament (one of the league's). */
  savePickemLeague: PickemLeagueMutationResult;
  /** Publishes or unpublishes a tournament's pick'em. */
  savePickemTournament: PickemTournamentMutationResult;
  /** Replaces a game's point-of-view streams with the given ones; answers 'Saved POVs Successfully!'. */
  savePovs: PovMutationResult;
  /**
   * Saves a tournament to the stream timeline with its dates, name and drop and reward flags. Saving
   * again updates its entry from the tournament but keeps every field staff changed on /timeline
   * (`updateStreamTimelineTournament`, as the journal records it). Costs one tournament call, one
   * stream timeline read and one stream timeline save. Answers
   * 'Saved Tournament to Stream Timeline Successfully!' or refuses with 'An error occurred saving
   * the tournament to stream timeline'.
   */
  saveTournamentToStreamTimeline: StreamTimelineMutationResult;
  /** Moves a patch's configuration to its next status, or back from review for new screenshots. */
  setBannerConfigurationStatus: BannerPatchResult;
  /** Sets the correct choices of a certified prompt (CONFLICT on a draft one), creating its answer or replacing it. */
  setCrystalBallAnswer: CrystalBallAnswerMutationResult;
  /** Sets a game's winner (set-by-human); answers 'Updated setting results'. Results propagate along edges. */
  setGameResult: TournamentMutationResult;
  /** Sets a group's ranks by hand; answers 'Manual Standings Saved Successfully!'. */
  setManualStandings: TournamentMutationResult;
  /** Sets the publication status of the tournament, all its stages or all its sections. */
  setPublicationStatus: TournamentMutationResult;
  /**
   * Moves a session to its next state: scheduled → live (go live) or live → ended (end). Any other
   * move is refused with CONFLICT; neither can be taken back.
   */
  setShotcallSessionState: ShotcallSessionMutationResult;
  /**
   * Sets a vod's stats offset from the hh:mm:ss game time at which the game's first frame plays;
   * answers 'Updated VOD Offset Successfully!'.
   */
  setVodOffset: VodMutationResult;
  /** Swaps the blue and red sides of a game. */
  switchTeamColors: TournamentMutationResult;
  /** Sends a drop to one viewer by puuid, notifying them unless `notify` is false. */
  triggerDropForViewer: IndividualTriggerResult;
  /**
   * Sends a drop to the viewers of a broadcast's streams. With `dryRun: true` nothing is stored or
   * sent: the answer says how many viewers it would reach. Journaled either way.
   */
  triggerDropGroup: GroupTriggerResult;
  /**
   * Opens a draft prompt of a live session to viewers for its window. Sent upstream once per prompt:
   * a double click, a retry or a second operator (any call on a prompt no longer a draft) is answered
   * `alreadyLive: true` with the prompt as it is now, without sending again. Refused with CONFLICT
   * when the prompt is a draft of a session that is not live.
   */
  triggerShotcallPrompt: ShotcallTriggerResult;
  /** Makes an archived league active again; answers 'Unarchived League Successfully!'. */
  unarchiveLeague: LeagueMutationResult;
  /** Makes an archived organization active again; answers 'Organization {name} unarchived successfully!'. */
  unarchiveOrganization: OrganizationMutationResult;
  /** Makes an archived season active again; answers 'Unarchived Season Successfully!'. */
  unarchiveSeason: SeasonMutationResult;
  /** Removes a section's scoring configuration (its blocks then score no points). Destructive: takes a reason. */
  unassignScoringConfig: PickemSectionScoringMutationResult;
  /**
   * Unmaps a platform game (Stat Mapper 'Unmap Game', after confirmation); answers 'Game has been
   * successfully unmapped from platformGameId: {id}'. Refused with FORBIDDEN where statSync is off.
   */
  unmapPlatformGame: PlatformGameMappingResult;
  /** Saves a choice of a draft prompt (CONFLICT on a certified one). */
  updateCrystalBallChoice: CrystalBallChoiceMutationResult;
  /** Saves a tier of a draft prompt (CONFLICT on a certified one). */
  updateCrystalBallChoiceTier: CrystalBallChoiceTierMutationResult;
  /** Saves a prompt; a certified one takes only a new locksAt (CONFLICT otherwise). */
  updateCrystalBallPrompt: CrystalBallPromptMutationResult;
  /** Saves a question's text. */
  updateCrystalBallQuestion: CrystalBallQuestionMutationResult;
  /** Saves a group's description, strategy and ordered drops; saving a Pending group activates it. */
  updateDropGroup: DropGroupMutationResult;
  /** Replaces a league's fields, keeping its status; answers 'Updated League Successfully!'. */
  updateLeague: LeagueMutationResult;
  /**
   * Replaces several leagues at once, all or nothing, in one data service call (PUT
   * leagues/updateBatch): each is validated like `updateLeague` before anything is sent.
   */
  updateLeagues: LeagueBatchMutationResult;
  /** Replaces an organization's fields, keeping its status; answers 'Organization {name} updated successfully!'. */
  updateOrganization: OrganizationMutationResult;
  /** Saves a block's name, matches and times; matches cannot change once it is locked or scored. */
  updatePickBlock: PickBlockMutationResult;
  /** Saves a reward not yet granted (CONFLICT once granted). */
  updatePickemReward: PickemRewardMutationResult;
  /** Replaces a player's fields; answers 'Updated Player Successfully!'. */
  updatePlayer: PlayerMutationResult;
  /** Replaces a season's fields; answers 'Updated Season Successfully!'. */
  updateSeason: SeasonMutationResult;
  /** Saves an answer's text and sport. */
  updateShotcallAnswer: ShotcallAnswerMutationResult;
  /** Saves a draft prompt's question and window, keeping its place (CONFLICT once triggered). */
  updateShotcallPrompt: ShotcallPromptMutationResult;
  /** Saves a question (prompts already made from it keep their text and choices). */
  updateShotcallQuestion: ShotcallQuestionMutationResult;
  /** Saves reward criteria. */
  updateShotcallRewardCriteria: ShotcallRewardCriteriaMutationResult;
  /** Saves a session's name, match, broadcast and start (its state is kept). */
  updateShotcallSession: ShotcallSessionMutationResult;
  /**
   * Replaces a group's name and streams: listed ids are kept, new streams created, the others
   * deleted; answers 'Updated Stream Group Successfully!'.
   */
  updateStreamGroup: StreamGroupMutationResult;
  /**
   * Changes the description, dates and drop and reward flags of a tournament already on the stream
   * timeline (spec 3 §3). Costs one stream timeline read (the version check) and one save. Answers
   * 'Saved Tournament to Stream Timeline Successfully!'; a failed save answers 'An error occurred
   * saving the tournament to stream timeline'.
   */
  updateStreamTimelineTournament: StreamTimelineMutationResult;
  /** Replaces a team's fields; answers 'Updated Team Successfully!'. */
  updateTeam: TeamMutationResult;
  /** Replaces a tournament's fields and graph; answers 'Saved update to {name} Successfully!'. */
  updateTournament: TournamentMutationResult;
  /** Changes a vod's provider, locale, video id and (when given) offset; answers 'Updated VOD Successfully!'. */
  updateVod: VodMutationResult;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationAddBannerLeagueArgs = {
  eldsLeagueId: Scalars['ID']['input'];
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationApplyFormatTemplateArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  input: ApplyFormatTemplateInput;
  tournamentId: Scalars['ID']['input'];
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationApproveInvitationArgs = {
  inviteCode: Scalars['String']['input'];
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationArchiveLeagueArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationArchiveOrganizationArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationArchiveSeasonArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationArchiveTournamentArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationAssignScoringConfigArgs = {
  eldsSectionId: Scalars['ID']['input'];
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  scoringConfigId: Scalars['ID']['input'];
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCertifyCrystalBallPromptsArgs = {
  promptIds: Array<Scalars['ID']['input']>;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationChangeDropGroupStatusArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  status: DropGroupStatusChange;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationChangeInventoryItemStatusArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  sport: Sport;
  status: InventoryItemStatus;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationChangeRarityStatusArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  status: RarityStatus;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationClearGameResultArgs = {
  expectedMatchVersion?: InputMaybe<Scalars['String']['input']>;
  gameId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  tournamentId: Scalars['ID']['input'];
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationClearManualStandingsArgs = {
  reason?: InputMaybe<Scalars['String']['input']>;
  sectionId: Scalars['ID']['input'];
  tournamentId: Scalars['ID']['input'];
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCopyScheduleBlockArgs = {
  id: Scalars['ID']['input'];
  startTime: Scalars['DateTime']['input'];
  tournamentId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCopyTournamentArgs = {
  id: Scalars['ID']['input'];
  slug: Scalars['String']['input'];
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCreateAccountGroupArgs = {
  name: Scalars['String']['input'];
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCreateAccountsArgs = {
  input: CreateAccountsInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCreateBannerAssetUploadArgs = {
  input: BannerAssetUploadInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCreateBannerConfigurationArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  input: CreateBannerConfigurationInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCreateCrystalBallChoiceArgs = {
  input: CrystalBallChoiceInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCreateCrystalBallChoiceTierArgs = {
  input: CrystalBallChoiceTierInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCreateCrystalBallPromptArgs = {
  input: CrystalBallPromptInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCreateCrystalBallQuestionArgs = {
  input: CrystalBallQuestionInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCreateDropGroupArgs = {
  input: DropGroupInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCreateImageUploadArgs = {
  input: ImageUploadInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCreateLeagueArgs = {
  input: LeagueInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCreateOrganizationArgs = {
  input: OrganizationInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCreatePickBlockArgs = {
  input: PickBlockInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCreatePickemRewardArgs = {
  input: PickemRewardInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCreatePlayersArgs = {
  inputs: Array<PlayerInput>;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCreatePromoCodesUploadArgs = {
  input: PromoCodesUploadInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCreateRarityArgs = {
  input: RarityInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCreateScoringConfigArgs = {
  input: ScoringConfigInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCreateSeasonArgs = {
  input: SeasonInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCreateShotcallAnswerArgs = {
  input: ShotcallAnswerInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCreateShotcallPromptArgs = {
  input: ShotcallPromptInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCreateShotcallQuestionArgs = {
  input: ShotcallQuestionInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCreateShotcallRewardCriteriaArgs = {
  input: ShotcallRewardCriteriaInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCreateShotcallSessionArgs = {
  input: ShotcallSessionInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCreateStreamGroupArgs = {
  input: StreamGroupInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCreateTeamArgs = {
  input: TeamInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCreateTournamentArgs = {
  input: TournamentInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationCreateVodArgs = {
  gameId: Scalars['ID']['input'];
  input: VodInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationDecideDecisionPointArgs = {
  decisionPointId: Scalars['ID']['input'];
  teamIds: Array<Scalars['ID']['input']>;
  tournamentId: Scalars['ID']['input'];
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationDeleteCrystalBallChoiceArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationDeleteCrystalBallChoiceTierArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationDeleteCrystalBallPromptArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationDeleteCrystalBallQuestionArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationDeletePickBlockArgs = {
  eldsTournamentId: Scalars['ID']['input'];
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationDeletePickemRewardArgs = {
  eldsTournamentId: Scalars['ID']['input'];
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationDeleteShotcallAnswerArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationDeleteShotcallPromptArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationDeleteShotcallQuestionArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationDeleteShotcallRewardCriteriaArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationDeleteStreamGroupArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationDeleteVodsArgs = {
  ids: Array<Scalars['ID']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationFinalizeSectionArgs = {
  sectionId: Scalars['ID']['input'];
  tournamentId: Scalars['ID']['input'];
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationForcePickBlockStateArgs = {
  eldsTournamentId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
  state: PickBlockState;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationGrantRoleArgs = {
  role: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationIngestPromoCodesArgs = {
  input: PromoCodeIngestInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationMapPlatformGameArgs = {
  esportsGameId: Scalars['ID']['input'];
  platformGameId: Scalars['ID']['input'];
  sport: Sport;
  teams: Array<MappingTeamInput>;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationPublishTournamentArgs = {
  id: Scalars['ID']['input'];
  overrideLint?: InputMaybe<Scalars['Boolean']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationRenameAccountGroupArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationReopenPickBlockArgs = {
  eldsTournamentId: Scalars['ID']['input'];
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationReorderShotcallPromptsArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  promptIds: Array<Scalars['ID']['input']>;
  sessionId: Scalars['ID']['input'];
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationReplaceTeamsArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  replacements: Array<TeamReplacementInput>;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationRequestAccountRemovalArgs = {
  ids: Array<Scalars['ID']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationResendDropTriggerToFailedViewersArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  triggerId: Scalars['ID']['input'];
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationResetPlayerPasswordArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationResolveShotcallPromptArgs = {
  choiceId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationRevokeRoleArgs = {
  reason?: InputMaybe<Scalars['String']['input']>;
  role: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationSaveCelebritiesArgs = {
  celebrities: Array<CelebrityInput>;
  eldsTournamentId: Scalars['ID']['input'];
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationSaveCrystalBallLocalizationArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  key: Scalars['String']['input'];
  texts: Array<CrystalBallLocalizedTextInput>;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationSaveInventoryDescriptionsArgs = {
  descriptions: Array<InventoryDescriptionInput>;
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  sport: Sport;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationSaveInventoryItemArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  input: InventoryItemInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationSaveLocalizationsArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  sets: Array<LocalizationSetInput>;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationSavePickemLeagueArgs = {
  eldsLeagueId: Scalars['ID']['input'];
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  input: PickemLeagueInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationSavePickemTournamentArgs = {
  eldsTournamentId: Scalars['ID']['input'];
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  input: PickemTournamentInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationSavePovsArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  gameId: Scalars['ID']['input'];
  povs: Array<PovInput>;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationSaveTournamentToStreamTimelineArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  tournamentId: Scalars['ID']['input'];
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationSetBannerConfigurationStatusArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  leagueId: Scalars['ID']['input'];
  patch: Scalars['String']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  status: BannerConfigurationStatus;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationSetCrystalBallAnswerArgs = {
  choiceIds: Array<Scalars['ID']['input']>;
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  promptId: Scalars['ID']['input'];
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationSetGameResultArgs = {
  expectedMatchVersion?: InputMaybe<Scalars['String']['input']>;
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  gameId: Scalars['ID']['input'];
  tournamentId: Scalars['ID']['input'];
  winnerTeamId: Scalars['ID']['input'];
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationSetManualStandingsArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  ranks: Array<RankInput>;
  sectionId: Scalars['ID']['input'];
  tournamentId: Scalars['ID']['input'];
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationSetPublicationStatusArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  scope: PublicationScope;
  status: PublicationStatus;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationSetShotcallSessionStateArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  state: ShotcallSessionState;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationSetVodOffsetArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  gameTime: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationSwitchTeamColorsArgs = {
  gameId: Scalars['ID']['input'];
  matchId: Scalars['ID']['input'];
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationTriggerDropForViewerArgs = {
  dropId: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  notify?: InputMaybe<Scalars['Boolean']['input']>;
  puuid: Scalars['String']['input'];
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationTriggerDropGroupArgs = {
  dryRun: Scalars['Boolean']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: GroupTriggerInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationTriggerShotcallPromptArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationUnarchiveLeagueArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationUnarchiveOrganizationArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationUnarchiveSeasonArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationUnassignScoringConfigArgs = {
  eldsSectionId: Scalars['ID']['input'];
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationUnmapPlatformGameArgs = {
  platformGameId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  sport: Sport;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationUpdateCrystalBallChoiceArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: CrystalBallChoiceInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationUpdateCrystalBallChoiceTierArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: CrystalBallChoiceTierInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationUpdateCrystalBallPromptArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: CrystalBallPromptInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationUpdateCrystalBallQuestionArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: CrystalBallQuestionInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationUpdateDropGroupArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: DropGroupInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationUpdateLeagueArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: LeagueInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationUpdateLeaguesArgs = {
  leagues: Array<LeagueBatchInput>;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationUpdateOrganizationArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: OrganizationInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationUpdatePickBlockArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: PickBlockInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationUpdatePickemRewardArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: PickemRewardInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationUpdatePlayerArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: PlayerInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationUpdateSeasonArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: SeasonInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationUpdateShotcallAnswerArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: ShotcallAnswerInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationUpdateShotcallPromptArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: ShotcallPromptInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationUpdateShotcallQuestionArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: ShotcallQuestionInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationUpdateShotcallRewardCriteriaArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: ShotcallRewardCriteriaInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationUpdateShotcallSessionArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: ShotcallSessionInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationUpdateStreamGroupArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: StreamGroupInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationUpdateStreamTimelineTournamentArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  input: StreamTimelineTournamentInput;
  tournamentId: Scalars['ID']['input'];
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationUpdateTeamArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: TeamInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationUpdateTournamentArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: TournamentInput;
};


/**
 * Every change is a mutation. Bad input, a stale version or an upstream failure comes back in the
 * result's `error: MutationError`; a caller without the `@access` families gets FORBIDDEN in
 * `errors` instead. Each call leaves one audit journal entry, succeeded, refused or failed.
 */
export type MutationUpdateVodArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: VodInput;
};

/** Why a mutation did not happen (or happened only in part): a message to show and, for bad input, the fields at fault. */
export type MutationError = {
  __typename?: 'MutationError';
  /**
   * Human-readable steps that did take effect, for example 'Video id changed'; empty when nothing
   * changed. Only PARTIALLY_APPLIED errors have steps here.
   */
  applied: Array<Scalars['String']['output']>;
  /** Stable code, for example BAD_USER_INPUT, CONFLICT or PARTIALLY_APPLIED. */
  code: ErrorCode;
  /** Set when code is CONFLICT because `expectedVersion` was stale. */
  conflict?: Maybe<EditConflict>;
  /** Per-field messages for bad input; empty for other failures. */
  inputErrors: Array<InputError>;
  /** Message to show the user: a spec message, or '{httpStatus} - {message}' from the upstream service. */
  message: Scalars['String']['output'];
};

/** An esports organization, such as T1 or G2 Esports, that owns teams in one or more sports. */
export type Organization = {
  __typename?: 'Organization';
  /** Data service id. */
  id: Scalars['ID']['output'];
  /** The logo image URLs. */
  logoBundle: LogoBundle;
  /** Display name, for example 'Hanwha Life Esports'; unique regardless of case. */
  name: Scalars['String']['output'];
  /** Main colour as '#rrggbb' (or '#rgb'), or null. */
  primaryColor?: Maybe<Scalars['String']['output']>;
  /** Second colour as '#rrggbb' (or '#rgb'), or null. */
  secondaryColor?: Maybe<Scalars['String']['output']>;
  /** Active or archived. */
  status: OrganizationStatus;
  /** Short upper-case code, for example 'HLE'. */
  tricode: Scalars['String']['output'];
  /**
   * The record's version: the data service's own when it has one, else a hash of the stored record
   * (any field change gives a new version). Send it as `expectedVersion` when updating.
   */
  version: Scalars['String']['output'];
};

/** An organization to create, or the new state of one to update (its status is kept). */
export type OrganizationInput = {
  /** Logo image URLs; omitted means none. */
  logoBundle?: InputMaybe<LogoBundleInput>;
  /** Display name; required, fewer than 100 characters. */
  name: Scalars['String']['input'];
  /** '#rgb' or '#rrggbb'; null or empty for none. */
  primaryColor?: InputMaybe<Scalars['String']['input']>;
  /** '#rgb' or '#rrggbb'; null or empty for none. */
  secondaryColor?: InputMaybe<Scalars['String']['input']>;
  /** Required: 1 to 5 upper-case letters or digits. */
  tricode: Scalars['String']['input'];
};

/** Which organizations a list shows. */
export type OrganizationListFilter =
  /** Organizations in use. */
  | 'active'
  /** Archived organizations. */
  | 'archived';

/** The outcome of an organization mutation: exactly one of ok and error is set. */
export type OrganizationMutationResult = {
  __typename?: 'OrganizationMutationResult';
  /** Set when it was not, with the message to show. */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<OrganizationMutationSuccess>;
};

/** An organization mutation that succeeded. */
export type OrganizationMutationSuccess = {
  __typename?: 'OrganizationMutationSuccess';
  /** The success message, for example 'Organization T1 created successfully!'. */
  message: Scalars['String']['output'];
  /** The organization as stored after the change. */
  organization: Organization;
};

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

/** Relay page information of a connection (players, accounts): where the next page starts. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Opaque cursor after the last node of this page, or null when the page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether another page follows; pass `endCursor` as `after` to get it. */
  hasNextPage: Scalars['Boolean']['output'];
};

/** One seeding or standing entry (spec 1 §3). */
export type ParticipantEntry = {
  __typename?: 'ParticipantEntry';
  /** Label, for example 'Group A 1st' or 'Qualified'. */
  description?: Maybe<Scalars['String']['output']>;
  /** Position in the list, from 1. */
  index: Scalars['Int']['output'];
  /** Final placement, for standings. */
  placement?: Maybe<Scalars['Int']['output']>;
  /** The team, loaded in batches of 20. */
  team?: Maybe<Team>;
  /** The team in it; null or '0' (TBD) when not known yet. */
  teamId?: Maybe<Scalars['ID']['output']>;
};

/** A seeding or standing entry to store. */
export type ParticipantEntryInput = {
  /** Label. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Position, from 1. */
  index: Scalars['Int']['input'];
  /** Final placement, for standings. */
  placement?: InputMaybe<Scalars['Int']['input']>;
  /** Team id, or null / '0' for TBD. */
  teamId?: InputMaybe<Scalars['ID']['input']>;
};

/** The participant export: rows, or the reason there are none. */
export type ParticipantExportResult = {
  __typename?: 'ParticipantExportResult';
  /** Set when not, for example 'Cannot export empty list of participants'. */
  error?: Maybe<MutationError>;
  /** Set when there are rows. */
  ok?: Maybe<ParticipantExportSuccess>;
};

/** One row of the participant export (spec 2 §3): one per rostered player of a seeded team. */
export type ParticipantExportRow = {
  __typename?: 'ParticipantExportRow';
  /** Tournament name. */
  eventName: Scalars['String']['output'];
  /** First name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** In-game name (handle). */
  inGameName?: Maybe<Scalars['String']['output']>;
  /** Last name. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Tournament realm login. */
  login?: Maybe<Scalars['String']['output']>;
  /** Tournament realm password. */
  password?: Maybe<Scalars['String']['output']>;
  /** Player id. */
  playerId: Scalars['ID']['output'];
  /** Riot PUUID. */
  puuid?: Maybe<Scalars['String']['output']>;
  /** Team name. */
  teamName: Scalars['String']['output'];
  /** Team tricode. */
  teamTricode: Scalars['String']['output'];
  /** Tournament id. */
  tournamentId: Scalars['ID']['output'];
};

/** Rows of a participant export. */
export type ParticipantExportSuccess = {
  __typename?: 'ParticipantExportSuccess';
  /** One row per rostered player of every seeded team. */
  rows: Array<ParticipantExportRow>;
};

/** Seeding or standing: entries plus where their outcome came from. */
export type ParticipantList = {
  __typename?: 'ParticipantList';
  /** Entries by index. */
  entries: Array<ParticipantEntry>;
  /** For example 'set-by-human' or 'computed'; null when not decided. */
  outcomeSource?: Maybe<Scalars['String']['output']>;
};

/** Seeding or standing to store. */
export type ParticipantListInput = {
  /** Entries. At most 512 entries. */
  entries: Array<ParticipantEntryInput>;
  /** Where the outcome came from, if decided. */
  outcomeSource?: InputMaybe<Scalars['String']['input']>;
};

/** A set of matches viewers pick the winners of together, between opensAt and locksAt. */
export type PickBlock = {
  __typename?: 'PickBlock';
  /** Ids of the matches, in the order staff set. */
  eldsMatchIds: Array<Scalars['ID']['output']>;
  /** Ids of the sections the block was made from (the scoring configuration is per section). */
  eldsSectionIds: Array<Scalars['ID']['output']>;
  /** The data service's tournament id. */
  eldsTournamentId: Scalars['ID']['output'];
  /** Pick'em service id. */
  id: Scalars['ID']['output'];
  /** When picks close. */
  locksAt: Scalars['DateTime']['output'];
  /** The matches in order, from the data service (10 per call, teams 20 per call). */
  matches: Array<Match>;
  /** Name viewers see, for example 'Day 1'. */
  name: Scalars['String']['output'];
  /** When viewers may start picking. */
  opensAt: Scalars['DateTime']['output'];
  /** Viewers who have picked in the block; a block with picks cannot be deleted. */
  pickCount: Scalars['Int']['output'];
  /** Per match of the block, in order: how many viewers picked each team. */
  picks: Array<PickBlockMatchPicks>;
  /**
   * How many viewers would get how many points if the block were scored now, under the scoring
   * configuration assigned to each match's section (see PickBlockScoringPreview).
   */
  scoringPreview: PickBlockScoringPreview;
  /** Where the block is in its life. */
  state: PickBlockState;
  /** The block's version; send it as `expectedVersion` when changing it. */
  version: Scalars['String']['output'];
};

/** The outcome of deletePickBlock: exactly one of ok and error is set. */
export type PickBlockDeletionResult = {
  __typename?: 'PickBlockDeletionResult';
  /** Set when it was not. */
  error?: Maybe<MutationError>;
  /** Set when the block was deleted. */
  ok?: Maybe<PickBlockDeletionSuccess>;
};

/** A deleted pick block. */
export type PickBlockDeletionSuccess = {
  __typename?: 'PickBlockDeletionSuccess';
  /** Id of the deleted block. */
  id: Scalars['ID']['output'];
  /** The success message. */
  message: Scalars['String']['output'];
};

/** A pick block to create, or its new state. */
export type PickBlockInput = {
  /** The matches in order; at least one. At most 100 entries. */
  eldsMatchIds: Array<Scalars['ID']['input']>;
  /** The sections the matches were taken from. At most 64 entries. */
  eldsSectionIds: Array<Scalars['ID']['input']>;
  /** The data service's tournament id. */
  eldsTournamentId: Scalars['ID']['input'];
  /** When picks close; after opensAt. */
  locksAt: Scalars['DateTime']['input'];
  /** Name viewers see; required, fewer than 100 characters. */
  name: Scalars['String']['input'];
  /** When viewers may start picking. */
  opensAt: Scalars['DateTime']['input'];
};

/** How viewers picked one match of a block. */
export type PickBlockMatchPicks = {
  __typename?: 'PickBlockMatchPicks';
  /** The data service's match id. */
  eldsMatchId: Scalars['ID']['output'];
  /** The match; null when the data service does not know it. */
  match?: Maybe<Match>;
  /** Per team picked (most viewers first): the viewers who picked it to win. */
  teams: Array<PickBlockTeamPicks>;
};

/** The outcome of a pick block mutation: exactly one of ok and error is set. */
export type PickBlockMutationResult = {
  __typename?: 'PickBlockMutationResult';
  /** Set when it was not. */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<PickBlockMutationSuccess>;
};

/** A pick block mutation that succeeded. */
export type PickBlockMutationSuccess = {
  __typename?: 'PickBlockMutationSuccess';
  /** The success message. */
  message: Scalars['String']['output'];
  /** The block as stored after the change. */
  pickBlock: PickBlock;
};

/** Viewers who would get the same points. */
export type PickBlockScoreRow = {
  __typename?: 'PickBlockScoreRow';
  /** The points. */
  points: Scalars['Int']['output'];
  /** How many viewers would get them. */
  viewers: Scalars['Int']['output'];
};

/**
 * What scoring the block now would give: for each viewer, pointsPerCorrectPick of the match's
 * section's configuration for every decided match they picked right, plus the perfectBlockBonus of
 * the first configured section (in match order) when every match is decided and all their picks are
 * right. An undecided match gives no points yet; a match whose section has no configuration gives none.
 */
export type PickBlockScoringPreview = {
  __typename?: 'PickBlockScoringPreview';
  /** Viewers per points total, fewest points first; totals no viewer reaches are left out. */
  rows: Array<PickBlockScoreRow>;
  /** Ids of the sections of the block's matches that have no scoring configuration assigned. */
  unconfiguredEldsSectionIds: Array<Scalars['ID']['output']>;
  /** Ids of the block's matches without a decided winner yet. */
  undecidedEldsMatchIds: Array<Scalars['ID']['output']>;
};

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

/** Viewers who picked one team to win a match. */
export type PickBlockTeamPicks = {
  __typename?: 'PickBlockTeamPicks';
  /** The data service's team id. */
  eldsTeamId: Scalars['ID']['output'];
  /** The team; null when the data service does not know it. */
  team?: Maybe<Team>;
  /** How many viewers picked this team. */
  viewers: Scalars['Int']['output'];
};

/** The outcome of a crystal-ball or pick'em reward deletion: exactly one of ok and error is set. */
export type PickemDeletionResult = {
  __typename?: 'PickemDeletionResult';
  /** Set when it was not. */
  error?: Maybe<MutationError>;
  /** Set when the record was deleted. */
  ok?: Maybe<PickemDeletionSuccess>;
};

/** A deleted record. */
export type PickemDeletionSuccess = {
  __typename?: 'PickemDeletionSuccess';
  /** Id of the deleted record. */
  id: Scalars['ID']['output'];
  /** The success message. */
  message: Scalars['String']['output'];
};

/**
 * A data-service league as pick'em knows it, with the §4 store rule applied: a league is offered
 * only with an active tournament and only while published.
 */
export type PickemLeague = {
  __typename?: 'PickemLeague';
  /** The tournament viewers pick in now; null when the league has none. */
  activeEldsTournamentId?: Maybe<Scalars['ID']['output']>;
  /** The active tournament's pick'em record; null when there is no active tournament. */
  activeTournament?: Maybe<PickemTournament>;
  /** The data service's league id. */
  eldsLeagueId: Scalars['ID']['output'];
  /** The data service's league (name, region), one data service call per league; null when it is unknown there. */
  league?: Maybe<League>;
  /** Whether the pick'em store keeps (offers) the league under the spec 3 §4 rule. */
  offered: Scalars['Boolean']['output'];
  /** Why the league is or is not offered, as staff read it in the list. */
  offeredReason: Scalars['String']['output'];
  /** Whether viewers see the league's pick'em. */
  published: Scalars['Boolean']['output'];
  /**
   * The league's tournaments in the data service, newest first, to choose the active one from (one
   * data service call per sport for the whole list).
   */
  tournaments: Array<Tournament>;
  /** The record's version; send it as `expectedVersion` to savePickemLeague. */
  version: Scalars['String']['output'];
};

/** A league's pick'em settings to store. */
export type PickemLeagueInput = {
  /** The league's tournament viewers pick in now; null for none (the league is then not offered). */
  activeEldsTournamentId?: InputMaybe<Scalars['ID']['input']>;
  /** Whether viewers see the league's pick'em. */
  published: Scalars['Boolean']['input'];
};

/** The outcome of a pick'em league mutation: exactly one of ok and error is set. */
export type PickemLeagueMutationResult = {
  __typename?: 'PickemLeagueMutationResult';
  /** Set when it was not. */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<PickemLeagueMutationSuccess>;
};

/** A pick'em league mutation that succeeded. */
export type PickemLeagueMutationSuccess = {
  __typename?: 'PickemLeagueMutationSuccess';
  /** The success message. */
  message: Scalars['String']['output'];
  /** The league as stored after the change. */
  pickemLeague: PickemLeague;
};

/** A reward given to a tournament's pick'em viewers who meet its criterion. */
export type PickemReward = {
  __typename?: 'PickemReward';
  /** How viewers qualify. */
  criterion: PickemRewardCriterion;
  /** The data service's tournament id. */
  eldsTournamentId: Scalars['ID']['output'];
  /** When the reward was given to viewers; null before. A granted reward cannot be changed or deleted. */
  grantedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Pick'em service id. */
  id: Scalars['ID']['output'];
  /** The drops inventory item given, when the reward is an item. */
  inventoryItemId?: Maybe<Scalars['ID']['output']>;
  /** Name staff read. */
  name: Scalars['String']['output'];
  /** The criterion's number: points, percent, or 0 for a perfect block. */
  threshold: Scalars['Int']['output'];
  /** The reward's version; send it as `expectedVersion` when changing it. */
  version: Scalars['String']['output'];
};

/** How a pick'em reward decides which viewers get it. */
export type PickemRewardCriterion =
  /** Viewers with at least `threshold` points (threshold 1 or more). */
  | 'minimumPoints'
  /** Viewers with every pick of a block right (threshold 0). */
  | 'perfectBlock'
  /** Viewers in the top `threshold` percent (1 to 100). */
  | 'topPercent';

/** A pick'em reward to store. */
export type PickemRewardInput = {
  /** How viewers qualify. */
  criterion: PickemRewardCriterion;
  /** The data service's tournament id. */
  eldsTournamentId: Scalars['ID']['input'];
  /** The drops inventory item given; leave out for none. */
  inventoryItemId?: InputMaybe<Scalars['ID']['input']>;
  /** Name; required, fewer than 100 characters. */
  name: Scalars['String']['input'];
  /** topPercent: 1 to 100; minimumPoints: 1 or more; perfectBlock: 0. */
  threshold: Scalars['Int']['input'];
};

/** The outcome of a pick'em reward mutation: exactly one of ok and error is set. */
export type PickemRewardMutationResult = {
  __typename?: 'PickemRewardMutationResult';
  /** Set when it was not. */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<PickemRewardMutationSuccess>;
};

/** A pick'em reward mutation that succeeded. */
export type PickemRewardMutationSuccess = {
  __typename?: 'PickemRewardMutationSuccess';
  /** The success message. */
  message: Scalars['String']['output'];
  /** The reward as stored after the change. */
  reward: PickemReward;
};

/** A tournament's section with its scoring assignment. */
export type PickemScoringSection = {
  __typename?: 'PickemScoringSection';
  /** The section's scoring assignment. */
  scoring: PickemSectionScoring;
  /** The data service's section (names included). */
  section: Section;
  /** The stage the section is in, by its name. */
  stageName: Scalars['String']['output'];
};

/** The scoring configuration assigned to one section, or none. */
export type PickemSectionScoring = {
  __typename?: 'PickemSectionScoring';
  /** The data service's section id. */
  eldsSectionId: Scalars['ID']['output'];
  /** The assigned configuration; null when none is assigned or it is unknown. */
  scoringConfig?: Maybe<ScoringConfig>;
  /** Id of the assigned configuration; null when none is assigned. */
  scoringConfigId?: Maybe<Scalars['ID']['output']>;
  /** The assignment's version; send it as `expectedVersion` to assign or unassign. */
  version: Scalars['String']['output'];
};

/** The outcome of assigning or unassigning a section's scoring: exactly one of ok and error is set. */
export type PickemSectionScoringMutationResult = {
  __typename?: 'PickemSectionScoringMutationResult';
  /** Set when it was not. */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<PickemSectionScoringMutationSuccess>;
};

/** A section's scoring after the change. */
export type PickemSectionScoringMutationSuccess = {
  __typename?: 'PickemSectionScoringMutationSuccess';
  /** The success message. */
  message: Scalars['String']['output'];
  /** The section's assignment as stored. */
  sectionScoring: PickemSectionScoring;
};

/** A data-service tournament as pick'em knows it: its pick blocks, unscheduled items and celebrities. */
export type PickemTournament = {
  __typename?: 'PickemTournament';
  /** The tournament's celebrities, whose picks viewers see once a block opens. */
  celebrities: Array<Celebrity>;
  /**
   * The version of the tournament's celebrities as one set (a hash of the list as stored). Send it as
   * `expectedVersion` to saveCelebrities.
   */
  celebritiesVersion: Scalars['String']['output'];
  /** The tournament's crystal-ball prompts with their choices (one pick'em call). */
  crystalBallPrompts: Array<CrystalBallPrompt>;
  /** The tournament's crystal-ball questions (one pick'em call). */
  crystalBallQuestions: Array<CrystalBallQuestion>;
  /** The data service's tournament id. */
  eldsTournamentId: Scalars['ID']['output'];
  /** The tournament's pick blocks, in the service's order (one pick'em call). */
  pickBlocks: Array<PickBlock>;
  /** Whether viewers see the tournament's pick'em. */
  published: Scalars['Boolean']['output'];
  /** The tournament's pick'em rewards (one pick'em call). */
  rewards: Array<PickemReward>;
  /**
   * Every section of the tournament, in stage order, with its scoring assignment (one data service
   * call for the tournament, one pick'em call per section).
   */
  scoringSections: Array<PickemScoringSection>;
  /** The data service's tournament (name, dates); null when it is unknown there. */
  tournament?: Maybe<Tournament>;
  /** The tournament's matches and sections in no pick block (one pick'em call). */
  unscheduled: PickemUnscheduled;
  /** The record's version; send it as `expectedVersion` to savePickemTournament. */
  version: Scalars['String']['output'];
};

/** A tournament's pick'em settings to store. */
export type PickemTournamentInput = {
  /** Whether viewers see the tournament's pick'em. */
  published: Scalars['Boolean']['input'];
};

/** The outcome of a pick'em tournament mutation: exactly one of ok and error is set. */
export type PickemTournamentMutationResult = {
  __typename?: 'PickemTournamentMutationResult';
  /** Set when it was not. */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<PickemTournamentMutationSuccess>;
};

/** A pick'em tournament mutation that succeeded (also saveCelebrities: its celebrities as stored). */
export type PickemTournamentMutationSuccess = {
  __typename?: 'PickemTournamentMutationSuccess';
  /** The success message. */
  message: Scalars['String']['output'];
  /** The tournament as stored after the change. */
  pickemTournament: PickemTournament;
};

/** A tournament's matches and sections that no pick block holds yet. */
export type PickemUnscheduled = {
  __typename?: 'PickemUnscheduled';
  /** Ids of the matches in no block. */
  eldsMatchIds: Array<Scalars['ID']['output']>;
  /** Ids of the sections in no block. */
  eldsSectionIds: Array<Scalars['ID']['output']>;
  /** The matches in no block, from the data service (10 per call), teams included. */
  matches: Array<Match>;
  /** The sections in no block, from the data service's tournament (unknown ids left out). */
  sections: Array<Section>;
};

/** A game as a game server played it (spec 1 §3 'Platform game'). */
export type PlatformGame = {
  __typename?: 'PlatformGame';
  /** The esports game it is mapped to; null while unmapped. */
  esportsGameId?: Maybe<Scalars['ID']['output']>;
  /** When it was mapped; null for a platform game read outside a mapping. */
  mappedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The game server's name for it. */
  name: Scalars['String']['output'];
  /** '{realmId}_{gameId}', for example ESPORTSTMNT01_3350521. */
  platformGameId: Scalars['ID']['output'];
  /** The sport it was played in. */
  sport: Sport;
  /** When the game server started it. */
  startedAt: Scalars['DateTime']['output'];
  /** In progress or completed. */
  state: PlatformGameState;
  /**
   * Its teams. In a mapping they are in mapped order: the first is the esports game's blue (val:
   * attacking) side, so swapping sides is swapping this order.
   */
  teams: Array<PlatformTeam>;
};

/** The outcome of a map or unmap: exactly one of ok and error is set. */
export type PlatformGameMappingResult = {
  __typename?: 'PlatformGameMappingResult';
  /** Set when it was not, with the message to show. */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<PlatformGameMappingSuccess>;
};

/** A map or unmap that succeeded. */
export type PlatformGameMappingSuccess = {
  __typename?: 'PlatformGameMappingSuccess';
  /** The message to show, for example 'Game has been successfully unmapped from platformGameId: {id}'. */
  message: Scalars['String']['output'];
  /** The mapped platform game; null after an unmap. */
  platformGame?: Maybe<PlatformGame>;
};

/** Whether the game server still plays a platform game. */
export type PlatformGameState =
  /** Over. */
  | 'completed'
  /** Being played: the Stat Mapper's Live Games list shows these (with two teams). */
  | 'in_progress';

/**
 * One player slot of a platform game (spec 1 §3 'Participant'). Which identity fields are set depends
 * on the sport: lol has an account and a champion, val a puuid and an agent, wr and tft a puuid.
 */
export type PlatformParticipant = {
  __typename?: 'PlatformParticipant';
  /** val: the agent id (guid). */
  agentId?: Maybe<Scalars['String']['output']>;
  /** val: the agent's name, 'Unknown' for an id the agent table does not know. */
  agentName?: Maybe<Scalars['String']['output']>;
  /** lol: the champion played. */
  championId?: Maybe<Scalars['Int']['output']>;
  /**
   * lol: that champion's name, 'Unknown' for an id game management does not name. One game
   * management call (GET lol/champions) per request, whatever the number of participants.
   */
  championName?: Maybe<Scalars['String']['output']>;
  /** The in-game name. */
  displayName: Scalars['String']['output'];
  /** That player, read through the players loader (20 per data service call). */
  esportsPlayer?: Maybe<Player>;
  /** The matched (or mapped) esports player; null when none matched ('Unknown'). */
  esportsPlayerId?: Maybe<Scalars['ID']['output']>;
  /** 1 to 5 on platform team 100, 6 to 10 on 200. */
  participantId: Scalars['Int']['output'];
  /** lol: the platform account id. */
  platformAccountId?: Maybe<Scalars['String']['output']>;
  /** val, wr, tft: the player's puuid. */
  puuid?: Maybe<Scalars['String']['output']>;
};

/** One side of a platform game (spec 1 §3 'Platform team'). */
export type PlatformTeam = {
  __typename?: 'PlatformTeam';
  /** That team, read through the teams loader. */
  esportsTeam?: Maybe<Team>;
  /** The matched (or mapped) esports team; null when none matched ('???'). */
  esportsTeamId?: Maybe<Scalars['ID']['output']>;
  /** Five participants. */
  participants: Array<PlatformParticipant>;
  /** lol: 100 blue, 200 red. */
  platformTeamId: Scalars['Int']['output'];
};

/** A competitor of one sport, known by a handle (spec 1 §3, spec 3 §3). */
export type Player = {
  __typename?: 'Player';
  /** Given name. */
  firstName: Scalars['String']['output'];
  /** In-game handle: letters, digits, underscore and space, at most 11 characters, unique per sport. */
  handle: Scalars['String']['output'];
  /**
   * The home team. Loaded through the per-request team loader: the teams of a whole page cost
   * ceil(distinct teams / 20) data service calls together.
   */
  homeTeam?: Maybe<Team>;
  /** Id of the player's home team, or null for a free agent. */
  homeTeamId?: Maybe<Scalars['ID']['output']>;
  /** Data service id. */
  id: Scalars['ID']['output'];
  /** Family name. */
  lastName: Scalars['String']['output'];
  /** What happened to the player, newest first. Costs one data service call per player. */
  operations: Array<PlayerOperation>;
  /** Photo URL, or null for none. */
  photoUrl?: Maybe<Scalars['String']['output']>;
  /** The sport the player competes in. */
  sport: Sport;
  /** Active or inactive. */
  status: PlayerStatus;
  /** Tournament-realm identities (normally one). */
  tournamentRealmIdentities: Array<TournamentRealmIdentity>;
  /**
   * The record's version: the data service's own when it has one, else a hash of the stored record
   * (any field change gives a new version). Send it as `expectedVersion` when updating.
   */
  version: Scalars['String']['output'];
};

/** The outcome of a bulk entry: one result per row, in request order. */
export type PlayerBatchResult = {
  __typename?: 'PlayerBatchResult';
  /** How many players were created. */
  createdCount: Scalars['Int']['output'];
  /** How many rows were refused. */
  failedCount: Scalars['Int']['output'];
  /** Per row: the created player or the reason it was refused. */
  rows: Array<PlayerRowResult>;
};

/** A page of players, Relay style. */
export type PlayerConnection = {
  __typename?: 'PlayerConnection';
  /** The players of this page, by handle. */
  edges: Array<PlayerEdge>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
};

/** One player of a page, with its cursor. */
export type PlayerEdge = {
  __typename?: 'PlayerEdge';
  /**
   * Cursor after this player. The data service pages by an opaque token given once per page, so
   * only the last edge of a page carries one (equal to `pageInfo.endCursor`); others are null.
   */
  cursor?: Maybe<Scalars['String']['output']>;
  /** The player. */
  node: Player;
};

/** Optional filters of the player list; every `…Contains` matches case-insensitively. */
export type PlayerFilter = {
  /** First name contains. */
  firstNameContains?: InputMaybe<Scalars['String']['input']>;
  /** Handle contains. */
  handleContains?: InputMaybe<Scalars['String']['input']>;
  /** Last name contains. */
  lastNameContains?: InputMaybe<Scalars['String']['input']>;
  /** Home team's league name contains. */
  leagueNameContains?: InputMaybe<Scalars['String']['input']>;
  /** Only players with this status. */
  status?: InputMaybe<PlayerStatus>;
  /** Status text contains. */
  statusContains?: InputMaybe<Scalars['String']['input']>;
  /** Home team name contains. */
  teamNameContains?: InputMaybe<Scalars['String']['input']>;
};

/** A player to create or the new state of one to update (spec 2 §3 'Player draft'). */
export type PlayerInput = {
  /** Required, fewer than 100 characters. */
  firstName: Scalars['String']['input'];
  /** Letters, digits, underscore and space; at most 11 characters; unique per sport. */
  handle: Scalars['String']['input'];
  /** Id of the home team; empty or null for none. */
  homeTeamId?: InputMaybe<Scalars['ID']['input']>;
  /** Required, fewer than 100 characters. */
  lastName: Scalars['String']['input'];
  /** Tournament-realm login, 4 to 24 characters; made from the handle when left empty. */
  login?: InputMaybe<Scalars['String']['input']>;
  /** Tournament-realm password; generated when left empty. Only ever written. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** An http(s) URL; empty or null for none. */
  photoUrl?: InputMaybe<Scalars['String']['input']>;
  /** Riot PUUID of the identity; generated when left empty. */
  puuid?: InputMaybe<Scalars['String']['input']>;
  /** The sport the player competes in. */
  sport: Sport;
  /** Active by default. */
  status?: InputMaybe<PlayerStatus>;
};

/** The outcome of a player mutation: exactly one of ok and error is set. */
export type PlayerMutationResult = {
  __typename?: 'PlayerMutationResult';
  /** Set when it was not, with the message to show and field errors. */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<PlayerMutationSuccess>;
};

/** A player mutation that succeeded. */
export type PlayerMutationSuccess = {
  __typename?: 'PlayerMutationSuccess';
  /** The success message, for example 'Updated Player Successfully!'. */
  message: Scalars['String']['output'];
  /** The player as stored after the change. */
  player: Player;
};

/** Something that happened to a player, as the data service recorded it. */
export type PlayerOperation = {
  __typename?: 'PlayerOperation';
  /** When. */
  at: Scalars['DateTime']['output'];
  /** Who did it (username or client id). */
  by: Scalars['String']['output'];
  /** Operation id. */
  id: Scalars['ID']['output'];
  /** What happened: created, updated or passwordReset. */
  type: Scalars['String']['output'];
};

/** A tournament-realm password reset that succeeded. */
export type PlayerPasswordReset = {
  __typename?: 'PlayerPasswordReset';
  /** The identity's login. */
  login: Scalars['String']['output'];
  /** 'Password Reset Successfully!'. */
  message: Scalars['String']['output'];
  /** The new password; shown once, it cannot be read again. */
  password: Scalars['String']['output'];
};

/** The outcome of a password reset: exactly one of ok and error is set. */
export type PlayerPasswordResetResult = {
  __typename?: 'PlayerPasswordResetResult';
  /** Set when it was not. */
  error?: Maybe<MutationError>;
  /** Set when the password was reset. */
  ok?: Maybe<PlayerPasswordReset>;
};

/** What happened to one row of a bulk entry. */
export type PlayerRowResult = {
  __typename?: 'PlayerRowResult';
  /**
   * Why the row was refused: code BAD_USER_INPUT (a field rule; see inputErrors), DUPLICATE (an
   * earlier row has the handle), CONFLICT ('Handle already in use'), or an upstream code.
   */
  error?: Maybe<MutationError>;
  /** The row's handle as sent. */
  handle: Scalars['String']['output'];
  /** The created player; null when the row was refused (or, for validation, when it would pass). */
  player?: Maybe<Player>;
  /** 1-based position of the row in the request. */
  row: Scalars['Int']['output'];
};

/** How the player list is sorted. */
export type PlayerSort = {
  /** The column. */
  column: PlayerSortColumn;
  /** The direction; ascending unless given. */
  direction?: SortDirection;
};

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

/** Points for a final position. */
export type PointsEntry = {
  __typename?: 'PointsEntry';
  /** Points for it. */
  points: Scalars['Int']['output'];
  /** Final position, 1 for the winner. */
  position: Scalars['Int']['output'];
};

/** Points for a final position. */
export type PointsEntryInput = {
  /** Points. */
  points: Scalars['Int']['input'];
  /** Final position. */
  position: Scalars['Int']['input'];
};

/** A point-of-view stream of one participant of a game (spec 3 §7 'Media' pov). */
export type Pov = {
  __typename?: 'Pov';
  /** The configuration field the provider uses to identify the stream. */
  configField: StreamConfigField;
  /** The game. */
  gameId: Scalars['ID']['output'];
  /** Data service id. */
  id: Scalars['ID']['output'];
  /** Locale of the stream, for example en_US. */
  locale: Scalars['String']['output'];
  /** The participant's seat on the side, 1 to 5. */
  participant: Scalars['Int']['output'];
  /** The player on that seat, when known. */
  playerId?: Maybe<Scalars['ID']['output']>;
  /** The provider streaming it. */
  provider: StreamProvider;
  /** The participant's side. */
  side: GameSide;
  /** The provider's video or channel id. */
  videoId: Scalars['String']['output'];
};

/** One point-of-view stream of a game to store. */
export type PovInput = {
  /** A supported locale such as en_US. */
  locale: Scalars['String']['input'];
  /** The seat on the side, 1 to 5; one pov per seat. */
  participant: Scalars['Int']['input'];
  /** The player on that seat, when known. */
  playerId?: InputMaybe<Scalars['ID']['input']>;
  /** The provider. */
  provider: StreamProvider;
  /** The participant's side. */
  side: GameSide;
  /** The provider's video or channel id. */
  value: Scalars['String']['input'];
};

/** The outcome of savePovs: exactly one of ok and error is set. */
export type PovMutationResult = {
  __typename?: 'PovMutationResult';
  /** Set when it was not, with the message to show and field errors ('povs.0.participant', …). */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<PovMutationSuccess>;
};

/** A pov change that succeeded. */
export type PovMutationSuccess = {
  __typename?: 'PovMutationSuccess';
  /** 'Saved POVs Successfully!' */
  message: Scalars['String']['output'];
  /** The game's povs as stored now. */
  povs: Array<Pov>;
  /** The version of the game's set of povs as stored now; send it with the next savePovs. */
  povsVersion: Scalars['String']['output'];
};

/** One code of a sponsor's pool for a drop inventory item. */
export type PromoCode = {
  __typename?: 'PromoCode';
  /** When it was claimed; null unless claimed. */
  claimedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The code a viewer redeems. */
  code: Scalars['String']['output'];
  /** Where the code is in its life. */
  disposition: PromoCodeDisposition;
  /** The drop inventory item the code is for. */
  dropInventoryId: Scalars['ID']['output'];
  /** When it was ingested. */
  ingestedAt: Scalars['DateTime']['output'];
  /** The sponsor whose pool it is in. */
  sponsor: Scalars['String']['output'];
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
  dropInventoryId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * The codes file's key from createPromoCodesUpload, issued for this same sponsor (a file uploaded
   * for another sponsor is refused); required for upload.
   */
  key?: InputMaybe<Scalars['String']['input']>;
  /** Length of generated codes, 6 to 32; 8 by default. */
  length?: InputMaybe<Scalars['Int']['input']>;
  /** The inventory item to create for the codes, when `dropInventoryId` is left out. */
  newInventoryItem?: InputMaybe<PromoInventoryItemInput>;
  /** How many codes to generate (1 to 5000); required for generate. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  /** upload (default): the file under `key`; generate: `quantity` codes of `length`. */
  source?: InputMaybe<PromoCodeSource>;
  /** The sponsor whose pool it is. */
  sponsor: Scalars['String']['input'];
};

/**
 * The outcome of ingestPromoCodes: exactly one of ok and error is set. When the ingest fails after
 * an inventory item was created for it, the item is deleted and the error's message says so; if that
 * delete fails too, the error is PARTIALLY_APPLIED and names the item left behind.
 */
export type PromoCodeIngestResult = {
  __typename?: 'PromoCodeIngestResult';
  /** Set when they were not. */
  error?: Maybe<MutationError>;
  /** Set when the codes were stored. */
  ok?: Maybe<PromoCodeIngestSuccess>;
};

/** An ingest that succeeded. */
export type PromoCodeIngestSuccess = {
  __typename?: 'PromoCodeIngestSuccess';
  /** Whether the inventory item was created by this ingest. */
  createdInventoryItem: Scalars['Boolean']['output'];
  /** The inventory item the codes are for (the created one when one was created). */
  dropInventoryId: Scalars['ID']['output'];
  /** How many codes were stored. */
  ingested: Scalars['Int']['output'];
  /** The message to show, for example '500 promo codes ingested.'. */
  message: Scalars['String']['output'];
};

/**
 * How many codes one sponsor's pool for one inventory item holds in each disposition, and whether it
 * is running low.
 */
export type PromoCodePool = {
  __typename?: 'PromoCodePool';
  /** Codes redeemed by a viewer. */
  claimed: Scalars['Int']['output'];
  /** The drop inventory item. */
  dropInventoryId: Scalars['ID']['output'];
  /** Codes past the sponsor's end date. */
  expired: Scalars['Int']['output'];
  /** Whether fewer than 100 codes are unclaimed (PROMO_POOL_LOW_STOCK): codes should be added. */
  lowStock: Scalars['Boolean']['output'];
  /** Codes handed to a viewer, not yet redeemed. */
  reserved: Scalars['Int']['output'];
  /** The sponsor. */
  sponsor: Scalars['String']['output'];
  /** All the pool's codes, whatever their disposition. */
  total: Scalars['Int']['output'];
  /** Codes in the pool, not yet handed out. */
  unclaimed: Scalars['Int']['output'];
};

/** Where the codes of a new pool come from (spec 3 §3: upload by default). */
export type PromoCodeSource =
  /** Codes the promo code service generates. */
  | 'generate'
  /** A codes file, one code a line, uploaded to the asset service first (createPromoCodesUpload). */
  | 'upload';

/** Where to PUT a codes file; its key is what ingestPromoCodes takes. */
export type PromoCodesUpload = {
  __typename?: 'PromoCodesUpload';
  /** The Content-Type header the PUT must carry. */
  contentType: Scalars['String']['output'];
  /** When uploadUrl stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** The asset service key the file is stored under (unique per upload; not publicly readable). */
  key: Scalars['String']['output'];
  /** The HTTP method of uploadUrl: PUT. */
  method: Scalars['String']['output'];
  /** The presigned address: PUT the file's bytes here before expiresAt. */
  uploadUrl: Scalars['String']['output'];
};

/** A codes file about to be uploaded from the browser. */
export type PromoCodesUploadInput = {
  /** The file's name, for example codes.txt. */
  fileName: Scalars['String']['input'];
  /** The file's size in bytes: the upload address takes a body of exactly this size, no other. */
  size: Scalars['Int']['input'];
  /** The sponsor the codes are for. */
  sponsor: Scalars['String']['input'];
};

/** The outcome of createPromoCodesUpload: exactly one of ok and error is set. */
export type PromoCodesUploadResult = {
  __typename?: 'PromoCodesUploadResult';
  /** Set when it was not. */
  error?: Maybe<MutationError>;
  /** Set when an upload address was issued. */
  ok?: Maybe<PromoCodesUpload>;
};

/** The drop inventory item a new pool is created for (a promo_code item, spec 3 §3). */
export type PromoInventoryItemInput = {
  /** The internal title staff know the item by. */
  internalTitle: Scalars['String']['input'];
  /** The sport the item belongs to. */
  sport: Sport;
};

/** Game management's proposal of who played whom in a platform game. */
export type ProposedMapping = {
  __typename?: 'ProposedMapping';
  /** The data service's id of the esports game. */
  esportsGameId: Scalars['ID']['output'];
  /** The platform game, '{realmId}_{gameId}'. */
  platformGameId: Scalars['ID']['output'];
  /** The platform teams, participants matched to esports players by realm account or puuid. */
  teams: Array<PlatformTeam>;
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

/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type Query = {
  __typename?: 'Query';
  /** Every account group, by name. */
  accountGroups?: Maybe<Array<AccountGroup>>;
  /**
   * The latest account operations (at most 100, newest first), or only those that touched
   * `accountId`. One data service call.
   */
  accountOperations?: Maybe<Array<AccountOperation>>;
  /**
   * Accounts, newest first, `first` per page (default 50, at most 200), continuing `after` a
   * cursor. One data service call per page.
   */
  accounts?: Maybe<AccountConnection>;
  /**
   * Accounts by id, in the order asked, null for an unknown id. Repeated ids are fetched once and
   * the rest in calls of at most 20 ids, batched with every other account lookup of the request.
   */
  accountsByIds?: Maybe<Array<Maybe<Account>>>;
  /** Facts about this deployment; readable by any signed-in user. */
  appInfo: AppInfo;
  /**
   * The audit journal, newest first unless `sort` says otherwise (at most 200 per page). Readable by
   * the roles that may read the entity type (administrators see every type): asking for a type the
   * caller may not read answers FORBIDDEN; without `entityType`, a non-administrator sees the entries
   * of the types they may read.
   */
  auditLog?: Maybe<AuditLogConnection>;
  /** The caller's banner access (GET permissions); null when the banners service cannot answer. */
  bannerAccess?: Maybe<BannerAccess>;
  /**
   * The league × patch rows whose configuration has this status, leagues by name then patches in
   * the patch list's order (one GET leagues).
   */
  bannerConfigurations?: Maybe<Array<BannerPatch>>;
  /** Every banner league (GET leagues); null when the banners service cannot answer. */
  bannerLeagues?: Maybe<Array<BannerLeague>>;
  /** A download link to a configuration's zip, packed by the asset service when asked. */
  bannerPackage?: Maybe<BannerPackage>;
  /** One league's one patch, with or without a configuration; null for an unknown league or patch. */
  bannerPatch?: Maybe<BannerPatch>;
  /** The patches (spec 2 §9), produced locally: 15.1 to 15.24, then 14.24 to 14.1, then 13.24 to 13.1. */
  bannerPatches: Array<Scalars['String']['output']>;
  /** The prop catalogue, several dozen places on the map. */
  bannerProps: Array<BannerProp>;
  /** The textures stored for a league (one asset key listing), by file name. */
  bannerTextures?: Maybe<Array<BannerTexture>>;
  /**
   * Checks bulk entry rows without creating anything: the spec rules here, then collisions with
   * existing display names (case-insensitive) through one data service call.
   */
  checkAccountRows?: Maybe<Array<AccountRowResult>>;
  /** What viewers read for each fulfillment status when an item has no description of its own. */
  defaultInventoryDescriptions?: Maybe<Array<InventoryDescription>>;
  /** One drop group by id, or null when there is none. */
  dropGroup?: Maybe<DropGroup>;
  /**
   * A drop group's totals per drop and per UTC day, over its newest 200 triggers of all time. Costs
   * one drops call and one viewer-account call per 50 triggers counted (at most 5 calls).
   */
  dropGroupTotals?: Maybe<DropGroupTotals>;
  /** Drop groups of a sport, newest first, optionally of one status. Costs one drops service call. */
  dropGroups?: Maybe<Array<DropGroup>>;
  /** The locales drops are translated into, en_US first. */
  dropLocales: Array<Scalars['String']['output']>;
  /**
   * The drop card as viewers see it in `locale` (its title falling back to en_US), rendered by the
   * preview image function and answered as a data URL (image/svg+xml); null when no group holds the
   * drop. Costs one drops call, one rarity call when the drop has a rarity, one localization call
   * and one function call.
   */
  dropPreviewImage?: Maybe<Scalars['String']['output']>;
  /**
   * The viewers a drop was triggered to (viewer account service, one call). Null when no drop has
   * this id (asked of the drops service, one more call, only when the drop has no viewers).
   */
  dropPuuids?: Maybe<DropPuuids>;
  /** One trigger with its fulfillment stats, or null when there is none. */
  dropTrigger?: Maybe<DropTrigger>;
  /**
   * Triggers sent between `start` and `end` (the last 30 days by default), newest first, then
   * filtered by league, action and `search` (title, drop id, puuid; 2 characters on,
   * case-insensitive). Costs one drops service call and one data service call for the names of the
   * leagues listed.
   */
  dropTriggers?: Maybe<Array<DropTrigger>>;
  /**
   * The accounts eligible for a sport (spec 3 §5), one data service page at a time: a page may hold
   * fewer than `first` accounts, since ineligible ones are left out after fetching.
   */
  eligibleAccounts?: Maybe<AccountConnection>;
  /** The format templates a stage can be built from, in the order staff pick from. No upstream call. */
  formatTemplates: Array<FormatTemplate>;
  /** Accounts no player uses, like `accounts`. */
  freeFloatingAccounts?: Maybe<AccountConnection>;
  /** One inventory item of a sport, or null. */
  inventoryItem?: Maybe<InventoryItem>;
  /** Inventory items of a sport. Costs one drops service call. */
  inventoryItems?: Maybe<Array<InventoryItem>>;
  /** One league by id, or null when there is none. */
  league?: Maybe<League>;
  /**
   * The names of these leagues, whatever their sport and status, in one data service call; an id
   * the data service does not know is left out. Open to every signed-in user, as only names are
   * answered: the audit log and every History panel name the leagues their changes refer to.
   */
  leagueNames?: Maybe<Array<LeagueName>>;
  /**
   * Leagues of one sport, by priority then name. CURRENT lists active leagues, ARCHIVED archived
   * ones. `search` filters by name or slug, case-insensitively, from 2 characters on.
   * Costs one data service call.
   */
  leagues?: Maybe<Array<League>>;
  /**
   * The Live Games list: platform games in progress with more than one team, newest first (spec 3
   * §7); the others are left out. Refused with FORBIDDEN where statSync is off.
   */
  livePlatformGames?: Maybe<Array<PlatformGame>>;
  /**
   * A game's live stats with its detected start. Needs the statSync feature of the environment
   * (spec 1 §6): refused with FORBIDDEN where it is off. Costs one data service call for the
   * timespans when `from` is left out, then one live stats call per 100 seconds searched (about a
   * tenth of the 10-second steps of the spec's search, at most 36). Null when the game was never
   * played or the live stats service has no feed for it.
   */
  liveStats?: Maybe<LiveStatsGame>;
  /** One localization key in every locale; null when the key has no text yet. */
  localization?: Maybe<LocalizationSet>;
  /** One match by id, or null. */
  match?: Maybe<Match>;
  /** One organization by id, or null when there is none. */
  organization?: Maybe<Organization>;
  /**
   * Organizations (they belong to no sport), by name. ACTIVE lists active ones, ARCHIVED archived
   * ones. `search` matches name or tricode, case-insensitively, from 2 characters on; `ids` limits
   * the list to those organizations. Costs one data service call.
   */
  organizations?: Maybe<Array<Organization>>;
  /**
   * Every pick'em league of a sport (lol and val offer pick'em), each with the §4 store rule's
   * verdict (`offered`, `offeredReason`). One pick'em call plus one data service call per league.
   */
  pickemLeagues?: Maybe<Array<PickemLeague>>;
  /**
   * A tournament's pick'em record: as pick'em keeps it when the tournament is a league's active one,
   * else unpublished (pick'em keeps no record of it yet); null when the data service does not know
   * the tournament either.
   */
  pickemTournament?: Maybe<PickemTournament>;
  /**
   * One platform game, for MANUAL entry: null when unknown or when it has at most one team (game
   * management answers `{}`). Refused with FORBIDDEN where statSync is off.
   */
  platformGame?: Maybe<PlatformGame>;
  /** One player by id, or null when there is none. Batched with other player lookups, 20 per call. */
  player?: Maybe<Player>;
  /**
   * Players of one sport by handle, a page at a time (`first` 1–100, default 20; pass the
   * previous page's `pageInfo.endCursor` as `after`). `search` matches handle, first or last name
   * from 2 characters on. Costs one data service call, plus the home teams' loader calls.
   */
  players?: Maybe<PlayerConnection>;
  /**
   * Players by id, in the order asked, null for unknown ids. Repeated ids are asked once and the
   * rest in data service calls of at most 20 ids.
   */
  playersByIds?: Maybe<Array<Maybe<Player>>>;
  /** The point-of-view streams of the given games, in the order of the games. */
  povsByGames?: Maybe<Array<Pov>>;
  /** One pool's counts per disposition and its stock. Costs four promo code service calls. */
  promoCodePool: PromoCodePool;
  /** The codes of one pool in one disposition, oldest first. Costs one promo code service call. */
  promoCodes?: Maybe<Array<PromoCode>>;
  /**
   * Game management's proposed mapping of a platform game to an esports game; the matched players
   * are read 20 per data service call. Refused with FORBIDDEN where statSync is off.
   */
  proposedMapping?: Maybe<ProposedMapping>;
  /** Rarities, optionally of one league and matching a search (name, from 2 characters). */
  rarities?: Maybe<Array<Rarity>>;
  /**
   * Result impact preview (issue #37): what setGameResult (or clearGameResult, with no
   * `winnerTeamId`) would change downstream, following the same advancement: in the game's section
   * the matches whose teams change, the played matches whose results would be discarded, the
   * standing places, records and ranks that change; the later sections those places reach; the
   * pick'em pick blocks on the touched matches. Writes nothing. Null when the tournament or the game
   * is not found. Refused as the write would be: a winner that does not play the game, a game
   * without both teams or clearing a game without a result with BAD_USER_INPUT, a new result in a
   * decided match with CONFLICT. Costs 1 tournament call, ceil(matches/10) match calls, the team
   * calls for names and 1 pick'em call for the pick blocks.
   */
  resultImpact?: Maybe<ResultImpact>;
  /** Roles that can be granted. Needs a user-management role and the rbac flag. */
  roleDefinitions?: Maybe<Array<RoleDefinition>>;
  /** A sample code of the given length (6 to 32, default 8), not stored anywhere. */
  samplePromoCode?: Maybe<Scalars['String']['output']>;
  /**
   * Schedule blocks of every tournament starting in a window (spec 3 §7 GET schedules,
   * viewMode prescheduled). `startTime` defaults to midnight UTC ten days back and `endTime` to
   * the end of tomorrow (UTC). One schedules call.
   */
  schedules?: Maybe<Array<ScheduleBlock>>;
  /** One scoring configuration; null when unknown. */
  scoringConfig?: Maybe<ScoringConfig>;
  /** Every scoring configuration (they are global, assigned per section); one pick'em call. */
  scoringConfigs?: Maybe<Array<ScoringConfig>>;
  /** One season by id, or null when there is none. */
  season?: Maybe<Season>;
  /**
   * Seasons of one sport. CURRENT and OLD split active seasons by the 14-day rule; ARCHIVED lists
   * archived ones. `search` filters by name, case-insensitively, from 2 characters on.
   * Costs one data service call.
   */
  seasons?: Maybe<Array<Season>>;
  /** The scoring configuration assigned to a section (scoringConfigId null when none). */
  sectionScoring?: Maybe<PickemSectionScoring>;
  /** The answers of a sport's bank, in the service's order (one shot-call call). */
  shotcallAnswers?: Maybe<Array<ShotcallAnswer>>;
  /**
   * What the live console polls for one prompt (one shot-call call): state, window, counts per
   * choice and the gateway's clock. Null when the service does not know the prompt.
   */
  shotcallPromptLive?: Maybe<ShotcallPromptLive>;
  /** The question bank of a sport, in the service's order (one shot-call call). */
  shotcallQuestions?: Maybe<Array<ShotcallQuestion>>;
  /** A tournament's reward criteria (one shot-call call). */
  shotcallRewardCriteria?: Maybe<Array<ShotcallRewardCriteria>>;
  /** One session with its prompts in running order; null when the service does not know it. */
  shotcallSession?: Maybe<ShotcallSession>;
  /**
   * A sport's sessions, live first, then scheduled (soonest first), then ended (latest first). One
   * shot-call call, then the matches through the match loader.
   */
  shotcallSessions?: Maybe<Array<ShotcallSession>>;
  /**
   * An esports game's mapped platform games (game management GET esportsGames/{id}). Refused with
   * FORBIDDEN where statSync is off (prod, test).
   */
  statMapperGame?: Maybe<StatMapperEsportsGame>;
  /** One stream group by id, or null when there is none. */
  streamGroup?: Maybe<StreamGroup>;
  /**
   * Stream groups by name with their streams. `search` matches the name, case-insensitively, from
   * 2 characters on. Costs one data service call.
   */
  streamGroups?: Maybe<Array<StreamGroup>>;
  /**
   * Tournaments saved to the stream timeline. Empty when the stream timeline service answers any
   * 5xx (spec 1 §7).
   */
  streamTimelineTournaments?: Maybe<Array<StreamTimelineTournament>>;
  /** The locales streams may be in (the data service's supported locales). */
  supportedStreamLocales?: Maybe<Array<Scalars['String']['output']>>;
  /** One team by id ('0' is the placeholder 'TBD'), or null when there is none. */
  team?: Maybe<Team>;
  /**
   * Teams of one sport by name. `status` defaults to active. `search` filters by name, tricode or
   * slug, case-insensitively, from 2 characters on. Costs one data service call.
   */
  teams?: Maybe<Array<Team>>;
  /**
   * One tournament with its whole graph, or null. One request costs 1 tournament call,
   * ceil(matches/10) match calls and ceil(distinct teams/20) team calls.
   */
  tournament?: Maybe<Tournament>;
  /**
   * The graph lint of a stored tournament (issue #37): slots fed twice, cycles, unreachable
   * matches, results feeding nothing, losers feeding a winner's place, participant counts that do
   * not fit, unlabelled decision point places and empty sections. Null when the tournament is not
   * found. Costs 1 tournament call and ceil(matches/10) match calls.
   */
  tournamentLint?: Maybe<TournamentLint>;
  /** Participant export rows; error 'Cannot export empty list of participants' when there are none. */
  tournamentParticipantExport?: Maybe<ParticipantExportResult>;
  /** Schedule blocks of a tournament. */
  tournamentSchedule?: Maybe<Array<ScheduleBlock>>;
  /**
   * Whether a tournament of `sport` already uses `slug` (in any status, any league): the data
   * service refuses a second one with 409 'Tournament slug … already exists'. The tournament form
   * asks it, debounced, for the slug it would send (typed or generated) before Create is offered.
   * Costs the sport's tournament list calls (summary view, paged).
   */
  tournamentSlugTaken: Scalars['Boolean']['output'];
  /**
   * Tournaments of one sport whose league is active. CURRENT and OLD split published tournaments by
   * the 14-day rule; ARCHIVED and DRAFT list by status. `search` matches name or slug,
   * case-insensitively, from 2 characters on. Costs one leagues call and one tournaments call.
   */
  tournaments?: Maybe<Array<Tournament>>;
  /**
   * Broadcasts in progress now (live and not completed), from the schedule's default window (ten
   * days back to tomorrow). The trigger form polls it: a broadcast that leaves this list is no
   * longer in progress and its selection resets. Costs one data service call.
   */
  triggerBroadcasts?: Maybe<Array<TriggerBroadcast>>;
  /** Fulfillment statuses of the given triggers, one entry per id asked for (one call). */
  triggerFulfillments?: Maybe<Array<TriggerFulfillment>>;
  /** Every staff user who has signed in, with their roles. Needs a user-management role and the rbac flag. */
  users?: Maybe<Array<ManagedUser>>;
  /**
   * Checks a celebrity batch without saving it: the shared rules first, then the service's
   * validate call when they pass. Empty `invalid` means saveCelebrities would take it.
   */
  validateCelebrities?: Maybe<CelebrityBatchValidation>;
  /**
   * Checks bulk-entry rows without creating anything: the spec 1 §5 rules, repeated handles within
   * the rows, then handles already in use (the data service's batch validate, 20 rows per call).
   * Answers only the rows that would be refused.
   */
  validatePlayers?: Maybe<Array<PlayerRowResult>>;
  /** The signed-in user; every signed-in user may read it, even without roles. */
  viewer: Viewer;
  /** Vod availability of the given games, in their order; one call per 10 games for each list. */
  vodStatusByGames?: Maybe<Array<GameVodStatus>>;
  /**
   * The vods of the given games, in the order of the games. Costs one data service call per 10
   * games.
   */
  vodsByGames?: Maybe<Array<Vod>>;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryAccountOperationsArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryAccountsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AccountFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<AccountSort>;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryAccountsByIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryAuditLogArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AuditLogFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<AuditLogSort>;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryBannerConfigurationsArgs = {
  status: BannerConfigurationStatus;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryBannerPackageArgs = {
  leagueId: Scalars['ID']['input'];
  patch: Scalars['String']['input'];
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryBannerPatchArgs = {
  leagueId: Scalars['ID']['input'];
  patch: Scalars['String']['input'];
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryBannerTexturesArgs = {
  key?: InputMaybe<Scalars['String']['input']>;
  leagueId: Scalars['ID']['input'];
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryCheckAccountRowsArgs = {
  autogenerateLogins?: InputMaybe<Scalars['Boolean']['input']>;
  rows: Array<AccountRowInput>;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryDefaultInventoryDescriptionsArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryDropGroupArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryDropGroupTotalsArgs = {
  groupId: Scalars['ID']['input'];
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryDropGroupsArgs = {
  sport: Sport;
  status?: InputMaybe<DropGroupStatus>;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryDropPreviewImageArgs = {
  dropId: Scalars['ID']['input'];
  locale?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryDropPuuidsArgs = {
  dropId: Scalars['ID']['input'];
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryDropTriggerArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryDropTriggersArgs = {
  action?: InputMaybe<DropTriggerAction>;
  end?: InputMaybe<Scalars['DateTime']['input']>;
  league?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  start?: InputMaybe<Scalars['DateTime']['input']>;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryEligibleAccountsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AccountFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sport: Sport;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryFreeFloatingAccountsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AccountFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryInventoryItemArgs = {
  id: Scalars['ID']['input'];
  sport: Sport;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryInventoryItemsArgs = {
  sport: Sport;
  status?: InputMaybe<InventoryItemStatus>;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryLeagueArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryLeagueNamesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryLeaguesArgs = {
  filter?: InputMaybe<LeagueListFilter>;
  search?: InputMaybe<Scalars['String']['input']>;
  sport: Sport;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryLivePlatformGamesArgs = {
  sport: Sport;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryLiveStatsArgs = {
  from?: InputMaybe<Scalars['DateTime']['input']>;
  gameId: Scalars['ID']['input'];
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryLocalizationArgs = {
  key: Scalars['String']['input'];
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryMatchArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryOrganizationArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryOrganizationsArgs = {
  filter?: InputMaybe<OrganizationListFilter>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryPickemLeaguesArgs = {
  sport: Sport;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryPickemTournamentArgs = {
  eldsTournamentId: Scalars['ID']['input'];
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryPlatformGameArgs = {
  platformGameId: Scalars['ID']['input'];
  sport: Sport;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryPlayerArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryPlayersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<PlayerFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<PlayerSort>;
  sport: Sport;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryPlayersByIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryPovsByGamesArgs = {
  gameIds: Array<Scalars['ID']['input']>;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryPromoCodePoolArgs = {
  dropInventoryId: Scalars['ID']['input'];
  sponsor: Scalars['String']['input'];
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryPromoCodesArgs = {
  disposition: PromoCodeDisposition;
  dropInventoryId: Scalars['ID']['input'];
  sponsor: Scalars['String']['input'];
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryProposedMappingArgs = {
  esportsGameId: Scalars['ID']['input'];
  platformGameId: Scalars['ID']['input'];
  sport: Sport;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryRaritiesArgs = {
  league?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryResultImpactArgs = {
  gameId: Scalars['ID']['input'];
  tournamentId: Scalars['ID']['input'];
  winnerTeamId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QuerySamplePromoCodeArgs = {
  length?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QuerySchedulesArgs = {
  endTime?: InputMaybe<Scalars['DateTime']['input']>;
  startTime?: InputMaybe<Scalars['DateTime']['input']>;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryScoringConfigArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QuerySeasonArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QuerySeasonsArgs = {
  filter?: InputMaybe<SeasonListFilter>;
  search?: InputMaybe<Scalars['String']['input']>;
  sport: Sport;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QuerySectionScoringArgs = {
  eldsSectionId: Scalars['ID']['input'];
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryShotcallAnswersArgs = {
  sport: Sport;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryShotcallPromptLiveArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryShotcallQuestionsArgs = {
  sport: Sport;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryShotcallRewardCriteriaArgs = {
  eldsTournamentId: Scalars['ID']['input'];
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryShotcallSessionArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryShotcallSessionsArgs = {
  sport: Sport;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryStatMapperGameArgs = {
  esportsGameId: Scalars['ID']['input'];
  sport: Sport;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryStreamGroupArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryStreamGroupsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryTeamArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryTeamsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  sport: Sport;
  status?: InputMaybe<TeamStatus>;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryTournamentArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryTournamentLintArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryTournamentParticipantExportArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryTournamentScheduleArgs = {
  tournamentId: Scalars['ID']['input'];
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryTournamentSlugTakenArgs = {
  slug: Scalars['String']['input'];
  sport: Sport;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryTournamentsArgs = {
  filter?: InputMaybe<TournamentListFilter>;
  search?: InputMaybe<Scalars['String']['input']>;
  sport: Sport;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryTriggerFulfillmentsArgs = {
  triggerIds: Array<Scalars['ID']['input']>;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryValidateCelebritiesArgs = {
  celebrities: Array<CelebrityInput>;
  eldsTournamentId: Scalars['ID']['input'];
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryValidatePlayersArgs = {
  inputs: Array<PlayerInput>;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryVodStatusByGamesArgs = {
  gameIds: Array<Scalars['ID']['input']>;
};


/**
 * Every root field that reads an upstream service is nullable: when one fails, its own field is
 * null with its error in `errors` (with its path), and the other fields of the document still answer.
 */
export type QueryVodsByGamesArgs = {
  gameIds: Array<Scalars['ID']['input']>;
};

/** A rank in a group: one ordinal, shared by tied teams. */
export type Rank = {
  __typename?: 'Rank';
  /** 1 for first. */
  ordinal: Scalars['Int']['output'];
  /** Ids of the teams holding the rank. */
  tiedTeamIds: Array<Scalars['ID']['output']>;
  /** The teams holding the rank. */
  tiedTeams: Array<Team>;
};

/** A manual rank of a group. */
export type RankInput = {
  /** 1 for first. */
  ordinal: Scalars['Int']['input'];
  /** Teams sharing the rank. At most 512 entries. */
  tiedTeamIds: Array<Scalars['ID']['input']>;
};

/** How rare a drop looks: its badge colours and notification gradient. */
export type Rarity = {
  __typename?: 'Rarity';
  /** Badge background colour. */
  badgeBackgroundColor: Scalars['String']['output'];
  /** Badge text colour. */
  badgeForegroundColor: Scalars['String']['output'];
  /** Drops service id. */
  id: Scalars['ID']['output'];
  /** League id. */
  league: Scalars['String']['output'];
  /** Name, for example Legendary. */
  name: Scalars['String']['output'];
  /** Inner colour of the notification gradient. */
  notificationColorOne?: Maybe<Scalars['String']['output']>;
  /** Outer colour of the notification gradient. */
  notificationColorTwo?: Maybe<Scalars['String']['output']>;
  /** Status. */
  status: RarityStatus;
  /** CSS background of the notification: the radial gradient once both notification colours are set. */
  style?: Maybe<Scalars['String']['output']>;
  /** Type, lower-cased (common by default). */
  type: Scalars['String']['output'];
  /** The record's version; send it as `expectedVersion` when changing its status. */
  version: Scalars['String']['output'];
};

/** A rarity to create. */
export type RarityInput = {
  /** Badge background colour, #rrggbb. */
  badgeBackgroundColor: Scalars['String']['input'];
  /** Badge text colour, #rrggbb. */
  badgeForegroundColor: Scalars['String']['input'];
  /** League id. */
  league: Scalars['String']['input'];
  /** Name. */
  name: Scalars['String']['input'];
  /** Inner notification colour. */
  notificationColorOne?: InputMaybe<Scalars['String']['input']>;
  /** Outer notification colour. */
  notificationColorTwo?: InputMaybe<Scalars['String']['input']>;
  /** Type; common when empty, sent lower-cased. */
  type?: InputMaybe<Scalars['String']['input']>;
};

/** The outcome of a rarity mutation. */
export type RarityMutationResult = {
  __typename?: 'RarityMutationResult';
  /** Set when it was not. */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<RarityMutationSuccess>;
};

/** A rarity mutation that succeeded. */
export type RarityMutationSuccess = {
  __typename?: 'RarityMutationSuccess';
  /** The success message. */
  message: Scalars['String']['output'];
  /** The rarity as stored. */
  rarity: Rarity;
};

/** Rarity status (spec 3 §4). */
export type RarityStatus =
  /** In use. */
  | 'active'
  /** Put away. */
  | 'archived';

/** The outcome of resendDropTriggerToFailedViewers: exactly one of ok and error is set. */
export type ResendToFailedViewersResult = {
  __typename?: 'ResendToFailedViewersResult';
  /** Set when it did not. */
  error?: Maybe<MutationError>;
  /** Set when it went through. */
  ok?: Maybe<ResendToFailedViewersSuccess>;
};

/** A send again that went through. */
export type ResendToFailedViewersSuccess = {
  __typename?: 'ResendToFailedViewersSuccess';
  /** The message to show. */
  message: Scalars['String']['output'];
  /** Failed viewers left for another Send again (over the 50 a call sends to). */
  remaining: Scalars['Int']['output'];
  /** The individual triggers sent, one per viewer. */
  triggers: Array<DropTrigger>;
};

/** What setting or clearing a game's result would change in its section, before anything is written. */
export type ResultImpact = {
  __typename?: 'ResultImpact';
  /**
   * Later sections the changed places reach, in the order they are reached: a section's place that
   * feeds another section's seed (in its stage, or through the stage's place and the tournament's
   * edges into a later stage) changes that section in turn.
   */
  downstreamSections: Array<ResultImpactDownstreamSection>;
  /** Data service id of the game. */
  gameId: Scalars['ID']['output'];
  /** Matches with results now whose teams would change, so whose results would be discarded. */
  invalidatedMatches: Array<ResultImpactInvalidatedMatch>;
  /** The game's match as staff read it: its description. */
  matchDescription: Scalars['String']['output'];
  /** Data service id of the game's match. */
  matchId: Scalars['ID']['output'];
  /** Matches whose teams would change, slot by slot, in the section's match order. */
  participantChanges: Array<ResultImpactParticipantChange>;
  /**
   * Pick'em pick blocks holding a match whose winner or teams would change (the game's own match
   * when its winner changes): their picks are scored on these results. Null when pick'em could not be read (the rest still answers).
   * Drop triggers are not listed: a trigger goes out to a broadcast's viewers when staff send it,
   * and no result changes what it sent.
   */
  pickBlocks?: Maybe<Array<ResultImpactPickBlock>>;
  /** Group and cross-group sections: the teams whose record or rank would change; empty for brackets. */
  recordChanges: Array<ResultImpactRecordChange>;
  /** Data service id of the game's section. */
  sectionId: Scalars['ID']['output'];
  /** The game's section as staff read it. */
  sectionName: Scalars['String']['output'];
  /** Standing places of the section fed by its matches whose team would change. */
  standingChanges: Array<ResultImpactPlaceChange>;
  /** Data service id of the tournament. */
  tournamentId: Scalars['ID']['output'];
};

/** A later section whose seeding a changed place reaches (through a stage's or the tournament's edges), and what that changes in it. */
export type ResultImpactDownstreamSection = {
  __typename?: 'ResultImpactDownstreamSection';
  /** Matches of the section with results now whose teams would change. */
  invalidatedMatches: Array<ResultImpactInvalidatedMatch>;
  /** Matches of the section whose teams would change, slot by slot. */
  participantChanges: Array<ResultImpactParticipantChange>;
  /** Data service id of the section. */
  sectionId: Scalars['ID']['output'];
  /** The section as staff read it. */
  sectionName: Scalars['String']['output'];
  /** Seeds of the section whose team would change; `place` is the seed. */
  seedingChanges: Array<ResultImpactPlaceChange>;
  /** Standing places of the section whose team would change (they go on to later sections in turn). */
  standingChanges: Array<ResultImpactPlaceChange>;
};

/** A match already played whose results would be discarded because one of its teams changes. */
export type ResultImpactInvalidatedMatch = {
  __typename?: 'ResultImpactInvalidatedMatch';
  /** The match as staff read it: its description, for example 'Match 3'. */
  matchDescription: Scalars['String']['output'];
  /** Data service id of the match. */
  matchId: Scalars['ID']['output'];
  /** Games of the match that have a result now; all of them start over. */
  playedGameCount: Scalars['Int']['output'];
};

/** A match whose team in one slot would change: which slot, from which team to which. */
export type ResultImpactParticipantChange = {
  __typename?: 'ResultImpactParticipantChange';
  /** Data service id of the team in the slot now; null when none is. */
  fromTeamId?: Maybe<Scalars['ID']['output']>;
  /** Name of the team in the slot now; 'TBD' when none is. */
  fromTeamName: Scalars['String']['output'];
  /** The match as staff read it: its description, for example 'Match 3'. */
  matchDescription: Scalars['String']['output'];
  /** Data service id of the match. */
  matchId: Scalars['ID']['output'];
  /** 1 for team one, 2 for team two. */
  slot: Scalars['Int']['output'];
  /** Data service id of the team the slot would hold; null when none would. */
  toTeamId?: Maybe<Scalars['ID']['output']>;
  /** Name of the team the slot would hold; 'TBD' when none would. */
  toTeamName: Scalars['String']['output'];
};

/** A pick'em pick block holding a match the change touches: its viewers' picks are scored on it. */
export type ResultImpactPickBlock = {
  __typename?: 'ResultImpactPickBlock';
  /** Pick'em id of the block. */
  id: Scalars['ID']['output'];
  /** The block's matches the change touches, as staff read them. */
  matchDescriptions: Array<Scalars['String']['output']>;
  /** Name of the block, as staff named it. */
  name: Scalars['String']['output'];
  /** Viewers who have picked in the block. */
  pickCount: Scalars['Int']['output'];
  /** upcoming, open, locked or scored: a scored block has given its points already. */
  state: Scalars['String']['output'];
};

/** A standing place of the game's section whose team would change. */
export type ResultImpactPlaceChange = {
  __typename?: 'ResultImpactPlaceChange';
  /** Data service id of the team holding the place now; null when none does. */
  fromTeamId?: Maybe<Scalars['ID']['output']>;
  /** Name of the team holding the place now; 'TBD' when none does. */
  fromTeamName: Scalars['String']['output'];
  /** The place, 1 for first. */
  place: Scalars['Int']['output'];
  /** Data service id of the team the place would go to; null when none would. */
  toTeamId?: Maybe<Scalars['ID']['output']>;
  /** Name of the team the place would go to; 'TBD' when none would. */
  toTeamName: Scalars['String']['output'];
};

/** A team of the game's group section whose record or rank would change. */
export type ResultImpactRecordChange = {
  __typename?: 'ResultImpactRecordChange';
  /** Losses now. */
  fromLosses: Scalars['Int']['output'];
  /** Rank now, 1 for first; null when the team is not ranked. */
  fromRank?: Maybe<Scalars['Int']['output']>;
  /** Ties now. */
  fromTies: Scalars['Int']['output'];
  /** Wins now. */
  fromWins: Scalars['Int']['output'];
  /** Data service id of the team. */
  teamId: Scalars['ID']['output'];
  /** Name of the team. */
  teamName: Scalars['String']['output'];
  /** Losses after the change. */
  toLosses: Scalars['Int']['output'];
  /** Rank after the change (ranks set by hand stay as they are); null when the team is not ranked. */
  toRank?: Maybe<Scalars['Int']['output']>;
  /** Ties after the change. */
  toTies: Scalars['Int']['output'];
  /** Wins after the change. */
  toWins: Scalars['Int']['output'];
};

/** A role that can be granted. */
export type RoleDefinition = {
  __typename?: 'RoleDefinition';
  /** What the role is for, as user management shows it. */
  description: Scalars['String']['output'];
  /** Role key, as `Viewer.roles` lists it and `grantRole` takes it. */
  key: Scalars['String']['output'];
  /** Permissions '{resource}:{action}'. */
  permissions: Array<Scalars['String']['output']>;
};

/** One player on a team's roster. */
export type RosterEntry = {
  __typename?: 'RosterEntry';
  /** Data service id of the player. */
  playerId: Scalars['ID']['output'];
};

/** Games of the matches of one round of a generated stage. */
export type RoundBestOfInput = {
  /** Best of 1 to 9. */
  bestOf: Scalars['Int']['input'];
  /** The round's cell name as the stage shows it ('Semifinals', 'Round 1 (0-0)'). */
  round: Scalars['String']['input'];
};

/** A schedule block: broadcasts of a tournament (spec 3 §3). */
export type ScheduleBlock = {
  __typename?: 'ScheduleBlock';
  /** Broadcasts of the block. */
  broadcasts: Array<Broadcast>;
  /** Data service id. */
  id: Scalars['ID']['output'];
  /** Block name, if any. */
  name?: Maybe<Scalars['String']['output']>;
  /** When the block starts. */
  startTime: Scalars['DateTime']['output'];
  /** Tournament id. */
  tournamentId: Scalars['ID']['output'];
};

/** The outcome of a schedule block mutation. */
export type ScheduleBlockMutationResult = {
  __typename?: 'ScheduleBlockMutationResult';
  /** Set when it was not. */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<ScheduleBlockMutationSuccess>;
};

/** A schedule block mutation that succeeded. */
export type ScheduleBlockMutationSuccess = {
  __typename?: 'ScheduleBlockMutationSuccess';
  /** The new block. */
  block: ScheduleBlock;
  /** Success message. */
  message: Scalars['String']['output'];
};

/** How pick blocks score: assigned per section of a tournament (configurations are global). */
export type ScoringConfig = {
  __typename?: 'ScoringConfig';
  /** Pick'em service id. */
  id: Scalars['ID']['output'];
  /** Name staff read, unique. */
  name: Scalars['String']['output'];
  /** Extra points for a block with every pick right. */
  perfectBlockBonus: Scalars['Int']['output'];
  /** Points for each match whose winner a viewer picked right. */
  pointsPerCorrectPick: Scalars['Int']['output'];
  /** The configuration's version. */
  version: Scalars['String']['output'];
};

/** A scoring configuration to create. */
export type ScoringConfigInput = {
  /** Name; required, unique, fewer than 100 characters. */
  name: Scalars['String']['input'];
  /** Extra points for a perfect block; a whole number, 0 or more. */
  perfectBlockBonus: Scalars['Int']['input'];
  /** Points per correct pick; a whole number, 1 or more. */
  pointsPerCorrectPick: Scalars['Int']['input'];
};

/** The outcome of createScoringConfig: exactly one of ok and error is set. */
export type ScoringConfigMutationResult = {
  __typename?: 'ScoringConfigMutationResult';
  /** Set when it was not. */
  error?: Maybe<MutationError>;
  /** Set when the configuration was created. */
  ok?: Maybe<ScoringConfigMutationSuccess>;
};

/** A created scoring configuration. */
export type ScoringConfigMutationSuccess = {
  __typename?: 'ScoringConfigMutationSuccess';
  /** The success message. */
  message: Scalars['String']['output'];
  /** The configuration as stored. */
  scoringConfig: ScoringConfig;
};

/** A competitive season of one sport, divided into splits. */
export type Season = {
  __typename?: 'Season';
  /** Circuit points awarded per final placement. */
  awardedCircuitPoints: Array<CircuitPointAward>;
  /** When the season ends; decides whether it is current or old. */
  endTime: Scalars['DateTime']['output'];
  /** Data service id. */
  id: Scalars['ID']['output'];
  /** Slug and localized names. */
  name: LocalizedName;
  /** The parts of the season, in order. */
  splits: Array<Split>;
  /** The sport the season belongs to. */
  sport: Sport;
  /** When the season starts. */
  startTime: Scalars['DateTime']['output'];
  /** Active or archived. */
  status: SeasonStatus;
  /**
   * The record's version: the data service's own when it has one, else a hash of the stored record
   * (any field change gives a new version). Send it as `expectedVersion` when updating.
   */
  version: Scalars['String']['output'];
};

/** A season to create or the new state of one to update. */
export type SeasonInput = {
  /** Circuit points awarded per final placement. At most 512 entries. */
  awardedCircuitPoints: Array<CircuitPointAwardInput>;
  /** When the season ends; not before the start. */
  endTime: Scalars['DateTime']['input'];
  /** Slug (a-z, 0-9, underscore) and localized names (at most 40 characters each). */
  name: LocalizedNameInput;
  /** The parts of the season, in order. At most 50 entries. */
  splits: Array<SplitInput>;
  /** The sport the season belongs to. */
  sport: Sport;
  /** When the season starts. */
  startTime: Scalars['DateTime']['input'];
};

/** Which seasons a list shows (spec 2 §2). */
export type SeasonListFilter =
  /** Archived seasons, whatever their dates. */
  | 'archived'
  /** Seasons that end within the last 14 days or later. */
  | 'current'
  /** Seasons that ended more than 14 days ago. */
  | 'old';

/** The outcome of a season mutation: exactly one of ok and error is set. */
export type SeasonMutationResult = {
  __typename?: 'SeasonMutationResult';
  /** Set when it was not, with the message to show. */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<SeasonMutationSuccess>;
};

/** A season mutation that succeeded. */
export type SeasonMutationSuccess = {
  __typename?: 'SeasonMutationSuccess';
  /** The success message of spec 2 §8, for example 'Created Season Successfully!'. */
  message: Scalars['String']['output'];
  /** The season as stored after the change. */
  season: Season;
};

/** Whether a season is in use. */
export type SeasonStatus =
  /** In use. */
  | 'active'
  /** Retired; shown only in the archived list. */
  | 'archived';

/** A section of a stage: a bracket or a group. */
export type Section = {
  __typename?: 'Section';
  /** Columns of the bracket layout, left to right. */
  columns: Array<Column>;
  /** Decision points in the section. */
  decisionPoints: Array<DecisionPoint>;
  /** Edges between the section's seeding/standing, matches and decision points. */
  edges: Array<Edge>;
  /** True once a group has been finalized (its ranks written to its standing). */
  finalized: Scalars['Boolean']['output'];
  /** Round-robin settings of a group or cross-group section; null for a bracket. */
  groupConfig?: Maybe<GroupConfig>;
  /** Data service id. */
  id: Scalars['ID']['output'];
  /** True when the ranks are manual standings. */
  manualRanks: Scalars['Boolean']['output'];
  /** Ids of the section's matches. */
  matchIds: Array<Scalars['ID']['output']>;
  /** The section's matches, loaded 10 per data service call. */
  matches: Array<Match>;
  /** Slug (default from the stage/section name catalogue) and localized names. */
  name: LocalizedName;
  /** Draft, published or archived. */
  publicationStatus: PublicationStatus;
  /** Ranks: computed from records, or manual standings when set. */
  ranks: Array<Rank>;
  /** Teams entering the section. */
  seeding: ParticipantList;
  /** Teams leaving the section by placement; filled when matches are decided or a group is finalized. */
  standing: ParticipantList;
  /** Id stable across edits, used by edges. */
  structuralId: Scalars['String']['output'];
  /** Wins, losses and ties per team, computed from decided matches (groups). */
  teamRecords: Array<TeamRecord>;
  /** Bracket, group or cross-group. */
  type: SectionType;
};

/** A section to keep (with its id) or add. */
export type SectionInput = {
  /** Bracket layout. At most 64 entries. */
  columns?: Array<ColumnInput>;
  /** Decision points. At most 512 entries. */
  decisionPoints?: Array<DecisionPointInput>;
  /** Edges inside the section. At most 4096 entries. */
  edges: Array<EdgeInput>;
  /** Round-robin settings; required for group and cross-group, ignored for brackets. */
  groupConfig?: InputMaybe<GroupConfigInput>;
  /** Id of an existing section; omit for a new one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Matches. At most 1024 entries. */
  matches: Array<MatchInput>;
  /** Slug and localized names. */
  name: LocalizedNameInput;
  /** Draft when left out. */
  publicationStatus?: InputMaybe<PublicationStatus>;
  /** Seeding. */
  seeding: ParticipantListInput;
  /** Standing. */
  standing: ParticipantListInput;
  /** Structural id, unique in the tournament. */
  structuralId: Scalars['String']['input'];
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

/** A possible answer in the shot-call bank ('Yes', 'Attackers'), reused by the questions of its sport. */
export type ShotcallAnswer = {
  __typename?: 'ShotcallAnswer';
  /** Shot-call service id. */
  id: Scalars['ID']['output'];
  /** The sport whose questions may use it. */
  sport: Sport;
  /** The text viewers see. */
  text: Scalars['String']['output'];
  /** The answer's version; send it as `expectedVersion` when changing it. */
  version: Scalars['String']['output'];
};

/** An answer of the bank to store. */
export type ShotcallAnswerInput = {
  /** The sport whose questions may use it. */
  sport: Sport;
  /** The text viewers see; required, fewer than 100 characters. */
  text: Scalars['String']['input'];
};

/** The outcome of a shot-call answer mutation: exactly one of ok and error is set. */
export type ShotcallAnswerMutationResult = {
  __typename?: 'ShotcallAnswerMutationResult';
  /** Set when it was not. */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<ShotcallAnswerMutationSuccess>;
};

/** A shot-call answer mutation that succeeded. */
export type ShotcallAnswerMutationSuccess = {
  __typename?: 'ShotcallAnswerMutationSuccess';
  /** The answer as stored after the change. */
  answer: ShotcallAnswer;
  /** The success message. */
  message: Scalars['String']['output'];
};

/** One choice of a prompt (copied from an answer of its question) with the viewers who chose it. */
export type ShotcallChoice = {
  __typename?: 'ShotcallChoice';
  /** The bank answer it was copied from. */
  answerId: Scalars['ID']['output'];
  /** Shot-call service id. */
  id: Scalars['ID']['output'];
  /** The prompt it belongs to. */
  promptId: Scalars['ID']['output'];
  /** The text viewers see. */
  text: Scalars['String']['output'];
  /** Viewers who chose it so far (grows while the prompt is open). */
  viewers: Scalars['Int']['output'];
};

/** The outcome of a shot-call deletion: exactly one of ok and error is set. */
export type ShotcallDeletionResult = {
  __typename?: 'ShotcallDeletionResult';
  /** Set when it was not. */
  error?: Maybe<MutationError>;
  /** Set when the record was deleted. */
  ok?: Maybe<ShotcallDeletionSuccess>;
};

/** A deleted shot-call record. */
export type ShotcallDeletionSuccess = {
  __typename?: 'ShotcallDeletionSuccess';
  /** Id of the deleted record. */
  id: Scalars['ID']['output'];
  /** The success message. */
  message: Scalars['String']['output'];
};

/** A question put to a session's viewers at a moment of the broadcast. */
export type ShotcallPrompt = {
  __typename?: 'ShotcallPrompt';
  /** The choices in the order viewers see them, with their counts as of the read. */
  choices: Array<ShotcallChoice>;
  /** When viewers stop answering; null before it is triggered. */
  closesAt?: Maybe<Scalars['DateTime']['output']>;
  /** The correct choice once resolved; null before. */
  correctChoiceId?: Maybe<Scalars['ID']['output']>;
  /** Shot-call service id. */
  id: Scalars['ID']['output'];
  /** When it was triggered; null before. */
  openedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Its place in the session's running order, from 1. */
  position: Scalars['Int']['output'];
  /** The bank question it was made from. */
  questionId: Scalars['ID']['output'];
  /** When it was resolved; null before. */
  resolvedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The session it belongs to. */
  sessionId: Scalars['ID']['output'];
  /** Draft, open, closed or resolved. */
  state: ShotcallPromptState;
  /** The question's text when the prompt was made. */
  text: Scalars['String']['output'];
  /** Viewers who answered so far (the choices' counts added up). */
  totalViewers: Scalars['Int']['output'];
  /** The prompt's version; send it as `expectedVersion` when changing it. */
  version: Scalars['String']['output'];
  /** How long it stays open once triggered, in seconds. */
  windowSeconds: Scalars['Int']['output'];
};

/** A prompt to store (drafts only): a question of the bank put into a session. */
export type ShotcallPromptInput = {
  /** The bank question asked; its answers become the choices. */
  questionId: Scalars['ID']['input'];
  /** The session it belongs to. */
  sessionId: Scalars['ID']['input'];
  /** How long it stays open once triggered, 10 to 300 seconds; leave out for the question's window. */
  windowSeconds?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * What the live console polls for one prompt: its state and window, the counts per choice, and the
 * gateway's clock, so the countdown runs on server time rather than the browser's.
 */
export type ShotcallPromptLive = {
  __typename?: 'ShotcallPromptLive';
  /** Per choice, in the prompt's order: the viewers who chose it so far. */
  choices: Array<ShotcallChoice>;
  /** When viewers stop answering; null before it is triggered. */
  closesAt?: Maybe<Scalars['DateTime']['output']>;
  /** The correct choice once resolved; null before. */
  correctChoiceId?: Maybe<Scalars['ID']['output']>;
  /** The gateway's clock when it answered: count down from closesAt minus now. */
  now: Scalars['DateTime']['output'];
  /** The prompt's id. */
  promptId: Scalars['ID']['output'];
  /** Whole seconds until closesAt (0 once passed); null before the prompt is triggered. */
  secondsLeft?: Maybe<Scalars['Int']['output']>;
  /** Its state as of the read (an open prompt whose window has passed reads closed). */
  state: ShotcallPromptState;
  /** Viewers who answered so far. */
  totalViewers: Scalars['Int']['output'];
};

/** The outcome of a shot-call prompt mutation: exactly one of ok and error is set. */
export type ShotcallPromptMutationResult = {
  __typename?: 'ShotcallPromptMutationResult';
  /** Set when it was not. */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<ShotcallPromptMutationSuccess>;
};

/** A shot-call prompt mutation that succeeded. */
export type ShotcallPromptMutationSuccess = {
  __typename?: 'ShotcallPromptMutationSuccess';
  /** The success message. */
  message: Scalars['String']['output'];
  /** The prompt as stored after the change. */
  prompt: ShotcallPrompt;
};

/** The outcome of reorderShotcallPrompts: exactly one of ok and error is set. */
export type ShotcallPromptOrderResult = {
  __typename?: 'ShotcallPromptOrderResult';
  /** Set when it was not. */
  error?: Maybe<MutationError>;
  /** Set when the order was saved. */
  ok?: Maybe<ShotcallPromptOrderSuccess>;
};

/** A saved running order. */
export type ShotcallPromptOrderSuccess = {
  __typename?: 'ShotcallPromptOrderSuccess';
  /** The success message. */
  message: Scalars['String']['output'];
  /** The session with its prompts in the new order. */
  session: ShotcallSession;
};

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

/** A question in the shot-call bank, with the answers viewers choose from. */
export type ShotcallQuestion = {
  __typename?: 'ShotcallQuestion';
  /** Ids of its answers, in the order viewers see them (2 to 6). */
  answerIds: Array<Scalars['ID']['output']>;
  /**
   * Its answers in order, read from the bank of its sport (one shot-call call per sport for the
   * whole request); an id the bank no longer holds is left out.
   */
  answers: Array<ShotcallAnswer>;
  /** Shot-call service id. */
  id: Scalars['ID']['output'];
  /** The sport it is asked in. */
  sport: Sport;
  /** The text viewers see, for example 'Will the attackers plant this round?'. */
  text: Scalars['String']['output'];
  /** The question's version; send it as `expectedVersion` when changing it. */
  version: Scalars['String']['output'];
  /** How long a prompt made from it stays open once triggered, 10 to 300 seconds. */
  windowSeconds: Scalars['Int']['output'];
};

/** A question of the bank to store. */
export type ShotcallQuestionInput = {
  /** Its answers in order: 2 to 6 of the bank's answers of the same sport, each once. At most 6 entries. */
  answerIds: Array<Scalars['ID']['input']>;
  /** The sport it is asked in. */
  sport: Sport;
  /** The text viewers see; required, at most 300 characters. */
  text: Scalars['String']['input'];
  /** How long a prompt made from it stays open once triggered: a whole number of seconds, 10 to 300. */
  windowSeconds: Scalars['Int']['input'];
};

/** The outcome of a shot-call question mutation: exactly one of ok and error is set. */
export type ShotcallQuestionMutationResult = {
  __typename?: 'ShotcallQuestionMutationResult';
  /** Set when it was not. */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<ShotcallQuestionMutationSuccess>;
};

/** A shot-call question mutation that succeeded. */
export type ShotcallQuestionMutationSuccess = {
  __typename?: 'ShotcallQuestionMutationSuccess';
  /** The success message. */
  message: Scalars['String']['output'];
  /** The question as stored after the change. */
  question: ShotcallQuestion;
};

/** What viewers who answer right often enough in a tournament's sessions receive. */
export type ShotcallRewardCriteria = {
  __typename?: 'ShotcallRewardCriteria';
  /** The data service's tournament id. */
  eldsTournamentId: Scalars['ID']['output'];
  /** Shot-call service id. */
  id: Scalars['ID']['output'];
  /** The drops inventory item given; null for points only. */
  inventoryItemId?: Maybe<Scalars['ID']['output']>;
  /** Correct answers needed, at least 1. */
  minimumCorrect: Scalars['Int']['output'];
  /** Name staff read, for example 'Five right calls'. */
  name: Scalars['String']['output'];
  /** The tournament, through the tournament loader; null when the data service does not know it. */
  tournament?: Maybe<Tournament>;
  /** The criteria's version; send it as `expectedVersion` when changing it. */
  version: Scalars['String']['output'];
};

/** Reward criteria to store. */
export type ShotcallRewardCriteriaInput = {
  /** The data service's tournament id. */
  eldsTournamentId: Scalars['ID']['input'];
  /** The drops inventory item given; leave out for points only. */
  inventoryItemId?: InputMaybe<Scalars['ID']['input']>;
  /** Correct answers needed: a whole number, at least 1. */
  minimumCorrect: Scalars['Int']['input'];
  /** Name staff read; required, fewer than 100 characters. */
  name: Scalars['String']['input'];
};

/** The outcome of a shot-call reward criteria mutation: exactly one of ok and error is set. */
export type ShotcallRewardCriteriaMutationResult = {
  __typename?: 'ShotcallRewardCriteriaMutationResult';
  /** Set when it was not. */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<ShotcallRewardCriteriaMutationSuccess>;
};

/** A shot-call reward criteria mutation that succeeded. */
export type ShotcallRewardCriteriaMutationSuccess = {
  __typename?: 'ShotcallRewardCriteriaMutationSuccess';
  /** The success message. */
  message: Scalars['String']['output'];
  /** The criteria as stored after the change. */
  rewardCriteria: ShotcallRewardCriteria;
};

/** A match day's shot-call session: tied to a data-service match and the broadcast that shows it. */
export type ShotcallSession = {
  __typename?: 'ShotcallSession';
  /**
   * That broadcast, from its tournament's schedule (one data service call per tournament for the
   * whole request); null when none is set or the schedule does not hold it.
   */
  broadcast?: Maybe<Broadcast>;
  /** The schedule's broadcast that shows the match; null when none is known. */
  broadcastId?: Maybe<Scalars['ID']['output']>;
  /** The data service's match id. */
  eldsMatchId: Scalars['ID']['output'];
  /** The data service's tournament id. */
  eldsTournamentId: Scalars['ID']['output'];
  /** When it ended; null before. */
  endedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Shot-call service id. */
  id: Scalars['ID']['output'];
  /** The match, through the match loader (10 per call); null when the data service does not know it. */
  match?: Maybe<Match>;
  /**
   * The match as staff read it, 'Team A vs Team B' (TBD for a team not known yet), through the match
   * and team loaders; null when the data service does not know the match.
   */
  matchup?: Maybe<Scalars['String']['output']>;
  /** Name staff read, for example 'Grand final, map 1'. */
  name: Scalars['String']['output'];
  /** Its prompts in running order (one shot-call call per session). */
  prompts: Array<ShotcallPrompt>;
  /**
   * The version of its running order (which prompt is where): send it as `expectedVersion` with
   * reorderShotcallPrompts, so two operators reordering at once do not undo each other.
   */
  promptsVersion: Scalars['String']['output'];
  /** When the session is planned to start. */
  scheduledStart: Scalars['DateTime']['output'];
  /** The sport (the match's). */
  sport: Sport;
  /** When it went live; null before. */
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Scheduled, live or ended. */
  state: ShotcallSessionState;
  /** The tournament, through the tournament loader; null when the data service does not know it. */
  tournament?: Maybe<Tournament>;
  /** The session's version; send it as `expectedVersion` when changing it. */
  version: Scalars['String']['output'];
};

/** A session to store (its state changes through setShotcallSessionState). */
export type ShotcallSessionInput = {
  /** The schedule's broadcast that shows the match; leave out for none. */
  broadcastId?: InputMaybe<Scalars['ID']['input']>;
  /** The data service's match id (one of the tournament's). */
  eldsMatchId: Scalars['ID']['input'];
  /** The data service's tournament id. */
  eldsTournamentId: Scalars['ID']['input'];
  /** Name staff read; required, fewer than 100 characters. */
  name: Scalars['String']['input'];
  /** When the session is planned to start. */
  scheduledStart: Scalars['DateTime']['input'];
};

/** The outcome of a shot-call session mutation: exactly one of ok and error is set. */
export type ShotcallSessionMutationResult = {
  __typename?: 'ShotcallSessionMutationResult';
  /** Set when it was not. */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<ShotcallSessionMutationSuccess>;
};

/** A shot-call session mutation that succeeded. */
export type ShotcallSessionMutationSuccess = {
  __typename?: 'ShotcallSessionMutationSuccess';
  /** The success message. */
  message: Scalars['String']['output'];
  /** The session as stored after the change. */
  session: ShotcallSession;
};

/** Where a shot-call session is (spec 3 §1): scheduled → live → ended, never back. */
export type ShotcallSessionState =
  /** Over: nothing more is triggered and no prompt is added. */
  | 'ended'
  /** On air: the operator triggers and resolves prompts. */
  | 'live'
  /** Planned: prompts can be drafted; none can be triggered yet. */
  | 'scheduled';

/** The outcome of triggerShotcallPrompt: exactly one of ok and error is set. */
export type ShotcallTriggerResult = {
  __typename?: 'ShotcallTriggerResult';
  /** Set when it could not be triggered. */
  error?: Maybe<MutationError>;
  /** Set when the prompt is live (triggered by this call or an earlier one). */
  ok?: Maybe<ShotcallTriggerSuccess>;
};

/** A prompt that is live, with whether this call was the one that triggered it. */
export type ShotcallTriggerSuccess = {
  __typename?: 'ShotcallTriggerSuccess';
  /**
   * True when the prompt had already been triggered (a double click, a retry, a second operator):
   * nothing was sent again, and `prompt` is as it is now (open, closed or resolved).
   */
  alreadyLive: Scalars['Boolean']['output'];
  /** The message to show. */
  message: Scalars['String']['output'];
  /** The prompt as stored. */
  prompt: ShotcallPrompt;
};

/** Which way a list is sorted. */
export type SortDirection =
  /** A to Z, oldest first, smallest first. */
  | 'ascending'
  /** Z to A, newest first, largest first. */
  | 'descending';

/** A part of a season, such as Spring or Summer. */
export type Split = {
  __typename?: 'Split';
  /** When the split ends, if set. */
  endTime?: Maybe<Scalars['DateTime']['output']>;
  /** Data service id. */
  id: Scalars['ID']['output'];
  /** Slug and localized names. */
  name: LocalizedName;
  /** When the split starts, if set. */
  startTime?: Maybe<Scalars['DateTime']['output']>;
};

/** A split to keep (with its id) or add (without one). */
export type SplitInput = {
  /** When the split ends, if set. */
  endTime?: InputMaybe<Scalars['DateTime']['input']>;
  /** Id of an existing split; omit for a new one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Slug and localized names. */
  name: LocalizedNameInput;
  /** When the split starts, if set. */
  startTime?: InputMaybe<Scalars['DateTime']['input']>;
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

/** A stage of a tournament, such as Group Stage or Playoffs. */
export type Stage = {
  __typename?: 'Stage';
  /** Edges between the stage's seeding/standing and its sections. */
  edges: Array<Edge>;
  /** Data service id. */
  id: Scalars['ID']['output'];
  /** Slug and localized names. */
  name: LocalizedName;
  /** Draft, published or archived. */
  publicationStatus: PublicationStatus;
  /** Sections in order. */
  sections: Array<Section>;
  /** Teams entering the stage. */
  seeding: ParticipantList;
  /** Teams leaving the stage, by placement. */
  standing: ParticipantList;
  /** Id stable across edits, used by edges. */
  structuralId: Scalars['String']['output'];
  /** Stage type, 'bracket' by default. */
  type: Scalars['String']['output'];
};

/** A stage to keep (with its id) or add. */
export type StageInput = {
  /** Edges between the stage's seeding/standing and its sections. At most 4096 entries. */
  edges?: Array<EdgeInput>;
  /** Id of an existing stage; omit for a new one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Slug and localized names. */
  name: LocalizedNameInput;
  /** Draft when left out. */
  publicationStatus?: InputMaybe<PublicationStatus>;
  /** Sections in order. At most 64 entries. */
  sections: Array<SectionInput>;
  /** Seeding. */
  seeding: ParticipantListInput;
  /** Standing. */
  standing: ParticipantListInput;
  /** Structural id, unique in the tournament. */
  structuralId: Scalars['String']['input'];
  /** Stage type, 'bracket' when left out. */
  type?: InputMaybe<Scalars['String']['input']>;
};

/** An esports game as game management knows it (spec 1 §3 'Esports game'). */
export type StatMapperEsportsGame = {
  __typename?: 'StatMapperEsportsGame';
  /** The data service's game id. */
  esportsGameId: Scalars['ID']['output'];
  /** The latest mapping: where the Stat Mapper opens; null when the game is unmapped. */
  latestMapping?: Maybe<PlatformGame>;
  /** Its mapped platform games, oldest mapping first (a remade game is mapped again). */
  mappedPlatformGames: Array<PlatformGame>;
};

/** One stream of a broadcast, in one locale on one provider. */
export type Stream = {
  __typename?: 'Stream';
  /** The configuration field the provider uses. */
  configField: StreamConfigField;
  /** Data service id. */
  id: Scalars['ID']['output'];
  /** Locale of the commentary, for example en_US. */
  locale: Scalars['String']['output'];
  /** The provider playing it. */
  provider: StreamProvider;
  /** The video id, channel id or parameter, per configField. */
  value: Scalars['String']['output'];
};

/** Which configuration field identifies a provider's streams. */
export type StreamConfigField =
  /** A channel id (twitch, mildom). */
  | 'channelId'
  /** A parameter (trovo). */
  | 'parameter'
  /** A video id (youtube, openrec, nimotv, afreecatv, esports, tencent). */
  | 'videoId';

/** A named set of streams that a tournament's broadcasts are shown on. */
export type StreamGroup = {
  __typename?: 'StreamGroup';
  /** Data service id. */
  id: Scalars['ID']['output'];
  /** Name, for example 'LCK Main'. */
  name: Scalars['String']['output'];
  /** The streams, in order. */
  streams: Array<Stream>;
  /**
   * The record's version: the data service's own when it has one, else a hash of the stored record
   * (any field change gives a new version). Send it as `expectedVersion` when updating.
   */
  version: Scalars['String']['output'];
};

/** A stream group to create, or the new state of one: streams left out are deleted. */
export type StreamGroupInput = {
  /** Required; fewer than 100 characters. */
  name: Scalars['String']['input'];
  /** The group's streams, in order. At most 50 entries. */
  streams: Array<StreamInput>;
};

/** The outcome of a stream group mutation: exactly one of ok and error is set. */
export type StreamGroupMutationResult = {
  __typename?: 'StreamGroupMutationResult';
  /** Set when it was not, with the message to show. */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<StreamGroupMutationSuccess>;
};

/** A stream group mutation that succeeded. */
export type StreamGroupMutationSuccess = {
  __typename?: 'StreamGroupMutationSuccess';
  /** The success message, for example 'Created Stream Group Successfully!'. */
  message: Scalars['String']['output'];
  /** The group as stored after the change; null after a delete. */
  streamGroup?: Maybe<StreamGroup>;
};

/** A stream to store in a group. */
export type StreamInput = {
  /** Id of an existing stream of the group to keep; leave out for a new stream. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** A supported locale such as en_US. */
  locale: Scalars['String']['input'];
  /** The provider. */
  provider: StreamProvider;
  /** The video id, channel id or parameter the provider uses. */
  value: Scalars['String']['input'];
};

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

/** The outcome of saving to the stream timeline: exactly one of ok and error is set. */
export type StreamTimelineMutationResult = {
  __typename?: 'StreamTimelineMutationResult';
  /** Set when it was not: 'An error occurred saving the tournament to stream timeline'. */
  error?: Maybe<MutationError>;
  /** Set when the entry was saved. */
  ok?: Maybe<StreamTimelineMutationSuccess>;
};

/** A stream timeline save that succeeded. */
export type StreamTimelineMutationSuccess = {
  __typename?: 'StreamTimelineMutationSuccess';
  /** The entry as the stream timeline stored it. */
  entry: StreamTimelineTournament;
  /** 'Saved Tournament to Stream Timeline Successfully!' */
  message: Scalars['String']['output'];
};

/** A tournament's entry on the stream timeline (spec 3 §3 Stream-timeline tournament admin). */
export type StreamTimelineTournament = {
  __typename?: 'StreamTimelineTournament';
  /** What the timeline shows for it: the tournament's English name. */
  description: Scalars['String']['output'];
  /** Whether viewers may receive drops. */
  droppable: Scalars['Boolean']['output'];
  /** When it ends on the timeline. */
  endDate: Scalars['DateTime']['output'];
  /** Whether viewers may earn rewards. */
  rewardable: Scalars['Boolean']['output'];
  /** When it starts on the timeline. */
  startDate: Scalars['DateTime']['output'];
  /** The tournament's data service id. */
  tournamentId: Scalars['ID']['output'];
  /**
   * A hash of the entry as stored (the stream timeline keeps no version of its own). Send it as
   * `expectedVersion` when updating.
   */
  version: Scalars['String']['output'];
};

/** The flags of a tournament's stream timeline entry as edited on /timeline. */
export type StreamTimelineTournamentInput = {
  /** What the timeline shows for it; fewer than 100 characters. */
  description: Scalars['String']['input'];
  /** Whether viewers may receive drops. */
  droppable: Scalars['Boolean']['input'];
  /** When it ends on the timeline: not before startDate. */
  endDate: Scalars['DateTime']['input'];
  /** Whether viewers may earn rewards. */
  rewardable: Scalars['Boolean']['input'];
  /** When it starts on the timeline. */
  startDate: Scalars['DateTime']['input'];
};

/** A competing team of one sport. The placeholder team 'TBD' has id '0' and stands for a slot not yet known. */
export type Team = {
  __typename?: 'Team';
  /** Alternate logo URL. */
  alternateLogoUrl?: Maybe<Scalars['String']['output']>;
  /** Background image URL. */
  backgroundImageUrl?: Maybe<Scalars['String']['output']>;
  /** Competitive category, 'competitive' by default. */
  category: Scalars['String']['output'];
  /** Logo for dark backgrounds. */
  darkLogoUrl?: Maybe<Scalars['String']['output']>;
  /** Id of the league the team usually plays in, if any. */
  homeLeagueId?: Maybe<Scalars['ID']['output']>;
  /** Data service id; '0' is the placeholder team 'TBD'. */
  id: Scalars['ID']['output'];
  /** Logo for light backgrounds. */
  lightLogoUrl?: Maybe<Scalars['String']['output']>;
  /** Main logo URL. */
  logoUrl?: Maybe<Scalars['String']['output']>;
  /** Display name, for example 'T1'. */
  name: Scalars['String']['output'];
  /** Id of the organization the team belongs to, if any. */
  organizationId?: Maybe<Scalars['ID']['output']>;
  /** Team photo URL. */
  photoUrl?: Maybe<Scalars['String']['output']>;
  /** Name plate image URL. */
  plateImageUrl?: Maybe<Scalars['String']['output']>;
  /** Primary colour: '#' followed by up to 6 hex digits. */
  primaryColor?: Maybe<Scalars['String']['output']>;
  /** Players on the roster. */
  roster: Array<RosterEntry>;
  /** Secondary colour: '#' followed by up to 6 hex digits. */
  secondaryColor?: Maybe<Scalars['String']['output']>;
  /** Lower-case identifier made of a-z, 0-9 and underscore. */
  slug: Scalars['String']['output'];
  /** The sport the team plays; null only for the placeholder team. */
  sport?: Maybe<Sport>;
  /** Active or archived. */
  status: TeamStatus;
  /** Formats the team plays, '5v5' by default. */
  supportedFormats: Array<Scalars['String']['output']>;
  /** Short code shown in brackets, for example 'T1' or 'G2'. */
  tricode: Scalars['String']['output'];
  /**
   * The record's version: the data service's own when it has one, else a hash of the stored record
   * (any field change gives a new version). Send it as `expectedVersion` when updating.
   */
  version: Scalars['String']['output'];
};

/** A team to create or the new state of one to update. */
export type TeamInput = {
  /** Alternate logo URL. */
  alternateLogoUrl?: InputMaybe<Scalars['String']['input']>;
  /** Background image URL. */
  backgroundImageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Competitive category; 'competitive' when left out. */
  category?: InputMaybe<Scalars['String']['input']>;
  /** Logo for dark backgrounds. */
  darkLogoUrl?: InputMaybe<Scalars['String']['input']>;
  /** Id of the league the team usually plays in. */
  homeLeagueId?: InputMaybe<Scalars['ID']['input']>;
  /** Logo for light backgrounds. */
  lightLogoUrl?: InputMaybe<Scalars['String']['input']>;
  /** Main logo URL. */
  logoUrl?: InputMaybe<Scalars['String']['input']>;
  /** Display name; required, fewer than 100 characters. */
  name: Scalars['String']['input'];
  /** Id of the organization the team belongs to. */
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  /** Team photo URL. */
  photoUrl?: InputMaybe<Scalars['String']['input']>;
  /** Name plate image URL. */
  plateImageUrl?: InputMaybe<Scalars['String']['input']>;
  /** '#' followed by up to 6 hex digits, or null. */
  primaryColor?: InputMaybe<Scalars['String']['input']>;
  /** Players on the roster, by player id. At most 100 entries. */
  roster?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** '#' followed by up to 6 hex digits, or null. */
  secondaryColor?: InputMaybe<Scalars['String']['input']>;
  /** Lower-case identifier (a-z, 0-9, underscore; at most 80 characters). */
  slug: Scalars['String']['input'];
  /** The sport the team plays. */
  sport: Sport;
  /** Active (the default) or archived. */
  status?: InputMaybe<TeamStatus>;
  /** Formats the team plays; ['5v5'] when left out. At most 16 entries. */
  supportedFormats?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Short code; required, fewer than 100 characters. */
  tricode: Scalars['String']['input'];
};

/** The outcome of a team mutation: exactly one of ok and error is set. */
export type TeamMutationResult = {
  __typename?: 'TeamMutationResult';
  /** Set when it was not, with the message to show and field errors. */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<TeamMutationSuccess>;
};

/** A team mutation that succeeded. */
export type TeamMutationSuccess = {
  __typename?: 'TeamMutationSuccess';
  /** The success message, for example 'Created Team Successfully!'. */
  message: Scalars['String']['output'];
  /** The team as stored after the change. */
  team: Team;
};

/** A team's record in a group. */
export type TeamRecord = {
  __typename?: 'TeamRecord';
  /** Wins, losses and ties. */
  record: WinLossRecord;
  /** The team. */
  team?: Maybe<Team>;
  /** The team's id. */
  teamId: Scalars['ID']['output'];
};

/** A team to swap for another everywhere in a tournament. */
export type TeamReplacementInput = {
  /** The team taking its place. */
  teamReplacement: Scalars['ID']['input'];
  /** The team leaving. */
  teamToBeReplaced: Scalars['ID']['input'];
};

/** Whether a team is in use. */
export type TeamStatus =
  /** In use; offered for seeding and listed under current teams. */
  | 'active'
  /** Retired; listed only under archived teams. */
  | 'archived';

/** A stretch of a platform game on the platform timeline. */
export type Timespan = {
  __typename?: 'Timespan';
  /** When it ended; null while still open. */
  endTime?: Maybe<Scalars['DateTime']['output']>;
  /** When it started. */
  startTime: Scalars['DateTime']['output'];
  /** Played or paused. */
  type: TimespanType;
};

/** What a stretch of the platform timeline was. */
export type TimespanType =
  /** The game was played. */
  | 'game'
  /** The game was paused. */
  | 'pause';

/** A tournament: stages of sections of matches and decision points, connected by edges (spec 2 §3). */
export type Tournament = {
  __typename?: 'Tournament';
  /** Circuit points awarded per final placement. */
  awardedCircuitPoints: Array<CircuitPointAward>;
  /** Whether viewers may receive drops. */
  droppable: Scalars['Boolean']['output'];
  /** Edges between the tournament's seeding/standing and its stages. */
  edges: Array<Edge>;
  /** When it ends; decides whether it is current or old. */
  endTime: Scalars['DateTime']['output'];
  /** True once the end time is more than 14 days old or the tournament is archived (spec 1 §4). */
  ended: Scalars['Boolean']['output'];
  /**
   * True when the tournament, every stage and every section are published. In a list (which loads
   * summaries) this costs one more tournament call per row.
   */
  fullyPublished: Scalars['Boolean']['output'];
  /** Data service id. */
  id: Scalars['ID']['output'];
  /** The league it belongs to (one data service call for the page). */
  league?: Maybe<League>;
  /** Id of the league it belongs to. */
  leagueId: Scalars['ID']['output'];
  /** Slug and localized names. */
  name: LocalizedName;
  /** Points per final position, or null. */
  points?: Maybe<Array<PointsEntry>>;
  /** Publication status of the tournament itself (see fullyPublished for stages and sections too). */
  publicationStatus: PublicationStatus;
  /** Whether viewers may earn rewards. */
  rewardable: Scalars['Boolean']['output'];
  /** Structure schema, 'graph-structured'. */
  schemaType: Scalars['String']['output'];
  /** The season, if any. */
  season?: Maybe<Season>;
  /** Id of the season, if any. */
  seasonId?: Maybe<Scalars['ID']['output']>;
  /** Teams entering the tournament, by seed. */
  seeding: ParticipantList;
  /** Id of the split within the season, if any. */
  splitId?: Maybe<Scalars['ID']['output']>;
  /** The sport. */
  sport: Sport;
  /** Stages in order. (Lists load a summary; asking for stages of a listed tournament loads it in full.) */
  stages: Array<Stage>;
  /** Final placements. */
  standing: ParticipantList;
  /** When it starts. */
  startTime: Scalars['DateTime']['output'];
  /** Draft, published or archived. */
  status: TournamentStatus;
  /** Stream group id, if any. */
  streamGroupId?: Maybe<Scalars['ID']['output']>;
  /** IANA time zone its schedule is shown in, Etc/UTC by default. */
  timeZone: Scalars['String']['output'];
  /**
   * The record's version: the data service's own when it has one, else a hash of the stored record
   * (any field change gives a new version). Send it as `expectedVersion` when updating.
   */
  version: Scalars['String']['output'];
};

/** A tournament to create or the new state of one to update (its status is kept on update). */
export type TournamentInput = {
  /** Circuit points per placement. At most 512 entries. */
  awardedCircuitPoints?: InputMaybe<Array<CircuitPointAwardInput>>;
  /** Whether viewers may receive drops. */
  droppable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Edges between the tournament's seeding/standing and its stages. Left out on update: kept. At most 1024 entries. */
  edges?: InputMaybe<Array<EdgeInput>>;
  /** When it ends; not before the start. */
  endTime: Scalars['DateTime']['input'];
  /** League id. */
  leagueId: Scalars['ID']['input'];
  /**
   * Slug and localized names. An empty slug on create is generated from the league slug, the
   * season slug (or the start year) and the split slug joined by underscores (spec 2 §5).
   */
  name: LocalizedNameInput;
  /** Points per final position. At most 512 entries. */
  points?: InputMaybe<Array<PointsEntryInput>>;
  /** Whether viewers may earn rewards. */
  rewardable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Season id, if any. */
  seasonId?: InputMaybe<Scalars['ID']['input']>;
  /** Seeding; two empty entries when left out. */
  seeding?: InputMaybe<ParticipantListInput>;
  /** Split id within the season, if any. */
  splitId?: InputMaybe<Scalars['ID']['input']>;
  /** The sport. */
  sport: Sport;
  /** Stages in order (the stage builder's work). Left out on update: the stored stages are kept. At most 32 entries. */
  stages?: InputMaybe<Array<StageInput>>;
  /** Standing; two empty entries when left out. */
  standing?: InputMaybe<ParticipantListInput>;
  /** When it starts. */
  startTime: Scalars['DateTime']['input'];
  /** Stream group id. */
  streamGroupId?: InputMaybe<Scalars['ID']['input']>;
  /** IANA time zone; Etc/UTC when left out. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
};

/** The lint of a stored tournament's graph. */
export type TournamentLint = {
  __typename?: 'TournamentLint';
  /** Number of errors: publishing is refused while there are any. */
  errorCount: Scalars['Int']['output'];
  /** Every finding, stage by stage and section by section. */
  findings: Array<TournamentLintFinding>;
  /** Data service id of the tournament. */
  tournamentId: Scalars['ID']['output'];
  /** Number of warnings. */
  warningCount: Scalars['Int']['output'];
};

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

/** One thing wired wrong (or worth a look) in a tournament's graph, with how to fix it. */
export type TournamentLintFinding = {
  __typename?: 'TournamentLintFinding';
  /** What the finding is about. */
  code: TournamentLintCode;
  /** How to fix it. */
  fix: Scalars['String']['output'];
  /** What is wrong, naming the node as staff read it ('Match 3 (Round 2)'). */
  message: Scalars['String']['output'];
  /** Structural id of the match or decision point; null for the section's seeding or standing. */
  nodeId?: Maybe<Scalars['String']['output']>;
  /** Data service id of the section; null for a finding about the whole stage. */
  sectionId?: Maybe<Scalars['ID']['output']>;
  /** The section's name as staff read it; empty for a finding about the whole stage. */
  sectionName: Scalars['String']['output'];
  /** Error (blocks publishing) or warning. */
  severity: TournamentLintSeverity;
  /** The slot concerned: a match's 1 (winner / team one) or 2, a seed or a place. */
  slot?: Maybe<Scalars['Int']['output']>;
  /** Data service id of the stage. */
  stageId?: Maybe<Scalars['ID']['output']>;
  /** The stage's name as staff read it. */
  stageName: Scalars['String']['output'];
};

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

/** The outcome of a tournament mutation: exactly one of ok and error is set. */
export type TournamentMutationResult = {
  __typename?: 'TournamentMutationResult';
  /** Set when it was not, with the message to show. */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<TournamentMutationSuccess>;
};

/** A tournament mutation that succeeded. */
export type TournamentMutationSuccess = {
  __typename?: 'TournamentMutationSuccess';
  /**
   * The changed game's match as stored after the change, with the `version` to send as
   * `expectedMatchVersion` next: answered by setGameResult and clearGameResult, null for the others.
   * Those two read the match again after the change: one match call, whether it is asked for or not.
   */
  match?: Maybe<Match>;
  /** The spec 2 §8 success message. */
  message: Scalars['String']['output'];
  /** The tournament as stored after the change. */
  tournament: Tournament;
};

/** One game account of a player inside a tournament realm. */
export type TournamentRealmAccount = {
  __typename?: 'TournamentRealmAccount';
  /** Account id on that platform. */
  accountId: Scalars['String']['output'];
  /** Platform (shard) of the account, for example 'KR' or 'EUW1'. */
  platformName: Scalars['String']['output'];
};

/** A player's tournament-realm identity: the login staff hand out and the accounts bound to it. */
export type TournamentRealmIdentity = {
  __typename?: 'TournamentRealmIdentity';
  /** Game accounts bound to the identity. */
  accounts: Array<TournamentRealmAccount>;
  /** Login of the tournament realm account. The password is never readable; reset it instead. */
  login: Scalars['String']['output'];
  /** Riot PUUID of the identity. */
  puuid: Scalars['String']['output'];
};

/** Lifecycle of a tournament: created as draft, then published, finally archived. */
export type TournamentStatus =
  /** Retired; listed only under archived. */
  | 'archived'
  /** Created, not yet visible; double-check it, then publish. */
  | 'draft'
  /** Live. */
  | 'published';

/** A broadcast in progress that drops can be triggered to (spec 3 §4). */
export type TriggerBroadcast = {
  __typename?: 'TriggerBroadcast';
  /** The schedule block's name, if any. */
  blockName?: Maybe<Scalars['String']['output']>;
  /** Broadcast state (live while it runs). */
  broadcastState: Scalars['String']['output'];
  /** Data service broadcast id. */
  id: Scalars['ID']['output'];
  /**
   * The matches its items carry, in order (teams included): read through the match loader, 10 per
   * data service call, and their teams 20 per call.
   */
  matches: Array<Match>;
  /** When the broadcast started. */
  startTime: Scalars['DateTime']['output'];
  /** Status (in_progress while it runs). */
  status: Scalars['String']['output'];
  /** The streams carrying its items in progress, each once. */
  streams: Array<TriggerStream>;
  /**
   * That tournament (its name, league and sport), so staff can tell broadcasts apart before a send
   * that cannot be taken back. Read through the tournament loader: one data service call per
   * distinct tournament, and its league one call per distinct league.
   */
  tournament?: Maybe<Tournament>;
  /** Tournament of the block. */
  tournamentId: Scalars['ID']['output'];
};

/** The fulfillment of one trigger, viewer by viewer. */
export type TriggerFulfillment = {
  __typename?: 'TriggerFulfillment';
  /** Counts over all 22 statuses, in the spec's order (zero counts included). */
  counts: Array<FulfillmentStatusCount>;
  /** The trigger. */
  triggerId: Scalars['ID']['output'];
  /** The viewers, sorted by puuid. */
  viewers: Array<ViewerFulfillment>;
};

/** A stream carrying a broadcast in progress. */
export type TriggerStream = {
  __typename?: 'TriggerStream';
  /** Stream id, as the drops service takes it in `streamIds`. */
  id: Scalars['ID']['output'];
  /** Locale of the stream, for example en_US. */
  locale: Scalars['String']['output'];
  /** Provider, for example twitch. */
  provider: Scalars['String']['output'];
};

/** The outcome of a grant or revoke: exactly one of ok and error is set. */
export type UserRoleResult = {
  __typename?: 'UserRoleResult';
  /** Set when it was not, with the message to show. */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<UserRoleSuccess>;
};

/** A grant or revoke that happened. */
export type UserRoleSuccess = {
  __typename?: 'UserRoleSuccess';
  /** 'Granted {role} to {username}' or 'Revoked {role} from {username}'. */
  message: Scalars['String']['output'];
  /** The user with their roles after the change. */
  user: ManagedUser;
};

/** The signed-in user, with what their roles allow. */
export type Viewer = {
  __typename?: 'Viewer';
  /** The environment the gateway runs in. */
  environment: Environment;
  /** Feature flags of that environment. */
  features: FeatureFlags;
  /** Display name. */
  name: Scalars['String']['output'];
  /** Resource families with any permission: the routes and lists the user may open. */
  resources: Array<Scalars['String']['output']>;
  /** Role keys held. */
  roles: Array<Scalars['String']['output']>;
  /** Stable user name (preferred_username). */
  username: Scalars['String']['output'];
  /** Resource families the user may change. */
  writableResources: Array<Scalars['String']['output']>;
};

/** One viewer's fulfillment of one trigger. */
export type ViewerFulfillment = {
  __typename?: 'ViewerFulfillment';
  /** The viewer. */
  puuid: Scalars['String']['output'];
  /** Where the grant stands. */
  status: FulfillmentStatus;
  /** When the status was last set. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A recorded video of one game (spec 3 §3 'Vod'), with the offset that aligns live stats to it. */
export type Vod = {
  __typename?: 'Vod';
  /** The configuration field the provider uses to identify the video. */
  configField: StreamConfigField;
  /** The game it records. */
  gameId: Scalars['ID']['output'];
  /** Data service id. */
  id: Scalars['ID']['output'];
  /** Locale of the commentary, for example en_US. */
  locale: Scalars['String']['output'];
  /** The provider playing it. */
  provider: StreamProvider;
  /** statsOffsetMillis as hh:mm:ss; null until set. */
  statsOffset?: Maybe<Scalars['String']['output']>;
  /** Milliseconds into the video at which the game's first frame plays; null until set. */
  statsOffsetMillis?: Maybe<Scalars['Int']['output']>;
  /**
   * The record's version: the data service's own when it has one, else a hash of the stored record
   * (any field change gives a new version). Send it as `expectedVersion` when updating.
   */
  version: Scalars['String']['output'];
  /** The provider's video id. */
  videoId: Scalars['String']['output'];
};

/** A vod to record, or the new state of one. */
export type VodInput = {
  /** A supported locale such as en_US. */
  locale: Scalars['String']['input'];
  /** Game time (hh:mm:ss) at which the game's first frame plays; leave out or empty to keep it. */
  offset?: InputMaybe<Scalars['String']['input']>;
  /** The provider. */
  provider: StreamProvider;
  /** The provider's video id. */
  value: Scalars['String']['input'];
};

/** The outcome of a vod mutation: exactly one of ok and error is set. */
export type VodMutationResult = {
  __typename?: 'VodMutationResult';
  /** Set when it was not, with the message to show. */
  error?: Maybe<MutationError>;
  /** Set when the change was made. */
  ok?: Maybe<VodMutationSuccess>;
};

/** A vod mutation that succeeded. */
export type VodMutationSuccess = {
  __typename?: 'VodMutationSuccess';
  /** The success message, for example 'Created VOD Successfully!'. */
  message: Scalars['String']['output'];
  /** The vod as stored after the change; null after a delete. */
  vod?: Maybe<Vod>;
};

/** Wins, losses and ties. */
export type WinLossRecord = {
  __typename?: 'WinLossRecord';
  /** Matches lost. */
  losses: Scalars['Int']['output'];
  /** Matches drawn. */
  ties: Scalars['Int']['output'];
  /** Matches won. */
  wins: Scalars['Int']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Account: ResolverTypeWrapper<AccountDto>;
  AccountConnection: ResolverTypeWrapper<Omit<AccountConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['AccountEdge']>, nodes: Array<ResolversTypes['Account']> }>;
  AccountEdge: ResolverTypeWrapper<Omit<AccountEdge, 'node'> & { node: ResolversTypes['Account'] }>;
  AccountFilter: AccountFilter;
  AccountGroup: ResolverTypeWrapper<AccountGroupDto>;
  AccountGroupResult: ResolverTypeWrapper<Omit<AccountGroupResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['AccountGroupSuccess']> }>;
  AccountGroupSuccess: ResolverTypeWrapper<Omit<AccountGroupSuccess, 'group'> & { group: ResolversTypes['AccountGroup'] }>;
  AccountOperation: ResolverTypeWrapper<AccountOperation>;
  AccountOperationType: AccountOperationType;
  AccountRemovalResult: ResolverTypeWrapper<Omit<AccountRemovalResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['AccountRemovalSuccess']> }>;
  AccountRemovalSuccess: ResolverTypeWrapper<Omit<AccountRemovalSuccess, 'accounts'> & { accounts: Array<ResolversTypes['Account']> }>;
  AccountRowInput: AccountRowInput;
  AccountRowResult: ResolverTypeWrapper<Omit<AccountRowResult, 'account'> & { account?: Maybe<ResolversTypes['Account']> }>;
  AccountSort: AccountSort;
  AccountSortColumn: AccountSortColumn;
  AccountStatus: AccountStatus;
  AccountSummoner: ResolverTypeWrapper<AccountSummoner>;
  AppInfo: ResolverTypeWrapper<AppInfo>;
  ApplyFormatTemplateInput: ApplyFormatTemplateInput;
  AuditChange: ResolverTypeWrapper<AuditChange>;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditLogConnection: ResolverTypeWrapper<AuditLogConnection>;
  AuditLogEdge: ResolverTypeWrapper<AuditLogEdge>;
  AuditLogFilter: AuditLogFilter;
  AuditLogSort: AuditLogSort;
  AuditLogSortColumn: AuditLogSortColumn;
  AuditResult: AuditResult;
  BannerAccess: BannerAccess;
  BannerAssetKind: BannerAssetKind;
  BannerAssetUpload: ResolverTypeWrapper<BannerAssetUpload>;
  BannerAssetUploadInput: BannerAssetUploadInput;
  BannerAssetUploadResult: ResolverTypeWrapper<Omit<BannerAssetUploadResult, 'error'> & { error?: Maybe<ResolversTypes['MutationError']> }>;
  BannerAssignment: ResolverTypeWrapper<Omit<BannerAssignment, 'prop'> & { prop?: Maybe<ResolversTypes['BannerProp']> }>;
  BannerAssignmentInput: BannerAssignmentInput;
  BannerConfiguration: ResolverTypeWrapper<BannerConfigurationRecordDto>;
  BannerConfigurationStatus: BannerConfigurationStatus;
  BannerLeague: ResolverTypeWrapper<BannerLeagueDto>;
  BannerLeagueResult: ResolverTypeWrapper<Omit<BannerLeagueResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['BannerLeagueSuccess']> }>;
  BannerLeagueSuccess: ResolverTypeWrapper<Omit<BannerLeagueSuccess, 'league'> & { league: ResolversTypes['BannerLeague'] }>;
  BannerPackage: ResolverTypeWrapper<BannerPackage>;
  BannerPatch: ResolverTypeWrapper<BannerPatchRecordDto>;
  BannerPatchResult: ResolverTypeWrapper<Omit<BannerPatchResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['BannerPatchSuccess']> }>;
  BannerPatchSuccess: ResolverTypeWrapper<Omit<BannerPatchSuccess, 'patch'> & { patch: ResolversTypes['BannerPatch'] }>;
  BannerProp: ResolverTypeWrapper<CatalogueBannerProp>;
  BannerPropAttributes: ResolverTypeWrapper<BannerPropAttributes>;
  BannerScreenshot: ResolverTypeWrapper<BannerScreenshot>;
  BannerTexture: ResolverTypeWrapper<BannerTexture>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Broadcast: ResolverTypeWrapper<BroadcastDto>;
  BroadcastItem: ResolverTypeWrapper<BroadcastItemDto>;
  CappedDrop: ResolverTypeWrapper<CappedDropRequestDto>;
  CappedDropInput: CappedDropInput;
  CappedDropResponse: ResolverTypeWrapper<CappedDropResponseDto>;
  Celebrity: ResolverTypeWrapper<CelebrityDto>;
  CelebrityBatchValidation: ResolverTypeWrapper<CelebrityBatchValidation>;
  CelebrityInput: CelebrityInput;
  CelebrityPick: ResolverTypeWrapper<CelebrityPickDto>;
  CelebrityPickInput: CelebrityPickInput;
  CelebrityRowProblem: ResolverTypeWrapper<CelebrityRowProblem>;
  Cell: ResolverTypeWrapper<Cell>;
  CellInput: CellInput;
  CircuitPointAward: ResolverTypeWrapper<CircuitPointAward>;
  CircuitPointAwardInput: CircuitPointAwardInput;
  Column: ResolverTypeWrapper<Column>;
  ColumnInput: ColumnInput;
  CountConfig: ResolverTypeWrapper<CountConfig>;
  CountConfigInput: CountConfigInput;
  CreateAccountsInput: CreateAccountsInput;
  CreateAccountsResult: ResolverTypeWrapper<Omit<CreateAccountsResult, 'created' | 'error' | 'rows'> & { created: Array<ResolversTypes['Account']>, error?: Maybe<ResolversTypes['MutationError']>, rows: Array<ResolversTypes['AccountRowResult']> }>;
  CreateBannerConfigurationInput: CreateBannerConfigurationInput;
  CrystalBallAnswer: ResolverTypeWrapper<CrystalBallAnswerDto>;
  CrystalBallAnswerMutationResult: ResolverTypeWrapper<Omit<CrystalBallAnswerMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['CrystalBallAnswerMutationSuccess']> }>;
  CrystalBallAnswerMutationSuccess: ResolverTypeWrapper<Omit<CrystalBallAnswerMutationSuccess, 'answer'> & { answer: ResolversTypes['CrystalBallAnswer'] }>;
  CrystalBallCertifyResult: ResolverTypeWrapper<Omit<CrystalBallCertifyResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['CrystalBallCertifySuccess']> }>;
  CrystalBallCertifySuccess: ResolverTypeWrapper<Omit<CrystalBallCertifySuccess, 'prompts'> & { prompts: Array<ResolversTypes['CrystalBallPrompt']> }>;
  CrystalBallChoice: ResolverTypeWrapper<CrystalBallChoiceDto>;
  CrystalBallChoiceInput: CrystalBallChoiceInput;
  CrystalBallChoiceMutationResult: ResolverTypeWrapper<Omit<CrystalBallChoiceMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['CrystalBallChoiceMutationSuccess']> }>;
  CrystalBallChoiceMutationSuccess: ResolverTypeWrapper<Omit<CrystalBallChoiceMutationSuccess, 'choice'> & { choice: ResolversTypes['CrystalBallChoice'] }>;
  CrystalBallChoicePicks: ResolverTypeWrapper<CrystalBallChoicePicks>;
  CrystalBallChoiceTier: ResolverTypeWrapper<CrystalBallChoiceTierDto>;
  CrystalBallChoiceTierInput: CrystalBallChoiceTierInput;
  CrystalBallChoiceTierMutationResult: ResolverTypeWrapper<Omit<CrystalBallChoiceTierMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['CrystalBallChoiceTierMutationSuccess']> }>;
  CrystalBallChoiceTierMutationSuccess: ResolverTypeWrapper<Omit<CrystalBallChoiceTierMutationSuccess, 'tier'> & { tier: ResolversTypes['CrystalBallChoiceTier'] }>;
  CrystalBallDistribution: ResolverTypeWrapper<CrystalBallDistribution>;
  CrystalBallLocalization: ResolverTypeWrapper<CrystalBallLocalizationSetDto>;
  CrystalBallLocalizationMutationResult: ResolverTypeWrapper<Omit<CrystalBallLocalizationMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['CrystalBallLocalizationMutationSuccess']> }>;
  CrystalBallLocalizationMutationSuccess: ResolverTypeWrapper<Omit<CrystalBallLocalizationMutationSuccess, 'localization'> & { localization: ResolversTypes['CrystalBallLocalization'] }>;
  CrystalBallLocalizedTextInput: CrystalBallLocalizedTextInput;
  CrystalBallPointsRow: ResolverTypeWrapper<CrystalBallPointsRow>;
  CrystalBallPrompt: ResolverTypeWrapper<CrystalBallPromptDto>;
  CrystalBallPromptInput: CrystalBallPromptInput;
  CrystalBallPromptMutationResult: ResolverTypeWrapper<Omit<CrystalBallPromptMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['CrystalBallPromptMutationSuccess']> }>;
  CrystalBallPromptMutationSuccess: ResolverTypeWrapper<Omit<CrystalBallPromptMutationSuccess, 'prompt'> & { prompt: ResolversTypes['CrystalBallPrompt'] }>;
  CrystalBallPromptState: CrystalBallPromptState;
  CrystalBallQuestion: ResolverTypeWrapper<CrystalBallQuestionDto>;
  CrystalBallQuestionInput: CrystalBallQuestionInput;
  CrystalBallQuestionMutationResult: ResolverTypeWrapper<Omit<CrystalBallQuestionMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['CrystalBallQuestionMutationSuccess']> }>;
  CrystalBallQuestionMutationSuccess: ResolverTypeWrapper<Omit<CrystalBallQuestionMutationSuccess, 'question'> & { question: ResolversTypes['CrystalBallQuestion'] }>;
  CrystalBallTierPicks: ResolverTypeWrapper<CrystalBallTierPicks>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DecisionPoint: ResolverTypeWrapper<DecisionPointDto>;
  DecisionPointInput: DecisionPointInput;
  Drop: ResolverTypeWrapper<DropInGroupDto>;
  DropDayTotals: ResolverTypeWrapper<DropDayTotals>;
  DropGroup: ResolverTypeWrapper<DropGroupDto>;
  DropGroupInput: DropGroupInput;
  DropGroupMutationResult: ResolverTypeWrapper<Omit<DropGroupMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['DropGroupMutationSuccess']> }>;
  DropGroupMutationSuccess: ResolverTypeWrapper<Omit<DropGroupMutationSuccess, 'dropGroup'> & { dropGroup: ResolversTypes['DropGroup'] }>;
  DropGroupStatus: DropGroupStatus;
  DropGroupStatusChange: DropGroupStatusChange;
  DropGroupTotals: ResolverTypeWrapper<DropGroupTotals>;
  DropInput: DropInput;
  DropPuuids: ResolverTypeWrapper<DropPuuids>;
  DropSendTotals: ResolverTypeWrapper<DropSendTotals>;
  DropStrategy: DropStrategy;
  DropTotals: ResolverTypeWrapper<DropTotals>;
  DropTrigger: ResolverTypeWrapper<DropTriggerDto>;
  DropTriggerAction: DropTriggerAction;
  Edge: ResolverTypeWrapper<Edge>;
  EdgeInput: EdgeInput;
  EdgeNodeType: EdgeNodeType;
  EditConflict: ResolverTypeWrapper<EditConflict>;
  Environment: Environment;
  ErrorCode: ErrorCode;
  FeatureFlags: ResolverTypeWrapper<FeatureFlags>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FormatTemplate: ResolverTypeWrapper<FormatTemplate>;
  FormatTemplateKey: FormatTemplateKey;
  FulfillmentStatus: FulfillmentStatus;
  FulfillmentStatusCount: ResolverTypeWrapper<FulfillmentStatusCount>;
  Game: ResolverTypeWrapper<GameDto>;
  GameSide: GameSide;
  GameTeamOutcome: ResolverTypeWrapper<GameTeamOutcome>;
  GameVodStatus: ResolverTypeWrapper<GameVodStatus>;
  GroupConfig: ResolverTypeWrapper<GroupConfig>;
  GroupConfigInput: GroupConfigInput;
  GroupTriggerInput: GroupTriggerInput;
  GroupTriggerResult: ResolverTypeWrapper<Omit<GroupTriggerResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['GroupTriggerSuccess']> }>;
  GroupTriggerSuccess: ResolverTypeWrapper<Omit<GroupTriggerSuccess, 'trigger'> & { trigger?: Maybe<ResolversTypes['DropTrigger']> }>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageOwner: ImageOwner;
  ImageUpload: ResolverTypeWrapper<ImageUpload>;
  ImageUploadInput: ImageUploadInput;
  ImageUploadResult: ResolverTypeWrapper<Omit<ImageUploadResult, 'error'> & { error?: Maybe<ResolversTypes['MutationError']> }>;
  IndividualTriggerResult: ResolverTypeWrapper<Omit<IndividualTriggerResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['IndividualTriggerSuccess']> }>;
  IndividualTriggerSuccess: ResolverTypeWrapper<Omit<IndividualTriggerSuccess, 'trigger'> & { trigger: ResolversTypes['DropTrigger'] }>;
  InputError: ResolverTypeWrapper<InputError>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InventoryDescription: ResolverTypeWrapper<InventoryDescription>;
  InventoryDescriptionInput: InventoryDescriptionInput;
  InventoryItem: ResolverTypeWrapper<InventoryItemDto>;
  InventoryItemInput: InventoryItemInput;
  InventoryItemMutationResult: ResolverTypeWrapper<Omit<InventoryItemMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['InventoryItemMutationSuccess']> }>;
  InventoryItemMutationSuccess: ResolverTypeWrapper<Omit<InventoryItemMutationSuccess, 'inventoryItem'> & { inventoryItem: ResolversTypes['InventoryItem'] }>;
  InventoryItemStatus: InventoryItemStatus;
  InvitationApproved: ResolverTypeWrapper<InvitationApproved>;
  InvitationResult: ResolverTypeWrapper<Omit<InvitationResult, 'error'> & { error?: Maybe<ResolversTypes['MutationError']> }>;
  League: ResolverTypeWrapper<LeagueDto>;
  LeagueBatchInput: LeagueBatchInput;
  LeagueBatchMutationResult: ResolverTypeWrapper<Omit<LeagueBatchMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['LeagueBatchMutationSuccess']> }>;
  LeagueBatchMutationSuccess: ResolverTypeWrapper<Omit<LeagueBatchMutationSuccess, 'leagues'> & { leagues: Array<ResolversTypes['League']> }>;
  LeagueInput: LeagueInput;
  LeagueListFilter: LeagueListFilter;
  LeagueMutationResult: ResolverTypeWrapper<Omit<LeagueMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['LeagueMutationSuccess']> }>;
  LeagueMutationSuccess: ResolverTypeWrapper<Omit<LeagueMutationSuccess, 'league'> & { league: ResolversTypes['League'] }>;
  LeagueName: ResolverTypeWrapper<LeagueName>;
  LeagueStatus: LeagueStatus;
  LiveStatsFrame: ResolverTypeWrapper<LiveStatsFrameDto>;
  LiveStatsGame: ResolverTypeWrapper<LiveStatsGameReadDto>;
  LiveStatsParticipant: ResolverTypeWrapper<LiveStatsParticipant>;
  Localization: ResolverTypeWrapper<Localization>;
  LocalizationInput: LocalizationInput;
  LocalizationMutationResult: ResolverTypeWrapper<Omit<LocalizationMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['LocalizationMutationSuccess']> }>;
  LocalizationMutationSuccess: ResolverTypeWrapper<Omit<LocalizationMutationSuccess, 'localizations'> & { localizations: Array<ResolversTypes['LocalizationSet']> }>;
  LocalizationSet: ResolverTypeWrapper<LocalizationKeyTextsDto>;
  LocalizationSetInput: LocalizationSetInput;
  LocalizedName: ResolverTypeWrapper<LocalizedNameDto>;
  LocalizedNameInput: LocalizedNameInput;
  LocalizedText: ResolverTypeWrapper<LocalizedText>;
  LocalizedTextInput: LocalizedTextInput;
  LogoBundle: ResolverTypeWrapper<LogoBundleDto>;
  LogoBundleInput: LogoBundleInput;
  ManagedUser: ResolverTypeWrapper<ManagedUser>;
  MappingParticipantInput: MappingParticipantInput;
  MappingTeamInput: MappingTeamInput;
  Match: ResolverTypeWrapper<MatchDto>;
  MatchInput: MatchInput;
  MatchStatus: MatchStatus;
  MatchStrategy: MatchStrategy;
  MatchTeamOutcome: ResolverTypeWrapper<MatchTeamOutcomeDto>;
  MatchTemplate: ResolverTypeWrapper<MatchTemplate>;
  MatchTemplateInput: MatchTemplateInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationError: ResolverTypeWrapper<MutationErrorValue>;
  Organization: ResolverTypeWrapper<OrganizationDto>;
  OrganizationInput: OrganizationInput;
  OrganizationListFilter: OrganizationListFilter;
  OrganizationMutationResult: ResolverTypeWrapper<Omit<OrganizationMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['OrganizationMutationSuccess']> }>;
  OrganizationMutationSuccess: ResolverTypeWrapper<Omit<OrganizationMutationSuccess, 'organization'> & { organization: ResolversTypes['Organization'] }>;
  OrganizationStatus: OrganizationStatus;
  Outcome: Outcome;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  ParticipantEntry: ResolverTypeWrapper<ParticipantEntryDto>;
  ParticipantEntryInput: ParticipantEntryInput;
  ParticipantExportResult: ResolverTypeWrapper<Omit<ParticipantExportResult, 'error'> & { error?: Maybe<ResolversTypes['MutationError']> }>;
  ParticipantExportRow: ResolverTypeWrapper<ParticipantExportRow>;
  ParticipantExportSuccess: ResolverTypeWrapper<ParticipantExportSuccess>;
  ParticipantList: ResolverTypeWrapper<ParticipantListDto>;
  ParticipantListInput: ParticipantListInput;
  PickBlock: ResolverTypeWrapper<PickBlockDto>;
  PickBlockDeletionResult: ResolverTypeWrapper<Omit<PickBlockDeletionResult, 'error'> & { error?: Maybe<ResolversTypes['MutationError']> }>;
  PickBlockDeletionSuccess: ResolverTypeWrapper<PickBlockDeletionSuccess>;
  PickBlockInput: PickBlockInput;
  PickBlockMatchPicks: ResolverTypeWrapper<PickBlockMatchPicksDto>;
  PickBlockMutationResult: ResolverTypeWrapper<Omit<PickBlockMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['PickBlockMutationSuccess']> }>;
  PickBlockMutationSuccess: ResolverTypeWrapper<Omit<PickBlockMutationSuccess, 'pickBlock'> & { pickBlock: ResolversTypes['PickBlock'] }>;
  PickBlockScoreRow: ResolverTypeWrapper<PickBlockScoreRow>;
  PickBlockScoringPreview: ResolverTypeWrapper<PickBlockScoringPreview>;
  PickBlockState: PickBlockState;
  PickBlockTeamPicks: ResolverTypeWrapper<PickBlockTeamPicksDto>;
  PickemDeletionResult: ResolverTypeWrapper<Omit<PickemDeletionResult, 'error'> & { error?: Maybe<ResolversTypes['MutationError']> }>;
  PickemDeletionSuccess: ResolverTypeWrapper<PickemDeletionSuccess>;
  PickemLeague: ResolverTypeWrapper<PickemLeagueDto>;
  PickemLeagueInput: PickemLeagueInput;
  PickemLeagueMutationResult: ResolverTypeWrapper<Omit<PickemLeagueMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['PickemLeagueMutationSuccess']> }>;
  PickemLeagueMutationSuccess: ResolverTypeWrapper<Omit<PickemLeagueMutationSuccess, 'pickemLeague'> & { pickemLeague: ResolversTypes['PickemLeague'] }>;
  PickemReward: ResolverTypeWrapper<PickemRewardDto>;
  PickemRewardCriterion: PickemRewardCriterion;
  PickemRewardInput: PickemRewardInput;
  PickemRewardMutationResult: ResolverTypeWrapper<Omit<PickemRewardMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['PickemRewardMutationSuccess']> }>;
  PickemRewardMutationSuccess: ResolverTypeWrapper<Omit<PickemRewardMutationSuccess, 'reward'> & { reward: ResolversTypes['PickemReward'] }>;
  PickemScoringSection: ResolverTypeWrapper<PickemScoringSectionDto>;
  PickemSectionScoring: ResolverTypeWrapper<PickemSectionAssignmentDto>;
  PickemSectionScoringMutationResult: ResolverTypeWrapper<Omit<PickemSectionScoringMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['PickemSectionScoringMutationSuccess']> }>;
  PickemSectionScoringMutationSuccess: ResolverTypeWrapper<Omit<PickemSectionScoringMutationSuccess, 'sectionScoring'> & { sectionScoring: ResolversTypes['PickemSectionScoring'] }>;
  PickemTournament: ResolverTypeWrapper<PickemTournamentDto>;
  PickemTournamentInput: PickemTournamentInput;
  PickemTournamentMutationResult: ResolverTypeWrapper<Omit<PickemTournamentMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['PickemTournamentMutationSuccess']> }>;
  PickemTournamentMutationSuccess: ResolverTypeWrapper<Omit<PickemTournamentMutationSuccess, 'pickemTournament'> & { pickemTournament: ResolversTypes['PickemTournament'] }>;
  PickemUnscheduled: ResolverTypeWrapper<PickemUnscheduledDto>;
  PlatformGame: ResolverTypeWrapper<PlatformGameReadDto>;
  PlatformGameMappingResult: ResolverTypeWrapper<Omit<PlatformGameMappingResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['PlatformGameMappingSuccess']> }>;
  PlatformGameMappingSuccess: ResolverTypeWrapper<Omit<PlatformGameMappingSuccess, 'platformGame'> & { platformGame?: Maybe<ResolversTypes['PlatformGame']> }>;
  PlatformGameState: PlatformGameState;
  PlatformParticipant: ResolverTypeWrapper<ParticipantDto>;
  PlatformTeam: ResolverTypeWrapper<PlatformTeamDto>;
  Player: ResolverTypeWrapper<PlayerDto>;
  PlayerBatchResult: ResolverTypeWrapper<Omit<PlayerBatchResult, 'rows'> & { rows: Array<ResolversTypes['PlayerRowResult']> }>;
  PlayerConnection: ResolverTypeWrapper<Omit<PlayerConnection, 'edges'> & { edges: Array<ResolversTypes['PlayerEdge']> }>;
  PlayerEdge: ResolverTypeWrapper<Omit<PlayerEdge, 'node'> & { node: ResolversTypes['Player'] }>;
  PlayerFilter: PlayerFilter;
  PlayerInput: PlayerInput;
  PlayerMutationResult: ResolverTypeWrapper<Omit<PlayerMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['PlayerMutationSuccess']> }>;
  PlayerMutationSuccess: ResolverTypeWrapper<Omit<PlayerMutationSuccess, 'player'> & { player: ResolversTypes['Player'] }>;
  PlayerOperation: ResolverTypeWrapper<PlayerOperationDto>;
  PlayerPasswordReset: ResolverTypeWrapper<PlayerPasswordReset>;
  PlayerPasswordResetResult: ResolverTypeWrapper<Omit<PlayerPasswordResetResult, 'error'> & { error?: Maybe<ResolversTypes['MutationError']> }>;
  PlayerRowResult: ResolverTypeWrapper<Omit<PlayerRowResult, 'error' | 'player'> & { error?: Maybe<ResolversTypes['MutationError']>, player?: Maybe<ResolversTypes['Player']> }>;
  PlayerSort: PlayerSort;
  PlayerSortColumn: PlayerSortColumn;
  PlayerStatus: PlayerStatus;
  PointsEntry: ResolverTypeWrapper<PointsEntry>;
  PointsEntryInput: PointsEntryInput;
  Pov: ResolverTypeWrapper<Pov>;
  PovInput: PovInput;
  PovMutationResult: ResolverTypeWrapper<Omit<PovMutationResult, 'error'> & { error?: Maybe<ResolversTypes['MutationError']> }>;
  PovMutationSuccess: ResolverTypeWrapper<PovMutationSuccess>;
  PromoCode: ResolverTypeWrapper<PromoCodeDto>;
  PromoCodeDisposition: PromoCodeDisposition;
  PromoCodeIngestInput: PromoCodeIngestInput;
  PromoCodeIngestResult: ResolverTypeWrapper<Omit<PromoCodeIngestResult, 'error'> & { error?: Maybe<ResolversTypes['MutationError']> }>;
  PromoCodeIngestSuccess: ResolverTypeWrapper<PromoCodeIngestSuccess>;
  PromoCodePool: ResolverTypeWrapper<PromoCodePool>;
  PromoCodeSource: PromoCodeSource;
  PromoCodesUpload: ResolverTypeWrapper<PromoCodesUpload>;
  PromoCodesUploadInput: PromoCodesUploadInput;
  PromoCodesUploadResult: ResolverTypeWrapper<Omit<PromoCodesUploadResult, 'error'> & { error?: Maybe<ResolversTypes['MutationError']> }>;
  PromoInventoryItemInput: PromoInventoryItemInput;
  ProposedMapping: ResolverTypeWrapper<ProposedMappingDto>;
  PublicationScope: PublicationScope;
  PublicationStatus: PublicationStatus;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Rank: ResolverTypeWrapper<RankDto>;
  RankInput: RankInput;
  Rarity: ResolverTypeWrapper<RarityDto>;
  RarityInput: RarityInput;
  RarityMutationResult: ResolverTypeWrapper<Omit<RarityMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['RarityMutationSuccess']> }>;
  RarityMutationSuccess: ResolverTypeWrapper<Omit<RarityMutationSuccess, 'rarity'> & { rarity: ResolversTypes['Rarity'] }>;
  RarityStatus: RarityStatus;
  ResendToFailedViewersResult: ResolverTypeWrapper<Omit<ResendToFailedViewersResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['ResendToFailedViewersSuccess']> }>;
  ResendToFailedViewersSuccess: ResolverTypeWrapper<Omit<ResendToFailedViewersSuccess, 'triggers'> & { triggers: Array<ResolversTypes['DropTrigger']> }>;
  ResultImpact: ResolverTypeWrapper<ResultImpact>;
  ResultImpactDownstreamSection: ResolverTypeWrapper<ResultImpactDownstreamSection>;
  ResultImpactInvalidatedMatch: ResolverTypeWrapper<ResultImpactInvalidatedMatch>;
  ResultImpactParticipantChange: ResolverTypeWrapper<ResultImpactParticipantChange>;
  ResultImpactPickBlock: ResolverTypeWrapper<ResultImpactPickBlock>;
  ResultImpactPlaceChange: ResolverTypeWrapper<ResultImpactPlaceChange>;
  ResultImpactRecordChange: ResolverTypeWrapper<ResultImpactRecordChange>;
  RoleDefinition: ResolverTypeWrapper<RoleDefinition>;
  RosterEntry: ResolverTypeWrapper<RosterEntry>;
  RoundBestOfInput: RoundBestOfInput;
  ScheduleBlock: ResolverTypeWrapper<ScheduleBlockDto>;
  ScheduleBlockMutationResult: ResolverTypeWrapper<Omit<ScheduleBlockMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['ScheduleBlockMutationSuccess']> }>;
  ScheduleBlockMutationSuccess: ResolverTypeWrapper<Omit<ScheduleBlockMutationSuccess, 'block'> & { block: ResolversTypes['ScheduleBlock'] }>;
  ScoringConfig: ResolverTypeWrapper<ScoringConfigDto>;
  ScoringConfigInput: ScoringConfigInput;
  ScoringConfigMutationResult: ResolverTypeWrapper<Omit<ScoringConfigMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['ScoringConfigMutationSuccess']> }>;
  ScoringConfigMutationSuccess: ResolverTypeWrapper<Omit<ScoringConfigMutationSuccess, 'scoringConfig'> & { scoringConfig: ResolversTypes['ScoringConfig'] }>;
  Season: ResolverTypeWrapper<SeasonDto>;
  SeasonInput: SeasonInput;
  SeasonListFilter: SeasonListFilter;
  SeasonMutationResult: ResolverTypeWrapper<Omit<SeasonMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['SeasonMutationSuccess']> }>;
  SeasonMutationSuccess: ResolverTypeWrapper<Omit<SeasonMutationSuccess, 'season'> & { season: ResolversTypes['Season'] }>;
  SeasonStatus: SeasonStatus;
  Section: ResolverTypeWrapper<SectionDto>;
  SectionInput: SectionInput;
  SectionType: SectionType;
  ShotcallAnswer: ResolverTypeWrapper<ShotcallAnswerDto>;
  ShotcallAnswerInput: ShotcallAnswerInput;
  ShotcallAnswerMutationResult: ResolverTypeWrapper<Omit<ShotcallAnswerMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['ShotcallAnswerMutationSuccess']> }>;
  ShotcallAnswerMutationSuccess: ResolverTypeWrapper<Omit<ShotcallAnswerMutationSuccess, 'answer'> & { answer: ResolversTypes['ShotcallAnswer'] }>;
  ShotcallChoice: ResolverTypeWrapper<ShotcallChoiceDto>;
  ShotcallDeletionResult: ResolverTypeWrapper<Omit<ShotcallDeletionResult, 'error'> & { error?: Maybe<ResolversTypes['MutationError']> }>;
  ShotcallDeletionSuccess: ResolverTypeWrapper<ShotcallDeletionSuccess>;
  ShotcallPrompt: ResolverTypeWrapper<ShotcallPromptDto>;
  ShotcallPromptInput: ShotcallPromptInput;
  ShotcallPromptLive: ResolverTypeWrapper<Omit<ShotcallPromptLive, 'choices'> & { choices: Array<ResolversTypes['ShotcallChoice']> }>;
  ShotcallPromptMutationResult: ResolverTypeWrapper<Omit<ShotcallPromptMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['ShotcallPromptMutationSuccess']> }>;
  ShotcallPromptMutationSuccess: ResolverTypeWrapper<Omit<ShotcallPromptMutationSuccess, 'prompt'> & { prompt: ResolversTypes['ShotcallPrompt'] }>;
  ShotcallPromptOrderResult: ResolverTypeWrapper<Omit<ShotcallPromptOrderResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['ShotcallPromptOrderSuccess']> }>;
  ShotcallPromptOrderSuccess: ResolverTypeWrapper<Omit<ShotcallPromptOrderSuccess, 'session'> & { session: ResolversTypes['ShotcallSession'] }>;
  ShotcallPromptState: ShotcallPromptState;
  ShotcallQuestion: ResolverTypeWrapper<ShotcallQuestionDto>;
  ShotcallQuestionInput: ShotcallQuestionInput;
  ShotcallQuestionMutationResult: ResolverTypeWrapper<Omit<ShotcallQuestionMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['ShotcallQuestionMutationSuccess']> }>;
  ShotcallQuestionMutationSuccess: ResolverTypeWrapper<Omit<ShotcallQuestionMutationSuccess, 'question'> & { question: ResolversTypes['ShotcallQuestion'] }>;
  ShotcallRewardCriteria: ResolverTypeWrapper<ShotcallRewardCriteriaDto>;
  ShotcallRewardCriteriaInput: ShotcallRewardCriteriaInput;
  ShotcallRewardCriteriaMutationResult: ResolverTypeWrapper<Omit<ShotcallRewardCriteriaMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['ShotcallRewardCriteriaMutationSuccess']> }>;
  ShotcallRewardCriteriaMutationSuccess: ResolverTypeWrapper<Omit<ShotcallRewardCriteriaMutationSuccess, 'rewardCriteria'> & { rewardCriteria: ResolversTypes['ShotcallRewardCriteria'] }>;
  ShotcallSession: ResolverTypeWrapper<ShotcallSessionDto>;
  ShotcallSessionInput: ShotcallSessionInput;
  ShotcallSessionMutationResult: ResolverTypeWrapper<Omit<ShotcallSessionMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['ShotcallSessionMutationSuccess']> }>;
  ShotcallSessionMutationSuccess: ResolverTypeWrapper<Omit<ShotcallSessionMutationSuccess, 'session'> & { session: ResolversTypes['ShotcallSession'] }>;
  ShotcallSessionState: ShotcallSessionState;
  ShotcallTriggerResult: ResolverTypeWrapper<Omit<ShotcallTriggerResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['ShotcallTriggerSuccess']> }>;
  ShotcallTriggerSuccess: ResolverTypeWrapper<Omit<ShotcallTriggerSuccess, 'prompt'> & { prompt: ResolversTypes['ShotcallPrompt'] }>;
  SortDirection: SortDirection;
  Split: ResolverTypeWrapper<SplitDto>;
  SplitInput: SplitInput;
  Sport: Sport;
  Stage: ResolverTypeWrapper<StageDto>;
  StageInput: StageInput;
  StatMapperEsportsGame: ResolverTypeWrapper<EsportsGameDto>;
  Stream: ResolverTypeWrapper<StreamDto>;
  StreamConfigField: StreamConfigField;
  StreamGroup: ResolverTypeWrapper<StreamGroupDto>;
  StreamGroupInput: StreamGroupInput;
  StreamGroupMutationResult: ResolverTypeWrapper<Omit<StreamGroupMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['StreamGroupMutationSuccess']> }>;
  StreamGroupMutationSuccess: ResolverTypeWrapper<Omit<StreamGroupMutationSuccess, 'streamGroup'> & { streamGroup?: Maybe<ResolversTypes['StreamGroup']> }>;
  StreamInput: StreamInput;
  StreamProvider: StreamProvider;
  StreamTimelineMutationResult: ResolverTypeWrapper<Omit<StreamTimelineMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['StreamTimelineMutationSuccess']> }>;
  StreamTimelineMutationSuccess: ResolverTypeWrapper<Omit<StreamTimelineMutationSuccess, 'entry'> & { entry: ResolversTypes['StreamTimelineTournament'] }>;
  StreamTimelineTournament: ResolverTypeWrapper<StreamTimelineTournamentDto>;
  StreamTimelineTournamentInput: StreamTimelineTournamentInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Team: ResolverTypeWrapper<TeamDto>;
  TeamInput: TeamInput;
  TeamMutationResult: ResolverTypeWrapper<Omit<TeamMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['TeamMutationSuccess']> }>;
  TeamMutationSuccess: ResolverTypeWrapper<Omit<TeamMutationSuccess, 'team'> & { team: ResolversTypes['Team'] }>;
  TeamRecord: ResolverTypeWrapper<TeamRecordDto>;
  TeamReplacementInput: TeamReplacementInput;
  TeamStatus: TeamStatus;
  Timespan: ResolverTypeWrapper<Timespan>;
  TimespanType: TimespanType;
  Tournament: ResolverTypeWrapper<TournamentDto>;
  TournamentInput: TournamentInput;
  TournamentLint: ResolverTypeWrapper<TournamentLint>;
  TournamentLintCode: TournamentLintCode;
  TournamentLintFinding: ResolverTypeWrapper<TournamentLintFinding>;
  TournamentLintSeverity: TournamentLintSeverity;
  TournamentListFilter: TournamentListFilter;
  TournamentMutationResult: ResolverTypeWrapper<Omit<TournamentMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['TournamentMutationSuccess']> }>;
  TournamentMutationSuccess: ResolverTypeWrapper<Omit<TournamentMutationSuccess, 'match' | 'tournament'> & { match?: Maybe<ResolversTypes['Match']>, tournament: ResolversTypes['Tournament'] }>;
  TournamentRealmAccount: ResolverTypeWrapper<TournamentRealmAccount>;
  TournamentRealmIdentity: ResolverTypeWrapper<TournamentRealmIdentityDto>;
  TournamentStatus: TournamentStatus;
  TriggerBroadcast: ResolverTypeWrapper<BlockBroadcastDto>;
  TriggerFulfillment: ResolverTypeWrapper<TriggerFulfillment>;
  TriggerStream: ResolverTypeWrapper<TriggerStream>;
  UserRoleResult: ResolverTypeWrapper<Omit<UserRoleResult, 'error'> & { error?: Maybe<ResolversTypes['MutationError']> }>;
  UserRoleSuccess: ResolverTypeWrapper<UserRoleSuccess>;
  Viewer: ResolverTypeWrapper<Viewer>;
  ViewerFulfillment: ResolverTypeWrapper<ViewerFulfillment>;
  Vod: ResolverTypeWrapper<VodDto>;
  VodInput: VodInput;
  VodMutationResult: ResolverTypeWrapper<Omit<VodMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['VodMutationSuccess']> }>;
  VodMutationSuccess: ResolverTypeWrapper<Omit<VodMutationSuccess, 'vod'> & { vod?: Maybe<ResolversTypes['Vod']> }>;
  WinLossRecord: ResolverTypeWrapper<WinLossRecord>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Account: AccountDto;
  AccountConnection: Omit<AccountConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['AccountEdge']>, nodes: Array<ResolversParentTypes['Account']> };
  AccountEdge: Omit<AccountEdge, 'node'> & { node: ResolversParentTypes['Account'] };
  AccountFilter: AccountFilter;
  AccountGroup: AccountGroupDto;
  AccountGroupResult: Omit<AccountGroupResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['AccountGroupSuccess']> };
  AccountGroupSuccess: Omit<AccountGroupSuccess, 'group'> & { group: ResolversParentTypes['AccountGroup'] };
  AccountOperation: AccountOperation;
  AccountRemovalResult: Omit<AccountRemovalResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['AccountRemovalSuccess']> };
  AccountRemovalSuccess: Omit<AccountRemovalSuccess, 'accounts'> & { accounts: Array<ResolversParentTypes['Account']> };
  AccountRowInput: AccountRowInput;
  AccountRowResult: Omit<AccountRowResult, 'account'> & { account?: Maybe<ResolversParentTypes['Account']> };
  AccountSort: AccountSort;
  AccountSummoner: AccountSummoner;
  AppInfo: AppInfo;
  ApplyFormatTemplateInput: ApplyFormatTemplateInput;
  AuditChange: AuditChange;
  AuditEntry: AuditEntry;
  AuditLogConnection: AuditLogConnection;
  AuditLogEdge: AuditLogEdge;
  AuditLogFilter: AuditLogFilter;
  AuditLogSort: AuditLogSort;
  BannerAssetUpload: BannerAssetUpload;
  BannerAssetUploadInput: BannerAssetUploadInput;
  BannerAssetUploadResult: Omit<BannerAssetUploadResult, 'error'> & { error?: Maybe<ResolversParentTypes['MutationError']> };
  BannerAssignment: Omit<BannerAssignment, 'prop'> & { prop?: Maybe<ResolversParentTypes['BannerProp']> };
  BannerAssignmentInput: BannerAssignmentInput;
  BannerConfiguration: BannerConfigurationRecordDto;
  BannerLeague: BannerLeagueDto;
  BannerLeagueResult: Omit<BannerLeagueResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['BannerLeagueSuccess']> };
  BannerLeagueSuccess: Omit<BannerLeagueSuccess, 'league'> & { league: ResolversParentTypes['BannerLeague'] };
  BannerPackage: BannerPackage;
  BannerPatch: BannerPatchRecordDto;
  BannerPatchResult: Omit<BannerPatchResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['BannerPatchSuccess']> };
  BannerPatchSuccess: Omit<BannerPatchSuccess, 'patch'> & { patch: ResolversParentTypes['BannerPatch'] };
  BannerProp: CatalogueBannerProp;
  BannerPropAttributes: BannerPropAttributes;
  BannerScreenshot: BannerScreenshot;
  BannerTexture: BannerTexture;
  Boolean: Scalars['Boolean']['output'];
  Broadcast: BroadcastDto;
  BroadcastItem: BroadcastItemDto;
  CappedDrop: CappedDropRequestDto;
  CappedDropInput: CappedDropInput;
  CappedDropResponse: CappedDropResponseDto;
  Celebrity: CelebrityDto;
  CelebrityBatchValidation: CelebrityBatchValidation;
  CelebrityInput: CelebrityInput;
  CelebrityPick: CelebrityPickDto;
  CelebrityPickInput: CelebrityPickInput;
  CelebrityRowProblem: CelebrityRowProblem;
  Cell: Cell;
  CellInput: CellInput;
  CircuitPointAward: CircuitPointAward;
  CircuitPointAwardInput: CircuitPointAwardInput;
  Column: Column;
  ColumnInput: ColumnInput;
  CountConfig: CountConfig;
  CountConfigInput: CountConfigInput;
  CreateAccountsInput: CreateAccountsInput;
  CreateAccountsResult: Omit<CreateAccountsResult, 'created' | 'error' | 'rows'> & { created: Array<ResolversParentTypes['Account']>, error?: Maybe<ResolversParentTypes['MutationError']>, rows: Array<ResolversParentTypes['AccountRowResult']> };
  CreateBannerConfigurationInput: CreateBannerConfigurationInput;
  CrystalBallAnswer: CrystalBallAnswerDto;
  CrystalBallAnswerMutationResult: Omit<CrystalBallAnswerMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['CrystalBallAnswerMutationSuccess']> };
  CrystalBallAnswerMutationSuccess: Omit<CrystalBallAnswerMutationSuccess, 'answer'> & { answer: ResolversParentTypes['CrystalBallAnswer'] };
  CrystalBallCertifyResult: Omit<CrystalBallCertifyResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['CrystalBallCertifySuccess']> };
  CrystalBallCertifySuccess: Omit<CrystalBallCertifySuccess, 'prompts'> & { prompts: Array<ResolversParentTypes['CrystalBallPrompt']> };
  CrystalBallChoice: CrystalBallChoiceDto;
  CrystalBallChoiceInput: CrystalBallChoiceInput;
  CrystalBallChoiceMutationResult: Omit<CrystalBallChoiceMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['CrystalBallChoiceMutationSuccess']> };
  CrystalBallChoiceMutationSuccess: Omit<CrystalBallChoiceMutationSuccess, 'choice'> & { choice: ResolversParentTypes['CrystalBallChoice'] };
  CrystalBallChoicePicks: CrystalBallChoicePicks;
  CrystalBallChoiceTier: CrystalBallChoiceTierDto;
  CrystalBallChoiceTierInput: CrystalBallChoiceTierInput;
  CrystalBallChoiceTierMutationResult: Omit<CrystalBallChoiceTierMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['CrystalBallChoiceTierMutationSuccess']> };
  CrystalBallChoiceTierMutationSuccess: Omit<CrystalBallChoiceTierMutationSuccess, 'tier'> & { tier: ResolversParentTypes['CrystalBallChoiceTier'] };
  CrystalBallDistribution: CrystalBallDistribution;
  CrystalBallLocalization: CrystalBallLocalizationSetDto;
  CrystalBallLocalizationMutationResult: Omit<CrystalBallLocalizationMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['CrystalBallLocalizationMutationSuccess']> };
  CrystalBallLocalizationMutationSuccess: Omit<CrystalBallLocalizationMutationSuccess, 'localization'> & { localization: ResolversParentTypes['CrystalBallLocalization'] };
  CrystalBallLocalizedTextInput: CrystalBallLocalizedTextInput;
  CrystalBallPointsRow: CrystalBallPointsRow;
  CrystalBallPrompt: CrystalBallPromptDto;
  CrystalBallPromptInput: CrystalBallPromptInput;
  CrystalBallPromptMutationResult: Omit<CrystalBallPromptMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['CrystalBallPromptMutationSuccess']> };
  CrystalBallPromptMutationSuccess: Omit<CrystalBallPromptMutationSuccess, 'prompt'> & { prompt: ResolversParentTypes['CrystalBallPrompt'] };
  CrystalBallQuestion: CrystalBallQuestionDto;
  CrystalBallQuestionInput: CrystalBallQuestionInput;
  CrystalBallQuestionMutationResult: Omit<CrystalBallQuestionMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['CrystalBallQuestionMutationSuccess']> };
  CrystalBallQuestionMutationSuccess: Omit<CrystalBallQuestionMutationSuccess, 'question'> & { question: ResolversParentTypes['CrystalBallQuestion'] };
  CrystalBallTierPicks: CrystalBallTierPicks;
  DateTime: Scalars['DateTime']['output'];
  DecisionPoint: DecisionPointDto;
  DecisionPointInput: DecisionPointInput;
  Drop: DropInGroupDto;
  DropDayTotals: DropDayTotals;
  DropGroup: DropGroupDto;
  DropGroupInput: DropGroupInput;
  DropGroupMutationResult: Omit<DropGroupMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['DropGroupMutationSuccess']> };
  DropGroupMutationSuccess: Omit<DropGroupMutationSuccess, 'dropGroup'> & { dropGroup: ResolversParentTypes['DropGroup'] };
  DropGroupTotals: DropGroupTotals;
  DropInput: DropInput;
  DropPuuids: DropPuuids;
  DropSendTotals: DropSendTotals;
  DropTotals: DropTotals;
  DropTrigger: DropTriggerDto;
  Edge: Edge;
  EdgeInput: EdgeInput;
  EditConflict: EditConflict;
  FeatureFlags: FeatureFlags;
  Float: Scalars['Float']['output'];
  FormatTemplate: FormatTemplate;
  FulfillmentStatusCount: FulfillmentStatusCount;
  Game: GameDto;
  GameTeamOutcome: GameTeamOutcome;
  GameVodStatus: GameVodStatus;
  GroupConfig: GroupConfig;
  GroupConfigInput: GroupConfigInput;
  GroupTriggerInput: GroupTriggerInput;
  GroupTriggerResult: Omit<GroupTriggerResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['GroupTriggerSuccess']> };
  GroupTriggerSuccess: Omit<GroupTriggerSuccess, 'trigger'> & { trigger?: Maybe<ResolversParentTypes['DropTrigger']> };
  ID: Scalars['ID']['output'];
  ImageUpload: ImageUpload;
  ImageUploadInput: ImageUploadInput;
  ImageUploadResult: Omit<ImageUploadResult, 'error'> & { error?: Maybe<ResolversParentTypes['MutationError']> };
  IndividualTriggerResult: Omit<IndividualTriggerResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['IndividualTriggerSuccess']> };
  IndividualTriggerSuccess: Omit<IndividualTriggerSuccess, 'trigger'> & { trigger: ResolversParentTypes['DropTrigger'] };
  InputError: InputError;
  Int: Scalars['Int']['output'];
  InventoryDescription: InventoryDescription;
  InventoryDescriptionInput: InventoryDescriptionInput;
  InventoryItem: InventoryItemDto;
  InventoryItemInput: InventoryItemInput;
  InventoryItemMutationResult: Omit<InventoryItemMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['InventoryItemMutationSuccess']> };
  InventoryItemMutationSuccess: Omit<InventoryItemMutationSuccess, 'inventoryItem'> & { inventoryItem: ResolversParentTypes['InventoryItem'] };
  InvitationApproved: InvitationApproved;
  InvitationResult: Omit<InvitationResult, 'error'> & { error?: Maybe<ResolversParentTypes['MutationError']> };
  League: LeagueDto;
  LeagueBatchInput: LeagueBatchInput;
  LeagueBatchMutationResult: Omit<LeagueBatchMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['LeagueBatchMutationSuccess']> };
  LeagueBatchMutationSuccess: Omit<LeagueBatchMutationSuccess, 'leagues'> & { leagues: Array<ResolversParentTypes['League']> };
  LeagueInput: LeagueInput;
  LeagueMutationResult: Omit<LeagueMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['LeagueMutationSuccess']> };
  LeagueMutationSuccess: Omit<LeagueMutationSuccess, 'league'> & { league: ResolversParentTypes['League'] };
  LeagueName: LeagueName;
  LiveStatsFrame: LiveStatsFrameDto;
  LiveStatsGame: LiveStatsGameReadDto;
  LiveStatsParticipant: LiveStatsParticipant;
  Localization: Localization;
  LocalizationInput: LocalizationInput;
  LocalizationMutationResult: Omit<LocalizationMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['LocalizationMutationSuccess']> };
  LocalizationMutationSuccess: Omit<LocalizationMutationSuccess, 'localizations'> & { localizations: Array<ResolversParentTypes['LocalizationSet']> };
  LocalizationSet: LocalizationKeyTextsDto;
  LocalizationSetInput: LocalizationSetInput;
  LocalizedName: LocalizedNameDto;
  LocalizedNameInput: LocalizedNameInput;
  LocalizedText: LocalizedText;
  LocalizedTextInput: LocalizedTextInput;
  LogoBundle: LogoBundleDto;
  LogoBundleInput: LogoBundleInput;
  ManagedUser: ManagedUser;
  MappingParticipantInput: MappingParticipantInput;
  MappingTeamInput: MappingTeamInput;
  Match: MatchDto;
  MatchInput: MatchInput;
  MatchTeamOutcome: MatchTeamOutcomeDto;
  MatchTemplate: MatchTemplate;
  MatchTemplateInput: MatchTemplateInput;
  Mutation: Record<PropertyKey, never>;
  MutationError: MutationErrorValue;
  Organization: OrganizationDto;
  OrganizationInput: OrganizationInput;
  OrganizationMutationResult: Omit<OrganizationMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['OrganizationMutationSuccess']> };
  OrganizationMutationSuccess: Omit<OrganizationMutationSuccess, 'organization'> & { organization: ResolversParentTypes['Organization'] };
  PageInfo: PageInfo;
  ParticipantEntry: ParticipantEntryDto;
  ParticipantEntryInput: ParticipantEntryInput;
  ParticipantExportResult: Omit<ParticipantExportResult, 'error'> & { error?: Maybe<ResolversParentTypes['MutationError']> };
  ParticipantExportRow: ParticipantExportRow;
  ParticipantExportSuccess: ParticipantExportSuccess;
  ParticipantList: ParticipantListDto;
  ParticipantListInput: ParticipantListInput;
  PickBlock: PickBlockDto;
  PickBlockDeletionResult: Omit<PickBlockDeletionResult, 'error'> & { error?: Maybe<ResolversParentTypes['MutationError']> };
  PickBlockDeletionSuccess: PickBlockDeletionSuccess;
  PickBlockInput: PickBlockInput;
  PickBlockMatchPicks: PickBlockMatchPicksDto;
  PickBlockMutationResult: Omit<PickBlockMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['PickBlockMutationSuccess']> };
  PickBlockMutationSuccess: Omit<PickBlockMutationSuccess, 'pickBlock'> & { pickBlock: ResolversParentTypes['PickBlock'] };
  PickBlockScoreRow: PickBlockScoreRow;
  PickBlockScoringPreview: PickBlockScoringPreview;
  PickBlockTeamPicks: PickBlockTeamPicksDto;
  PickemDeletionResult: Omit<PickemDeletionResult, 'error'> & { error?: Maybe<ResolversParentTypes['MutationError']> };
  PickemDeletionSuccess: PickemDeletionSuccess;
  PickemLeague: PickemLeagueDto;
  PickemLeagueInput: PickemLeagueInput;
  PickemLeagueMutationResult: Omit<PickemLeagueMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['PickemLeagueMutationSuccess']> };
  PickemLeagueMutationSuccess: Omit<PickemLeagueMutationSuccess, 'pickemLeague'> & { pickemLeague: ResolversParentTypes['PickemLeague'] };
  PickemReward: PickemRewardDto;
  PickemRewardInput: PickemRewardInput;
  PickemRewardMutationResult: Omit<PickemRewardMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['PickemRewardMutationSuccess']> };
  PickemRewardMutationSuccess: Omit<PickemRewardMutationSuccess, 'reward'> & { reward: ResolversParentTypes['PickemReward'] };
  PickemScoringSection: PickemScoringSectionDto;
  PickemSectionScoring: PickemSectionAssignmentDto;
  PickemSectionScoringMutationResult: Omit<PickemSectionScoringMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['PickemSectionScoringMutationSuccess']> };
  PickemSectionScoringMutationSuccess: Omit<PickemSectionScoringMutationSuccess, 'sectionScoring'> & { sectionScoring: ResolversParentTypes['PickemSectionScoring'] };
  PickemTournament: PickemTournamentDto;
  PickemTournamentInput: PickemTournamentInput;
  PickemTournamentMutationResult: Omit<PickemTournamentMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['PickemTournamentMutationSuccess']> };
  PickemTournamentMutationSuccess: Omit<PickemTournamentMutationSuccess, 'pickemTournament'> & { pickemTournament: ResolversParentTypes['PickemTournament'] };
  PickemUnscheduled: PickemUnscheduledDto;
  PlatformGame: PlatformGameReadDto;
  PlatformGameMappingResult: Omit<PlatformGameMappingResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['PlatformGameMappingSuccess']> };
  PlatformGameMappingSuccess: Omit<PlatformGameMappingSuccess, 'platformGame'> & { platformGame?: Maybe<ResolversParentTypes['PlatformGame']> };
  PlatformParticipant: ParticipantDto;
  PlatformTeam: PlatformTeamDto;
  Player: PlayerDto;
  PlayerBatchResult: Omit<PlayerBatchResult, 'rows'> & { rows: Array<ResolversParentTypes['PlayerRowResult']> };
  PlayerConnection: Omit<PlayerConnection, 'edges'> & { edges: Array<ResolversParentTypes['PlayerEdge']> };
  PlayerEdge: Omit<PlayerEdge, 'node'> & { node: ResolversParentTypes['Player'] };
  PlayerFilter: PlayerFilter;
  PlayerInput: PlayerInput;
  PlayerMutationResult: Omit<PlayerMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['PlayerMutationSuccess']> };
  PlayerMutationSuccess: Omit<PlayerMutationSuccess, 'player'> & { player: ResolversParentTypes['Player'] };
  PlayerOperation: PlayerOperationDto;
  PlayerPasswordReset: PlayerPasswordReset;
  PlayerPasswordResetResult: Omit<PlayerPasswordResetResult, 'error'> & { error?: Maybe<ResolversParentTypes['MutationError']> };
  PlayerRowResult: Omit<PlayerRowResult, 'error' | 'player'> & { error?: Maybe<ResolversParentTypes['MutationError']>, player?: Maybe<ResolversParentTypes['Player']> };
  PlayerSort: PlayerSort;
  PointsEntry: PointsEntry;
  PointsEntryInput: PointsEntryInput;
  Pov: Pov;
  PovInput: PovInput;
  PovMutationResult: Omit<PovMutationResult, 'error'> & { error?: Maybe<ResolversParentTypes['MutationError']> };
  PovMutationSuccess: PovMutationSuccess;
  PromoCode: PromoCodeDto;
  PromoCodeIngestInput: PromoCodeIngestInput;
  PromoCodeIngestResult: Omit<PromoCodeIngestResult, 'error'> & { error?: Maybe<ResolversParentTypes['MutationError']> };
  PromoCodeIngestSuccess: PromoCodeIngestSuccess;
  PromoCodePool: PromoCodePool;
  PromoCodesUpload: PromoCodesUpload;
  PromoCodesUploadInput: PromoCodesUploadInput;
  PromoCodesUploadResult: Omit<PromoCodesUploadResult, 'error'> & { error?: Maybe<ResolversParentTypes['MutationError']> };
  PromoInventoryItemInput: PromoInventoryItemInput;
  ProposedMapping: ProposedMappingDto;
  Query: Record<PropertyKey, never>;
  Rank: RankDto;
  RankInput: RankInput;
  Rarity: RarityDto;
  RarityInput: RarityInput;
  RarityMutationResult: Omit<RarityMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['RarityMutationSuccess']> };
  RarityMutationSuccess: Omit<RarityMutationSuccess, 'rarity'> & { rarity: ResolversParentTypes['Rarity'] };
  ResendToFailedViewersResult: Omit<ResendToFailedViewersResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['ResendToFailedViewersSuccess']> };
  ResendToFailedViewersSuccess: Omit<ResendToFailedViewersSuccess, 'triggers'> & { triggers: Array<ResolversParentTypes['DropTrigger']> };
  ResultImpact: ResultImpact;
  ResultImpactDownstreamSection: ResultImpactDownstreamSection;
  ResultImpactInvalidatedMatch: ResultImpactInvalidatedMatch;
  ResultImpactParticipantChange: ResultImpactParticipantChange;
  ResultImpactPickBlock: ResultImpactPickBlock;
  ResultImpactPlaceChange: ResultImpactPlaceChange;
  ResultImpactRecordChange: ResultImpactRecordChange;
  RoleDefinition: RoleDefinition;
  RosterEntry: RosterEntry;
  RoundBestOfInput: RoundBestOfInput;
  ScheduleBlock: ScheduleBlockDto;
  ScheduleBlockMutationResult: Omit<ScheduleBlockMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['ScheduleBlockMutationSuccess']> };
  ScheduleBlockMutationSuccess: Omit<ScheduleBlockMutationSuccess, 'block'> & { block: ResolversParentTypes['ScheduleBlock'] };
  ScoringConfig: ScoringConfigDto;
  ScoringConfigInput: ScoringConfigInput;
  ScoringConfigMutationResult: Omit<ScoringConfigMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['ScoringConfigMutationSuccess']> };
  ScoringConfigMutationSuccess: Omit<ScoringConfigMutationSuccess, 'scoringConfig'> & { scoringConfig: ResolversParentTypes['ScoringConfig'] };
  Season: SeasonDto;
  SeasonInput: SeasonInput;
  SeasonMutationResult: Omit<SeasonMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['SeasonMutationSuccess']> };
  SeasonMutationSuccess: Omit<SeasonMutationSuccess, 'season'> & { season: ResolversParentTypes['Season'] };
  Section: SectionDto;
  SectionInput: SectionInput;
  ShotcallAnswer: ShotcallAnswerDto;
  ShotcallAnswerInput: ShotcallAnswerInput;
  ShotcallAnswerMutationResult: Omit<ShotcallAnswerMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['ShotcallAnswerMutationSuccess']> };
  ShotcallAnswerMutationSuccess: Omit<ShotcallAnswerMutationSuccess, 'answer'> & { answer: ResolversParentTypes['ShotcallAnswer'] };
  ShotcallChoice: ShotcallChoiceDto;
  ShotcallDeletionResult: Omit<ShotcallDeletionResult, 'error'> & { error?: Maybe<ResolversParentTypes['MutationError']> };
  ShotcallDeletionSuccess: ShotcallDeletionSuccess;
  ShotcallPrompt: ShotcallPromptDto;
  ShotcallPromptInput: ShotcallPromptInput;
  ShotcallPromptLive: Omit<ShotcallPromptLive, 'choices'> & { choices: Array<ResolversParentTypes['ShotcallChoice']> };
  ShotcallPromptMutationResult: Omit<ShotcallPromptMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['ShotcallPromptMutationSuccess']> };
  ShotcallPromptMutationSuccess: Omit<ShotcallPromptMutationSuccess, 'prompt'> & { prompt: ResolversParentTypes['ShotcallPrompt'] };
  ShotcallPromptOrderResult: Omit<ShotcallPromptOrderResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['ShotcallPromptOrderSuccess']> };
  ShotcallPromptOrderSuccess: Omit<ShotcallPromptOrderSuccess, 'session'> & { session: ResolversParentTypes['ShotcallSession'] };
  ShotcallQuestion: ShotcallQuestionDto;
  ShotcallQuestionInput: ShotcallQuestionInput;
  ShotcallQuestionMutationResult: Omit<ShotcallQuestionMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['ShotcallQuestionMutationSuccess']> };
  ShotcallQuestionMutationSuccess: Omit<ShotcallQuestionMutationSuccess, 'question'> & { question: ResolversParentTypes['ShotcallQuestion'] };
  ShotcallRewardCriteria: ShotcallRewardCriteriaDto;
  ShotcallRewardCriteriaInput: ShotcallRewardCriteriaInput;
  ShotcallRewardCriteriaMutationResult: Omit<ShotcallRewardCriteriaMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['ShotcallRewardCriteriaMutationSuccess']> };
  ShotcallRewardCriteriaMutationSuccess: Omit<ShotcallRewardCriteriaMutationSuccess, 'rewardCriteria'> & { rewardCriteria: ResolversParentTypes['ShotcallRewardCriteria'] };
  ShotcallSession: ShotcallSessionDto;
  ShotcallSessionInput: ShotcallSessionInput;
  ShotcallSessionMutationResult: Omit<ShotcallSessionMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['ShotcallSessionMutationSuccess']> };
  ShotcallSessionMutationSuccess: Omit<ShotcallSessionMutationSuccess, 'session'> & { session: ResolversParentTypes['ShotcallSession'] };
  ShotcallTriggerResult: Omit<ShotcallTriggerResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['ShotcallTriggerSuccess']> };
  ShotcallTriggerSuccess: Omit<ShotcallTriggerSuccess, 'prompt'> & { prompt: ResolversParentTypes['ShotcallPrompt'] };
  Split: SplitDto;
  SplitInput: SplitInput;
  Stage: StageDto;
  StageInput: StageInput;
  StatMapperEsportsGame: EsportsGameDto;
  Stream: StreamDto;
  StreamGroup: StreamGroupDto;
  StreamGroupInput: StreamGroupInput;
  StreamGroupMutationResult: Omit<StreamGroupMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['StreamGroupMutationSuccess']> };
  StreamGroupMutationSuccess: Omit<StreamGroupMutationSuccess, 'streamGroup'> & { streamGroup?: Maybe<ResolversParentTypes['StreamGroup']> };
  StreamInput: StreamInput;
  StreamTimelineMutationResult: Omit<StreamTimelineMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['StreamTimelineMutationSuccess']> };
  StreamTimelineMutationSuccess: Omit<StreamTimelineMutationSuccess, 'entry'> & { entry: ResolversParentTypes['StreamTimelineTournament'] };
  StreamTimelineTournament: StreamTimelineTournamentDto;
  StreamTimelineTournamentInput: StreamTimelineTournamentInput;
  String: Scalars['String']['output'];
  Team: TeamDto;
  TeamInput: TeamInput;
  TeamMutationResult: Omit<TeamMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['TeamMutationSuccess']> };
  TeamMutationSuccess: Omit<TeamMutationSuccess, 'team'> & { team: ResolversParentTypes['Team'] };
  TeamRecord: TeamRecordDto;
  TeamReplacementInput: TeamReplacementInput;
  Timespan: Timespan;
  Tournament: TournamentDto;
  TournamentInput: TournamentInput;
  TournamentLint: TournamentLint;
  TournamentLintFinding: TournamentLintFinding;
  TournamentMutationResult: Omit<TournamentMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['TournamentMutationSuccess']> };
  TournamentMutationSuccess: Omit<TournamentMutationSuccess, 'match' | 'tournament'> & { match?: Maybe<ResolversParentTypes['Match']>, tournament: ResolversParentTypes['Tournament'] };
  TournamentRealmAccount: TournamentRealmAccount;
  TournamentRealmIdentity: TournamentRealmIdentityDto;
  TriggerBroadcast: BlockBroadcastDto;
  TriggerFulfillment: TriggerFulfillment;
  TriggerStream: TriggerStream;
  UserRoleResult: Omit<UserRoleResult, 'error'> & { error?: Maybe<ResolversParentTypes['MutationError']> };
  UserRoleSuccess: UserRoleSuccess;
  Viewer: Viewer;
  ViewerFulfillment: ViewerFulfillment;
  Vod: VodDto;
  VodInput: VodInput;
  VodMutationResult: Omit<VodMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['VodMutationSuccess']> };
  VodMutationSuccess: Omit<VodMutationSuccess, 'vod'> & { vod?: Maybe<ResolversParentTypes['Vod']> };
  WinLossRecord: WinLossRecord;
}>;

export type AccessDirectiveArgs = {
  anyOf: Array<Scalars['String']['input']>;
};

export type AccessDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = AccessDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type JournalDirectiveArgs = {
  entityType: Scalars['String']['input'];
};

export type JournalDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = JournalDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type SecretDirectiveArgs = { };

export type SecretDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = SecretDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  deleteAfter?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayNameCollision?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  eligibleFor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<AccountEligibleForArgs, 'sport'>>;
  enabledSports?: Resolver<Array<ResolversTypes['Sport']>, ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['AccountGroup']>, ParentType, ContextType>;
  groupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  login?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameSource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  playerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  proposedDisplayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  proposedLogin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  puuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AccountStatus'], ParentType, ContextType>;
  summoners?: Resolver<Array<ResolversTypes['AccountSummoner']>, ParentType, ContextType>;
}>;

export type AccountConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountConnection'] = ResolversParentTypes['AccountConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['AccountEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Account']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type AccountEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountEdge'] = ResolversParentTypes['AccountEdge']> = ResolversObject<{
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
}>;

export type AccountGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountGroup'] = ResolversParentTypes['AccountGroup']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AccountGroupResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountGroupResult'] = ResolversParentTypes['AccountGroupResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['AccountGroupSuccess']>, ParentType, ContextType>;
}>;

export type AccountGroupSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountGroupSuccess'] = ResolversParentTypes['AccountGroupSuccess']> = ResolversObject<{
  group?: Resolver<ResolversTypes['AccountGroup'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AccountOperationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountOperation'] = ResolversParentTypes['AccountOperation']> = ResolversObject<{
  accountCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  accountIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  requestedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['AccountOperationType'], ParentType, ContextType>;
}>;

export type AccountRemovalResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountRemovalResult'] = ResolversParentTypes['AccountRemovalResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['AccountRemovalSuccess']>, ParentType, ContextType>;
}>;

export type AccountRemovalSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountRemovalSuccess'] = ResolversParentTypes['AccountRemovalSuccess']> = ResolversObject<{
  accounts?: Resolver<Array<ResolversTypes['Account']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AccountRowResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountRowResult'] = ResolversParentTypes['AccountRowResult']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  collision?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
}>;

export type AccountSummonerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountSummoner'] = ResolversParentTypes['AccountSummoner']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platformId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AppInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppInfo'] = ResolversParentTypes['AppInfo']> = ResolversObject<{
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuditChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditChange'] = ResolversParentTypes['AuditChange']> = ResolversObject<{
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuditEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  callerRequestId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['AuditChange']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  entityId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  entityType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  result?: Resolver<ResolversTypes['AuditResult'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuditLogConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditLogConnection'] = ResolversParentTypes['AuditLogConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['AuditLogEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AuditLogEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditLogEdge'] = ResolversParentTypes['AuditLogEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AuditEntry'], ParentType, ContextType>;
}>;

export type BannerAssetUploadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BannerAssetUpload'] = ResolversParentTypes['BannerAssetUpload']> = ResolversObject<{
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BannerAssetUploadResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BannerAssetUploadResult'] = ResolversParentTypes['BannerAssetUploadResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['BannerAssetUpload']>, ParentType, ContextType>;
}>;

export type BannerAssignmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BannerAssignment'] = ResolversParentTypes['BannerAssignment']> = ResolversObject<{
  group?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prop?: Resolver<Maybe<ResolversTypes['BannerProp']>, ParentType, ContextType>;
  propId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  texture?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BannerConfigurationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BannerConfiguration'] = ResolversParentTypes['BannerConfiguration']> = ResolversObject<{
  banners?: Resolver<Maybe<Array<ResolversTypes['BannerAssignment']>>, ParentType, ContextType>;
  configVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fileKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  screenshots?: Resolver<Array<ResolversTypes['BannerScreenshot']>, ParentType, ContextType, Partial<BannerConfigurationScreenshotsArgs>>;
  status?: Resolver<ResolversTypes['BannerConfigurationStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type BannerLeagueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BannerLeague'] = ResolversParentTypes['BannerLeague']> = ResolversObject<{
  eldsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  league?: Resolver<Maybe<ResolversTypes['League']>, ParentType, ContextType>;
  patches?: Resolver<Array<ResolversTypes['BannerPatch']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BannerLeagueResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BannerLeagueResult'] = ResolversParentTypes['BannerLeagueResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['BannerLeagueSuccess']>, ParentType, ContextType>;
}>;

export type BannerLeagueSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BannerLeagueSuccess'] = ResolversParentTypes['BannerLeagueSuccess']> = ResolversObject<{
  league?: Resolver<ResolversTypes['BannerLeague'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BannerPackageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BannerPackage'] = ResolversParentTypes['BannerPackage']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BannerPatchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BannerPatch'] = ResolversParentTypes['BannerPatch']> = ResolversObject<{
  configuration?: Resolver<Maybe<ResolversTypes['BannerConfiguration']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  league?: Resolver<ResolversTypes['BannerLeague'], ParentType, ContextType>;
  patch?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BannerPatchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BannerPatchResult'] = ResolversParentTypes['BannerPatchResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['BannerPatchSuccess']>, ParentType, ContextType>;
}>;

export type BannerPatchSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BannerPatchSuccess'] = ResolversParentTypes['BannerPatchSuccess']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patch?: Resolver<ResolversTypes['BannerPatch'], ParentType, ContextType>;
}>;

export type BannerPropResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BannerProp'] = ResolversParentTypes['BannerProp']> = ResolversObject<{
  attributes?: Resolver<ResolversTypes['BannerPropAttributes'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  x?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  z?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type BannerPropAttributesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BannerPropAttributes'] = ResolversParentTypes['BannerPropAttributes']> = ResolversObject<{
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationMeta?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BannerScreenshotResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BannerScreenshot'] = ResolversParentTypes['BannerScreenshot']> = ResolversObject<{
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previewUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  propId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type BannerTextureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BannerTexture'] = ResolversParentTypes['BannerTexture']> = ResolversObject<{
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previewUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BroadcastResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Broadcast'] = ResolversParentTypes['Broadcast']> = ResolversObject<{
  blockId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  broadcastItems?: Resolver<Array<ResolversTypes['BroadcastItem']>, ParentType, ContextType>;
  broadcastState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BroadcastItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BroadcastItem'] = ResolversParentTypes['BroadcastItem']> = ResolversObject<{
  broadcastState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  match?: Resolver<Maybe<ResolversTypes['Match']>, ParentType, ContextType>;
  matchId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visibleAfterTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type CappedDropResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CappedDrop'] = ResolversParentTypes['CappedDrop']> = ResolversObject<{
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CappedDropResponseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CappedDropResponse'] = ResolversParentTypes['CappedDropResponse']> = ResolversObject<{
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type CelebrityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Celebrity'] = ResolversParentTypes['Celebrity']> = ResolversObject<{
  eldsTournamentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  picks?: Resolver<Array<ResolversTypes['CelebrityPick']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CelebrityBatchValidationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CelebrityBatchValidation'] = ResolversParentTypes['CelebrityBatchValidation']> = ResolversObject<{
  invalid?: Resolver<Array<ResolversTypes['CelebrityRowProblem']>, ParentType, ContextType>;
}>;

export type CelebrityPickResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CelebrityPick'] = ResolversParentTypes['CelebrityPick']> = ResolversObject<{
  eldsMatchId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eldsTeamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['Team']>, ParentType, ContextType>;
}>;

export type CelebrityRowProblemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CelebrityRowProblem'] = ResolversParentTypes['CelebrityRowProblem']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CellResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Cell'] = ResolversParentTypes['Cell']> = ResolversObject<{
  contents?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CircuitPointAwardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CircuitPointAward'] = ResolversParentTypes['CircuitPointAward']> = ResolversObject<{
  placement?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ColumnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Column'] = ResolversParentTypes['Column']> = ResolversObject<{
  cells?: Resolver<Array<ResolversTypes['Cell']>, ParentType, ContextType>;
}>;

export type CountConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CountConfig'] = ResolversParentTypes['CountConfig']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CreateAccountsResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateAccountsResult'] = ResolversParentTypes['CreateAccountsResult']> = ResolversObject<{
  created?: Resolver<Array<ResolversTypes['Account']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['AccountRowResult']>, ParentType, ContextType>;
}>;

export type CrystalBallAnswerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrystalBallAnswer'] = ResolversParentTypes['CrystalBallAnswer']> = ResolversObject<{
  choiceIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  promptId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CrystalBallAnswerMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrystalBallAnswerMutationResult'] = ResolversParentTypes['CrystalBallAnswerMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['CrystalBallAnswerMutationSuccess']>, ParentType, ContextType>;
}>;

export type CrystalBallAnswerMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrystalBallAnswerMutationSuccess'] = ResolversParentTypes['CrystalBallAnswerMutationSuccess']> = ResolversObject<{
  answer?: Resolver<ResolversTypes['CrystalBallAnswer'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CrystalBallCertifyResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrystalBallCertifyResult'] = ResolversParentTypes['CrystalBallCertifyResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['CrystalBallCertifySuccess']>, ParentType, ContextType>;
}>;

export type CrystalBallCertifySuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrystalBallCertifySuccess'] = ResolversParentTypes['CrystalBallCertifySuccess']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prompts?: Resolver<Array<ResolversTypes['CrystalBallPrompt']>, ParentType, ContextType>;
}>;

export type CrystalBallChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrystalBallChoice'] = ResolversParentTypes['CrystalBallChoice']> = ResolversObject<{
  eldsPlayerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  eldsTeamId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  localization?: Resolver<ResolversTypes['CrystalBallLocalization'], ParentType, ContextType>;
  localizationKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  player?: Resolver<Maybe<ResolversTypes['Player']>, ParentType, ContextType>;
  promptId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['Team']>, ParentType, ContextType>;
  tierId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CrystalBallChoiceMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrystalBallChoiceMutationResult'] = ResolversParentTypes['CrystalBallChoiceMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['CrystalBallChoiceMutationSuccess']>, ParentType, ContextType>;
}>;

export type CrystalBallChoiceMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrystalBallChoiceMutationSuccess'] = ResolversParentTypes['CrystalBallChoiceMutationSuccess']> = ResolversObject<{
  choice?: Resolver<ResolversTypes['CrystalBallChoice'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CrystalBallChoicePicksResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrystalBallChoicePicks'] = ResolversParentTypes['CrystalBallChoicePicks']> = ResolversObject<{
  choiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  correct?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CrystalBallChoiceTierResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrystalBallChoiceTier'] = ResolversParentTypes['CrystalBallChoiceTier']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  promptId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CrystalBallChoiceTierMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrystalBallChoiceTierMutationResult'] = ResolversParentTypes['CrystalBallChoiceTierMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['CrystalBallChoiceTierMutationSuccess']>, ParentType, ContextType>;
}>;

export type CrystalBallChoiceTierMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrystalBallChoiceTierMutationSuccess'] = ResolversParentTypes['CrystalBallChoiceTierMutationSuccess']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['CrystalBallChoiceTier'], ParentType, ContextType>;
}>;

export type CrystalBallDistributionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrystalBallDistribution'] = ResolversParentTypes['CrystalBallDistribution']> = ResolversObject<{
  answered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  choices?: Resolver<Array<ResolversTypes['CrystalBallChoicePicks']>, ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['CrystalBallPointsRow']>, ParentType, ContextType>;
  tiers?: Resolver<Array<ResolversTypes['CrystalBallTierPicks']>, ParentType, ContextType>;
  viewers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CrystalBallLocalizationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrystalBallLocalization'] = ResolversParentTypes['CrystalBallLocalization']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  texts?: Resolver<Array<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CrystalBallLocalizationMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrystalBallLocalizationMutationResult'] = ResolversParentTypes['CrystalBallLocalizationMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['CrystalBallLocalizationMutationSuccess']>, ParentType, ContextType>;
}>;

export type CrystalBallLocalizationMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrystalBallLocalizationMutationSuccess'] = ResolversParentTypes['CrystalBallLocalizationMutationSuccess']> = ResolversObject<{
  localization?: Resolver<ResolversTypes['CrystalBallLocalization'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CrystalBallPointsRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrystalBallPointsRow'] = ResolversParentTypes['CrystalBallPointsRow']> = ResolversObject<{
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CrystalBallPromptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrystalBallPrompt'] = ResolversParentTypes['CrystalBallPrompt']> = ResolversObject<{
  answer?: Resolver<Maybe<ResolversTypes['CrystalBallAnswer']>, ParentType, ContextType>;
  choices?: Resolver<Array<ResolversTypes['CrystalBallChoice']>, ParentType, ContextType>;
  distribution?: Resolver<ResolversTypes['CrystalBallDistribution'], ParentType, ContextType>;
  eldsTournamentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locksAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  picksPerViewer?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['CrystalBallPromptState'], ParentType, ContextType>;
  tiers?: Resolver<Array<ResolversTypes['CrystalBallChoiceTier']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CrystalBallPromptMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrystalBallPromptMutationResult'] = ResolversParentTypes['CrystalBallPromptMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['CrystalBallPromptMutationSuccess']>, ParentType, ContextType>;
}>;

export type CrystalBallPromptMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrystalBallPromptMutationSuccess'] = ResolversParentTypes['CrystalBallPromptMutationSuccess']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prompt?: Resolver<ResolversTypes['CrystalBallPrompt'], ParentType, ContextType>;
}>;

export type CrystalBallQuestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrystalBallQuestion'] = ResolversParentTypes['CrystalBallQuestion']> = ResolversObject<{
  eldsTournamentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  localization?: Resolver<ResolversTypes['CrystalBallLocalization'], ParentType, ContextType>;
  localizationKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CrystalBallQuestionMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrystalBallQuestionMutationResult'] = ResolversParentTypes['CrystalBallQuestionMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['CrystalBallQuestionMutationSuccess']>, ParentType, ContextType>;
}>;

export type CrystalBallQuestionMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrystalBallQuestionMutationSuccess'] = ResolversParentTypes['CrystalBallQuestionMutationSuccess']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['CrystalBallQuestion'], ParentType, ContextType>;
}>;

export type CrystalBallTierPicksResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrystalBallTierPicks'] = ResolversParentTypes['CrystalBallTierPicks']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tierId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  viewers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DecisionPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DecisionPoint'] = ResolversParentTypes['DecisionPoint']> = ResolversObject<{
  decided?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  seeding?: Resolver<Array<ResolversTypes['ParticipantEntry']>, ParentType, ContextType>;
  standing?: Resolver<Array<ResolversTypes['ParticipantEntry']>, ParentType, ContextType>;
  structuralId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DropResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Drop'] = ResolversParentTypes['Drop']> = ResolversObject<{
  cappedDropRequest?: Resolver<Maybe<ResolversTypes['CappedDrop']>, ParentType, ContextType>;
  cappedDropResponse?: Resolver<Maybe<ResolversTypes['CappedDropResponse']>, ParentType, ContextType>;
  cardOverlaySponsorImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardProgramImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionLocalizationGroup?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionLocalizations?: Resolver<Array<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inventoryIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  league?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  localizedTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<DropLocalizedTitleArgs, 'locale'>>;
  notificationProgramImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notificationSponsorImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  presentedBySponsorImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rarityId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  site?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sponsor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sport?: Resolver<ResolversTypes['Sport'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DropGroupStatus'], ParentType, ContextType>;
  strategy?: Resolver<ResolversTypes['DropStrategy'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleLocalizationGroup?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleLocalizationVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  titleLocalizations?: Resolver<Array<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  tournamentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  validGeolocations?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type DropDayTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DropDayTotals'] = ResolversParentTypes['DropDayTotals']> = ResolversObject<{
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['DropSendTotals'], ParentType, ContextType>;
}>;

export type DropGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DropGroup'] = ResolversParentTypes['DropGroup']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  drops?: Resolver<Array<ResolversTypes['Drop']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  league?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sport?: Resolver<ResolversTypes['Sport'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DropGroupStatus'], ParentType, ContextType>;
  strategy?: Resolver<ResolversTypes['DropStrategy'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DropGroupMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DropGroupMutationResult'] = ResolversParentTypes['DropGroupMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['DropGroupMutationSuccess']>, ParentType, ContextType>;
}>;

export type DropGroupMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DropGroupMutationSuccess'] = ResolversParentTypes['DropGroupMutationSuccess']> = ResolversObject<{
  dropGroup?: Resolver<ResolversTypes['DropGroup'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DropGroupTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DropGroupTotals'] = ResolversParentTypes['DropGroupTotals']> = ResolversObject<{
  days?: Resolver<Array<ResolversTypes['DropDayTotals']>, ParentType, ContextType>;
  drops?: Resolver<Array<ResolversTypes['DropTotals']>, ParentType, ContextType>;
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['DropSendTotals'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type DropPuuidsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DropPuuids'] = ResolversParentTypes['DropPuuids']> = ResolversObject<{
  dropId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  puuids?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type DropSendTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DropSendTotals'] = ResolversParentTypes['DropSendTotals']> = ResolversObject<{
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fulfilled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  triggers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewersReached?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DropTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DropTotals'] = ResolversParentTypes['DropTotals']> = ResolversObject<{
  dropId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['DropSendTotals'], ParentType, ContextType>;
}>;

export type DropTriggerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DropTrigger'] = ResolversParentTypes['DropTrigger']> = ResolversObject<{
  action?: Resolver<ResolversTypes['DropTriggerAction'], ParentType, ContextType>;
  broadcastId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  dropId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  groupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  league?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leagueName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notify?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  puuid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stats?: Resolver<Maybe<Array<ResolversTypes['FulfillmentStatusCount']>>, ParentType, ContextType>;
  streamIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  streamPosition?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  triggeredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  triggeredBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Edge'] = ResolversParentTypes['Edge']> = ResolversObject<{
  sourceNodeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sourceNodeType?: Resolver<Maybe<ResolversTypes['EdgeNodeType']>, ParentType, ContextType>;
  sourceSlot?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  targetNodeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetNodeType?: Resolver<Maybe<ResolversTypes['EdgeNodeType']>, ParentType, ContextType>;
  targetSlot?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EditConflictResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EditConflict'] = ResolversParentTypes['EditConflict']> = ResolversObject<{
  changedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  changedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changedFields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  currentVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FeatureFlagsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeatureFlags'] = ResolversParentTypes['FeatureFlags']> = ResolversObject<{
  accounts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  autocompleteMatch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rbac?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reopenPickBlock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  seasons?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  selfServiceTournaments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  statSync?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type FormatTemplateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FormatTemplate'] = ResolversParentTypes['FormatTemplate']> = ResolversObject<{
  defaultStageName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['FormatTemplateKey'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type FulfillmentStatusCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FulfillmentStatusCount'] = ResolversParentTypes['FulfillmentStatusCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  retryable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['FulfillmentStatus'], ParentType, ContextType>;
}>;

export type GameResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Game'] = ResolversParentTypes['Game']> = ResolversObject<{
  assignedName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  blueTeam?: Resolver<Maybe<ResolversTypes['Team']>, ParentType, ContextType>;
  blueTeamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  povs?: Resolver<Array<ResolversTypes['Pov']>, ParentType, ContextType>;
  povsVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redTeam?: Resolver<Maybe<ResolversTypes['Team']>, ParentType, ContextType>;
  redTeamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MatchStatus'], ParentType, ContextType>;
  teamOutcomes?: Resolver<Array<ResolversTypes['GameTeamOutcome']>, ParentType, ContextType>;
  timespans?: Resolver<Array<ResolversTypes['Timespan']>, ParentType, ContextType>;
  vodStatus?: Resolver<ResolversTypes['GameVodStatus'], ParentType, ContextType>;
  vods?: Resolver<Array<ResolversTypes['Vod']>, ParentType, ContextType>;
  winnerTeamId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type GameTeamOutcomeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GameTeamOutcome'] = ResolversParentTypes['GameTeamOutcome']> = ResolversObject<{
  outcome?: Resolver<ResolversTypes['Outcome'], ParentType, ContextType>;
  outcomeSource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type GameVodStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GameVodStatus'] = ResolversParentTypes['GameVodStatus']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cachedVodCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type GroupConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupConfig'] = ResolversParentTypes['GroupConfig']> = ResolversObject<{
  matchTemplate?: Resolver<ResolversTypes['MatchTemplate'], ParentType, ContextType>;
  roundRobinRounds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type GroupTriggerResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupTriggerResult'] = ResolversParentTypes['GroupTriggerResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['GroupTriggerSuccess']>, ParentType, ContextType>;
}>;

export type GroupTriggerSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupTriggerSuccess'] = ResolversParentTypes['GroupTriggerSuccess']> = ResolversObject<{
  dryRun?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trigger?: Resolver<Maybe<ResolversTypes['DropTrigger']>, ParentType, ContextType>;
  viewerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ImageUploadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImageUpload'] = ResolversParentTypes['ImageUpload']> = ResolversObject<{
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImageUploadResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImageUploadResult'] = ResolversParentTypes['ImageUploadResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['ImageUpload']>, ParentType, ContextType>;
}>;

export type IndividualTriggerResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IndividualTriggerResult'] = ResolversParentTypes['IndividualTriggerResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['IndividualTriggerSuccess']>, ParentType, ContextType>;
}>;

export type IndividualTriggerSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IndividualTriggerSuccess'] = ResolversParentTypes['IndividualTriggerSuccess']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trigger?: Resolver<ResolversTypes['DropTrigger'], ParentType, ContextType>;
}>;

export type InputErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InputError'] = ResolversParentTypes['InputError']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InventoryDescriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InventoryDescription'] = ResolversParentTypes['InventoryDescription']> = ResolversObject<{
  fulfillmentStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InventoryItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InventoryItem'] = ResolversParentTypes['InventoryItem']> = ResolversObject<{
  descriptionGroupKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  descriptions?: Resolver<Array<ResolversTypes['InventoryDescription']>, ParentType, ContextType>;
  dropType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gameItemId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  internalTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  psaType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sport?: Resolver<ResolversTypes['Sport'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InventoryItemStatus'], ParentType, ContextType>;
  storeType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  titleGroupKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InventoryItemMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InventoryItemMutationResult'] = ResolversParentTypes['InventoryItemMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['InventoryItemMutationSuccess']>, ParentType, ContextType>;
}>;

export type InventoryItemMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InventoryItemMutationSuccess'] = ResolversParentTypes['InventoryItemMutationSuccess']> = ResolversObject<{
  inventoryItem?: Resolver<ResolversTypes['InventoryItem'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InvitationApprovedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvitationApproved'] = ResolversParentTypes['InvitationApproved']> = ResolversObject<{
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type InvitationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvitationResult'] = ResolversParentTypes['InvitationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['InvitationApproved']>, ParentType, ContextType>;
}>;

export type LeagueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['League'] = ResolversParentTypes['League']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lightLogoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sport?: Resolver<ResolversTypes['Sport'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LeagueStatus'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LeagueBatchMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeagueBatchMutationResult'] = ResolversParentTypes['LeagueBatchMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['LeagueBatchMutationSuccess']>, ParentType, ContextType>;
}>;

export type LeagueBatchMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeagueBatchMutationSuccess'] = ResolversParentTypes['LeagueBatchMutationSuccess']> = ResolversObject<{
  leagues?: Resolver<Array<ResolversTypes['League']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LeagueMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeagueMutationResult'] = ResolversParentTypes['LeagueMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['LeagueMutationSuccess']>, ParentType, ContextType>;
}>;

export type LeagueMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeagueMutationSuccess'] = ResolversParentTypes['LeagueMutationSuccess']> = ResolversObject<{
  league?: Resolver<ResolversTypes['League'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LeagueNameResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeagueName'] = ResolversParentTypes['LeagueName']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LiveStatsFrameResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LiveStatsFrame'] = ResolversParentTypes['LiveStatsFrame']> = ResolversObject<{
  blueGold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  goldDifference?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  redGold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type LiveStatsGameResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LiveStatsGame'] = ResolversParentTypes['LiveStatsGame']> = ResolversObject<{
  blueParticipants?: Resolver<Array<ResolversTypes['LiveStatsParticipant']>, ParentType, ContextType>;
  frames?: Resolver<Array<ResolversTypes['LiveStatsFrame']>, ParentType, ContextType>;
  gameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  redParticipants?: Resolver<Array<ResolversTypes['LiveStatsParticipant']>, ParentType, ContextType>;
  searchedFrom?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  startFrame?: Resolver<Maybe<ResolversTypes['LiveStatsFrame']>, ParentType, ContextType>;
  startVideoTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LiveStatsParticipantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LiveStatsParticipant'] = ResolversParentTypes['LiveStatsParticipant']> = ResolversObject<{
  participantId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  summonerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LocalizationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Localization'] = ResolversParentTypes['Localization']> = ResolversObject<{
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LocalizationMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocalizationMutationResult'] = ResolversParentTypes['LocalizationMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['LocalizationMutationSuccess']>, ParentType, ContextType>;
}>;

export type LocalizationMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocalizationMutationSuccess'] = ResolversParentTypes['LocalizationMutationSuccess']> = ResolversObject<{
  localizations?: Resolver<Array<ResolversTypes['LocalizationSet']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LocalizationSetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocalizationSet'] = ResolversParentTypes['LocalizationSet']> = ResolversObject<{
  group?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locales?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  texts?: Resolver<Array<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LocalizedNameResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocalizedName'] = ResolversParentTypes['LocalizedName']> = ResolversObject<{
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  localizations?: Resolver<Array<ResolversTypes['Localization']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LocalizedTextResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocalizedText'] = ResolversParentTypes['LocalizedText']> = ResolversObject<{
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LogoBundleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LogoBundle'] = ResolversParentTypes['LogoBundle']> = ResolversObject<{
  altDarkLogo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  altLightLogo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  backgroundImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  darkLogo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lightLogo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plateImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ManagedUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ManagedUser'] = ResolversParentTypes['ManagedUser']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MatchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Match'] = ResolversParentTypes['Match']> = ResolversObject<{
  bestOfConfig?: Resolver<Maybe<ResolversTypes['CountConfig']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  games?: Resolver<Array<ResolversTypes['Game']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  participatingTeams?: Resolver<Array<ResolversTypes['Team']>, ParentType, ContextType>;
  playAllConfig?: Resolver<Maybe<ResolversTypes['CountConfig']>, ParentType, ContextType>;
  publicationStatus?: Resolver<ResolversTypes['PublicationStatus'], ParentType, ContextType>;
  sectionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sport?: Resolver<ResolversTypes['Sport'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MatchStatus'], ParentType, ContextType>;
  strategy?: Resolver<ResolversTypes['MatchStrategy'], ParentType, ContextType>;
  structuralId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teamBasedOutcome?: Resolver<Array<ResolversTypes['MatchTeamOutcome']>, ParentType, ContextType>;
  teamOne?: Resolver<Maybe<ResolversTypes['Team']>, ParentType, ContextType>;
  teamOneId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  teamTwo?: Resolver<Maybe<ResolversTypes['Team']>, ParentType, ContextType>;
  teamTwoId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tournamentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  winnerTeamId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type MatchTeamOutcomeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MatchTeamOutcome'] = ResolversParentTypes['MatchTeamOutcome']> = ResolversObject<{
  gameWins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['Outcome']>, ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['Team']>, ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type MatchTemplateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MatchTemplate'] = ResolversParentTypes['MatchTemplate']> = ResolversObject<{
  bestOfConfig?: Resolver<Maybe<ResolversTypes['CountConfig']>, ParentType, ContextType>;
  playAllConfig?: Resolver<Maybe<ResolversTypes['CountConfig']>, ParentType, ContextType>;
  strategy?: Resolver<ResolversTypes['MatchStrategy'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  addBannerLeague?: Resolver<ResolversTypes['BannerLeagueResult'], ParentType, ContextType, RequireFields<MutationAddBannerLeagueArgs, 'eldsLeagueId'>>;
  applyFormatTemplate?: Resolver<ResolversTypes['TournamentMutationResult'], ParentType, ContextType, RequireFields<MutationApplyFormatTemplateArgs, 'input' | 'tournamentId'>>;
  approveInvitation?: Resolver<ResolversTypes['InvitationResult'], ParentType, ContextType, RequireFields<MutationApproveInvitationArgs, 'inviteCode'>>;
  archiveLeague?: Resolver<ResolversTypes['LeagueMutationResult'], ParentType, ContextType, RequireFields<MutationArchiveLeagueArgs, 'id'>>;
  archiveOrganization?: Resolver<ResolversTypes['OrganizationMutationResult'], ParentType, ContextType, RequireFields<MutationArchiveOrganizationArgs, 'id'>>;
  archiveSeason?: Resolver<ResolversTypes['SeasonMutationResult'], ParentType, ContextType, RequireFields<MutationArchiveSeasonArgs, 'id'>>;
  archiveTournament?: Resolver<ResolversTypes['TournamentMutationResult'], ParentType, ContextType, RequireFields<MutationArchiveTournamentArgs, 'id'>>;
  assignScoringConfig?: Resolver<ResolversTypes['PickemSectionScoringMutationResult'], ParentType, ContextType, RequireFields<MutationAssignScoringConfigArgs, 'eldsSectionId' | 'scoringConfigId'>>;
  certifyCrystalBallPrompts?: Resolver<ResolversTypes['CrystalBallCertifyResult'], ParentType, ContextType, RequireFields<MutationCertifyCrystalBallPromptsArgs, 'promptIds'>>;
  changeDropGroupStatus?: Resolver<ResolversTypes['DropGroupMutationResult'], ParentType, ContextType, RequireFields<MutationChangeDropGroupStatusArgs, 'id' | 'status'>>;
  changeInventoryItemStatus?: Resolver<ResolversTypes['InventoryItemMutationResult'], ParentType, ContextType, RequireFields<MutationChangeInventoryItemStatusArgs, 'id' | 'sport' | 'status'>>;
  changeRarityStatus?: Resolver<ResolversTypes['RarityMutationResult'], ParentType, ContextType, RequireFields<MutationChangeRarityStatusArgs, 'id' | 'status'>>;
  clearGameResult?: Resolver<ResolversTypes['TournamentMutationResult'], ParentType, ContextType, RequireFields<MutationClearGameResultArgs, 'gameId' | 'tournamentId'>>;
  clearManualStandings?: Resolver<ResolversTypes['TournamentMutationResult'], ParentType, ContextType, RequireFields<MutationClearManualStandingsArgs, 'sectionId' | 'tournamentId'>>;
  copyScheduleBlock?: Resolver<ResolversTypes['ScheduleBlockMutationResult'], ParentType, ContextType, RequireFields<MutationCopyScheduleBlockArgs, 'id' | 'startTime'>>;
  copyTournament?: Resolver<ResolversTypes['TournamentMutationResult'], ParentType, ContextType, RequireFields<MutationCopyTournamentArgs, 'id' | 'slug'>>;
  createAccountGroup?: Resolver<ResolversTypes['AccountGroupResult'], ParentType, ContextType, RequireFields<MutationCreateAccountGroupArgs, 'name'>>;
  createAccounts?: Resolver<ResolversTypes['CreateAccountsResult'], ParentType, ContextType, RequireFields<MutationCreateAccountsArgs, 'input'>>;
  createBannerAssetUpload?: Resolver<ResolversTypes['BannerAssetUploadResult'], ParentType, ContextType, RequireFields<MutationCreateBannerAssetUploadArgs, 'input'>>;
  createBannerConfiguration?: Resolver<ResolversTypes['BannerPatchResult'], ParentType, ContextType, RequireFields<MutationCreateBannerConfigurationArgs, 'input'>>;
  createCrystalBallChoice?: Resolver<ResolversTypes['CrystalBallChoiceMutationResult'], ParentType, ContextType, RequireFields<MutationCreateCrystalBallChoiceArgs, 'input'>>;
  createCrystalBallChoiceTier?: Resolver<ResolversTypes['CrystalBallChoiceTierMutationResult'], ParentType, ContextType, RequireFields<MutationCreateCrystalBallChoiceTierArgs, 'input'>>;
  createCrystalBallPrompt?: Resolver<ResolversTypes['CrystalBallPromptMutationResult'], ParentType, ContextType, RequireFields<MutationCreateCrystalBallPromptArgs, 'input'>>;
  createCrystalBallQuestion?: Resolver<ResolversTypes['CrystalBallQuestionMutationResult'], ParentType, ContextType, RequireFields<MutationCreateCrystalBallQuestionArgs, 'input'>>;
  createDropGroup?: Resolver<ResolversTypes['DropGroupMutationResult'], ParentType, ContextType, RequireFields<MutationCreateDropGroupArgs, 'input'>>;
  createImageUpload?: Resolver<ResolversTypes['ImageUploadResult'], ParentType, ContextType, RequireFields<MutationCreateImageUploadArgs, 'input'>>;
  createLeague?: Resolver<ResolversTypes['LeagueMutationResult'], ParentType, ContextType, RequireFields<MutationCreateLeagueArgs, 'input'>>;
  createOrganization?: Resolver<ResolversTypes['OrganizationMutationResult'], ParentType, ContextType, RequireFields<MutationCreateOrganizationArgs, 'input'>>;
  createPickBlock?: Resolver<ResolversTypes['PickBlockMutationResult'], ParentType, ContextType, RequireFields<MutationCreatePickBlockArgs, 'input'>>;
  createPickemReward?: Resolver<ResolversTypes['PickemRewardMutationResult'], ParentType, ContextType, RequireFields<MutationCreatePickemRewardArgs, 'input'>>;
  createPlayers?: Resolver<ResolversTypes['PlayerBatchResult'], ParentType, ContextType, RequireFields<MutationCreatePlayersArgs, 'inputs'>>;
  createPromoCodesUpload?: Resolver<ResolversTypes['PromoCodesUploadResult'], ParentType, ContextType, RequireFields<MutationCreatePromoCodesUploadArgs, 'input'>>;
  createRarity?: Resolver<ResolversTypes['RarityMutationResult'], ParentType, ContextType, RequireFields<MutationCreateRarityArgs, 'input'>>;
  createScoringConfig?: Resolver<ResolversTypes['ScoringConfigMutationResult'], ParentType, ContextType, RequireFields<MutationCreateScoringConfigArgs, 'input'>>;
  createSeason?: Resolver<ResolversTypes['SeasonMutationResult'], ParentType, ContextType, RequireFields<MutationCreateSeasonArgs, 'input'>>;
  createShotcallAnswer?: Resolver<ResolversTypes['ShotcallAnswerMutationResult'], ParentType, ContextType, RequireFields<MutationCreateShotcallAnswerArgs, 'input'>>;
  createShotcallPrompt?: Resolver<ResolversTypes['ShotcallPromptMutationResult'], ParentType, ContextType, RequireFields<MutationCreateShotcallPromptArgs, 'input'>>;
  createShotcallQuestion?: Resolver<ResolversTypes['ShotcallQuestionMutationResult'], ParentType, ContextType, RequireFields<MutationCreateShotcallQuestionArgs, 'input'>>;
  createShotcallRewardCriteria?: Resolver<ResolversTypes['ShotcallRewardCriteriaMutationResult'], ParentType, ContextType, RequireFields<MutationCreateShotcallRewardCriteriaArgs, 'input'>>;
  createShotcallSession?: Resolver<ResolversTypes['ShotcallSessionMutationResult'], ParentType, ContextType, RequireFields<MutationCreateShotcallSessionArgs, 'input'>>;
  createStreamGroup?: Resolver<ResolversTypes['StreamGroupMutationResult'], ParentType, ContextType, RequireFields<MutationCreateStreamGroupArgs, 'input'>>;
  createTeam?: Resolver<ResolversTypes['TeamMutationResult'], ParentType, ContextType, RequireFields<MutationCreateTeamArgs, 'input'>>;
  createTournament?: Resolver<ResolversTypes['TournamentMutationResult'], ParentType, ContextType, RequireFields<MutationCreateTournamentArgs, 'input'>>;
  createVod?: Resolver<ResolversTypes['VodMutationResult'], ParentType, ContextType, RequireFields<MutationCreateVodArgs, 'gameId' | 'input'>>;
  decideDecisionPoint?: Resolver<ResolversTypes['TournamentMutationResult'], ParentType, ContextType, RequireFields<MutationDecideDecisionPointArgs, 'decisionPointId' | 'teamIds' | 'tournamentId'>>;
  deleteCrystalBallChoice?: Resolver<ResolversTypes['PickemDeletionResult'], ParentType, ContextType, RequireFields<MutationDeleteCrystalBallChoiceArgs, 'id'>>;
  deleteCrystalBallChoiceTier?: Resolver<ResolversTypes['PickemDeletionResult'], ParentType, ContextType, RequireFields<MutationDeleteCrystalBallChoiceTierArgs, 'id'>>;
  deleteCrystalBallPrompt?: Resolver<ResolversTypes['PickemDeletionResult'], ParentType, ContextType, RequireFields<MutationDeleteCrystalBallPromptArgs, 'id'>>;
  deleteCrystalBallQuestion?: Resolver<ResolversTypes['PickemDeletionResult'], ParentType, ContextType, RequireFields<MutationDeleteCrystalBallQuestionArgs, 'id'>>;
  deletePickBlock?: Resolver<ResolversTypes['PickBlockDeletionResult'], ParentType, ContextType, RequireFields<MutationDeletePickBlockArgs, 'eldsTournamentId' | 'id'>>;
  deletePickemReward?: Resolver<ResolversTypes['PickemDeletionResult'], ParentType, ContextType, RequireFields<MutationDeletePickemRewardArgs, 'eldsTournamentId' | 'id'>>;
  deleteShotcallAnswer?: Resolver<ResolversTypes['ShotcallDeletionResult'], ParentType, ContextType, RequireFields<MutationDeleteShotcallAnswerArgs, 'id'>>;
  deleteShotcallPrompt?: Resolver<ResolversTypes['ShotcallDeletionResult'], ParentType, ContextType, RequireFields<MutationDeleteShotcallPromptArgs, 'id'>>;
  deleteShotcallQuestion?: Resolver<ResolversTypes['ShotcallDeletionResult'], ParentType, ContextType, RequireFields<MutationDeleteShotcallQuestionArgs, 'id'>>;
  deleteShotcallRewardCriteria?: Resolver<ResolversTypes['ShotcallDeletionResult'], ParentType, ContextType, RequireFields<MutationDeleteShotcallRewardCriteriaArgs, 'id'>>;
  deleteStreamGroup?: Resolver<ResolversTypes['StreamGroupMutationResult'], ParentType, ContextType, RequireFields<MutationDeleteStreamGroupArgs, 'id'>>;
  deleteVods?: Resolver<ResolversTypes['VodMutationResult'], ParentType, ContextType, RequireFields<MutationDeleteVodsArgs, 'ids'>>;
  finalizeSection?: Resolver<ResolversTypes['TournamentMutationResult'], ParentType, ContextType, RequireFields<MutationFinalizeSectionArgs, 'sectionId' | 'tournamentId'>>;
  forcePickBlockState?: Resolver<ResolversTypes['PickBlockMutationResult'], ParentType, ContextType, RequireFields<MutationForcePickBlockStateArgs, 'eldsTournamentId' | 'id' | 'reason' | 'state'>>;
  grantRole?: Resolver<ResolversTypes['UserRoleResult'], ParentType, ContextType, RequireFields<MutationGrantRoleArgs, 'role' | 'username'>>;
  ingestPromoCodes?: Resolver<ResolversTypes['PromoCodeIngestResult'], ParentType, ContextType, RequireFields<MutationIngestPromoCodesArgs, 'input'>>;
  mapPlatformGame?: Resolver<ResolversTypes['PlatformGameMappingResult'], ParentType, ContextType, RequireFields<MutationMapPlatformGameArgs, 'esportsGameId' | 'platformGameId' | 'sport' | 'teams'>>;
  publishTournament?: Resolver<ResolversTypes['TournamentMutationResult'], ParentType, ContextType, RequireFields<MutationPublishTournamentArgs, 'id'>>;
  renameAccountGroup?: Resolver<ResolversTypes['AccountGroupResult'], ParentType, ContextType, RequireFields<MutationRenameAccountGroupArgs, 'id' | 'name'>>;
  reopenPickBlock?: Resolver<ResolversTypes['PickBlockMutationResult'], ParentType, ContextType, RequireFields<MutationReopenPickBlockArgs, 'eldsTournamentId' | 'id'>>;
  reorderShotcallPrompts?: Resolver<ResolversTypes['ShotcallPromptOrderResult'], ParentType, ContextType, RequireFields<MutationReorderShotcallPromptsArgs, 'promptIds' | 'sessionId'>>;
  replaceTeams?: Resolver<ResolversTypes['TournamentMutationResult'], ParentType, ContextType, RequireFields<MutationReplaceTeamsArgs, 'id' | 'replacements'>>;
  requestAccountRemoval?: Resolver<ResolversTypes['AccountRemovalResult'], ParentType, ContextType, RequireFields<MutationRequestAccountRemovalArgs, 'ids'>>;
  resendDropTriggerToFailedViewers?: Resolver<ResolversTypes['ResendToFailedViewersResult'], ParentType, ContextType, RequireFields<MutationResendDropTriggerToFailedViewersArgs, 'triggerId'>>;
  resetPlayerPassword?: Resolver<ResolversTypes['PlayerPasswordResetResult'], ParentType, ContextType, RequireFields<MutationResetPlayerPasswordArgs, 'id'>>;
  resolveShotcallPrompt?: Resolver<ResolversTypes['ShotcallPromptMutationResult'], ParentType, ContextType, RequireFields<MutationResolveShotcallPromptArgs, 'choiceId' | 'id'>>;
  revokeRole?: Resolver<ResolversTypes['UserRoleResult'], ParentType, ContextType, RequireFields<MutationRevokeRoleArgs, 'role' | 'username'>>;
  saveCelebrities?: Resolver<ResolversTypes['PickemTournamentMutationResult'], ParentType, ContextType, RequireFields<MutationSaveCelebritiesArgs, 'celebrities' | 'eldsTournamentId'>>;
  saveCrystalBallLocalization?: Resolver<ResolversTypes['CrystalBallLocalizationMutationResult'], ParentType, ContextType, RequireFields<MutationSaveCrystalBallLocalizationArgs, 'key' | 'texts'>>;
  saveInventoryDescriptions?: Resolver<ResolversTypes['InventoryItemMutationResult'], ParentType, ContextType, RequireFields<MutationSaveInventoryDescriptionsArgs, 'descriptions' | 'id' | 'sport'>>;
  saveInventoryItem?: Resolver<ResolversTypes['InventoryItemMutationResult'], ParentType, ContextType, RequireFields<MutationSaveInventoryItemArgs, 'input'>>;
  saveLocalizations?: Resolver<ResolversTypes['LocalizationMutationResult'], ParentType, ContextType, RequireFields<MutationSaveLocalizationsArgs, 'sets'>>;
  savePickemLeague?: Resolver<ResolversTypes['PickemLeagueMutationResult'], ParentType, ContextType, RequireFields<MutationSavePickemLeagueArgs, 'eldsLeagueId' | 'input'>>;
  savePickemTournament?: Resolver<ResolversTypes['PickemTournamentMutationResult'], ParentType, ContextType, RequireFields<MutationSavePickemTournamentArgs, 'eldsTournamentId' | 'input'>>;
  savePovs?: Resolver<ResolversTypes['PovMutationResult'], ParentType, ContextType, RequireFields<MutationSavePovsArgs, 'gameId' | 'povs'>>;
  saveTournamentToStreamTimeline?: Resolver<ResolversTypes['StreamTimelineMutationResult'], ParentType, ContextType, RequireFields<MutationSaveTournamentToStreamTimelineArgs, 'tournamentId'>>;
  setBannerConfigurationStatus?: Resolver<ResolversTypes['BannerPatchResult'], ParentType, ContextType, RequireFields<MutationSetBannerConfigurationStatusArgs, 'leagueId' | 'patch' | 'status'>>;
  setCrystalBallAnswer?: Resolver<ResolversTypes['CrystalBallAnswerMutationResult'], ParentType, ContextType, RequireFields<MutationSetCrystalBallAnswerArgs, 'choiceIds' | 'promptId'>>;
  setGameResult?: Resolver<ResolversTypes['TournamentMutationResult'], ParentType, ContextType, RequireFields<MutationSetGameResultArgs, 'gameId' | 'tournamentId' | 'winnerTeamId'>>;
  setManualStandings?: Resolver<ResolversTypes['TournamentMutationResult'], ParentType, ContextType, RequireFields<MutationSetManualStandingsArgs, 'ranks' | 'sectionId' | 'tournamentId'>>;
  setPublicationStatus?: Resolver<ResolversTypes['TournamentMutationResult'], ParentType, ContextType, RequireFields<MutationSetPublicationStatusArgs, 'id' | 'scope' | 'status'>>;
  setShotcallSessionState?: Resolver<ResolversTypes['ShotcallSessionMutationResult'], ParentType, ContextType, RequireFields<MutationSetShotcallSessionStateArgs, 'id' | 'state'>>;
  setVodOffset?: Resolver<ResolversTypes['VodMutationResult'], ParentType, ContextType, RequireFields<MutationSetVodOffsetArgs, 'gameTime' | 'id'>>;
  switchTeamColors?: Resolver<ResolversTypes['TournamentMutationResult'], ParentType, ContextType, RequireFields<MutationSwitchTeamColorsArgs, 'gameId' | 'matchId'>>;
  triggerDropForViewer?: Resolver<ResolversTypes['IndividualTriggerResult'], ParentType, ContextType, RequireFields<MutationTriggerDropForViewerArgs, 'dropId' | 'notify' | 'puuid'>>;
  triggerDropGroup?: Resolver<ResolversTypes['GroupTriggerResult'], ParentType, ContextType, RequireFields<MutationTriggerDropGroupArgs, 'dryRun' | 'input'>>;
  triggerShotcallPrompt?: Resolver<ResolversTypes['ShotcallTriggerResult'], ParentType, ContextType, RequireFields<MutationTriggerShotcallPromptArgs, 'id'>>;
  unarchiveLeague?: Resolver<ResolversTypes['LeagueMutationResult'], ParentType, ContextType, RequireFields<MutationUnarchiveLeagueArgs, 'id'>>;
  unarchiveOrganization?: Resolver<ResolversTypes['OrganizationMutationResult'], ParentType, ContextType, RequireFields<MutationUnarchiveOrganizationArgs, 'id'>>;
  unarchiveSeason?: Resolver<ResolversTypes['SeasonMutationResult'], ParentType, ContextType, RequireFields<MutationUnarchiveSeasonArgs, 'id'>>;
  unassignScoringConfig?: Resolver<ResolversTypes['PickemSectionScoringMutationResult'], ParentType, ContextType, RequireFields<MutationUnassignScoringConfigArgs, 'eldsSectionId'>>;
  unmapPlatformGame?: Resolver<ResolversTypes['PlatformGameMappingResult'], ParentType, ContextType, RequireFields<MutationUnmapPlatformGameArgs, 'platformGameId' | 'sport'>>;
  updateCrystalBallChoice?: Resolver<ResolversTypes['CrystalBallChoiceMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateCrystalBallChoiceArgs, 'id' | 'input'>>;
  updateCrystalBallChoiceTier?: Resolver<ResolversTypes['CrystalBallChoiceTierMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateCrystalBallChoiceTierArgs, 'id' | 'input'>>;
  updateCrystalBallPrompt?: Resolver<ResolversTypes['CrystalBallPromptMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateCrystalBallPromptArgs, 'id' | 'input'>>;
  updateCrystalBallQuestion?: Resolver<ResolversTypes['CrystalBallQuestionMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateCrystalBallQuestionArgs, 'id' | 'input'>>;
  updateDropGroup?: Resolver<ResolversTypes['DropGroupMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateDropGroupArgs, 'id' | 'input'>>;
  updateLeague?: Resolver<ResolversTypes['LeagueMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateLeagueArgs, 'id' | 'input'>>;
  updateLeagues?: Resolver<ResolversTypes['LeagueBatchMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateLeaguesArgs, 'leagues'>>;
  updateOrganization?: Resolver<ResolversTypes['OrganizationMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateOrganizationArgs, 'id' | 'input'>>;
  updatePickBlock?: Resolver<ResolversTypes['PickBlockMutationResult'], ParentType, ContextType, RequireFields<MutationUpdatePickBlockArgs, 'id' | 'input'>>;
  updatePickemReward?: Resolver<ResolversTypes['PickemRewardMutationResult'], ParentType, ContextType, RequireFields<MutationUpdatePickemRewardArgs, 'id' | 'input'>>;
  updatePlayer?: Resolver<ResolversTypes['PlayerMutationResult'], ParentType, ContextType, RequireFields<MutationUpdatePlayerArgs, 'id' | 'input'>>;
  updateSeason?: Resolver<ResolversTypes['SeasonMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateSeasonArgs, 'id' | 'input'>>;
  updateShotcallAnswer?: Resolver<ResolversTypes['ShotcallAnswerMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateShotcallAnswerArgs, 'id' | 'input'>>;
  updateShotcallPrompt?: Resolver<ResolversTypes['ShotcallPromptMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateShotcallPromptArgs, 'id' | 'input'>>;
  updateShotcallQuestion?: Resolver<ResolversTypes['ShotcallQuestionMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateShotcallQuestionArgs, 'id' | 'input'>>;
  updateShotcallRewardCriteria?: Resolver<ResolversTypes['ShotcallRewardCriteriaMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateShotcallRewardCriteriaArgs, 'id' | 'input'>>;
  updateShotcallSession?: Resolver<ResolversTypes['ShotcallSessionMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateShotcallSessionArgs, 'id' | 'input'>>;
  updateStreamGroup?: Resolver<ResolversTypes['StreamGroupMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateStreamGroupArgs, 'id' | 'input'>>;
  updateStreamTimelineTournament?: Resolver<ResolversTypes['StreamTimelineMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateStreamTimelineTournamentArgs, 'input' | 'tournamentId'>>;
  updateTeam?: Resolver<ResolversTypes['TeamMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateTeamArgs, 'id' | 'input'>>;
  updateTournament?: Resolver<ResolversTypes['TournamentMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateTournamentArgs, 'id' | 'input'>>;
  updateVod?: Resolver<ResolversTypes['VodMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateVodArgs, 'id' | 'input'>>;
}>;

export type MutationErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MutationError'] = ResolversParentTypes['MutationError']> = ResolversObject<{
  applied?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  conflict?: Resolver<Maybe<ResolversTypes['EditConflict']>, ParentType, ContextType>;
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrganizationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Organization'] = ResolversParentTypes['Organization']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logoBundle?: Resolver<ResolversTypes['LogoBundle'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primaryColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secondaryColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrganizationStatus'], ParentType, ContextType>;
  tricode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrganizationMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrganizationMutationResult'] = ResolversParentTypes['OrganizationMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['OrganizationMutationSuccess']>, ParentType, ContextType>;
}>;

export type OrganizationMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrganizationMutationSuccess'] = ResolversParentTypes['OrganizationMutationSuccess']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ParticipantEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ParticipantEntry'] = ResolversParentTypes['ParticipantEntry']> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  placement?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['Team']>, ParentType, ContextType>;
  teamId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type ParticipantExportResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ParticipantExportResult'] = ResolversParentTypes['ParticipantExportResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['ParticipantExportSuccess']>, ParentType, ContextType>;
}>;

export type ParticipantExportRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ParticipantExportRow'] = ResolversParentTypes['ParticipantExportRow']> = ResolversObject<{
  eventName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  inGameName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  login?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  password?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  playerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  puuid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  teamName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teamTricode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tournamentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ParticipantExportSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ParticipantExportSuccess'] = ResolversParentTypes['ParticipantExportSuccess']> = ResolversObject<{
  rows?: Resolver<Array<ResolversTypes['ParticipantExportRow']>, ParentType, ContextType>;
}>;

export type ParticipantListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ParticipantList'] = ResolversParentTypes['ParticipantList']> = ResolversObject<{
  entries?: Resolver<Array<ResolversTypes['ParticipantEntry']>, ParentType, ContextType>;
  outcomeSource?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PickBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickBlock'] = ResolversParentTypes['PickBlock']> = ResolversObject<{
  eldsMatchIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  eldsSectionIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  eldsTournamentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locksAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  matches?: Resolver<Array<ResolversTypes['Match']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opensAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  pickCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  picks?: Resolver<Array<ResolversTypes['PickBlockMatchPicks']>, ParentType, ContextType>;
  scoringPreview?: Resolver<ResolversTypes['PickBlockScoringPreview'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['PickBlockState'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PickBlockDeletionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickBlockDeletionResult'] = ResolversParentTypes['PickBlockDeletionResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['PickBlockDeletionSuccess']>, ParentType, ContextType>;
}>;

export type PickBlockDeletionSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickBlockDeletionSuccess'] = ResolversParentTypes['PickBlockDeletionSuccess']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PickBlockMatchPicksResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickBlockMatchPicks'] = ResolversParentTypes['PickBlockMatchPicks']> = ResolversObject<{
  eldsMatchId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  match?: Resolver<Maybe<ResolversTypes['Match']>, ParentType, ContextType>;
  teams?: Resolver<Array<ResolversTypes['PickBlockTeamPicks']>, ParentType, ContextType>;
}>;

export type PickBlockMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickBlockMutationResult'] = ResolversParentTypes['PickBlockMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['PickBlockMutationSuccess']>, ParentType, ContextType>;
}>;

export type PickBlockMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickBlockMutationSuccess'] = ResolversParentTypes['PickBlockMutationSuccess']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickBlock?: Resolver<ResolversTypes['PickBlock'], ParentType, ContextType>;
}>;

export type PickBlockScoreRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickBlockScoreRow'] = ResolversParentTypes['PickBlockScoreRow']> = ResolversObject<{
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PickBlockScoringPreviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickBlockScoringPreview'] = ResolversParentTypes['PickBlockScoringPreview']> = ResolversObject<{
  rows?: Resolver<Array<ResolversTypes['PickBlockScoreRow']>, ParentType, ContextType>;
  unconfiguredEldsSectionIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  undecidedEldsMatchIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type PickBlockTeamPicksResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickBlockTeamPicks'] = ResolversParentTypes['PickBlockTeamPicks']> = ResolversObject<{
  eldsTeamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['Team']>, ParentType, ContextType>;
  viewers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PickemDeletionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickemDeletionResult'] = ResolversParentTypes['PickemDeletionResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['PickemDeletionSuccess']>, ParentType, ContextType>;
}>;

export type PickemDeletionSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickemDeletionSuccess'] = ResolversParentTypes['PickemDeletionSuccess']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PickemLeagueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickemLeague'] = ResolversParentTypes['PickemLeague']> = ResolversObject<{
  activeEldsTournamentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  activeTournament?: Resolver<Maybe<ResolversTypes['PickemTournament']>, ParentType, ContextType>;
  eldsLeagueId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  league?: Resolver<Maybe<ResolversTypes['League']>, ParentType, ContextType>;
  offered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offeredReason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tournaments?: Resolver<Array<ResolversTypes['Tournament']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PickemLeagueMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickemLeagueMutationResult'] = ResolversParentTypes['PickemLeagueMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['PickemLeagueMutationSuccess']>, ParentType, ContextType>;
}>;

export type PickemLeagueMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickemLeagueMutationSuccess'] = ResolversParentTypes['PickemLeagueMutationSuccess']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickemLeague?: Resolver<ResolversTypes['PickemLeague'], ParentType, ContextType>;
}>;

export type PickemRewardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickemReward'] = ResolversParentTypes['PickemReward']> = ResolversObject<{
  criterion?: Resolver<ResolversTypes['PickemRewardCriterion'], ParentType, ContextType>;
  eldsTournamentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  grantedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inventoryItemId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  threshold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PickemRewardMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickemRewardMutationResult'] = ResolversParentTypes['PickemRewardMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['PickemRewardMutationSuccess']>, ParentType, ContextType>;
}>;

export type PickemRewardMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickemRewardMutationSuccess'] = ResolversParentTypes['PickemRewardMutationSuccess']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reward?: Resolver<ResolversTypes['PickemReward'], ParentType, ContextType>;
}>;

export type PickemScoringSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickemScoringSection'] = ResolversParentTypes['PickemScoringSection']> = ResolversObject<{
  scoring?: Resolver<ResolversTypes['PickemSectionScoring'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['Section'], ParentType, ContextType>;
  stageName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PickemSectionScoringResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickemSectionScoring'] = ResolversParentTypes['PickemSectionScoring']> = ResolversObject<{
  eldsSectionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  scoringConfig?: Resolver<Maybe<ResolversTypes['ScoringConfig']>, ParentType, ContextType>;
  scoringConfigId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PickemSectionScoringMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickemSectionScoringMutationResult'] = ResolversParentTypes['PickemSectionScoringMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['PickemSectionScoringMutationSuccess']>, ParentType, ContextType>;
}>;

export type PickemSectionScoringMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickemSectionScoringMutationSuccess'] = ResolversParentTypes['PickemSectionScoringMutationSuccess']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sectionScoring?: Resolver<ResolversTypes['PickemSectionScoring'], ParentType, ContextType>;
}>;

export type PickemTournamentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickemTournament'] = ResolversParentTypes['PickemTournament']> = ResolversObject<{
  celebrities?: Resolver<Array<ResolversTypes['Celebrity']>, ParentType, ContextType>;
  celebritiesVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  crystalBallPrompts?: Resolver<Array<ResolversTypes['CrystalBallPrompt']>, ParentType, ContextType>;
  crystalBallQuestions?: Resolver<Array<ResolversTypes['CrystalBallQuestion']>, ParentType, ContextType>;
  eldsTournamentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pickBlocks?: Resolver<Array<ResolversTypes['PickBlock']>, ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rewards?: Resolver<Array<ResolversTypes['PickemReward']>, ParentType, ContextType>;
  scoringSections?: Resolver<Array<ResolversTypes['PickemScoringSection']>, ParentType, ContextType>;
  tournament?: Resolver<Maybe<ResolversTypes['Tournament']>, ParentType, ContextType>;
  unscheduled?: Resolver<ResolversTypes['PickemUnscheduled'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PickemTournamentMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickemTournamentMutationResult'] = ResolversParentTypes['PickemTournamentMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['PickemTournamentMutationSuccess']>, ParentType, ContextType>;
}>;

export type PickemTournamentMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickemTournamentMutationSuccess'] = ResolversParentTypes['PickemTournamentMutationSuccess']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickemTournament?: Resolver<ResolversTypes['PickemTournament'], ParentType, ContextType>;
}>;

export type PickemUnscheduledResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickemUnscheduled'] = ResolversParentTypes['PickemUnscheduled']> = ResolversObject<{
  eldsMatchIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  eldsSectionIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  matches?: Resolver<Array<ResolversTypes['Match']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['Section']>, ParentType, ContextType>;
}>;

export type PlatformGameResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlatformGame'] = ResolversParentTypes['PlatformGame']> = ResolversObject<{
  esportsGameId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  mappedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platformGameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sport?: Resolver<ResolversTypes['Sport'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['PlatformGameState'], ParentType, ContextType>;
  teams?: Resolver<Array<ResolversTypes['PlatformTeam']>, ParentType, ContextType>;
}>;

export type PlatformGameMappingResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlatformGameMappingResult'] = ResolversParentTypes['PlatformGameMappingResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['PlatformGameMappingSuccess']>, ParentType, ContextType>;
}>;

export type PlatformGameMappingSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlatformGameMappingSuccess'] = ResolversParentTypes['PlatformGameMappingSuccess']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platformGame?: Resolver<Maybe<ResolversTypes['PlatformGame']>, ParentType, ContextType>;
}>;

export type PlatformParticipantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlatformParticipant'] = ResolversParentTypes['PlatformParticipant']> = ResolversObject<{
  agentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  agentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  championId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  championName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  esportsPlayer?: Resolver<Maybe<ResolversTypes['Player']>, ParentType, ContextType>;
  esportsPlayerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  participantId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  platformAccountId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  puuid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PlatformTeamResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlatformTeam'] = ResolversParentTypes['PlatformTeam']> = ResolversObject<{
  esportsTeam?: Resolver<Maybe<ResolversTypes['Team']>, ParentType, ContextType>;
  esportsTeamId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  participants?: Resolver<Array<ResolversTypes['PlatformParticipant']>, ParentType, ContextType>;
  platformTeamId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PlayerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Player'] = ResolversParentTypes['Player']> = ResolversObject<{
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  handle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  homeTeam?: Resolver<Maybe<ResolversTypes['Team']>, ParentType, ContextType>;
  homeTeamId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operations?: Resolver<Array<ResolversTypes['PlayerOperation']>, ParentType, ContextType>;
  photoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sport?: Resolver<ResolversTypes['Sport'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PlayerStatus'], ParentType, ContextType>;
  tournamentRealmIdentities?: Resolver<Array<ResolversTypes['TournamentRealmIdentity']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PlayerBatchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlayerBatchResult'] = ResolversParentTypes['PlayerBatchResult']> = ResolversObject<{
  createdCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['PlayerRowResult']>, ParentType, ContextType>;
}>;

export type PlayerConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlayerConnection'] = ResolversParentTypes['PlayerConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['PlayerEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type PlayerEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlayerEdge'] = ResolversParentTypes['PlayerEdge']> = ResolversObject<{
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Player'], ParentType, ContextType>;
}>;

export type PlayerMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlayerMutationResult'] = ResolversParentTypes['PlayerMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['PlayerMutationSuccess']>, ParentType, ContextType>;
}>;

export type PlayerMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlayerMutationSuccess'] = ResolversParentTypes['PlayerMutationSuccess']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  player?: Resolver<ResolversTypes['Player'], ParentType, ContextType>;
}>;

export type PlayerOperationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlayerOperation'] = ResolversParentTypes['PlayerOperation']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PlayerPasswordResetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlayerPasswordReset'] = ResolversParentTypes['PlayerPasswordReset']> = ResolversObject<{
  login?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  password?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PlayerPasswordResetResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlayerPasswordResetResult'] = ResolversParentTypes['PlayerPasswordResetResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['PlayerPasswordReset']>, ParentType, ContextType>;
}>;

export type PlayerRowResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlayerRowResult'] = ResolversParentTypes['PlayerRowResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  handle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  player?: Resolver<Maybe<ResolversTypes['Player']>, ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PointsEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PointsEntry'] = ResolversParentTypes['PointsEntry']> = ResolversObject<{
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PovResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Pov'] = ResolversParentTypes['Pov']> = ResolversObject<{
  configField?: Resolver<ResolversTypes['StreamConfigField'], ParentType, ContextType>;
  gameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  participant?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  playerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['StreamProvider'], ParentType, ContextType>;
  side?: Resolver<ResolversTypes['GameSide'], ParentType, ContextType>;
  videoId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PovMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PovMutationResult'] = ResolversParentTypes['PovMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['PovMutationSuccess']>, ParentType, ContextType>;
}>;

export type PovMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PovMutationSuccess'] = ResolversParentTypes['PovMutationSuccess']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  povs?: Resolver<Array<ResolversTypes['Pov']>, ParentType, ContextType>;
  povsVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PromoCodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromoCode'] = ResolversParentTypes['PromoCode']> = ResolversObject<{
  claimedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  disposition?: Resolver<ResolversTypes['PromoCodeDisposition'], ParentType, ContextType>;
  dropInventoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ingestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sponsor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PromoCodeIngestResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromoCodeIngestResult'] = ResolversParentTypes['PromoCodeIngestResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['PromoCodeIngestSuccess']>, ParentType, ContextType>;
}>;

export type PromoCodeIngestSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromoCodeIngestSuccess'] = ResolversParentTypes['PromoCodeIngestSuccess']> = ResolversObject<{
  createdInventoryItem?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dropInventoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ingested?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PromoCodePoolResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromoCodePool'] = ResolversParentTypes['PromoCodePool']> = ResolversObject<{
  claimed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dropInventoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lowStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reserved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sponsor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unclaimed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PromoCodesUploadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromoCodesUpload'] = ResolversParentTypes['PromoCodesUpload']> = ResolversObject<{
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PromoCodesUploadResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromoCodesUploadResult'] = ResolversParentTypes['PromoCodesUploadResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['PromoCodesUpload']>, ParentType, ContextType>;
}>;

export type ProposedMappingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProposedMapping'] = ResolversParentTypes['ProposedMapping']> = ResolversObject<{
  esportsGameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  platformGameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  teams?: Resolver<Array<ResolversTypes['PlatformTeam']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  accountGroups?: Resolver<Maybe<Array<ResolversTypes['AccountGroup']>>, ParentType, ContextType>;
  accountOperations?: Resolver<Maybe<Array<ResolversTypes['AccountOperation']>>, ParentType, ContextType, Partial<QueryAccountOperationsArgs>>;
  accounts?: Resolver<Maybe<ResolversTypes['AccountConnection']>, ParentType, ContextType, RequireFields<QueryAccountsArgs, 'first'>>;
  accountsByIds?: Resolver<Maybe<Array<Maybe<ResolversTypes['Account']>>>, ParentType, ContextType, RequireFields<QueryAccountsByIdsArgs, 'ids'>>;
  appInfo?: Resolver<ResolversTypes['AppInfo'], ParentType, ContextType>;
  auditLog?: Resolver<Maybe<ResolversTypes['AuditLogConnection']>, ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'first'>>;
  bannerAccess?: Resolver<Maybe<ResolversTypes['BannerAccess']>, ParentType, ContextType>;
  bannerConfigurations?: Resolver<Maybe<Array<ResolversTypes['BannerPatch']>>, ParentType, ContextType, RequireFields<QueryBannerConfigurationsArgs, 'status'>>;
  bannerLeagues?: Resolver<Maybe<Array<ResolversTypes['BannerLeague']>>, ParentType, ContextType>;
  bannerPackage?: Resolver<Maybe<ResolversTypes['BannerPackage']>, ParentType, ContextType, RequireFields<QueryBannerPackageArgs, 'leagueId' | 'patch'>>;
  bannerPatch?: Resolver<Maybe<ResolversTypes['BannerPatch']>, ParentType, ContextType, RequireFields<QueryBannerPatchArgs, 'leagueId' | 'patch'>>;
  bannerPatches?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  bannerProps?: Resolver<Array<ResolversTypes['BannerProp']>, ParentType, ContextType>;
  bannerTextures?: Resolver<Maybe<Array<ResolversTypes['BannerTexture']>>, ParentType, ContextType, RequireFields<QueryBannerTexturesArgs, 'leagueId'>>;
  checkAccountRows?: Resolver<Maybe<Array<ResolversTypes['AccountRowResult']>>, ParentType, ContextType, RequireFields<QueryCheckAccountRowsArgs, 'autogenerateLogins' | 'rows'>>;
  defaultInventoryDescriptions?: Resolver<Maybe<Array<ResolversTypes['InventoryDescription']>>, ParentType, ContextType, RequireFields<QueryDefaultInventoryDescriptionsArgs, 'id'>>;
  dropGroup?: Resolver<Maybe<ResolversTypes['DropGroup']>, ParentType, ContextType, RequireFields<QueryDropGroupArgs, 'id'>>;
  dropGroupTotals?: Resolver<Maybe<ResolversTypes['DropGroupTotals']>, ParentType, ContextType, RequireFields<QueryDropGroupTotalsArgs, 'groupId'>>;
  dropGroups?: Resolver<Maybe<Array<ResolversTypes['DropGroup']>>, ParentType, ContextType, RequireFields<QueryDropGroupsArgs, 'sport'>>;
  dropLocales?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  dropPreviewImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryDropPreviewImageArgs, 'dropId' | 'locale'>>;
  dropPuuids?: Resolver<Maybe<ResolversTypes['DropPuuids']>, ParentType, ContextType, RequireFields<QueryDropPuuidsArgs, 'dropId'>>;
  dropTrigger?: Resolver<Maybe<ResolversTypes['DropTrigger']>, ParentType, ContextType, RequireFields<QueryDropTriggerArgs, 'id'>>;
  dropTriggers?: Resolver<Maybe<Array<ResolversTypes['DropTrigger']>>, ParentType, ContextType, Partial<QueryDropTriggersArgs>>;
  eligibleAccounts?: Resolver<Maybe<ResolversTypes['AccountConnection']>, ParentType, ContextType, RequireFields<QueryEligibleAccountsArgs, 'first' | 'sport'>>;
  formatTemplates?: Resolver<Array<ResolversTypes['FormatTemplate']>, ParentType, ContextType>;
  freeFloatingAccounts?: Resolver<Maybe<ResolversTypes['AccountConnection']>, ParentType, ContextType, RequireFields<QueryFreeFloatingAccountsArgs, 'first'>>;
  inventoryItem?: Resolver<Maybe<ResolversTypes['InventoryItem']>, ParentType, ContextType, RequireFields<QueryInventoryItemArgs, 'id' | 'sport'>>;
  inventoryItems?: Resolver<Maybe<Array<ResolversTypes['InventoryItem']>>, ParentType, ContextType, RequireFields<QueryInventoryItemsArgs, 'sport'>>;
  league?: Resolver<Maybe<ResolversTypes['League']>, ParentType, ContextType, RequireFields<QueryLeagueArgs, 'id'>>;
  leagueNames?: Resolver<Maybe<Array<ResolversTypes['LeagueName']>>, ParentType, ContextType, RequireFields<QueryLeagueNamesArgs, 'ids'>>;
  leagues?: Resolver<Maybe<Array<ResolversTypes['League']>>, ParentType, ContextType, RequireFields<QueryLeaguesArgs, 'filter' | 'sport'>>;
  livePlatformGames?: Resolver<Maybe<Array<ResolversTypes['PlatformGame']>>, ParentType, ContextType, RequireFields<QueryLivePlatformGamesArgs, 'sport'>>;
  liveStats?: Resolver<Maybe<ResolversTypes['LiveStatsGame']>, ParentType, ContextType, RequireFields<QueryLiveStatsArgs, 'gameId'>>;
  localization?: Resolver<Maybe<ResolversTypes['LocalizationSet']>, ParentType, ContextType, RequireFields<QueryLocalizationArgs, 'key'>>;
  match?: Resolver<Maybe<ResolversTypes['Match']>, ParentType, ContextType, RequireFields<QueryMatchArgs, 'id'>>;
  organization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType, RequireFields<QueryOrganizationArgs, 'id'>>;
  organizations?: Resolver<Maybe<Array<ResolversTypes['Organization']>>, ParentType, ContextType, RequireFields<QueryOrganizationsArgs, 'filter'>>;
  pickemLeagues?: Resolver<Maybe<Array<ResolversTypes['PickemLeague']>>, ParentType, ContextType, RequireFields<QueryPickemLeaguesArgs, 'sport'>>;
  pickemTournament?: Resolver<Maybe<ResolversTypes['PickemTournament']>, ParentType, ContextType, RequireFields<QueryPickemTournamentArgs, 'eldsTournamentId'>>;
  platformGame?: Resolver<Maybe<ResolversTypes['PlatformGame']>, ParentType, ContextType, RequireFields<QueryPlatformGameArgs, 'platformGameId' | 'sport'>>;
  player?: Resolver<Maybe<ResolversTypes['Player']>, ParentType, ContextType, RequireFields<QueryPlayerArgs, 'id'>>;
  players?: Resolver<Maybe<ResolversTypes['PlayerConnection']>, ParentType, ContextType, RequireFields<QueryPlayersArgs, 'first' | 'sport'>>;
  playersByIds?: Resolver<Maybe<Array<Maybe<ResolversTypes['Player']>>>, ParentType, ContextType, RequireFields<QueryPlayersByIdsArgs, 'ids'>>;
  povsByGames?: Resolver<Maybe<Array<ResolversTypes['Pov']>>, ParentType, ContextType, RequireFields<QueryPovsByGamesArgs, 'gameIds'>>;
  promoCodePool?: Resolver<ResolversTypes['PromoCodePool'], ParentType, ContextType, RequireFields<QueryPromoCodePoolArgs, 'dropInventoryId' | 'sponsor'>>;
  promoCodes?: Resolver<Maybe<Array<ResolversTypes['PromoCode']>>, ParentType, ContextType, RequireFields<QueryPromoCodesArgs, 'disposition' | 'dropInventoryId' | 'sponsor'>>;
  proposedMapping?: Resolver<Maybe<ResolversTypes['ProposedMapping']>, ParentType, ContextType, RequireFields<QueryProposedMappingArgs, 'esportsGameId' | 'platformGameId' | 'sport'>>;
  rarities?: Resolver<Maybe<Array<ResolversTypes['Rarity']>>, ParentType, ContextType, Partial<QueryRaritiesArgs>>;
  resultImpact?: Resolver<Maybe<ResolversTypes['ResultImpact']>, ParentType, ContextType, RequireFields<QueryResultImpactArgs, 'gameId' | 'tournamentId'>>;
  roleDefinitions?: Resolver<Maybe<Array<ResolversTypes['RoleDefinition']>>, ParentType, ContextType>;
  samplePromoCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QuerySamplePromoCodeArgs, 'length'>>;
  schedules?: Resolver<Maybe<Array<ResolversTypes['ScheduleBlock']>>, ParentType, ContextType, Partial<QuerySchedulesArgs>>;
  scoringConfig?: Resolver<Maybe<ResolversTypes['ScoringConfig']>, ParentType, ContextType, RequireFields<QueryScoringConfigArgs, 'id'>>;
  scoringConfigs?: Resolver<Maybe<Array<ResolversTypes['ScoringConfig']>>, ParentType, ContextType>;
  season?: Resolver<Maybe<ResolversTypes['Season']>, ParentType, ContextType, RequireFields<QuerySeasonArgs, 'id'>>;
  seasons?: Resolver<Maybe<Array<ResolversTypes['Season']>>, ParentType, ContextType, RequireFields<QuerySeasonsArgs, 'filter' | 'sport'>>;
  sectionScoring?: Resolver<Maybe<ResolversTypes['PickemSectionScoring']>, ParentType, ContextType, RequireFields<QuerySectionScoringArgs, 'eldsSectionId'>>;
  shotcallAnswers?: Resolver<Maybe<Array<ResolversTypes['ShotcallAnswer']>>, ParentType, ContextType, RequireFields<QueryShotcallAnswersArgs, 'sport'>>;
  shotcallPromptLive?: Resolver<Maybe<ResolversTypes['ShotcallPromptLive']>, ParentType, ContextType, RequireFields<QueryShotcallPromptLiveArgs, 'id'>>;
  shotcallQuestions?: Resolver<Maybe<Array<ResolversTypes['ShotcallQuestion']>>, ParentType, ContextType, RequireFields<QueryShotcallQuestionsArgs, 'sport'>>;
  shotcallRewardCriteria?: Resolver<Maybe<Array<ResolversTypes['ShotcallRewardCriteria']>>, ParentType, ContextType, RequireFields<QueryShotcallRewardCriteriaArgs, 'eldsTournamentId'>>;
  shotcallSession?: Resolver<Maybe<ResolversTypes['ShotcallSession']>, ParentType, ContextType, RequireFields<QueryShotcallSessionArgs, 'id'>>;
  shotcallSessions?: Resolver<Maybe<Array<ResolversTypes['ShotcallSession']>>, ParentType, ContextType, RequireFields<QueryShotcallSessionsArgs, 'sport'>>;
  statMapperGame?: Resolver<Maybe<ResolversTypes['StatMapperEsportsGame']>, ParentType, ContextType, RequireFields<QueryStatMapperGameArgs, 'esportsGameId' | 'sport'>>;
  streamGroup?: Resolver<Maybe<ResolversTypes['StreamGroup']>, ParentType, ContextType, RequireFields<QueryStreamGroupArgs, 'id'>>;
  streamGroups?: Resolver<Maybe<Array<ResolversTypes['StreamGroup']>>, ParentType, ContextType, Partial<QueryStreamGroupsArgs>>;
  streamTimelineTournaments?: Resolver<Maybe<Array<ResolversTypes['StreamTimelineTournament']>>, ParentType, ContextType>;
  supportedStreamLocales?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['Team']>, ParentType, ContextType, RequireFields<QueryTeamArgs, 'id'>>;
  teams?: Resolver<Maybe<Array<ResolversTypes['Team']>>, ParentType, ContextType, RequireFields<QueryTeamsArgs, 'sport' | 'status'>>;
  tournament?: Resolver<Maybe<ResolversTypes['Tournament']>, ParentType, ContextType, RequireFields<QueryTournamentArgs, 'id'>>;
  tournamentLint?: Resolver<Maybe<ResolversTypes['TournamentLint']>, ParentType, ContextType, RequireFields<QueryTournamentLintArgs, 'id'>>;
  tournamentParticipantExport?: Resolver<Maybe<ResolversTypes['ParticipantExportResult']>, ParentType, ContextType, RequireFields<QueryTournamentParticipantExportArgs, 'id'>>;
  tournamentSchedule?: Resolver<Maybe<Array<ResolversTypes['ScheduleBlock']>>, ParentType, ContextType, RequireFields<QueryTournamentScheduleArgs, 'tournamentId'>>;
  tournamentSlugTaken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryTournamentSlugTakenArgs, 'slug' | 'sport'>>;
  tournaments?: Resolver<Maybe<Array<ResolversTypes['Tournament']>>, ParentType, ContextType, RequireFields<QueryTournamentsArgs, 'filter' | 'sport'>>;
  triggerBroadcasts?: Resolver<Maybe<Array<ResolversTypes['TriggerBroadcast']>>, ParentType, ContextType>;
  triggerFulfillments?: Resolver<Maybe<Array<ResolversTypes['TriggerFulfillment']>>, ParentType, ContextType, RequireFields<QueryTriggerFulfillmentsArgs, 'triggerIds'>>;
  users?: Resolver<Maybe<Array<ResolversTypes['ManagedUser']>>, ParentType, ContextType>;
  validateCelebrities?: Resolver<Maybe<ResolversTypes['CelebrityBatchValidation']>, ParentType, ContextType, RequireFields<QueryValidateCelebritiesArgs, 'celebrities' | 'eldsTournamentId'>>;
  validatePlayers?: Resolver<Maybe<Array<ResolversTypes['PlayerRowResult']>>, ParentType, ContextType, RequireFields<QueryValidatePlayersArgs, 'inputs'>>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  vodStatusByGames?: Resolver<Maybe<Array<ResolversTypes['GameVodStatus']>>, ParentType, ContextType, RequireFields<QueryVodStatusByGamesArgs, 'gameIds'>>;
  vodsByGames?: Resolver<Maybe<Array<ResolversTypes['Vod']>>, ParentType, ContextType, RequireFields<QueryVodsByGamesArgs, 'gameIds'>>;
}>;

export type RankResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Rank'] = ResolversParentTypes['Rank']> = ResolversObject<{
  ordinal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tiedTeamIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  tiedTeams?: Resolver<Array<ResolversTypes['Team']>, ParentType, ContextType>;
}>;

export type RarityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Rarity'] = ResolversParentTypes['Rarity']> = ResolversObject<{
  badgeBackgroundColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  badgeForegroundColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  league?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notificationColorOne?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notificationColorTwo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RarityStatus'], ParentType, ContextType>;
  style?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RarityMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RarityMutationResult'] = ResolversParentTypes['RarityMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['RarityMutationSuccess']>, ParentType, ContextType>;
}>;

export type RarityMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RarityMutationSuccess'] = ResolversParentTypes['RarityMutationSuccess']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rarity?: Resolver<ResolversTypes['Rarity'], ParentType, ContextType>;
}>;

export type ResendToFailedViewersResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResendToFailedViewersResult'] = ResolversParentTypes['ResendToFailedViewersResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['ResendToFailedViewersSuccess']>, ParentType, ContextType>;
}>;

export type ResendToFailedViewersSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResendToFailedViewersSuccess'] = ResolversParentTypes['ResendToFailedViewersSuccess']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  triggers?: Resolver<Array<ResolversTypes['DropTrigger']>, ParentType, ContextType>;
}>;

export type ResultImpactResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResultImpact'] = ResolversParentTypes['ResultImpact']> = ResolversObject<{
  downstreamSections?: Resolver<Array<ResolversTypes['ResultImpactDownstreamSection']>, ParentType, ContextType>;
  gameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invalidatedMatches?: Resolver<Array<ResolversTypes['ResultImpactInvalidatedMatch']>, ParentType, ContextType>;
  matchDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  matchId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  participantChanges?: Resolver<Array<ResolversTypes['ResultImpactParticipantChange']>, ParentType, ContextType>;
  pickBlocks?: Resolver<Maybe<Array<ResolversTypes['ResultImpactPickBlock']>>, ParentType, ContextType>;
  recordChanges?: Resolver<Array<ResolversTypes['ResultImpactRecordChange']>, ParentType, ContextType>;
  sectionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sectionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  standingChanges?: Resolver<Array<ResolversTypes['ResultImpactPlaceChange']>, ParentType, ContextType>;
  tournamentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ResultImpactDownstreamSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResultImpactDownstreamSection'] = ResolversParentTypes['ResultImpactDownstreamSection']> = ResolversObject<{
  invalidatedMatches?: Resolver<Array<ResolversTypes['ResultImpactInvalidatedMatch']>, ParentType, ContextType>;
  participantChanges?: Resolver<Array<ResolversTypes['ResultImpactParticipantChange']>, ParentType, ContextType>;
  sectionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sectionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seedingChanges?: Resolver<Array<ResolversTypes['ResultImpactPlaceChange']>, ParentType, ContextType>;
  standingChanges?: Resolver<Array<ResolversTypes['ResultImpactPlaceChange']>, ParentType, ContextType>;
}>;

export type ResultImpactInvalidatedMatchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResultImpactInvalidatedMatch'] = ResolversParentTypes['ResultImpactInvalidatedMatch']> = ResolversObject<{
  matchDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  matchId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  playedGameCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ResultImpactParticipantChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResultImpactParticipantChange'] = ResolversParentTypes['ResultImpactParticipantChange']> = ResolversObject<{
  fromTeamId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  fromTeamName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  matchDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  matchId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slot?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  toTeamId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  toTeamName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ResultImpactPickBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResultImpactPickBlock'] = ResolversParentTypes['ResultImpactPickBlock']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  matchDescriptions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ResultImpactPlaceChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResultImpactPlaceChange'] = ResolversParentTypes['ResultImpactPlaceChange']> = ResolversObject<{
  fromTeamId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  fromTeamName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  place?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  toTeamId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  toTeamName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ResultImpactRecordChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResultImpactRecordChange'] = ResolversParentTypes['ResultImpactRecordChange']> = ResolversObject<{
  fromLosses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fromRank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fromTies?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fromWins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  teamName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toLosses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  toRank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  toTies?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  toWins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RoleDefinitionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RoleDefinition'] = ResolversParentTypes['RoleDefinition']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RosterEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RosterEntry'] = ResolversParentTypes['RosterEntry']> = ResolversObject<{
  playerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ScheduleBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ScheduleBlock'] = ResolversParentTypes['ScheduleBlock']> = ResolversObject<{
  broadcasts?: Resolver<Array<ResolversTypes['Broadcast']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  tournamentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ScheduleBlockMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ScheduleBlockMutationResult'] = ResolversParentTypes['ScheduleBlockMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['ScheduleBlockMutationSuccess']>, ParentType, ContextType>;
}>;

export type ScheduleBlockMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ScheduleBlockMutationSuccess'] = ResolversParentTypes['ScheduleBlockMutationSuccess']> = ResolversObject<{
  block?: Resolver<ResolversTypes['ScheduleBlock'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ScoringConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ScoringConfig'] = ResolversParentTypes['ScoringConfig']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  perfectBlockBonus?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointsPerCorrectPick?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ScoringConfigMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ScoringConfigMutationResult'] = ResolversParentTypes['ScoringConfigMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['ScoringConfigMutationSuccess']>, ParentType, ContextType>;
}>;

export type ScoringConfigMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ScoringConfigMutationSuccess'] = ResolversParentTypes['ScoringConfigMutationSuccess']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scoringConfig?: Resolver<ResolversTypes['ScoringConfig'], ParentType, ContextType>;
}>;

export type SeasonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Season'] = ResolversParentTypes['Season']> = ResolversObject<{
  awardedCircuitPoints?: Resolver<Array<ResolversTypes['CircuitPointAward']>, ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedName'], ParentType, ContextType>;
  splits?: Resolver<Array<ResolversTypes['Split']>, ParentType, ContextType>;
  sport?: Resolver<ResolversTypes['Sport'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SeasonStatus'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SeasonMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SeasonMutationResult'] = ResolversParentTypes['SeasonMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['SeasonMutationSuccess']>, ParentType, ContextType>;
}>;

export type SeasonMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SeasonMutationSuccess'] = ResolversParentTypes['SeasonMutationSuccess']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  season?: Resolver<ResolversTypes['Season'], ParentType, ContextType>;
}>;

export type SectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Section'] = ResolversParentTypes['Section']> = ResolversObject<{
  columns?: Resolver<Array<ResolversTypes['Column']>, ParentType, ContextType>;
  decisionPoints?: Resolver<Array<ResolversTypes['DecisionPoint']>, ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['Edge']>, ParentType, ContextType>;
  finalized?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  groupConfig?: Resolver<Maybe<ResolversTypes['GroupConfig']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  manualRanks?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  matchIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  matches?: Resolver<Array<ResolversTypes['Match']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedName'], ParentType, ContextType>;
  publicationStatus?: Resolver<ResolversTypes['PublicationStatus'], ParentType, ContextType>;
  ranks?: Resolver<Array<ResolversTypes['Rank']>, ParentType, ContextType>;
  seeding?: Resolver<ResolversTypes['ParticipantList'], ParentType, ContextType>;
  standing?: Resolver<ResolversTypes['ParticipantList'], ParentType, ContextType>;
  structuralId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teamRecords?: Resolver<Array<ResolversTypes['TeamRecord']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SectionType'], ParentType, ContextType>;
}>;

export type ShotcallAnswerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShotcallAnswer'] = ResolversParentTypes['ShotcallAnswer']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sport?: Resolver<ResolversTypes['Sport'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ShotcallAnswerMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShotcallAnswerMutationResult'] = ResolversParentTypes['ShotcallAnswerMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['ShotcallAnswerMutationSuccess']>, ParentType, ContextType>;
}>;

export type ShotcallAnswerMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShotcallAnswerMutationSuccess'] = ResolversParentTypes['ShotcallAnswerMutationSuccess']> = ResolversObject<{
  answer?: Resolver<ResolversTypes['ShotcallAnswer'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ShotcallChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShotcallChoice'] = ResolversParentTypes['ShotcallChoice']> = ResolversObject<{
  answerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  promptId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ShotcallDeletionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShotcallDeletionResult'] = ResolversParentTypes['ShotcallDeletionResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['ShotcallDeletionSuccess']>, ParentType, ContextType>;
}>;

export type ShotcallDeletionSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShotcallDeletionSuccess'] = ResolversParentTypes['ShotcallDeletionSuccess']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ShotcallPromptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShotcallPrompt'] = ResolversParentTypes['ShotcallPrompt']> = ResolversObject<{
  choices?: Resolver<Array<ResolversTypes['ShotcallChoice']>, ParentType, ContextType>;
  closesAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  correctChoiceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  openedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  resolvedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ShotcallPromptState'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalViewers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  windowSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ShotcallPromptLiveResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShotcallPromptLive'] = ResolversParentTypes['ShotcallPromptLive']> = ResolversObject<{
  choices?: Resolver<Array<ResolversTypes['ShotcallChoice']>, ParentType, ContextType>;
  closesAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  correctChoiceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  now?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  promptId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  secondsLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ShotcallPromptState'], ParentType, ContextType>;
  totalViewers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ShotcallPromptMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShotcallPromptMutationResult'] = ResolversParentTypes['ShotcallPromptMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['ShotcallPromptMutationSuccess']>, ParentType, ContextType>;
}>;

export type ShotcallPromptMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShotcallPromptMutationSuccess'] = ResolversParentTypes['ShotcallPromptMutationSuccess']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prompt?: Resolver<ResolversTypes['ShotcallPrompt'], ParentType, ContextType>;
}>;

export type ShotcallPromptOrderResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShotcallPromptOrderResult'] = ResolversParentTypes['ShotcallPromptOrderResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['ShotcallPromptOrderSuccess']>, ParentType, ContextType>;
}>;

export type ShotcallPromptOrderSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShotcallPromptOrderSuccess'] = ResolversParentTypes['ShotcallPromptOrderSuccess']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['ShotcallSession'], ParentType, ContextType>;
}>;

export type ShotcallQuestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShotcallQuestion'] = ResolversParentTypes['ShotcallQuestion']> = ResolversObject<{
  answerIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  answers?: Resolver<Array<ResolversTypes['ShotcallAnswer']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sport?: Resolver<ResolversTypes['Sport'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  windowSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ShotcallQuestionMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShotcallQuestionMutationResult'] = ResolversParentTypes['ShotcallQuestionMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['ShotcallQuestionMutationSuccess']>, ParentType, ContextType>;
}>;

export type ShotcallQuestionMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShotcallQuestionMutationSuccess'] = ResolversParentTypes['ShotcallQuestionMutationSuccess']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['ShotcallQuestion'], ParentType, ContextType>;
}>;

export type ShotcallRewardCriteriaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShotcallRewardCriteria'] = ResolversParentTypes['ShotcallRewardCriteria']> = ResolversObject<{
  eldsTournamentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inventoryItemId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  minimumCorrect?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tournament?: Resolver<Maybe<ResolversTypes['Tournament']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ShotcallRewardCriteriaMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShotcallRewardCriteriaMutationResult'] = ResolversParentTypes['ShotcallRewardCriteriaMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['ShotcallRewardCriteriaMutationSuccess']>, ParentType, ContextType>;
}>;

export type ShotcallRewardCriteriaMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShotcallRewardCriteriaMutationSuccess'] = ResolversParentTypes['ShotcallRewardCriteriaMutationSuccess']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rewardCriteria?: Resolver<ResolversTypes['ShotcallRewardCriteria'], ParentType, ContextType>;
}>;

export type ShotcallSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShotcallSession'] = ResolversParentTypes['ShotcallSession']> = ResolversObject<{
  broadcast?: Resolver<Maybe<ResolversTypes['Broadcast']>, ParentType, ContextType>;
  broadcastId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  eldsMatchId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eldsTournamentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  endedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  match?: Resolver<Maybe<ResolversTypes['Match']>, ParentType, ContextType>;
  matchup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prompts?: Resolver<Array<ResolversTypes['ShotcallPrompt']>, ParentType, ContextType>;
  promptsVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scheduledStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sport?: Resolver<ResolversTypes['Sport'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ShotcallSessionState'], ParentType, ContextType>;
  tournament?: Resolver<Maybe<ResolversTypes['Tournament']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ShotcallSessionMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShotcallSessionMutationResult'] = ResolversParentTypes['ShotcallSessionMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['ShotcallSessionMutationSuccess']>, ParentType, ContextType>;
}>;

export type ShotcallSessionMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShotcallSessionMutationSuccess'] = ResolversParentTypes['ShotcallSessionMutationSuccess']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['ShotcallSession'], ParentType, ContextType>;
}>;

export type ShotcallTriggerResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShotcallTriggerResult'] = ResolversParentTypes['ShotcallTriggerResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['ShotcallTriggerSuccess']>, ParentType, ContextType>;
}>;

export type ShotcallTriggerSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShotcallTriggerSuccess'] = ResolversParentTypes['ShotcallTriggerSuccess']> = ResolversObject<{
  alreadyLive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prompt?: Resolver<ResolversTypes['ShotcallPrompt'], ParentType, ContextType>;
}>;

export type SplitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Split'] = ResolversParentTypes['Split']> = ResolversObject<{
  endTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedName'], ParentType, ContextType>;
  startTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type StageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Stage'] = ResolversParentTypes['Stage']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['Edge']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedName'], ParentType, ContextType>;
  publicationStatus?: Resolver<ResolversTypes['PublicationStatus'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['Section']>, ParentType, ContextType>;
  seeding?: Resolver<ResolversTypes['ParticipantList'], ParentType, ContextType>;
  standing?: Resolver<ResolversTypes['ParticipantList'], ParentType, ContextType>;
  structuralId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StatMapperEsportsGameResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatMapperEsportsGame'] = ResolversParentTypes['StatMapperEsportsGame']> = ResolversObject<{
  esportsGameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latestMapping?: Resolver<Maybe<ResolversTypes['PlatformGame']>, ParentType, ContextType>;
  mappedPlatformGames?: Resolver<Array<ResolversTypes['PlatformGame']>, ParentType, ContextType>;
}>;

export type StreamResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Stream'] = ResolversParentTypes['Stream']> = ResolversObject<{
  configField?: Resolver<ResolversTypes['StreamConfigField'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['StreamProvider'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StreamGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StreamGroup'] = ResolversParentTypes['StreamGroup']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  streams?: Resolver<Array<ResolversTypes['Stream']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StreamGroupMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StreamGroupMutationResult'] = ResolversParentTypes['StreamGroupMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['StreamGroupMutationSuccess']>, ParentType, ContextType>;
}>;

export type StreamGroupMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StreamGroupMutationSuccess'] = ResolversParentTypes['StreamGroupMutationSuccess']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  streamGroup?: Resolver<Maybe<ResolversTypes['StreamGroup']>, ParentType, ContextType>;
}>;

export type StreamTimelineMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StreamTimelineMutationResult'] = ResolversParentTypes['StreamTimelineMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['StreamTimelineMutationSuccess']>, ParentType, ContextType>;
}>;

export type StreamTimelineMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StreamTimelineMutationSuccess'] = ResolversParentTypes['StreamTimelineMutationSuccess']> = ResolversObject<{
  entry?: Resolver<ResolversTypes['StreamTimelineTournament'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StreamTimelineTournamentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StreamTimelineTournament'] = ResolversParentTypes['StreamTimelineTournament']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  droppable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  rewardable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  tournamentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TeamResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Team'] = ResolversParentTypes['Team']> = ResolversObject<{
  alternateLogoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  backgroundImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  darkLogoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  homeLeagueId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lightLogoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  photoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plateImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roster?: Resolver<Array<ResolversTypes['RosterEntry']>, ParentType, ContextType>;
  secondaryColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sport?: Resolver<Maybe<ResolversTypes['Sport']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TeamStatus'], ParentType, ContextType>;
  supportedFormats?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  tricode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TeamMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TeamMutationResult'] = ResolversParentTypes['TeamMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['TeamMutationSuccess']>, ParentType, ContextType>;
}>;

export type TeamMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TeamMutationSuccess'] = ResolversParentTypes['TeamMutationSuccess']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  team?: Resolver<ResolversTypes['Team'], ParentType, ContextType>;
}>;

export type TeamRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TeamRecord'] = ResolversParentTypes['TeamRecord']> = ResolversObject<{
  record?: Resolver<ResolversTypes['WinLossRecord'], ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['Team']>, ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type TimespanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Timespan'] = ResolversParentTypes['Timespan']> = ResolversObject<{
  endTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TimespanType'], ParentType, ContextType>;
}>;

export type TournamentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Tournament'] = ResolversParentTypes['Tournament']> = ResolversObject<{
  awardedCircuitPoints?: Resolver<Array<ResolversTypes['CircuitPointAward']>, ParentType, ContextType>;
  droppable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['Edge']>, ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  ended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fullyPublished?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  league?: Resolver<Maybe<ResolversTypes['League']>, ParentType, ContextType>;
  leagueId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedName'], ParentType, ContextType>;
  points?: Resolver<Maybe<Array<ResolversTypes['PointsEntry']>>, ParentType, ContextType>;
  publicationStatus?: Resolver<ResolversTypes['PublicationStatus'], ParentType, ContextType>;
  rewardable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  schemaType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  season?: Resolver<Maybe<ResolversTypes['Season']>, ParentType, ContextType>;
  seasonId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  seeding?: Resolver<ResolversTypes['ParticipantList'], ParentType, ContextType>;
  splitId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sport?: Resolver<ResolversTypes['Sport'], ParentType, ContextType>;
  stages?: Resolver<Array<ResolversTypes['Stage']>, ParentType, ContextType>;
  standing?: Resolver<ResolversTypes['ParticipantList'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TournamentStatus'], ParentType, ContextType>;
  streamGroupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TournamentLintResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TournamentLint'] = ResolversParentTypes['TournamentLint']> = ResolversObject<{
  errorCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  findings?: Resolver<Array<ResolversTypes['TournamentLintFinding']>, ParentType, ContextType>;
  tournamentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  warningCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TournamentLintFindingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TournamentLintFinding'] = ResolversParentTypes['TournamentLintFinding']> = ResolversObject<{
  code?: Resolver<ResolversTypes['TournamentLintCode'], ParentType, ContextType>;
  fix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nodeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sectionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sectionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['TournamentLintSeverity'], ParentType, ContextType>;
  slot?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  stageName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TournamentMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TournamentMutationResult'] = ResolversParentTypes['TournamentMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['TournamentMutationSuccess']>, ParentType, ContextType>;
}>;

export type TournamentMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TournamentMutationSuccess'] = ResolversParentTypes['TournamentMutationSuccess']> = ResolversObject<{
  match?: Resolver<Maybe<ResolversTypes['Match']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tournament?: Resolver<ResolversTypes['Tournament'], ParentType, ContextType>;
}>;

export type TournamentRealmAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TournamentRealmAccount'] = ResolversParentTypes['TournamentRealmAccount']> = ResolversObject<{
  accountId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platformName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TournamentRealmIdentityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TournamentRealmIdentity'] = ResolversParentTypes['TournamentRealmIdentity']> = ResolversObject<{
  accounts?: Resolver<Array<ResolversTypes['TournamentRealmAccount']>, ParentType, ContextType>;
  login?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  puuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TriggerBroadcastResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TriggerBroadcast'] = ResolversParentTypes['TriggerBroadcast']> = ResolversObject<{
  blockName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  broadcastState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  matches?: Resolver<Array<ResolversTypes['Match']>, ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  streams?: Resolver<Array<ResolversTypes['TriggerStream']>, ParentType, ContextType>;
  tournament?: Resolver<Maybe<ResolversTypes['Tournament']>, ParentType, ContextType>;
  tournamentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type TriggerFulfillmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TriggerFulfillment'] = ResolversParentTypes['TriggerFulfillment']> = ResolversObject<{
  counts?: Resolver<Array<ResolversTypes['FulfillmentStatusCount']>, ParentType, ContextType>;
  triggerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  viewers?: Resolver<Array<ResolversTypes['ViewerFulfillment']>, ParentType, ContextType>;
}>;

export type TriggerStreamResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TriggerStream'] = ResolversParentTypes['TriggerStream']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserRoleResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserRoleResult'] = ResolversParentTypes['UserRoleResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['UserRoleSuccess']>, ParentType, ContextType>;
}>;

export type UserRoleSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserRoleSuccess'] = ResolversParentTypes['UserRoleSuccess']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['ManagedUser'], ParentType, ContextType>;
}>;

export type ViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = ResolversObject<{
  environment?: Resolver<ResolversTypes['Environment'], ParentType, ContextType>;
  features?: Resolver<ResolversTypes['FeatureFlags'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resources?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  writableResources?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ViewerFulfillmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ViewerFulfillment'] = ResolversParentTypes['ViewerFulfillment']> = ResolversObject<{
  puuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['FulfillmentStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type VodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Vod'] = ResolversParentTypes['Vod']> = ResolversObject<{
  configField?: Resolver<ResolversTypes['StreamConfigField'], ParentType, ContextType>;
  gameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['StreamProvider'], ParentType, ContextType>;
  statsOffset?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statsOffsetMillis?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  videoId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VodMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VodMutationResult'] = ResolversParentTypes['VodMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['VodMutationSuccess']>, ParentType, ContextType>;
}>;

export type VodMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VodMutationSuccess'] = ResolversParentTypes['VodMutationSuccess']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vod?: Resolver<Maybe<ResolversTypes['Vod']>, ParentType, ContextType>;
}>;

export type WinLossRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WinLossRecord'] = ResolversParentTypes['WinLossRecord']> = ResolversObject<{
  losses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ties?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  Account?: AccountResolvers<ContextType>;
  AccountConnection?: AccountConnectionResolvers<ContextType>;
  AccountEdge?: AccountEdgeResolvers<ContextType>;
  AccountGroup?: AccountGroupResolvers<ContextType>;
  AccountGroupResult?: AccountGroupResultResolvers<ContextType>;
  AccountGroupSuccess?: AccountGroupSuccessResolvers<ContextType>;
  AccountOperation?: AccountOperationResolvers<ContextType>;
  AccountRemovalResult?: AccountRemovalResultResolvers<ContextType>;
  AccountRemovalSuccess?: AccountRemovalSuccessResolvers<ContextType>;
  AccountRowResult?: AccountRowResultResolvers<ContextType>;
  AccountSummoner?: AccountSummonerResolvers<ContextType>;
  AppInfo?: AppInfoResolvers<ContextType>;
  AuditChange?: AuditChangeResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditLogConnection?: AuditLogConnectionResolvers<ContextType>;
  AuditLogEdge?: AuditLogEdgeResolvers<ContextType>;
  BannerAssetUpload?: BannerAssetUploadResolvers<ContextType>;
  BannerAssetUploadResult?: BannerAssetUploadResultResolvers<ContextType>;
  BannerAssignment?: BannerAssignmentResolvers<ContextType>;
  BannerConfiguration?: BannerConfigurationResolvers<ContextType>;
  BannerLeague?: BannerLeagueResolvers<ContextType>;
  BannerLeagueResult?: BannerLeagueResultResolvers<ContextType>;
  BannerLeagueSuccess?: BannerLeagueSuccessResolvers<ContextType>;
  BannerPackage?: BannerPackageResolvers<ContextType>;
  BannerPatch?: BannerPatchResolvers<ContextType>;
  BannerPatchResult?: BannerPatchResultResolvers<ContextType>;
  BannerPatchSuccess?: BannerPatchSuccessResolvers<ContextType>;
  BannerProp?: BannerPropResolvers<ContextType>;
  BannerPropAttributes?: BannerPropAttributesResolvers<ContextType>;
  BannerScreenshot?: BannerScreenshotResolvers<ContextType>;
  BannerTexture?: BannerTextureResolvers<ContextType>;
  Broadcast?: BroadcastResolvers<ContextType>;
  BroadcastItem?: BroadcastItemResolvers<ContextType>;
  CappedDrop?: CappedDropResolvers<ContextType>;
  CappedDropResponse?: CappedDropResponseResolvers<ContextType>;
  Celebrity?: CelebrityResolvers<ContextType>;
  CelebrityBatchValidation?: CelebrityBatchValidationResolvers<ContextType>;
  CelebrityPick?: CelebrityPickResolvers<ContextType>;
  CelebrityRowProblem?: CelebrityRowProblemResolvers<ContextType>;
  Cell?: CellResolvers<ContextType>;
  CircuitPointAward?: CircuitPointAwardResolvers<ContextType>;
  Column?: ColumnResolvers<ContextType>;
  CountConfig?: CountConfigResolvers<ContextType>;
  CreateAccountsResult?: CreateAccountsResultResolvers<ContextType>;
  CrystalBallAnswer?: CrystalBallAnswerResolvers<ContextType>;
  CrystalBallAnswerMutationResult?: CrystalBallAnswerMutationResultResolvers<ContextType>;
  CrystalBallAnswerMutationSuccess?: CrystalBallAnswerMutationSuccessResolvers<ContextType>;
  CrystalBallCertifyResult?: CrystalBallCertifyResultResolvers<ContextType>;
  CrystalBallCertifySuccess?: CrystalBallCertifySuccessResolvers<ContextType>;
  CrystalBallChoice?: CrystalBallChoiceResolvers<ContextType>;
  CrystalBallChoiceMutationResult?: CrystalBallChoiceMutationResultResolvers<ContextType>;
  CrystalBallChoiceMutationSuccess?: CrystalBallChoiceMutationSuccessResolvers<ContextType>;
  CrystalBallChoicePicks?: CrystalBallChoicePicksResolvers<ContextType>;
  CrystalBallChoiceTier?: CrystalBallChoiceTierResolvers<ContextType>;
  CrystalBallChoiceTierMutationResult?: CrystalBallChoiceTierMutationResultResolvers<ContextType>;
  CrystalBallChoiceTierMutationSuccess?: CrystalBallChoiceTierMutationSuccessResolvers<ContextType>;
  CrystalBallDistribution?: CrystalBallDistributionResolvers<ContextType>;
  CrystalBallLocalization?: CrystalBallLocalizationResolvers<ContextType>;
  CrystalBallLocalizationMutationResult?: CrystalBallLocalizationMutationResultResolvers<ContextType>;
  CrystalBallLocalizationMutationSuccess?: CrystalBallLocalizationMutationSuccessResolvers<ContextType>;
  CrystalBallPointsRow?: CrystalBallPointsRowResolvers<ContextType>;
  CrystalBallPrompt?: CrystalBallPromptResolvers<ContextType>;
  CrystalBallPromptMutationResult?: CrystalBallPromptMutationResultResolvers<ContextType>;
  CrystalBallPromptMutationSuccess?: CrystalBallPromptMutationSuccessResolvers<ContextType>;
  CrystalBallQuestion?: CrystalBallQuestionResolvers<ContextType>;
  CrystalBallQuestionMutationResult?: CrystalBallQuestionMutationResultResolvers<ContextType>;
  CrystalBallQuestionMutationSuccess?: CrystalBallQuestionMutationSuccessResolvers<ContextType>;
  CrystalBallTierPicks?: CrystalBallTierPicksResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DecisionPoint?: DecisionPointResolvers<ContextType>;
  Drop?: DropResolvers<ContextType>;
  DropDayTotals?: DropDayTotalsResolvers<ContextType>;
  DropGroup?: DropGroupResolvers<ContextType>;
  DropGroupMutationResult?: DropGroupMutationResultResolvers<ContextType>;
  DropGroupMutationSuccess?: DropGroupMutationSuccessResolvers<ContextType>;
  DropGroupTotals?: DropGroupTotalsResolvers<ContextType>;
  DropPuuids?: DropPuuidsResolvers<ContextType>;
  DropSendTotals?: DropSendTotalsResolvers<ContextType>;
  DropTotals?: DropTotalsResolvers<ContextType>;
  DropTrigger?: DropTriggerResolvers<ContextType>;
  Edge?: EdgeResolvers<ContextType>;
  EditConflict?: EditConflictResolvers<ContextType>;
  FeatureFlags?: FeatureFlagsResolvers<ContextType>;
  FormatTemplate?: FormatTemplateResolvers<ContextType>;
  FulfillmentStatusCount?: FulfillmentStatusCountResolvers<ContextType>;
  Game?: GameResolvers<ContextType>;
  GameTeamOutcome?: GameTeamOutcomeResolvers<ContextType>;
  GameVodStatus?: GameVodStatusResolvers<ContextType>;
  GroupConfig?: GroupConfigResolvers<ContextType>;
  GroupTriggerResult?: GroupTriggerResultResolvers<ContextType>;
  GroupTriggerSuccess?: GroupTriggerSuccessResolvers<ContextType>;
  ImageUpload?: ImageUploadResolvers<ContextType>;
  ImageUploadResult?: ImageUploadResultResolvers<ContextType>;
  IndividualTriggerResult?: IndividualTriggerResultResolvers<ContextType>;
  IndividualTriggerSuccess?: IndividualTriggerSuccessResolvers<ContextType>;
  InputError?: InputErrorResolvers<ContextType>;
  InventoryDescription?: InventoryDescriptionResolvers<ContextType>;
  InventoryItem?: InventoryItemResolvers<ContextType>;
  InventoryItemMutationResult?: InventoryItemMutationResultResolvers<ContextType>;
  InventoryItemMutationSuccess?: InventoryItemMutationSuccessResolvers<ContextType>;
  InvitationApproved?: InvitationApprovedResolvers<ContextType>;
  InvitationResult?: InvitationResultResolvers<ContextType>;
  League?: LeagueResolvers<ContextType>;
  LeagueBatchMutationResult?: LeagueBatchMutationResultResolvers<ContextType>;
  LeagueBatchMutationSuccess?: LeagueBatchMutationSuccessResolvers<ContextType>;
  LeagueMutationResult?: LeagueMutationResultResolvers<ContextType>;
  LeagueMutationSuccess?: LeagueMutationSuccessResolvers<ContextType>;
  LeagueName?: LeagueNameResolvers<ContextType>;
  LiveStatsFrame?: LiveStatsFrameResolvers<ContextType>;
  LiveStatsGame?: LiveStatsGameResolvers<ContextType>;
  LiveStatsParticipant?: LiveStatsParticipantResolvers<ContextType>;
  Localization?: LocalizationResolvers<ContextType>;
  LocalizationMutationResult?: LocalizationMutationResultResolvers<ContextType>;
  LocalizationMutationSuccess?: LocalizationMutationSuccessResolvers<ContextType>;
  LocalizationSet?: LocalizationSetResolvers<ContextType>;
  LocalizedName?: LocalizedNameResolvers<ContextType>;
  LocalizedText?: LocalizedTextResolvers<ContextType>;
  LogoBundle?: LogoBundleResolvers<ContextType>;
  ManagedUser?: ManagedUserResolvers<ContextType>;
  Match?: MatchResolvers<ContextType>;
  MatchTeamOutcome?: MatchTeamOutcomeResolvers<ContextType>;
  MatchTemplate?: MatchTemplateResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationError?: MutationErrorResolvers<ContextType>;
  Organization?: OrganizationResolvers<ContextType>;
  OrganizationMutationResult?: OrganizationMutationResultResolvers<ContextType>;
  OrganizationMutationSuccess?: OrganizationMutationSuccessResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  ParticipantEntry?: ParticipantEntryResolvers<ContextType>;
  ParticipantExportResult?: ParticipantExportResultResolvers<ContextType>;
  ParticipantExportRow?: ParticipantExportRowResolvers<ContextType>;
  ParticipantExportSuccess?: ParticipantExportSuccessResolvers<ContextType>;
  ParticipantList?: ParticipantListResolvers<ContextType>;
  PickBlock?: PickBlockResolvers<ContextType>;
  PickBlockDeletionResult?: PickBlockDeletionResultResolvers<ContextType>;
  PickBlockDeletionSuccess?: PickBlockDeletionSuccessResolvers<ContextType>;
  PickBlockMatchPicks?: PickBlockMatchPicksResolvers<ContextType>;
  PickBlockMutationResult?: PickBlockMutationResultResolvers<ContextType>;
  PickBlockMutationSuccess?: PickBlockMutationSuccessResolvers<ContextType>;
  PickBlockScoreRow?: PickBlockScoreRowResolvers<ContextType>;
  PickBlockScoringPreview?: PickBlockScoringPreviewResolvers<ContextType>;
  PickBlockTeamPicks?: PickBlockTeamPicksResolvers<ContextType>;
  PickemDeletionResult?: PickemDeletionResultResolvers<ContextType>;
  PickemDeletionSuccess?: PickemDeletionSuccessResolvers<ContextType>;
  PickemLeague?: PickemLeagueResolvers<ContextType>;
  PickemLeagueMutationResult?: PickemLeagueMutationResultResolvers<ContextType>;
  PickemLeagueMutationSuccess?: PickemLeagueMutationSuccessResolvers<ContextType>;
  PickemReward?: PickemRewardResolvers<ContextType>;
  PickemRewardMutationResult?: PickemRewardMutationResultResolvers<ContextType>;
  PickemRewardMutationSuccess?: PickemRewardMutationSuccessResolvers<ContextType>;
  PickemScoringSection?: PickemScoringSectionResolvers<ContextType>;
  PickemSectionScoring?: PickemSectionScoringResolvers<ContextType>;
  PickemSectionScoringMutationResult?: PickemSectionScoringMutationResultResolvers<ContextType>;
  PickemSectionScoringMutationSuccess?: PickemSectionScoringMutationSuccessResolvers<ContextType>;
  PickemTournament?: PickemTournamentResolvers<ContextType>;
  PickemTournamentMutationResult?: PickemTournamentMutationResultResolvers<ContextType>;
  PickemTournamentMutationSuccess?: PickemTournamentMutationSuccessResolvers<ContextType>;
  PickemUnscheduled?: PickemUnscheduledResolvers<ContextType>;
  PlatformGame?: PlatformGameResolvers<ContextType>;
  PlatformGameMappingResult?: PlatformGameMappingResultResolvers<ContextType>;
  PlatformGameMappingSuccess?: PlatformGameMappingSuccessResolvers<ContextType>;
  PlatformParticipant?: PlatformParticipantResolvers<ContextType>;
  PlatformTeam?: PlatformTeamResolvers<ContextType>;
  Player?: PlayerResolvers<ContextType>;
  PlayerBatchResult?: PlayerBatchResultResolvers<ContextType>;
  PlayerConnection?: PlayerConnectionResolvers<ContextType>;
  PlayerEdge?: PlayerEdgeResolvers<ContextType>;
  PlayerMutationResult?: PlayerMutationResultResolvers<ContextType>;
  PlayerMutationSuccess?: PlayerMutationSuccessResolvers<ContextType>;
  PlayerOperation?: PlayerOperationResolvers<ContextType>;
  PlayerPasswordReset?: PlayerPasswordResetResolvers<ContextType>;
  PlayerPasswordResetResult?: PlayerPasswordResetResultResolvers<ContextType>;
  PlayerRowResult?: PlayerRowResultResolvers<ContextType>;
  PointsEntry?: PointsEntryResolvers<ContextType>;
  Pov?: PovResolvers<ContextType>;
  PovMutationResult?: PovMutationResultResolvers<ContextType>;
  PovMutationSuccess?: PovMutationSuccessResolvers<ContextType>;
  PromoCode?: PromoCodeResolvers<ContextType>;
  PromoCodeIngestResult?: PromoCodeIngestResultResolvers<ContextType>;
  PromoCodeIngestSuccess?: PromoCodeIngestSuccessResolvers<ContextType>;
  PromoCodePool?: PromoCodePoolResolvers<ContextType>;
  PromoCodesUpload?: PromoCodesUploadResolvers<ContextType>;
  PromoCodesUploadResult?: PromoCodesUploadResultResolvers<ContextType>;
  ProposedMapping?: ProposedMappingResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Rank?: RankResolvers<ContextType>;
  Rarity?: RarityResolvers<ContextType>;
  RarityMutationResult?: RarityMutationResultResolvers<ContextType>;
  RarityMutationSuccess?: RarityMutationSuccessResolvers<ContextType>;
  ResendToFailedViewersResult?: ResendToFailedViewersResultResolvers<ContextType>;
  ResendToFailedViewersSuccess?: ResendToFailedViewersSuccessResolvers<ContextType>;
  ResultImpact?: ResultImpactResolvers<ContextType>;
  ResultImpactDownstreamSection?: ResultImpactDownstreamSectionResolvers<ContextType>;
  ResultImpactInvalidatedMatch?: ResultImpactInvalidatedMatchResolvers<ContextType>;
  ResultImpactParticipantChange?: ResultImpactParticipantChangeResolvers<ContextType>;
  ResultImpactPickBlock?: ResultImpactPickBlockResolvers<ContextType>;
  ResultImpactPlaceChange?: ResultImpactPlaceChangeResolvers<ContextType>;
  ResultImpactRecordChange?: ResultImpactRecordChangeResolvers<ContextType>;
  RoleDefinition?: RoleDefinitionResolvers<ContextType>;
  RosterEntry?: RosterEntryResolvers<ContextType>;
  ScheduleBlock?: ScheduleBlockResolvers<ContextType>;
  ScheduleBlockMutationResult?: ScheduleBlockMutationResultResolvers<ContextType>;
  ScheduleBlockMutationSuccess?: ScheduleBlockMutationSuccessResolvers<ContextType>;
  ScoringConfig?: ScoringConfigResolvers<ContextType>;
  ScoringConfigMutationResult?: ScoringConfigMutationResultResolvers<ContextType>;
  ScoringConfigMutationSuccess?: ScoringConfigMutationSuccessResolvers<ContextType>;
  Season?: SeasonResolvers<ContextType>;
  SeasonMutationResult?: SeasonMutationResultResolvers<ContextType>;
  SeasonMutationSuccess?: SeasonMutationSuccessResolvers<ContextType>;
  Section?: SectionResolvers<ContextType>;
  ShotcallAnswer?: ShotcallAnswerResolvers<ContextType>;
  ShotcallAnswerMutationResult?: ShotcallAnswerMutationResultResolvers<ContextType>;
  ShotcallAnswerMutationSuccess?: ShotcallAnswerMutationSuccessResolvers<ContextType>;
  ShotcallChoice?: ShotcallChoiceResolvers<ContextType>;
  ShotcallDeletionResult?: ShotcallDeletionResultResolvers<ContextType>;
  ShotcallDeletionSuccess?: ShotcallDeletionSuccessResolvers<ContextType>;
  ShotcallPrompt?: ShotcallPromptResolvers<ContextType>;
  ShotcallPromptLive?: ShotcallPromptLiveResolvers<ContextType>;
  ShotcallPromptMutationResult?: ShotcallPromptMutationResultResolvers<ContextType>;
  ShotcallPromptMutationSuccess?: ShotcallPromptMutationSuccessResolvers<ContextType>;
  ShotcallPromptOrderResult?: ShotcallPromptOrderResultResolvers<ContextType>;
  ShotcallPromptOrderSuccess?: ShotcallPromptOrderSuccessResolvers<ContextType>;
  ShotcallQuestion?: ShotcallQuestionResolvers<ContextType>;
  ShotcallQuestionMutationResult?: ShotcallQuestionMutationResultResolvers<ContextType>;
  ShotcallQuestionMutationSuccess?: ShotcallQuestionMutationSuccessResolvers<ContextType>;
  ShotcallRewardCriteria?: ShotcallRewardCriteriaResolvers<ContextType>;
  ShotcallRewardCriteriaMutationResult?: ShotcallRewardCriteriaMutationResultResolvers<ContextType>;
  ShotcallRewardCriteriaMutationSuccess?: ShotcallRewardCriteriaMutationSuccessResolvers<ContextType>;
  ShotcallSession?: ShotcallSessionResolvers<ContextType>;
  ShotcallSessionMutationResult?: ShotcallSessionMutationResultResolvers<ContextType>;
  ShotcallSessionMutationSuccess?: ShotcallSessionMutationSuccessResolvers<ContextType>;
  ShotcallTriggerResult?: ShotcallTriggerResultResolvers<ContextType>;
  ShotcallTriggerSuccess?: ShotcallTriggerSuccessResolvers<ContextType>;
  Split?: SplitResolvers<ContextType>;
  Stage?: StageResolvers<ContextType>;
  StatMapperEsportsGame?: StatMapperEsportsGameResolvers<ContextType>;
  Stream?: StreamResolvers<ContextType>;
  StreamGroup?: StreamGroupResolvers<ContextType>;
  StreamGroupMutationResult?: StreamGroupMutationResultResolvers<ContextType>;
  StreamGroupMutationSuccess?: StreamGroupMutationSuccessResolvers<ContextType>;
  StreamTimelineMutationResult?: StreamTimelineMutationResultResolvers<ContextType>;
  StreamTimelineMutationSuccess?: StreamTimelineMutationSuccessResolvers<ContextType>;
  StreamTimelineTournament?: StreamTimelineTournamentResolvers<ContextType>;
  Team?: TeamResolvers<ContextType>;
  TeamMutationResult?: TeamMutationResultResolvers<ContextType>;
  TeamMutationSuccess?: TeamMutationSuccessResolvers<ContextType>;
  TeamRecord?: TeamRecordResolvers<ContextType>;
  Timespan?: TimespanResolvers<ContextType>;
  Tournament?: TournamentResolvers<ContextType>;
  TournamentLint?: TournamentLintResolvers<ContextType>;
  TournamentLintFinding?: TournamentLintFindingResolvers<ContextType>;
  TournamentMutationResult?: TournamentMutationResultResolvers<ContextType>;
  TournamentMutationSuccess?: TournamentMutationSuccessResolvers<ContextType>;
  TournamentRealmAccount?: TournamentRealmAccountResolvers<ContextType>;
  TournamentRealmIdentity?: TournamentRealmIdentityResolvers<ContextType>;
  TriggerBroadcast?: TriggerBroadcastResolvers<ContextType>;
  TriggerFulfillment?: TriggerFulfillmentResolvers<ContextType>;
  TriggerStream?: TriggerStreamResolvers<ContextType>;
  UserRoleResult?: UserRoleResultResolvers<ContextType>;
  UserRoleSuccess?: UserRoleSuccessResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  ViewerFulfillment?: ViewerFulfillmentResolvers<ContextType>;
  Vod?: VodResolvers<ContextType>;
  VodMutationResult?: VodMutationResultResolvers<ContextType>;
  VodMutationSuccess?: VodMutationSuccessResolvers<ContextType>;
  WinLossRecord?: WinLossRecordResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = GatewayContext> = ResolversObject<{
  access?: AccessDirectiveResolver<any, any, ContextType>;
  journal?: JournalDirectiveResolver<any, any, ContextType>;
  secret?: SecretDirectiveResolver<any, any, ContextType>;
}>;
