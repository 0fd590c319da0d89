/** Business constants of spec 1 §9, spec 2 §9 and spec 3 §9, named once and imported everywhere. */

export const APP_VERSION = '2.60.1';

export const MESSAGE_AUTO_DISMISS_MS = 5000;
/** Spec 2 §8: 'Updated setting results' shows for 1 s, not the usual 5. */
export const RESULTS_UPDATED_MESSAGE_MS = 1000;
export const THROTTLED_MESSAGE_INTERVAL_MS = 3000;

export const SEARCH_INPUT_DEBOUNCE_MS = 500;
export const FIELD_TYPING_DEBOUNCE_MS = 150;
/** Season (and other list) search: spec 2 §9 "Search minimum 2 characters; debounce 150 ms". */
export const LIST_SEARCH_DEBOUNCE_MS = 150;
export const SEARCH_MIN_CHARS = 2;

export const STATE_PERSIST_DEBOUNCE_MS = 1000;
export const INVITATION_REDIRECT_MS = 3000;
export const INVITATION_APPROVAL_TIMEOUT_MS = 5000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Team and organization tricodes are short upper-case codes such as 'T1', 'G2' or 'HLE'. */
export const TRICODE_MAX_LENGTH = 5;

export const DEFAULT_LANDING_PATH = '/tournament/list/current';
export const DEFAULT_TIME_ZONE = 'Etc/UTC';
export const DEFAULT_LOCALE = 'en_US';
export const DEFAULT_SEASON_SLUG = 'my_season';

/** A tournament or season is "ended" (old) once its end time is more than this many days ago. */
export const ENDED_THRESHOLD_DAYS = 14;
export const ENDED_THRESHOLD_MS = ENDED_THRESHOLD_DAYS * 24 * 60 * 60 * 1000;

export const DEFAULT_BEST_OF_COUNT = 1;
export const DEFAULT_PLAY_ALL_COUNT = 2;
export const DEFAULT_ROUND_ROBIN_ROUNDS = 1;
export const NEW_TOURNAMENT_PARTICIPANT_ENTRIES = 2;
/** Teams a format template builds for (issue #37): 2 to the largest bracket. */
export const MIN_FORMAT_PARTICIPANTS = 2;
export const MAX_FORMAT_PARTICIPANTS = 512;
/** Games of a generated match: best of 1 to 9. */
export const MAX_FORMAT_BEST_OF = 9;
/**
 * Matches one generated stage holds at most: a tournament page reads its matches 10 a call within
 * the upstream call budget (400), and the largest bracket (512-team double elimination with a
 * reset, 1,023) and Swiss (512 teams, 1,056) fit with room for other stages.
 */
export const MAX_FORMAT_STAGE_MATCHES = 2048;
export const PARTICIPANTS_PER_SIDE = 5;
export const PLATFORM_TEAM_IDS = { blue: 100, red: 200 } as const;
export const TBD_TEAM_ID = '0';

export const MAX_IMAGE_DIMENSION_PX = 4000;
export const COLOR_CONTRAST_LUMINANCE_THRESHOLD = 186;

export const LENGTHS = {
  displayName: { min: 3, max: 16 },
  handle: { max: 11 },
  login: { min: 4, max: 24 },
  slug: { max: 80 },
  localizedName: { max: 40 },
  /** Generic strings must be fewer than this many characters. */
  genericStringExclusive: 100,
} as const;

export const NAV_BAR_HEIGHT_PX = 66 + 20;
export const SCROLL_TOP_THRESHOLD_PX = 66;
export const DROPDOWN_OPEN_UPWARD_BELOW_PX = 400;

/** Spec 2 §9: the environment indicator hides for a day or a month (cookie). */
export const ENVIRONMENT_INDICATOR_HIDE_DAYS = { today: 1, month: 30 } as const;

export const DEFAULT_FILTER_OPTIONS = ['24 hours ago', 'Week', 'Month'] as const;

/** Upstream batch limits (spec 3 §5, §9): more ids than this in one call are refused upstream. */
export const ACCOUNT_BATCH_LIMIT = 20;
export const PLAYER_BATCH_LIMIT = 20;
export const MATCH_BATCH_LIMIT = 10;
/** Teams by id per data service call (GET /teams?teamIds=…). */
export const TEAM_BATCH_LIMIT = 20;
export const LOCALIZATION_BATCH_LIMIT = 50;
/** Spec 3 §9: capped percent 0-99. */
export const CAPPED_PERCENT_MAX = 99;
/** Drops, inventory items and locales in one group or localization call; spec 3 is silent. */
export const DROPS_PER_GROUP_LIMIT = 50;

export const ACCOUNTS_PAGE_SIZE = 50;
export const PLAYERS_PAGE_SIZE = 20;
/** Tournaments per GET /tournaments page: the sandbox's default and what the gateway asks for. */
export const TOURNAMENTS_PAGE_SIZE = 100;

export const ROLE_CACHE_TTL_MS = 60_000;
/** The longest the gateway waits for one Redis command (a session, a cached role, a lock). */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;
export const SLOW_UPSTREAM_CALL_MS = 1000;

export const PROMO_CODE_LENGTH = 8;
/**
 * A promo pool is low on stock when fewer unclaimed codes than this are left (issue 39): an
 * absolute count rather than a share of the pool, since what runs a pool dry is the next drops'
 * viewers, not how many codes it once held.
 */
export const PROMO_POOL_LOW_STOCK = 100;
/** Codes one pool export writes at most; the page says so when a pool holds more. */
export const PROMO_POOL_EXPORT_LIMIT = 20_000;
export const DEFAULT_INVENTORY_QUANTITY = 1;
export const TRIGGER_FILTER_DEFAULT_DAYS = 30;
export const SCHEDULE_WINDOW = { daysBack: 10, daysForward: 1 } as const;
/** Live stats frames are 10 seconds apart; the spec's start search steps by one frame (spec 3 §4). */
export const LIVE_STATS_START_SEARCH_STEP_S = 10;
/** Frames per live stats window (one GET windowUnrestricted page): 100 seconds of broadcast. */
export const LIVE_STATS_WINDOW_FRAMES = 10;
/** How far after the start time the game start search looks before giving up: one hour. */
export const LIVE_STATS_START_SEARCH_LIMIT_S = 3600;
/** Windows the gold chart reads at most after the detected start: 100 minutes of game. */
export const LIVE_STATS_CHART_MAX_WINDOWS = 60;
export const RARITY_GRADIENT_STOPS = ['3%', '60%'] as const;

export const SUPPORT_CHANNEL = '#ask-esports-digital';
/** Where 'Need Help?' and the floating 'Questions?' link lead: the support chat channel. */
export const SUPPORT_CHAT_URL = 'https://slack.com/app_redirect?channel=ask-esports-digital';

/**
 * Upstream attempts (retries included) one GraphQL request may make by default
 * (UPSTREAM_CALL_BUDGET): the busiest page, a 512-team tournament, needs 132.
 */
export const DEFAULT_UPSTREAM_CALL_BUDGET = 400;

/**
 * The most items each list argument of a root field accepts, by `Type.field.argument`; more is
 * refused with BAD_USER_INPUT before any upstream call. Each argument's SDL description states
 * its cap, and the gateway refuses to start if a root list argument has none. 512 is the largest
 * bracket; 500 ids stay within 25 batched calls of 20 (50 of 10 for games).
 */
export const LIST_ARGUMENT_CAPS: Readonly<Record<string, number>> = {
  'Query.accountsByIds.ids': 500,
  'Query.checkAccountRows.rows': 500,
  'Query.organizations.ids': 500,
  'Query.playersByIds.ids': 500,
  'Query.validatePlayers.inputs': 500,
  'Query.vodsByGames.gameIds': 500,
  'Query.vodStatusByGames.gameIds': 500,
  'Query.povsByGames.gameIds': 500,
  'Mutation.requestAccountRemoval.ids': 500,
  'Mutation.updateLeagues.leagues': 100,
  'Mutation.createPlayers.inputs': 500,
  'Mutation.decideDecisionPoint.teamIds': 512,
  'Mutation.setManualStandings.ranks': 512,
  'Mutation.replaceTeams.replacements': 512,
  'Mutation.deleteVods.ids': 500,
  'Mutation.savePovs.povs': 100,
  'Mutation.mapPlatformGame.teams': 2,
  'Mutation.saveInventoryDescriptions.descriptions': 22,
  'Mutation.saveLocalizations.sets': 50,
  'Query.triggerFulfillments.triggerIds': 50,
  'Query.leagueNames.ids': 100,
  'Query.validateCelebrities.celebrities': 100,
  'Mutation.saveCelebrities.celebrities': 100,
  'Mutation.certifyCrystalBallPrompts.promptIds': 50,
  'Mutation.setCrystalBallAnswer.choiceIds': 50,
  'Mutation.saveCrystalBallLocalization.texts': 64,
  'Mutation.reorderShotcallPrompts.promptIds': 100,
};

/**
 * The most items each list inside an input object accepts, by `InputType.field` (issue #39: 5,000
 * drops or 100,000 inventory ids reached the services); more is refused with BAD_USER_INPUT before
 * any work, and the gateway refuses to start if such a list has no cap. The tournament structure's
 * caps hold a 512-team double elimination.
 */
export const INPUT_LIST_CAPS: Readonly<Record<string, number>> = {
  /** One banner per prop of the catalogue (BANNER_PROPS). */
  'CreateBannerConfigurationInput.banners': 44,
  'LocalizedNameInput.localizations': 64,
  'CreateAccountsInput.rows': 500,
  'CreateAccountsInput.enabledSports': 16,
  'GroupTriggerInput.streamIds': 50,
  'DropInput.inventoryIds': 50,
  'DropInput.validGeolocations': 250,
  'DropGroupInput.drops': DROPS_PER_GROUP_LIMIT,
  'LocalizationSetInput.locales': 64,
  'LocalizationSetInput.texts': 64,
  'SeasonInput.splits': 50,
  'SeasonInput.awardedCircuitPoints': 512,
  'MappingTeamInput.participants': 10,
  'StreamGroupInput.streams': 50,
  'TeamInput.supportedFormats': 16,
  'TeamInput.roster': 100,
  'ParticipantListInput.entries': 512,
  'CellInput.contents': 512,
  'ColumnInput.cells': 512,
  'DecisionPointInput.seeding': 512,
  'DecisionPointInput.standing': 512,
  'SectionInput.matches': 1024,
  'SectionInput.decisionPoints': 512,
  'SectionInput.edges': 4096,
  'SectionInput.columns': 64,
  'StageInput.sections': 64,
  'StageInput.edges': 4096,
  'TournamentInput.points': 512,
  'TournamentInput.awardedCircuitPoints': 512,
  'TournamentInput.stages': 32,
  'TournamentInput.edges': 1024,
  /** One best-of per round of a generated stage; the largest has far fewer rounds. */
  'ApplyFormatTemplateInput.roundBestOf': 64,
  'RankInput.tiedTeamIds': 512,
  'PickBlockInput.eldsMatchIds': 100,
  'PickBlockInput.eldsSectionIds': 64,
  'CelebrityInput.picks': 100,
  'ShotcallQuestionInput.answerIds': 6,
};

/** Characters any one text in any input may hold; a field's own rule is usually far shorter. */
export const MAX_INPUT_TEXT_LENGTH = 10_000;

/** Trigger ids per viewer-account fulfillment lookup (ours: the spec gives no limit). */
export const VIEWER_LOOKUP_TRIGGER_LIMIT = 50;
/**
 * A drop group's totals (issue #39) read at most this many of its triggers, the newest: with
 * VIEWER_LOOKUP_TRIGGER_LIMIT that is one drops call and at most four viewer-account calls.
 */
export const DROP_GROUP_TOTALS_TRIGGER_LIMIT = 200;
/** Viewers one "send again to the failed viewers" reaches (issue #39): one drops call each. */
export const RESEND_FAILED_VIEWERS_LIMIT = 50;

/** Ids the gateway accepts: letters, digits and `_ . : ~ @ + -`, at most this long. */
export const MAX_ID_LENGTH = 128;
export const ID_PATTERN = /^[\w.:~@+-]+$/;
/**
 * A UTF-16 surrogate without its pair: such text is not well-formed, cannot be encoded into a URL
 * (encodeURIComponent throws) and is silently replaced when stored as UTF-8, so it is refused.
 */
export const LONE_SURROGATE =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Per-entity locks (issue #39): an update holds its record's lock from reading it until the change
 * is made, so two saves of one version cannot both pass the version check. A lock expires on its
 * own after ENTITY_LOCK_TTL_MS (a replica that died holding it); a second save waits at most
 * ENTITY_LOCK_WAIT_MS for it, then is refused.
 */
export const ENTITY_LOCK_TTL_MS = 60_000;
export const ENTITY_LOCK_WAIT_MS = 15_000;
/**
 * Idempotency keys of the drop triggers (issue #39): a key is 1 to IDEMPOTENCY_KEY_MAX_LENGTH
 * characters; its first call's answer is kept for IDEMPOTENCY_RETENTION_MS; a call while the first
 * is still running waits at most IDEMPOTENCY_WAIT_MS for its answer. A running claim left by a
 * replica that died frees itself after ENTITY_LOCK_TTL_MS.
 */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 128;
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_WAIT_MS = 15_000;

/** Audit journal (issue #12): the optional reason on destructive actions, and auditLog paging. */
export const AUDIT_REASON_MAX_LENGTH = 500;
export const AUDIT_LOG_PAGE_SIZE = 50;
export const AUDIT_LOG_MAX_PAGE_SIZE = 200;
/**
 * What one journal entry keeps (issue #39): the changed fields and each value up to these sizes,
 * so a call with a megabyte of input cannot become a megabyte of journal.
 */
export const JOURNAL_MAX_CHANGES = 200;
export const JOURNAL_MAX_VALUE_LENGTH = 1_000;
/** Messages and entity ids in an entry; both are far shorter when they are genuine. */
export const JOURNAL_MAX_TEXT_LENGTH = 1_000;
/** Journal entries per page of an edit page's History panel. */
export const HISTORY_PANEL_PAGE_SIZE = 20;
/** The CSV export of /audit reads the journal in the largest pages, up to a cap. */
export const AUDIT_EXPORT_MAX_ENTRIES = 10_000;
