import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { MutationErrorValue } from '../mutations/outcome';
import type { SeasonDto, LeagueDto, SplitDto, LocalizedNameDto } from '@esports-admin/schema/upstream/elds';
import type { AccountDto, AccountGroupDto } from '@esports-admin/schema/upstream/elds-accounts';
import type { OrganizationDto, LogoBundleDto } from '@esports-admin/schema/upstream/elds-organizations';
import type { StreamDto, StreamGroupDto, VodDto } from '@esports-admin/schema/upstream/elds-media';
import type { TeamDto, TournamentDto, StageDto, SectionDto, MatchDto, GameDto, DecisionPointDto, ParticipantListDto, ParticipantEntryDto, TeamRecordDto, RankDto, MatchTeamOutcomeDto, ScheduleBlockDto, BroadcastDto, BroadcastItemDto } from '@esports-admin/schema/upstream/elds-tournaments';
import type { PlayerDto, TournamentRealmIdentityDto, PlayerOperationDto } from '@esports-admin/schema/upstream/elds-players';
import type { StreamTimelineTournamentDto } from '@esports-admin/schema/upstream/streamline';
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
   * The record's version: the data service's own when it has one, else a hash of the stored record
   * (any field change gives a new version). Send it as `expectedVersion` when updating.
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
  /** The request id of the GraphQL request (the `x-request-id` response header). */
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
  /** Structural ids of matches and decision points in the cell. */
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
  /** Cells top to bottom. */
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
  /** The sports every new account may be used for; at least one. */
  enabledSports: Array<Sport>;
  /** The group the new accounts join, if any. */
  groupId?: InputMaybe<Scalars['ID']['input']>;
  /** The rows; each is checked on its own and reported in `rows`. */
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
  /** Seeding entries. */
  seeding: Array<ParticipantEntryInput>;
  /** Standing entries with their labels. */
  standing: Array<ParticipantEntryInput>;
  /** Structural id, unique in the tournament. */
  structuralId: Scalars['String']['input'];
};

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
  | 'dev'
  | 'local'
  | 'prod'
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
  accounts: Scalars['Boolean']['output'];
  autocompleteMatch: Scalars['Boolean']['output'];
  rbac: Scalars['Boolean']['output'];
  reopenPickBlock: Scalars['Boolean']['output'];
  seasons: Scalars['Boolean']['output'];
  selfServiceTournaments: Scalars['Boolean']['output'];
  statSync: Scalars['Boolean']['output'];
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

/** Whose image an upload is: the file is stored in that owner's folder of the asset service. */
export type ImageOwner =
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
  /** The file's size in bytes. */
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

/** An approved invitation. */
export type InvitationApproved = {
  __typename?: 'InvitationApproved';
  /** Roles the user holds now. */
  roles: Array<Scalars['String']['output']>;
};

/** The outcome of an invitation approval: exactly one of ok and error is set. */
export type InvitationResult = {
  __typename?: 'InvitationResult';
  error?: Maybe<MutationError>;
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
  | 'ARCHIVED'
  /** Active leagues. */
  | 'CURRENT';

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

/** Whether a league is in use. */
export type LeagueStatus =
  /** In use; its tournaments are listed. */
  | 'active'
  /** Retired; shown only in the archived list, and its tournaments are not listed. */
  | 'archived';

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
  /** The name per locale. */
  localizations: Array<LocalizationInput>;
  /** Lower-case identifier made of a-z, 0-9 and underscore, at most 80 characters. */
  slug: Scalars['String']['input'];
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
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Role keys held. */
  roles: Array<Scalars['String']['output']>;
  username: Scalars['String']['output'];
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

export type Mutation = {
  __typename?: 'Mutation';
  /** Does nothing; lets domain files extend Mutation. */
  _noop?: Maybe<Scalars['Boolean']['output']>;
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
  /** Clears a game's result; answers 'Game Winner Cleared Successfully.' Propagated teams are taken back. */
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
  /**
   * A presigned upload address of the asset service (spec 2 §7) for one team, organization or league
   * image. Needs write access to the owner's family ('team', 'organization' or 'league').
   */
  createImageUpload: ImageUploadResult;
  /** Creates an active league; answers 'Created League Successfully!'. */
  createLeague: LeagueMutationResult;
  /** Creates an active organization; answers 'Organization {name} created successfully!'. */
  createOrganization: OrganizationMutationResult;
  /**
   * Bulk entry (at most 500 rows): rows failing a rule or repeating an earlier row's handle are
   * refused here; the rest are created in data service calls of 20, each refusing a handle already
   * in use. One row's refusal never stops the others.
   */
  createPlayers: PlayerBatchResult;
  /** Creates a season; answers 'Created Season Successfully!'. */
  createSeason: SeasonMutationResult;
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
  /** Deletes a stream group and its streams; answers 'Deleted Stream Group Successfully!'. */
  deleteStreamGroup: StreamGroupMutationResult;
  /** Deletes vods by id; answers 'Deleted VOD Successfully!'. */
  deleteVods: VodMutationResult;
  /** Finalizes a group section: its ranks become its standing and propagate. */
  finalizeSection: TournamentMutationResult;
  /** Grants a role to a user; answers 'Granted {role} to {username}'. */
  grantRole: UserRoleResult;
  /** Publishes a tournament; answers 'Published Tournament Successfully!'. */
  publishTournament: TournamentMutationResult;
  /** Renames an account group. */
  renameAccountGroup: AccountGroupResult;
  /** Swaps teams everywhere in a tournament (seeding, matches, games). */
  replaceTeams: TournamentMutationResult;
  /** Asks the data service to remove accounts, in calls of at most 20 ids. */
  requestAccountRemoval: AccountRemovalResult;
  /** Gives the player's tournament-realm identity a new password and answers it once. */
  resetPlayerPassword: PlayerPasswordResetResult;
  /** Revokes a role from a user; answers 'Revoked {role} from {username}'. */
  revokeRole: UserRoleResult;
  /** Replaces a game's point-of-view streams with the given ones; answers 'Saved POVs Successfully!'. */
  savePovs: PovMutationResult;
  /**
   * Saves a tournament to the stream timeline with its dates, name and drop and reward flags; saving
   * again replaces its entry. Costs one tournament call and one stream timeline call. Answers
   * 'Saved Tournament to Stream Timeline Successfully!' or refuses with 'An error occurred saving
   * the tournament to stream timeline'.
   */
  saveTournamentToStreamTimeline: StreamTimelineMutationResult;
  /** Sets a game's winner (set-by-human); answers 'Updated setting results'. Results propagate along edges. */
  setGameResult: TournamentMutationResult;
  /** Sets a group's ranks by hand; answers 'Manual Standings Saved Successfully!'. */
  setManualStandings: TournamentMutationResult;
  /** Sets the publication status of the tournament, all its stages or all its sections. */
  setPublicationStatus: TournamentMutationResult;
  /**
   * Sets a vod's stats offset from the hh:mm:ss game time at which the game's first frame plays;
   * answers 'Updated VOD Offset Successfully!'.
   */
  setVodOffset: VodMutationResult;
  /** Swaps the blue and red sides of a game. */
  switchTeamColors: TournamentMutationResult;
  /** Makes an archived league active again; answers 'Unarchived League Successfully!'. */
  unarchiveLeague: LeagueMutationResult;
  /** Makes an archived organization active again; answers 'Organization {name} unarchived successfully!'. */
  unarchiveOrganization: OrganizationMutationResult;
  /** Makes an archived season active again; answers 'Unarchived Season Successfully!'. */
  unarchiveSeason: SeasonMutationResult;
  /** Replaces a league's fields, keeping its status; answers 'Updated League Successfully!'. */
  updateLeague: LeagueMutationResult;
  /**
   * Replaces several leagues at once, all or nothing, in one data service call (PUT
   * leagues/updateBatch): each is validated like `updateLeague` before anything is sent.
   */
  updateLeagues: LeagueBatchMutationResult;
  /** Replaces an organization's fields, keeping its status; answers 'Organization {name} updated successfully!'. */
  updateOrganization: OrganizationMutationResult;
  /** Replaces a player's fields; answers 'Updated Player Successfully!'. */
  updatePlayer: PlayerMutationResult;
  /** Replaces a season's fields; answers 'Updated Season Successfully!'. */
  updateSeason: SeasonMutationResult;
  /**
   * Replaces a group's name and streams: listed ids are kept, new streams created, the others
   * deleted; answers 'Updated Stream Group Successfully!'.
   */
  updateStreamGroup: StreamGroupMutationResult;
  /** Replaces a team's fields; answers 'Updated Team Successfully!'. */
  updateTeam: TeamMutationResult;
  /** Replaces a tournament's fields and graph; answers 'Saved update to {name} Successfully!'. */
  updateTournament: TournamentMutationResult;
  /** Changes a vod's provider, locale, video id and (when given) offset; answers 'Updated VOD Successfully!'. */
  updateVod: VodMutationResult;
};


export type MutationApproveInvitationArgs = {
  inviteCode: Scalars['String']['input'];
};


export type MutationArchiveLeagueArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationArchiveOrganizationArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationArchiveSeasonArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationArchiveTournamentArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationClearGameResultArgs = {
  gameId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  tournamentId: Scalars['ID']['input'];
};


export type MutationClearManualStandingsArgs = {
  reason?: InputMaybe<Scalars['String']['input']>;
  sectionId: Scalars['ID']['input'];
  tournamentId: Scalars['ID']['input'];
};


export type MutationCopyScheduleBlockArgs = {
  id: Scalars['ID']['input'];
  startTime: Scalars['DateTime']['input'];
  tournamentId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCopyTournamentArgs = {
  id: Scalars['ID']['input'];
  slug: Scalars['String']['input'];
};


export type MutationCreateAccountGroupArgs = {
  name: Scalars['String']['input'];
};


export type MutationCreateAccountsArgs = {
  input: CreateAccountsInput;
};


export type MutationCreateImageUploadArgs = {
  input: ImageUploadInput;
};


export type MutationCreateLeagueArgs = {
  input: LeagueInput;
};


export type MutationCreateOrganizationArgs = {
  input: OrganizationInput;
};


export type MutationCreatePlayersArgs = {
  inputs: Array<PlayerInput>;
};


export type MutationCreateSeasonArgs = {
  input: SeasonInput;
};


export type MutationCreateStreamGroupArgs = {
  input: StreamGroupInput;
};


export type MutationCreateTeamArgs = {
  input: TeamInput;
};


export type MutationCreateTournamentArgs = {
  input: TournamentInput;
};


export type MutationCreateVodArgs = {
  gameId: Scalars['ID']['input'];
  input: VodInput;
};


export type MutationDecideDecisionPointArgs = {
  decisionPointId: Scalars['ID']['input'];
  teamIds: Array<Scalars['ID']['input']>;
  tournamentId: Scalars['ID']['input'];
};


export type MutationDeleteStreamGroupArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteVodsArgs = {
  ids: Array<Scalars['ID']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationFinalizeSectionArgs = {
  sectionId: Scalars['ID']['input'];
  tournamentId: Scalars['ID']['input'];
};


export type MutationGrantRoleArgs = {
  role: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationPublishTournamentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRenameAccountGroupArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationReplaceTeamsArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  replacements: Array<TeamReplacementInput>;
};


export type MutationRequestAccountRemovalArgs = {
  ids: Array<Scalars['ID']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationResetPlayerPasswordArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeRoleArgs = {
  reason?: InputMaybe<Scalars['String']['input']>;
  role: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationSavePovsArgs = {
  gameId: Scalars['ID']['input'];
  povs: Array<PovInput>;
};


export type MutationSaveTournamentToStreamTimelineArgs = {
  tournamentId: Scalars['ID']['input'];
};


export type MutationSetGameResultArgs = {
  gameId: Scalars['ID']['input'];
  tournamentId: Scalars['ID']['input'];
  winnerTeamId: Scalars['ID']['input'];
};


export type MutationSetManualStandingsArgs = {
  ranks: Array<RankInput>;
  sectionId: Scalars['ID']['input'];
  tournamentId: Scalars['ID']['input'];
};


export type MutationSetPublicationStatusArgs = {
  id: Scalars['ID']['input'];
  scope: PublicationScope;
  status: PublicationStatus;
};


export type MutationSetVodOffsetArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  gameTime: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSwitchTeamColorsArgs = {
  gameId: Scalars['ID']['input'];
  matchId: Scalars['ID']['input'];
};


export type MutationUnarchiveLeagueArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUnarchiveOrganizationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUnarchiveSeasonArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateLeagueArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: LeagueInput;
};


export type MutationUpdateLeaguesArgs = {
  leagues: Array<LeagueBatchInput>;
};


export type MutationUpdateOrganizationArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: OrganizationInput;
};


export type MutationUpdatePlayerArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: PlayerInput;
};


export type MutationUpdateSeasonArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: SeasonInput;
};


export type MutationUpdateStreamGroupArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: StreamGroupInput;
};


export type MutationUpdateTeamArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: TeamInput;
};


export type MutationUpdateTournamentArgs = {
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: TournamentInput;
};


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
  | 'ACTIVE'
  /** Archived organizations. */
  | 'ARCHIVED';

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
  /** Entries. */
  entries: Array<ParticipantEntryInput>;
  /** Where the outcome came from, if decided. */
  outcomeSource?: InputMaybe<Scalars['String']['input']>;
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

export type Query = {
  __typename?: 'Query';
  /** Every account group, by name. */
  accountGroups: Array<AccountGroup>;
  /**
   * The latest account operations (at most 100, newest first), or only those that touched
   * `accountId`. One data service call.
   */
  accountOperations: Array<AccountOperation>;
  /**
   * Accounts, newest first, `first` per page (default 50, at most 200), continuing `after` a
   * cursor. One data service call per page.
   */
  accounts: AccountConnection;
  /**
   * Accounts by id, in the order asked, null for an unknown id. Repeated ids are fetched once and
   * the rest in calls of at most 20 ids, batched with every other account lookup of the request.
   */
  accountsByIds: Array<Maybe<Account>>;
  /** Facts about this deployment; readable by any signed-in user. */
  appInfo: AppInfo;
  /**
   * The audit journal, newest first (at most 200 per page). Readable by the roles that may read the
   * entity type (administrators see every type): asking for a type the caller may not read answers
   * FORBIDDEN; without `entityType`, a non-administrator sees the entries of the types they may read.
   */
  auditLog: AuditLogConnection;
  /**
   * Checks bulk entry rows without creating anything: the spec rules here, then collisions with
   * existing display names (case-insensitive) through one data service call.
   */
  checkAccountRows: Array<AccountRowResult>;
  /**
   * The accounts eligible for a sport (spec 3 §5), one data service page at a time: a page may hold
   * fewer than `first` accounts, since ineligible ones are left out after fetching.
   */
  eligibleAccounts: AccountConnection;
  /** Accounts no player uses, like `accounts`. */
  freeFloatingAccounts: AccountConnection;
  /** One league by id, or null when there is none. */
  league?: Maybe<League>;
  /**
   * Leagues of one sport, by priority then name. CURRENT lists active leagues, ARCHIVED archived
   * ones. `search` filters by name or slug, case-insensitively, from 2 characters on.
   * Costs one data service call.
   */
  leagues: Array<League>;
  /** One match by id, or null. */
  match?: Maybe<Match>;
  /** One organization by id, or null when there is none. */
  organization?: Maybe<Organization>;
  /**
   * Organizations (they belong to no sport), by name. ACTIVE lists active ones, ARCHIVED archived
   * ones. `search` matches name or tricode, case-insensitively, from 2 characters on; `ids` limits
   * the list to those organizations. Costs one data service call.
   */
  organizations: Array<Organization>;
  /** One player by id, or null when there is none. Batched with other player lookups, 20 per call. */
  player?: Maybe<Player>;
  /**
   * Players of one sport by handle, a page at a time (`first` 1–100, default 20; pass the
   * previous page's `pageInfo.endCursor` as `after`). `search` matches handle, first or last name
   * from 2 characters on. Costs one data service call, plus the home teams' loader calls.
   */
  players: PlayerConnection;
  /**
   * Players by id, in the order asked, null for unknown ids. Repeated ids are asked once and the
   * rest in data service calls of at most 20 ids.
   */
  playersByIds: Array<Maybe<Player>>;
  /** The point-of-view streams of the given games, in the order of the games. */
  povsByGames: Array<Pov>;
  /** Roles that can be granted. Needs a user-management role and the rbac flag. */
  roleDefinitions: Array<RoleDefinition>;
  /**
   * Schedule blocks of every tournament starting in a window (spec 3 §7 GET schedules,
   * viewMode prescheduled). `startTime` defaults to midnight UTC ten days back and `endTime` to
   * the end of tomorrow (UTC). One schedules call.
   */
  schedules: Array<ScheduleBlock>;
  /** One season by id, or null when there is none. */
  season?: Maybe<Season>;
  /**
   * Seasons of one sport. CURRENT and OLD split active seasons by the 14-day rule; ARCHIVED lists
   * archived ones. `search` filters by name, case-insensitively, from 2 characters on.
   * Costs one data service call.
   */
  seasons: Array<Season>;
  /** One stream group by id, or null when there is none. */
  streamGroup?: Maybe<StreamGroup>;
  /**
   * Stream groups by name with their streams. `search` matches the name, case-insensitively, from
   * 2 characters on. Costs one data service call.
   */
  streamGroups: Array<StreamGroup>;
  /**
   * Tournaments saved to the stream timeline. Empty when the stream timeline service answers 500
   * (spec 1 §7).
   */
  streamTimelineTournaments: Array<StreamTimelineTournament>;
  /** The locales streams may be in (the data service's supported locales). */
  supportedStreamLocales: Array<Scalars['String']['output']>;
  /** One team by id ('0' is the placeholder 'TBD'), or null when there is none. */
  team?: Maybe<Team>;
  /**
   * Teams of one sport by name. `status` defaults to active. `search` filters by name, tricode or
   * slug, case-insensitively, from 2 characters on. Costs one data service call.
   */
  teams: Array<Team>;
  /**
   * One tournament with its whole graph, or null. One request costs 1 tournament call,
   * ceil(matches/10) match calls and ceil(distinct teams/20) team calls.
   */
  tournament?: Maybe<Tournament>;
  /** Participant export rows; error 'Cannot export empty list of participants' when there are none. */
  tournamentParticipantExport: ParticipantExportResult;
  /** Schedule blocks of a tournament. */
  tournamentSchedule: Array<ScheduleBlock>;
  /**
   * Tournaments of one sport whose league is active. CURRENT and OLD split published tournaments by
   * the 14-day rule; ARCHIVED and DRAFT list by status. `search` matches name or slug,
   * case-insensitively, from 2 characters on. Costs one leagues call and one tournaments call.
   */
  tournaments: Array<Tournament>;
  /** Every staff user who has signed in, with their roles. Needs a user-management role and the rbac flag. */
  users: Array<ManagedUser>;
  /**
   * Checks bulk-entry rows without creating anything: the spec 1 §5 rules, repeated handles within
   * the rows, then handles already in use (the data service's batch validate, 20 rows per call).
   * Answers only the rows that would be refused.
   */
  validatePlayers: Array<PlayerRowResult>;
  /** The signed-in user; every signed-in user may read it, even without roles. */
  viewer: Viewer;
  /** Vod availability of the given games, in their order; one call per 10 games for each list. */
  vodStatusByGames: Array<GameVodStatus>;
  /**
   * The vods of the given games, in the order of the games. Costs one data service call per 10
   * games.
   */
  vodsByGames: Array<Vod>;
};


export type QueryAccountOperationsArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAccountsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AccountFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAccountsByIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryAuditLogArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AuditLogFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCheckAccountRowsArgs = {
  autogenerateLogins?: InputMaybe<Scalars['Boolean']['input']>;
  rows: Array<AccountRowInput>;
};


export type QueryEligibleAccountsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AccountFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sport: Sport;
};


export type QueryFreeFloatingAccountsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AccountFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLeagueArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLeaguesArgs = {
  filter?: InputMaybe<LeagueListFilter>;
  search?: InputMaybe<Scalars['String']['input']>;
  sport: Sport;
};


export type QueryMatchArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrganizationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrganizationsArgs = {
  filter?: InputMaybe<OrganizationListFilter>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPlayerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPlayersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<PlayerFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sport: Sport;
};


export type QueryPlayersByIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryPovsByGamesArgs = {
  gameIds: Array<Scalars['ID']['input']>;
};


export type QuerySchedulesArgs = {
  endTime?: InputMaybe<Scalars['DateTime']['input']>;
  startTime?: InputMaybe<Scalars['DateTime']['input']>;
};


export type QuerySeasonArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySeasonsArgs = {
  filter?: InputMaybe<SeasonListFilter>;
  search?: InputMaybe<Scalars['String']['input']>;
  sport: Sport;
};


export type QueryStreamGroupArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStreamGroupsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTeamArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTeamsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  sport: Sport;
  status?: InputMaybe<TeamStatus>;
};


export type QueryTournamentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTournamentParticipantExportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTournamentScheduleArgs = {
  tournamentId: Scalars['ID']['input'];
};


export type QueryTournamentsArgs = {
  filter?: InputMaybe<TournamentListFilter>;
  search?: InputMaybe<Scalars['String']['input']>;
  sport: Sport;
};


export type QueryValidatePlayersArgs = {
  inputs: Array<PlayerInput>;
};


export type QueryVodStatusByGamesArgs = {
  gameIds: Array<Scalars['ID']['input']>;
};


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
  /** Teams sharing the rank. */
  tiedTeamIds: Array<Scalars['ID']['input']>;
};

/** A role that can be granted. */
export type RoleDefinition = {
  __typename?: 'RoleDefinition';
  description: Scalars['String']['output'];
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
  /** Circuit points awarded per final placement. */
  awardedCircuitPoints: Array<CircuitPointAwardInput>;
  /** When the season ends; not before the start. */
  endTime: Scalars['DateTime']['input'];
  /** Slug (a-z, 0-9, underscore) and localized names (at most 40 characters each). */
  name: LocalizedNameInput;
  /** The parts of the season, in order. */
  splits: Array<SplitInput>;
  /** The sport the season belongs to. */
  sport: Sport;
  /** When the season starts. */
  startTime: Scalars['DateTime']['input'];
};

/** Which seasons a list shows (spec 2 §2). */
export type SeasonListFilter =
  /** Archived seasons, whatever their dates. */
  | 'ARCHIVED'
  /** Seasons that end within the last 14 days or later. */
  | 'CURRENT'
  /** Seasons that ended more than 14 days ago. */
  | 'OLD';

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
  /** Bracket layout. */
  columns?: Array<ColumnInput>;
  /** Decision points. */
  decisionPoints?: Array<DecisionPointInput>;
  /** Edges inside the section. */
  edges: Array<EdgeInput>;
  /** Round-robin settings; required for group and cross-group, ignored for brackets. */
  groupConfig?: InputMaybe<GroupConfigInput>;
  /** Id of an existing section; omit for a new one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Matches. */
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
  /** Edges between the stage's seeding/standing and its sections. */
  edges?: Array<EdgeInput>;
  /** Id of an existing stage; omit for a new one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Slug and localized names. */
  name: LocalizedNameInput;
  /** Draft when left out. */
  publicationStatus?: InputMaybe<PublicationStatus>;
  /** Sections in order. */
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
  /** The group's streams, in order. */
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
  /** Players on the roster, by player id. */
  roster?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** '#' followed by up to 6 hex digits, or null. */
  secondaryColor?: InputMaybe<Scalars['String']['input']>;
  /** Lower-case identifier (a-z, 0-9, underscore; at most 80 characters). */
  slug: Scalars['String']['input'];
  /** The sport the team plays. */
  sport: Sport;
  /** Active (the default) or archived. */
  status?: InputMaybe<TeamStatus>;
  /** Formats the team plays; ['5v5'] when left out. */
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
  /** Circuit points per placement. */
  awardedCircuitPoints?: InputMaybe<Array<CircuitPointAwardInput>>;
  /** Whether viewers may receive drops. */
  droppable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Edges between the tournament's seeding/standing and its stages. Left out on update: kept. */
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
  /** Points per final position. */
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
  /** Stages in order (the stage builder's work). Left out on update: the stored stages are kept. */
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

/** Which tournaments a list shows (spec 2 §9, spec 3 §4). Only tournaments of active leagues are listed. */
export type TournamentListFilter =
  /** Archived tournaments, whatever their dates. */
  | 'ARCHIVED'
  /** Published tournaments that end within the last 14 days or later. */
  | 'CURRENT'
  /** Draft tournaments, not yet published. */
  | 'DRAFT'
  /** Published tournaments that ended more than 14 days ago. */
  | 'OLD';

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

/** The outcome of a grant or revoke: exactly one of ok and error is set. */
export type UserRoleResult = {
  __typename?: 'UserRoleResult';
  error?: Maybe<MutationError>;
  ok?: Maybe<UserRoleSuccess>;
};

/** A grant or revoke that happened. */
export type UserRoleSuccess = {
  __typename?: 'UserRoleSuccess';
  message: Scalars['String']['output'];
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
  AccountStatus: AccountStatus;
  AccountSummoner: ResolverTypeWrapper<AccountSummoner>;
  AppInfo: ResolverTypeWrapper<AppInfo>;
  AuditChange: ResolverTypeWrapper<AuditChange>;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditLogConnection: ResolverTypeWrapper<AuditLogConnection>;
  AuditLogEdge: ResolverTypeWrapper<AuditLogEdge>;
  AuditLogFilter: AuditLogFilter;
  AuditResult: AuditResult;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Broadcast: ResolverTypeWrapper<BroadcastDto>;
  BroadcastItem: ResolverTypeWrapper<BroadcastItemDto>;
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
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DecisionPoint: ResolverTypeWrapper<DecisionPointDto>;
  DecisionPointInput: DecisionPointInput;
  Edge: ResolverTypeWrapper<Edge>;
  EdgeInput: EdgeInput;
  EdgeNodeType: EdgeNodeType;
  EditConflict: ResolverTypeWrapper<EditConflict>;
  Environment: Environment;
  ErrorCode: ErrorCode;
  FeatureFlags: ResolverTypeWrapper<FeatureFlags>;
  Game: ResolverTypeWrapper<GameDto>;
  GameSide: GameSide;
  GameTeamOutcome: ResolverTypeWrapper<GameTeamOutcome>;
  GameVodStatus: ResolverTypeWrapper<GameVodStatus>;
  GroupConfig: ResolverTypeWrapper<GroupConfig>;
  GroupConfigInput: GroupConfigInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageOwner: ImageOwner;
  ImageUpload: ResolverTypeWrapper<ImageUpload>;
  ImageUploadInput: ImageUploadInput;
  ImageUploadResult: ResolverTypeWrapper<Omit<ImageUploadResult, 'error'> & { error?: Maybe<ResolversTypes['MutationError']> }>;
  InputError: ResolverTypeWrapper<InputError>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
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
  LeagueStatus: LeagueStatus;
  Localization: ResolverTypeWrapper<Localization>;
  LocalizationInput: LocalizationInput;
  LocalizedName: ResolverTypeWrapper<LocalizedNameDto>;
  LocalizedNameInput: LocalizedNameInput;
  LogoBundle: ResolverTypeWrapper<LogoBundleDto>;
  LogoBundleInput: LogoBundleInput;
  ManagedUser: ResolverTypeWrapper<ManagedUser>;
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
  PlayerStatus: PlayerStatus;
  PointsEntry: ResolverTypeWrapper<PointsEntry>;
  PointsEntryInput: PointsEntryInput;
  Pov: ResolverTypeWrapper<Pov>;
  PovInput: PovInput;
  PovMutationResult: ResolverTypeWrapper<Omit<PovMutationResult, 'error'> & { error?: Maybe<ResolversTypes['MutationError']> }>;
  PovMutationSuccess: ResolverTypeWrapper<PovMutationSuccess>;
  PublicationScope: PublicationScope;
  PublicationStatus: PublicationStatus;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Rank: ResolverTypeWrapper<RankDto>;
  RankInput: RankInput;
  RoleDefinition: ResolverTypeWrapper<RoleDefinition>;
  RosterEntry: ResolverTypeWrapper<RosterEntry>;
  ScheduleBlock: ResolverTypeWrapper<ScheduleBlockDto>;
  ScheduleBlockMutationResult: ResolverTypeWrapper<Omit<ScheduleBlockMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['ScheduleBlockMutationSuccess']> }>;
  ScheduleBlockMutationSuccess: ResolverTypeWrapper<Omit<ScheduleBlockMutationSuccess, 'block'> & { block: ResolversTypes['ScheduleBlock'] }>;
  Season: ResolverTypeWrapper<SeasonDto>;
  SeasonInput: SeasonInput;
  SeasonListFilter: SeasonListFilter;
  SeasonMutationResult: ResolverTypeWrapper<Omit<SeasonMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['SeasonMutationSuccess']> }>;
  SeasonMutationSuccess: ResolverTypeWrapper<Omit<SeasonMutationSuccess, 'season'> & { season: ResolversTypes['Season'] }>;
  SeasonStatus: SeasonStatus;
  Section: ResolverTypeWrapper<SectionDto>;
  SectionInput: SectionInput;
  SectionType: SectionType;
  Split: ResolverTypeWrapper<SplitDto>;
  SplitInput: SplitInput;
  Sport: Sport;
  Stage: ResolverTypeWrapper<StageDto>;
  StageInput: StageInput;
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
  TournamentListFilter: TournamentListFilter;
  TournamentMutationResult: ResolverTypeWrapper<Omit<TournamentMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversTypes['MutationError']>, ok?: Maybe<ResolversTypes['TournamentMutationSuccess']> }>;
  TournamentMutationSuccess: ResolverTypeWrapper<Omit<TournamentMutationSuccess, 'tournament'> & { tournament: ResolversTypes['Tournament'] }>;
  TournamentRealmAccount: ResolverTypeWrapper<TournamentRealmAccount>;
  TournamentRealmIdentity: ResolverTypeWrapper<TournamentRealmIdentityDto>;
  TournamentStatus: TournamentStatus;
  UserRoleResult: ResolverTypeWrapper<Omit<UserRoleResult, 'error'> & { error?: Maybe<ResolversTypes['MutationError']> }>;
  UserRoleSuccess: ResolverTypeWrapper<UserRoleSuccess>;
  Viewer: ResolverTypeWrapper<Viewer>;
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
  AccountSummoner: AccountSummoner;
  AppInfo: AppInfo;
  AuditChange: AuditChange;
  AuditEntry: AuditEntry;
  AuditLogConnection: AuditLogConnection;
  AuditLogEdge: AuditLogEdge;
  AuditLogFilter: AuditLogFilter;
  Boolean: Scalars['Boolean']['output'];
  Broadcast: BroadcastDto;
  BroadcastItem: BroadcastItemDto;
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
  DateTime: Scalars['DateTime']['output'];
  DecisionPoint: DecisionPointDto;
  DecisionPointInput: DecisionPointInput;
  Edge: Edge;
  EdgeInput: EdgeInput;
  EditConflict: EditConflict;
  FeatureFlags: FeatureFlags;
  Game: GameDto;
  GameTeamOutcome: GameTeamOutcome;
  GameVodStatus: GameVodStatus;
  GroupConfig: GroupConfig;
  GroupConfigInput: GroupConfigInput;
  ID: Scalars['ID']['output'];
  ImageUpload: ImageUpload;
  ImageUploadInput: ImageUploadInput;
  ImageUploadResult: Omit<ImageUploadResult, 'error'> & { error?: Maybe<ResolversParentTypes['MutationError']> };
  InputError: InputError;
  Int: Scalars['Int']['output'];
  InvitationApproved: InvitationApproved;
  InvitationResult: Omit<InvitationResult, 'error'> & { error?: Maybe<ResolversParentTypes['MutationError']> };
  League: LeagueDto;
  LeagueBatchInput: LeagueBatchInput;
  LeagueBatchMutationResult: Omit<LeagueBatchMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['LeagueBatchMutationSuccess']> };
  LeagueBatchMutationSuccess: Omit<LeagueBatchMutationSuccess, 'leagues'> & { leagues: Array<ResolversParentTypes['League']> };
  LeagueInput: LeagueInput;
  LeagueMutationResult: Omit<LeagueMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['LeagueMutationSuccess']> };
  LeagueMutationSuccess: Omit<LeagueMutationSuccess, 'league'> & { league: ResolversParentTypes['League'] };
  Localization: Localization;
  LocalizationInput: LocalizationInput;
  LocalizedName: LocalizedNameDto;
  LocalizedNameInput: LocalizedNameInput;
  LogoBundle: LogoBundleDto;
  LogoBundleInput: LogoBundleInput;
  ManagedUser: ManagedUser;
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
  PointsEntry: PointsEntry;
  PointsEntryInput: PointsEntryInput;
  Pov: Pov;
  PovInput: PovInput;
  PovMutationResult: Omit<PovMutationResult, 'error'> & { error?: Maybe<ResolversParentTypes['MutationError']> };
  PovMutationSuccess: PovMutationSuccess;
  Query: Record<PropertyKey, never>;
  Rank: RankDto;
  RankInput: RankInput;
  RoleDefinition: RoleDefinition;
  RosterEntry: RosterEntry;
  ScheduleBlock: ScheduleBlockDto;
  ScheduleBlockMutationResult: Omit<ScheduleBlockMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['ScheduleBlockMutationSuccess']> };
  ScheduleBlockMutationSuccess: Omit<ScheduleBlockMutationSuccess, 'block'> & { block: ResolversParentTypes['ScheduleBlock'] };
  Season: SeasonDto;
  SeasonInput: SeasonInput;
  SeasonMutationResult: Omit<SeasonMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['SeasonMutationSuccess']> };
  SeasonMutationSuccess: Omit<SeasonMutationSuccess, 'season'> & { season: ResolversParentTypes['Season'] };
  Section: SectionDto;
  SectionInput: SectionInput;
  Split: SplitDto;
  SplitInput: SplitInput;
  Stage: StageDto;
  StageInput: StageInput;
  Stream: StreamDto;
  StreamGroup: StreamGroupDto;
  StreamGroupInput: StreamGroupInput;
  StreamGroupMutationResult: Omit<StreamGroupMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['StreamGroupMutationSuccess']> };
  StreamGroupMutationSuccess: Omit<StreamGroupMutationSuccess, 'streamGroup'> & { streamGroup?: Maybe<ResolversParentTypes['StreamGroup']> };
  StreamInput: StreamInput;
  StreamTimelineMutationResult: Omit<StreamTimelineMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['StreamTimelineMutationSuccess']> };
  StreamTimelineMutationSuccess: Omit<StreamTimelineMutationSuccess, 'entry'> & { entry: ResolversParentTypes['StreamTimelineTournament'] };
  StreamTimelineTournament: StreamTimelineTournamentDto;
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
  TournamentMutationResult: Omit<TournamentMutationResult, 'error' | 'ok'> & { error?: Maybe<ResolversParentTypes['MutationError']>, ok?: Maybe<ResolversParentTypes['TournamentMutationSuccess']> };
  TournamentMutationSuccess: Omit<TournamentMutationSuccess, 'tournament'> & { tournament: ResolversParentTypes['Tournament'] };
  TournamentRealmAccount: TournamentRealmAccount;
  TournamentRealmIdentity: TournamentRealmIdentityDto;
  UserRoleResult: Omit<UserRoleResult, 'error'> & { error?: Maybe<ResolversParentTypes['MutationError']> };
  UserRoleSuccess: UserRoleSuccess;
  Viewer: Viewer;
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

export type GameResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Game'] = ResolversParentTypes['Game']> = ResolversObject<{
  assignedName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  blueTeam?: Resolver<Maybe<ResolversTypes['Team']>, ParentType, ContextType>;
  blueTeamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  povs?: Resolver<Array<ResolversTypes['Pov']>, ParentType, ContextType>;
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

export type InputErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InputError'] = ResolversParentTypes['InputError']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type LocalizationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Localization'] = ResolversParentTypes['Localization']> = ResolversObject<{
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LocalizedNameResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocalizedName'] = ResolversParentTypes['LocalizedName']> = ResolversObject<{
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  localizations?: Resolver<Array<ResolversTypes['Localization']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  approveInvitation?: Resolver<ResolversTypes['InvitationResult'], ParentType, ContextType, RequireFields<MutationApproveInvitationArgs, 'inviteCode'>>;
  archiveLeague?: Resolver<ResolversTypes['LeagueMutationResult'], ParentType, ContextType, RequireFields<MutationArchiveLeagueArgs, 'id'>>;
  archiveOrganization?: Resolver<ResolversTypes['OrganizationMutationResult'], ParentType, ContextType, RequireFields<MutationArchiveOrganizationArgs, 'id'>>;
  archiveSeason?: Resolver<ResolversTypes['SeasonMutationResult'], ParentType, ContextType, RequireFields<MutationArchiveSeasonArgs, 'id'>>;
  archiveTournament?: Resolver<ResolversTypes['TournamentMutationResult'], ParentType, ContextType, RequireFields<MutationArchiveTournamentArgs, 'id'>>;
  clearGameResult?: Resolver<ResolversTypes['TournamentMutationResult'], ParentType, ContextType, RequireFields<MutationClearGameResultArgs, 'gameId' | 'tournamentId'>>;
  clearManualStandings?: Resolver<ResolversTypes['TournamentMutationResult'], ParentType, ContextType, RequireFields<MutationClearManualStandingsArgs, 'sectionId' | 'tournamentId'>>;
  copyScheduleBlock?: Resolver<ResolversTypes['ScheduleBlockMutationResult'], ParentType, ContextType, RequireFields<MutationCopyScheduleBlockArgs, 'id' | 'startTime'>>;
  copyTournament?: Resolver<ResolversTypes['TournamentMutationResult'], ParentType, ContextType, RequireFields<MutationCopyTournamentArgs, 'id' | 'slug'>>;
  createAccountGroup?: Resolver<ResolversTypes['AccountGroupResult'], ParentType, ContextType, RequireFields<MutationCreateAccountGroupArgs, 'name'>>;
  createAccounts?: Resolver<ResolversTypes['CreateAccountsResult'], ParentType, ContextType, RequireFields<MutationCreateAccountsArgs, 'input'>>;
  createImageUpload?: Resolver<ResolversTypes['ImageUploadResult'], ParentType, ContextType, RequireFields<MutationCreateImageUploadArgs, 'input'>>;
  createLeague?: Resolver<ResolversTypes['LeagueMutationResult'], ParentType, ContextType, RequireFields<MutationCreateLeagueArgs, 'input'>>;
  createOrganization?: Resolver<ResolversTypes['OrganizationMutationResult'], ParentType, ContextType, RequireFields<MutationCreateOrganizationArgs, 'input'>>;
  createPlayers?: Resolver<ResolversTypes['PlayerBatchResult'], ParentType, ContextType, RequireFields<MutationCreatePlayersArgs, 'inputs'>>;
  createSeason?: Resolver<ResolversTypes['SeasonMutationResult'], ParentType, ContextType, RequireFields<MutationCreateSeasonArgs, 'input'>>;
  createStreamGroup?: Resolver<ResolversTypes['StreamGroupMutationResult'], ParentType, ContextType, RequireFields<MutationCreateStreamGroupArgs, 'input'>>;
  createTeam?: Resolver<ResolversTypes['TeamMutationResult'], ParentType, ContextType, RequireFields<MutationCreateTeamArgs, 'input'>>;
  createTournament?: Resolver<ResolversTypes['TournamentMutationResult'], ParentType, ContextType, RequireFields<MutationCreateTournamentArgs, 'input'>>;
  createVod?: Resolver<ResolversTypes['VodMutationResult'], ParentType, ContextType, RequireFields<MutationCreateVodArgs, 'gameId' | 'input'>>;
  decideDecisionPoint?: Resolver<ResolversTypes['TournamentMutationResult'], ParentType, ContextType, RequireFields<MutationDecideDecisionPointArgs, 'decisionPointId' | 'teamIds' | 'tournamentId'>>;
  deleteStreamGroup?: Resolver<ResolversTypes['StreamGroupMutationResult'], ParentType, ContextType, RequireFields<MutationDeleteStreamGroupArgs, 'id'>>;
  deleteVods?: Resolver<ResolversTypes['VodMutationResult'], ParentType, ContextType, RequireFields<MutationDeleteVodsArgs, 'ids'>>;
  finalizeSection?: Resolver<ResolversTypes['TournamentMutationResult'], ParentType, ContextType, RequireFields<MutationFinalizeSectionArgs, 'sectionId' | 'tournamentId'>>;
  grantRole?: Resolver<ResolversTypes['UserRoleResult'], ParentType, ContextType, RequireFields<MutationGrantRoleArgs, 'role' | 'username'>>;
  publishTournament?: Resolver<ResolversTypes['TournamentMutationResult'], ParentType, ContextType, RequireFields<MutationPublishTournamentArgs, 'id'>>;
  renameAccountGroup?: Resolver<ResolversTypes['AccountGroupResult'], ParentType, ContextType, RequireFields<MutationRenameAccountGroupArgs, 'id' | 'name'>>;
  replaceTeams?: Resolver<ResolversTypes['TournamentMutationResult'], ParentType, ContextType, RequireFields<MutationReplaceTeamsArgs, 'id' | 'replacements'>>;
  requestAccountRemoval?: Resolver<ResolversTypes['AccountRemovalResult'], ParentType, ContextType, RequireFields<MutationRequestAccountRemovalArgs, 'ids'>>;
  resetPlayerPassword?: Resolver<ResolversTypes['PlayerPasswordResetResult'], ParentType, ContextType, RequireFields<MutationResetPlayerPasswordArgs, 'id'>>;
  revokeRole?: Resolver<ResolversTypes['UserRoleResult'], ParentType, ContextType, RequireFields<MutationRevokeRoleArgs, 'role' | 'username'>>;
  savePovs?: Resolver<ResolversTypes['PovMutationResult'], ParentType, ContextType, RequireFields<MutationSavePovsArgs, 'gameId' | 'povs'>>;
  saveTournamentToStreamTimeline?: Resolver<ResolversTypes['StreamTimelineMutationResult'], ParentType, ContextType, RequireFields<MutationSaveTournamentToStreamTimelineArgs, 'tournamentId'>>;
  setGameResult?: Resolver<ResolversTypes['TournamentMutationResult'], ParentType, ContextType, RequireFields<MutationSetGameResultArgs, 'gameId' | 'tournamentId' | 'winnerTeamId'>>;
  setManualStandings?: Resolver<ResolversTypes['TournamentMutationResult'], ParentType, ContextType, RequireFields<MutationSetManualStandingsArgs, 'ranks' | 'sectionId' | 'tournamentId'>>;
  setPublicationStatus?: Resolver<ResolversTypes['TournamentMutationResult'], ParentType, ContextType, RequireFields<MutationSetPublicationStatusArgs, 'id' | 'scope' | 'status'>>;
  setVodOffset?: Resolver<ResolversTypes['VodMutationResult'], ParentType, ContextType, RequireFields<MutationSetVodOffsetArgs, 'gameTime' | 'id'>>;
  switchTeamColors?: Resolver<ResolversTypes['TournamentMutationResult'], ParentType, ContextType, RequireFields<MutationSwitchTeamColorsArgs, 'gameId' | 'matchId'>>;
  unarchiveLeague?: Resolver<ResolversTypes['LeagueMutationResult'], ParentType, ContextType, RequireFields<MutationUnarchiveLeagueArgs, 'id'>>;
  unarchiveOrganization?: Resolver<ResolversTypes['OrganizationMutationResult'], ParentType, ContextType, RequireFields<MutationUnarchiveOrganizationArgs, 'id'>>;
  unarchiveSeason?: Resolver<ResolversTypes['SeasonMutationResult'], ParentType, ContextType, RequireFields<MutationUnarchiveSeasonArgs, 'id'>>;
  updateLeague?: Resolver<ResolversTypes['LeagueMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateLeagueArgs, 'id' | 'input'>>;
  updateLeagues?: Resolver<ResolversTypes['LeagueBatchMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateLeaguesArgs, 'leagues'>>;
  updateOrganization?: Resolver<ResolversTypes['OrganizationMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateOrganizationArgs, 'id' | 'input'>>;
  updatePlayer?: Resolver<ResolversTypes['PlayerMutationResult'], ParentType, ContextType, RequireFields<MutationUpdatePlayerArgs, 'id' | 'input'>>;
  updateSeason?: Resolver<ResolversTypes['SeasonMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateSeasonArgs, 'id' | 'input'>>;
  updateStreamGroup?: Resolver<ResolversTypes['StreamGroupMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateStreamGroupArgs, 'id' | 'input'>>;
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
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  accountGroups?: Resolver<Array<ResolversTypes['AccountGroup']>, ParentType, ContextType>;
  accountOperations?: Resolver<Array<ResolversTypes['AccountOperation']>, ParentType, ContextType, Partial<QueryAccountOperationsArgs>>;
  accounts?: Resolver<ResolversTypes['AccountConnection'], ParentType, ContextType, RequireFields<QueryAccountsArgs, 'first'>>;
  accountsByIds?: Resolver<Array<Maybe<ResolversTypes['Account']>>, ParentType, ContextType, RequireFields<QueryAccountsByIdsArgs, 'ids'>>;
  appInfo?: Resolver<ResolversTypes['AppInfo'], ParentType, ContextType>;
  auditLog?: Resolver<ResolversTypes['AuditLogConnection'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'first'>>;
  checkAccountRows?: Resolver<Array<ResolversTypes['AccountRowResult']>, ParentType, ContextType, RequireFields<QueryCheckAccountRowsArgs, 'autogenerateLogins' | 'rows'>>;
  eligibleAccounts?: Resolver<ResolversTypes['AccountConnection'], ParentType, ContextType, RequireFields<QueryEligibleAccountsArgs, 'first' | 'sport'>>;
  freeFloatingAccounts?: Resolver<ResolversTypes['AccountConnection'], ParentType, ContextType, RequireFields<QueryFreeFloatingAccountsArgs, 'first'>>;
  league?: Resolver<Maybe<ResolversTypes['League']>, ParentType, ContextType, RequireFields<QueryLeagueArgs, 'id'>>;
  leagues?: Resolver<Array<ResolversTypes['League']>, ParentType, ContextType, RequireFields<QueryLeaguesArgs, 'filter' | 'sport'>>;
  match?: Resolver<Maybe<ResolversTypes['Match']>, ParentType, ContextType, RequireFields<QueryMatchArgs, 'id'>>;
  organization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType, RequireFields<QueryOrganizationArgs, 'id'>>;
  organizations?: Resolver<Array<ResolversTypes['Organization']>, ParentType, ContextType, RequireFields<QueryOrganizationsArgs, 'filter'>>;
  player?: Resolver<Maybe<ResolversTypes['Player']>, ParentType, ContextType, RequireFields<QueryPlayerArgs, 'id'>>;
  players?: Resolver<ResolversTypes['PlayerConnection'], ParentType, ContextType, RequireFields<QueryPlayersArgs, 'first' | 'sport'>>;
  playersByIds?: Resolver<Array<Maybe<ResolversTypes['Player']>>, ParentType, ContextType, RequireFields<QueryPlayersByIdsArgs, 'ids'>>;
  povsByGames?: Resolver<Array<ResolversTypes['Pov']>, ParentType, ContextType, RequireFields<QueryPovsByGamesArgs, 'gameIds'>>;
  roleDefinitions?: Resolver<Array<ResolversTypes['RoleDefinition']>, ParentType, ContextType>;
  schedules?: Resolver<Array<ResolversTypes['ScheduleBlock']>, ParentType, ContextType, Partial<QuerySchedulesArgs>>;
  season?: Resolver<Maybe<ResolversTypes['Season']>, ParentType, ContextType, RequireFields<QuerySeasonArgs, 'id'>>;
  seasons?: Resolver<Array<ResolversTypes['Season']>, ParentType, ContextType, RequireFields<QuerySeasonsArgs, 'filter' | 'sport'>>;
  streamGroup?: Resolver<Maybe<ResolversTypes['StreamGroup']>, ParentType, ContextType, RequireFields<QueryStreamGroupArgs, 'id'>>;
  streamGroups?: Resolver<Array<ResolversTypes['StreamGroup']>, ParentType, ContextType, Partial<QueryStreamGroupsArgs>>;
  streamTimelineTournaments?: Resolver<Array<ResolversTypes['StreamTimelineTournament']>, ParentType, ContextType>;
  supportedStreamLocales?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['Team']>, ParentType, ContextType, RequireFields<QueryTeamArgs, 'id'>>;
  teams?: Resolver<Array<ResolversTypes['Team']>, ParentType, ContextType, RequireFields<QueryTeamsArgs, 'sport' | 'status'>>;
  tournament?: Resolver<Maybe<ResolversTypes['Tournament']>, ParentType, ContextType, RequireFields<QueryTournamentArgs, 'id'>>;
  tournamentParticipantExport?: Resolver<ResolversTypes['ParticipantExportResult'], ParentType, ContextType, RequireFields<QueryTournamentParticipantExportArgs, 'id'>>;
  tournamentSchedule?: Resolver<Array<ResolversTypes['ScheduleBlock']>, ParentType, ContextType, RequireFields<QueryTournamentScheduleArgs, 'tournamentId'>>;
  tournaments?: Resolver<Array<ResolversTypes['Tournament']>, ParentType, ContextType, RequireFields<QueryTournamentsArgs, 'filter' | 'sport'>>;
  users?: Resolver<Array<ResolversTypes['ManagedUser']>, ParentType, ContextType>;
  validatePlayers?: Resolver<Array<ResolversTypes['PlayerRowResult']>, ParentType, ContextType, RequireFields<QueryValidatePlayersArgs, 'inputs'>>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  vodStatusByGames?: Resolver<Array<ResolversTypes['GameVodStatus']>, ParentType, ContextType, RequireFields<QueryVodStatusByGamesArgs, 'gameIds'>>;
  vodsByGames?: Resolver<Array<ResolversTypes['Vod']>, ParentType, ContextType, RequireFields<QueryVodsByGamesArgs, 'gameIds'>>;
}>;

export type RankResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Rank'] = ResolversParentTypes['Rank']> = ResolversObject<{
  ordinal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tiedTeamIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  tiedTeams?: Resolver<Array<ResolversTypes['Team']>, ParentType, ContextType>;
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

export type TournamentMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TournamentMutationResult'] = ResolversParentTypes['TournamentMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['TournamentMutationSuccess']>, ParentType, ContextType>;
}>;

export type TournamentMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TournamentMutationSuccess'] = ResolversParentTypes['TournamentMutationSuccess']> = ResolversObject<{
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
  Broadcast?: BroadcastResolvers<ContextType>;
  BroadcastItem?: BroadcastItemResolvers<ContextType>;
  Cell?: CellResolvers<ContextType>;
  CircuitPointAward?: CircuitPointAwardResolvers<ContextType>;
  Column?: ColumnResolvers<ContextType>;
  CountConfig?: CountConfigResolvers<ContextType>;
  CreateAccountsResult?: CreateAccountsResultResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DecisionPoint?: DecisionPointResolvers<ContextType>;
  Edge?: EdgeResolvers<ContextType>;
  EditConflict?: EditConflictResolvers<ContextType>;
  FeatureFlags?: FeatureFlagsResolvers<ContextType>;
  Game?: GameResolvers<ContextType>;
  GameTeamOutcome?: GameTeamOutcomeResolvers<ContextType>;
  GameVodStatus?: GameVodStatusResolvers<ContextType>;
  GroupConfig?: GroupConfigResolvers<ContextType>;
  ImageUpload?: ImageUploadResolvers<ContextType>;
  ImageUploadResult?: ImageUploadResultResolvers<ContextType>;
  InputError?: InputErrorResolvers<ContextType>;
  InvitationApproved?: InvitationApprovedResolvers<ContextType>;
  InvitationResult?: InvitationResultResolvers<ContextType>;
  League?: LeagueResolvers<ContextType>;
  LeagueBatchMutationResult?: LeagueBatchMutationResultResolvers<ContextType>;
  LeagueBatchMutationSuccess?: LeagueBatchMutationSuccessResolvers<ContextType>;
  LeagueMutationResult?: LeagueMutationResultResolvers<ContextType>;
  LeagueMutationSuccess?: LeagueMutationSuccessResolvers<ContextType>;
  Localization?: LocalizationResolvers<ContextType>;
  LocalizedName?: LocalizedNameResolvers<ContextType>;
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
  Query?: QueryResolvers<ContextType>;
  Rank?: RankResolvers<ContextType>;
  RoleDefinition?: RoleDefinitionResolvers<ContextType>;
  RosterEntry?: RosterEntryResolvers<ContextType>;
  ScheduleBlock?: ScheduleBlockResolvers<ContextType>;
  ScheduleBlockMutationResult?: ScheduleBlockMutationResultResolvers<ContextType>;
  ScheduleBlockMutationSuccess?: ScheduleBlockMutationSuccessResolvers<ContextType>;
  Season?: SeasonResolvers<ContextType>;
  SeasonMutationResult?: SeasonMutationResultResolvers<ContextType>;
  SeasonMutationSuccess?: SeasonMutationSuccessResolvers<ContextType>;
  Section?: SectionResolvers<ContextType>;
  Split?: SplitResolvers<ContextType>;
  Stage?: StageResolvers<ContextType>;
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
  TournamentMutationResult?: TournamentMutationResultResolvers<ContextType>;
  TournamentMutationSuccess?: TournamentMutationSuccessResolvers<ContextType>;
  TournamentRealmAccount?: TournamentRealmAccountResolvers<ContextType>;
  TournamentRealmIdentity?: TournamentRealmIdentityResolvers<ContextType>;
  UserRoleResult?: UserRoleResultResolvers<ContextType>;
  UserRoleSuccess?: UserRoleSuccessResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  Vod?: VodResolvers<ContextType>;
  VodMutationResult?: VodMutationResultResolvers<ContextType>;
  VodMutationSuccess?: VodMutationSuccessResolvers<ContextType>;
  WinLossRecord?: WinLossRecordResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = GatewayContext> = ResolversObject<{
  access?: AccessDirectiveResolver<any, any, ContextType>;
  journal?: JournalDirectiveResolver<any, any, ContextType>;
}>;
