import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { SeasonDto, LeagueDto, SplitDto, LocalizedNameDto } from '@esports-admin/schema/upstream/elds';
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

/** Facts about this deployment of the portal. */
export type AppInfo = {
  __typename?: 'AppInfo';
  /** The product version label shown in the navigation bar. */
  version: Scalars['String']['output'];
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

/** Where this gateway runs, derived from the host name unless configured (spec 1 §1). */
export type Environment =
  | 'dev'
  | 'local'
  | 'prod'
  | 'test';

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

/** A staff user as user management sees them. */
export type ManagedUser = {
  __typename?: 'ManagedUser';
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Role keys held. */
  roles: Array<Scalars['String']['output']>;
  username: Scalars['String']['output'];
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
  /** Archives a season; answers 'Archived Season Successfully!'. */
  archiveSeason: SeasonMutationResult;
  /** Creates an active league; answers 'Created League Successfully!'. */
  createLeague: LeagueMutationResult;
  /** Creates a season; answers 'Created Season Successfully!'. */
  createSeason: SeasonMutationResult;
  /** Grants a role to a user; answers 'Granted {role} to {username}'. */
  grantRole: UserRoleResult;
  /** Revokes a role from a user; answers 'Revoked {role} from {username}'. */
  revokeRole: UserRoleResult;
  /** Makes an archived league active again; answers 'Unarchived League Successfully!'. */
  unarchiveLeague: LeagueMutationResult;
  /** Makes an archived season active again; answers 'Unarchived Season Successfully!'. */
  unarchiveSeason: SeasonMutationResult;
  /** Replaces a league's fields, keeping its status; answers 'Updated League Successfully!'. */
  updateLeague: LeagueMutationResult;
  /** Replaces a season's fields; answers 'Updated Season Successfully!'. */
  updateSeason: SeasonMutationResult;
};


export type MutationApproveInvitationArgs = {
  inviteCode: Scalars['String']['input'];
};


export type MutationArchiveLeagueArgs = {
  id: Scalars['ID']['input'];
};


export type MutationArchiveSeasonArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateLeagueArgs = {
  input: LeagueInput;
};


export type MutationCreateSeasonArgs = {
  input: SeasonInput;
};


export type MutationGrantRoleArgs = {
  role: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationRevokeRoleArgs = {
  role: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationUnarchiveLeagueArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUnarchiveSeasonArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateLeagueArgs = {
  id: Scalars['ID']['input'];
  input: LeagueInput;
};


export type MutationUpdateSeasonArgs = {
  id: Scalars['ID']['input'];
  input: SeasonInput;
};

/** Why a mutation did not happen: a message to show and, for bad input, the fields at fault. */
export type MutationError = {
  __typename?: 'MutationError';
  /** Stable code: BAD_USER_INPUT, NOT_FOUND, CONFLICT, FORBIDDEN, UNAUTHENTICATED, UPSTREAM_ERROR. */
  code: Scalars['String']['output'];
  /** Per-field messages for bad input; empty for other failures. */
  inputErrors: Array<InputError>;
  /** Message to show the user: a spec message, or '{httpStatus} - {message}' from the upstream service. */
  message: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Facts about this deployment; readable by any signed-in user. */
  appInfo: AppInfo;
  /** One league by id, or null when there is none. */
  league?: Maybe<League>;
  /**
   * Leagues of one sport, by priority then name. CURRENT lists active leagues, ARCHIVED archived
   * ones. `search` filters by name or slug, case-insensitively, from 2 characters on.
   * Costs one data service call.
   */
  leagues: Array<League>;
  /** Roles that can be granted. Needs a user-management role and the rbac flag. */
  roleDefinitions: Array<RoleDefinition>;
  /** One season by id, or null when there is none. */
  season?: Maybe<Season>;
  /**
   * Seasons of one sport. CURRENT and OLD split active seasons by the 14-day rule; ARCHIVED lists
   * archived ones. `search` filters by name, case-insensitively, from 2 characters on.
   * Costs one data service call.
   */
  seasons: Array<Season>;
  /** Every staff user who has signed in, with their roles. Needs a user-management role and the rbac flag. */
  users: Array<ManagedUser>;
  /** The signed-in user; every signed-in user may read it, even without roles. */
  viewer: Viewer;
};


export type QueryLeagueArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLeaguesArgs = {
  filter?: InputMaybe<LeagueListFilter>;
  search?: InputMaybe<Scalars['String']['input']>;
  sport: Sport;
};


export type QuerySeasonArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySeasonsArgs = {
  filter?: InputMaybe<SeasonListFilter>;
  search?: InputMaybe<Scalars['String']['input']>;
  sport: Sport;
};

/** A role that can be granted. */
export type RoleDefinition = {
  __typename?: 'RoleDefinition';
  description: Scalars['String']['output'];
  key: Scalars['String']['output'];
  /** Permissions '{resource}:{action}'. */
  permissions: Array<Scalars['String']['output']>;
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
  AppInfo: ResolverTypeWrapper<AppInfo>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CircuitPointAward: ResolverTypeWrapper<CircuitPointAward>;
  CircuitPointAwardInput: CircuitPointAwardInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Environment: Environment;
  FeatureFlags: ResolverTypeWrapper<FeatureFlags>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InputError: ResolverTypeWrapper<InputError>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvitationApproved: ResolverTypeWrapper<InvitationApproved>;
  InvitationResult: ResolverTypeWrapper<InvitationResult>;
  League: ResolverTypeWrapper<LeagueDto>;
  LeagueInput: LeagueInput;
  LeagueListFilter: LeagueListFilter;
  LeagueMutationResult: ResolverTypeWrapper<Omit<LeagueMutationResult, 'ok'> & { ok?: Maybe<ResolversTypes['LeagueMutationSuccess']> }>;
  LeagueMutationSuccess: ResolverTypeWrapper<Omit<LeagueMutationSuccess, 'league'> & { league: ResolversTypes['League'] }>;
  LeagueStatus: LeagueStatus;
  Localization: ResolverTypeWrapper<Localization>;
  LocalizationInput: LocalizationInput;
  LocalizedName: ResolverTypeWrapper<LocalizedNameDto>;
  LocalizedNameInput: LocalizedNameInput;
  ManagedUser: ResolverTypeWrapper<ManagedUser>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationError: ResolverTypeWrapper<MutationError>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RoleDefinition: ResolverTypeWrapper<RoleDefinition>;
  Season: ResolverTypeWrapper<SeasonDto>;
  SeasonInput: SeasonInput;
  SeasonListFilter: SeasonListFilter;
  SeasonMutationResult: ResolverTypeWrapper<Omit<SeasonMutationResult, 'ok'> & { ok?: Maybe<ResolversTypes['SeasonMutationSuccess']> }>;
  SeasonMutationSuccess: ResolverTypeWrapper<Omit<SeasonMutationSuccess, 'season'> & { season: ResolversTypes['Season'] }>;
  SeasonStatus: SeasonStatus;
  Split: ResolverTypeWrapper<SplitDto>;
  SplitInput: SplitInput;
  Sport: Sport;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UserRoleResult: ResolverTypeWrapper<UserRoleResult>;
  UserRoleSuccess: ResolverTypeWrapper<UserRoleSuccess>;
  Viewer: ResolverTypeWrapper<Viewer>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AppInfo: AppInfo;
  Boolean: Scalars['Boolean']['output'];
  CircuitPointAward: CircuitPointAward;
  CircuitPointAwardInput: CircuitPointAwardInput;
  DateTime: Scalars['DateTime']['output'];
  FeatureFlags: FeatureFlags;
  ID: Scalars['ID']['output'];
  InputError: InputError;
  Int: Scalars['Int']['output'];
  InvitationApproved: InvitationApproved;
  InvitationResult: InvitationResult;
  League: LeagueDto;
  LeagueInput: LeagueInput;
  LeagueMutationResult: Omit<LeagueMutationResult, 'ok'> & { ok?: Maybe<ResolversParentTypes['LeagueMutationSuccess']> };
  LeagueMutationSuccess: Omit<LeagueMutationSuccess, 'league'> & { league: ResolversParentTypes['League'] };
  Localization: Localization;
  LocalizationInput: LocalizationInput;
  LocalizedName: LocalizedNameDto;
  LocalizedNameInput: LocalizedNameInput;
  ManagedUser: ManagedUser;
  Mutation: Record<PropertyKey, never>;
  MutationError: MutationError;
  Query: Record<PropertyKey, never>;
  RoleDefinition: RoleDefinition;
  Season: SeasonDto;
  SeasonInput: SeasonInput;
  SeasonMutationResult: Omit<SeasonMutationResult, 'ok'> & { ok?: Maybe<ResolversParentTypes['SeasonMutationSuccess']> };
  SeasonMutationSuccess: Omit<SeasonMutationSuccess, 'season'> & { season: ResolversParentTypes['Season'] };
  Split: SplitDto;
  SplitInput: SplitInput;
  String: Scalars['String']['output'];
  UserRoleResult: UserRoleResult;
  UserRoleSuccess: UserRoleSuccess;
  Viewer: Viewer;
}>;

export type AccessDirectiveArgs = {
  anyOf: Array<Scalars['String']['input']>;
};

export type AccessDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = AccessDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AppInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppInfo'] = ResolversParentTypes['AppInfo']> = ResolversObject<{
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CircuitPointAwardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CircuitPointAward'] = ResolversParentTypes['CircuitPointAward']> = ResolversObject<{
  placement?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type FeatureFlagsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeatureFlags'] = ResolversParentTypes['FeatureFlags']> = ResolversObject<{
  accounts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  autocompleteMatch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rbac?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reopenPickBlock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  seasons?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  selfServiceTournaments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  statSync?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type ManagedUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ManagedUser'] = ResolversParentTypes['ManagedUser']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  approveInvitation?: Resolver<ResolversTypes['InvitationResult'], ParentType, ContextType, RequireFields<MutationApproveInvitationArgs, 'inviteCode'>>;
  archiveLeague?: Resolver<ResolversTypes['LeagueMutationResult'], ParentType, ContextType, RequireFields<MutationArchiveLeagueArgs, 'id'>>;
  archiveSeason?: Resolver<ResolversTypes['SeasonMutationResult'], ParentType, ContextType, RequireFields<MutationArchiveSeasonArgs, 'id'>>;
  createLeague?: Resolver<ResolversTypes['LeagueMutationResult'], ParentType, ContextType, RequireFields<MutationCreateLeagueArgs, 'input'>>;
  createSeason?: Resolver<ResolversTypes['SeasonMutationResult'], ParentType, ContextType, RequireFields<MutationCreateSeasonArgs, 'input'>>;
  grantRole?: Resolver<ResolversTypes['UserRoleResult'], ParentType, ContextType, RequireFields<MutationGrantRoleArgs, 'role' | 'username'>>;
  revokeRole?: Resolver<ResolversTypes['UserRoleResult'], ParentType, ContextType, RequireFields<MutationRevokeRoleArgs, 'role' | 'username'>>;
  unarchiveLeague?: Resolver<ResolversTypes['LeagueMutationResult'], ParentType, ContextType, RequireFields<MutationUnarchiveLeagueArgs, 'id'>>;
  unarchiveSeason?: Resolver<ResolversTypes['SeasonMutationResult'], ParentType, ContextType, RequireFields<MutationUnarchiveSeasonArgs, 'id'>>;
  updateLeague?: Resolver<ResolversTypes['LeagueMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateLeagueArgs, 'id' | 'input'>>;
  updateSeason?: Resolver<ResolversTypes['SeasonMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateSeasonArgs, 'id' | 'input'>>;
}>;

export type MutationErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MutationError'] = ResolversParentTypes['MutationError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  appInfo?: Resolver<ResolversTypes['AppInfo'], ParentType, ContextType>;
  league?: Resolver<Maybe<ResolversTypes['League']>, ParentType, ContextType, RequireFields<QueryLeagueArgs, 'id'>>;
  leagues?: Resolver<Array<ResolversTypes['League']>, ParentType, ContextType, RequireFields<QueryLeaguesArgs, 'filter' | 'sport'>>;
  roleDefinitions?: Resolver<Array<ResolversTypes['RoleDefinition']>, ParentType, ContextType>;
  season?: Resolver<Maybe<ResolversTypes['Season']>, ParentType, ContextType, RequireFields<QuerySeasonArgs, 'id'>>;
  seasons?: Resolver<Array<ResolversTypes['Season']>, ParentType, ContextType, RequireFields<QuerySeasonsArgs, 'filter' | 'sport'>>;
  users?: Resolver<Array<ResolversTypes['ManagedUser']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
}>;

export type RoleDefinitionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RoleDefinition'] = ResolversParentTypes['RoleDefinition']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
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
}>;

export type SeasonMutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SeasonMutationResult'] = ResolversParentTypes['SeasonMutationResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['SeasonMutationSuccess']>, ParentType, ContextType>;
}>;

export type SeasonMutationSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SeasonMutationSuccess'] = ResolversParentTypes['SeasonMutationSuccess']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  season?: Resolver<ResolversTypes['Season'], ParentType, ContextType>;
}>;

export type SplitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Split'] = ResolversParentTypes['Split']> = ResolversObject<{
  endTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedName'], ParentType, ContextType>;
  startTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
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

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  AppInfo?: AppInfoResolvers<ContextType>;
  CircuitPointAward?: CircuitPointAwardResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  FeatureFlags?: FeatureFlagsResolvers<ContextType>;
  InputError?: InputErrorResolvers<ContextType>;
  InvitationApproved?: InvitationApprovedResolvers<ContextType>;
  InvitationResult?: InvitationResultResolvers<ContextType>;
  League?: LeagueResolvers<ContextType>;
  LeagueMutationResult?: LeagueMutationResultResolvers<ContextType>;
  LeagueMutationSuccess?: LeagueMutationSuccessResolvers<ContextType>;
  Localization?: LocalizationResolvers<ContextType>;
  LocalizedName?: LocalizedNameResolvers<ContextType>;
  ManagedUser?: ManagedUserResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationError?: MutationErrorResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RoleDefinition?: RoleDefinitionResolvers<ContextType>;
  Season?: SeasonResolvers<ContextType>;
  SeasonMutationResult?: SeasonMutationResultResolvers<ContextType>;
  SeasonMutationSuccess?: SeasonMutationSuccessResolvers<ContextType>;
  Split?: SplitResolvers<ContextType>;
  UserRoleResult?: UserRoleResultResolvers<ContextType>;
  UserRoleSuccess?: UserRoleSuccessResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = GatewayContext> = ResolversObject<{
  access?: AccessDirectiveResolver<any, any, ContextType>;
}>;
