import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { SeasonDto, SplitDto, LocalizedNameDto } from '@esports-admin/schema/upstream/elds';
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

export type Mutation = {
  __typename?: 'Mutation';
  /** Does nothing; lets domain files extend Mutation. */
  _noop?: Maybe<Scalars['Boolean']['output']>;
  /** Archives a season; answers 'Archived Season Successfully!'. */
  archiveSeason: SeasonMutationResult;
  /** Creates a season; answers 'Created Season Successfully!'. */
  createSeason: SeasonMutationResult;
  /** Makes an archived season active again; answers 'Unarchived Season Successfully!'. */
  unarchiveSeason: SeasonMutationResult;
  /** Replaces a season's fields; answers 'Updated Season Successfully!'. */
  updateSeason: SeasonMutationResult;
};


export type MutationArchiveSeasonArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateSeasonArgs = {
  input: SeasonInput;
};


export type MutationUnarchiveSeasonArgs = {
  id: Scalars['ID']['input'];
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
  /** One season by id, or null when there is none. */
  season?: Maybe<Season>;
  /**
   * Seasons of one sport. CURRENT and OLD split active seasons by the 14-day rule; ARCHIVED lists
   * archived ones. `search` filters by name, case-insensitively, from 2 characters on.
   * Costs one data service call.
   */
  seasons: Array<Season>;
};


export type QuerySeasonArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySeasonsArgs = {
  filter?: InputMaybe<SeasonListFilter>;
  search?: InputMaybe<Scalars['String']['input']>;
  sport: Sport;
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
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InputError: ResolverTypeWrapper<InputError>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Localization: ResolverTypeWrapper<Localization>;
  LocalizationInput: LocalizationInput;
  LocalizedName: ResolverTypeWrapper<LocalizedNameDto>;
  LocalizedNameInput: LocalizedNameInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationError: ResolverTypeWrapper<MutationError>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
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
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AppInfo: AppInfo;
  Boolean: Scalars['Boolean']['output'];
  CircuitPointAward: CircuitPointAward;
  CircuitPointAwardInput: CircuitPointAwardInput;
  DateTime: Scalars['DateTime']['output'];
  ID: Scalars['ID']['output'];
  InputError: InputError;
  Int: Scalars['Int']['output'];
  Localization: Localization;
  LocalizationInput: LocalizationInput;
  LocalizedName: LocalizedNameDto;
  LocalizedNameInput: LocalizedNameInput;
  Mutation: Record<PropertyKey, never>;
  MutationError: MutationError;
  Query: Record<PropertyKey, never>;
  Season: SeasonDto;
  SeasonInput: SeasonInput;
  SeasonMutationResult: Omit<SeasonMutationResult, 'ok'> & { ok?: Maybe<ResolversParentTypes['SeasonMutationSuccess']> };
  SeasonMutationSuccess: Omit<SeasonMutationSuccess, 'season'> & { season: ResolversParentTypes['Season'] };
  Split: SplitDto;
  SplitInput: SplitInput;
  String: Scalars['String']['output'];
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

export type InputErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InputError'] = ResolversParentTypes['InputError']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  archiveSeason?: Resolver<ResolversTypes['SeasonMutationResult'], ParentType, ContextType, RequireFields<MutationArchiveSeasonArgs, 'id'>>;
  createSeason?: Resolver<ResolversTypes['SeasonMutationResult'], ParentType, ContextType, RequireFields<MutationCreateSeasonArgs, 'input'>>;
  unarchiveSeason?: Resolver<ResolversTypes['SeasonMutationResult'], ParentType, ContextType, RequireFields<MutationUnarchiveSeasonArgs, 'id'>>;
  updateSeason?: Resolver<ResolversTypes['SeasonMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateSeasonArgs, 'id' | 'input'>>;
}>;

export type MutationErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MutationError'] = ResolversParentTypes['MutationError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  appInfo?: Resolver<ResolversTypes['AppInfo'], ParentType, ContextType>;
  season?: Resolver<Maybe<ResolversTypes['Season']>, ParentType, ContextType, RequireFields<QuerySeasonArgs, 'id'>>;
  seasons?: Resolver<Array<ResolversTypes['Season']>, ParentType, ContextType, RequireFields<QuerySeasonsArgs, 'filter' | 'sport'>>;
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

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  AppInfo?: AppInfoResolvers<ContextType>;
  CircuitPointAward?: CircuitPointAwardResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  InputError?: InputErrorResolvers<ContextType>;
  Localization?: LocalizationResolvers<ContextType>;
  LocalizedName?: LocalizedNameResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationError?: MutationErrorResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Season?: SeasonResolvers<ContextType>;
  SeasonMutationResult?: SeasonMutationResultResolvers<ContextType>;
  SeasonMutationSuccess?: SeasonMutationSuccessResolvers<ContextType>;
  Split?: SplitResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = GatewayContext> = ResolversObject<{
  access?: AccessDirectiveResolver<any, any, ContextType>;
}>;
