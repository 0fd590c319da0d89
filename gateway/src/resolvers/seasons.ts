import { DEFAULT_LOCALE } from '@esports-admin/schema/rules/constants';
import {
  matchesSeasonSearch,
  SEASON_MESSAGES,
  seasonListBucket,
  validateSeasonDraft,
  type SeasonDraft,
  type SeasonListFilter as SeasonBucket,
} from '@esports-admin/schema/rules/season';
import { validateLocalizedName } from '@esports-admin/schema/rules/validation';
import type { SeasonDto, SeasonWriteDto } from '@esports-admin/schema/upstream/elds';
import type {
  LocalizedNameInput,
  Resolvers,
  SeasonInput,
  SeasonListFilter,
  ResolversTypes,
} from '../__generated__/resolvers-types';
import type { GatewayContext } from '../context';

type SeasonResult = ResolversTypes['SeasonMutationResult'];
import { ErrorCode, UpstreamError } from '../errors';

const BUCKET: Record<SeasonListFilter, SeasonBucket> = {
  CURRENT: 'current',
  OLD: 'old',
  ARCHIVED: 'archived',
};

function toLocalizations(name: LocalizedNameInput): Record<string, string> {
  return Object.fromEntries(name.localizations.map((l) => [l.locale, l.value]));
}

function toWriteDto(input: SeasonInput, status: SeasonDto['status']): SeasonWriteDto {
  return {
    name: { slug: input.name.slug, localizations: toLocalizations(input.name) },
    sport: input.sport,
    status,
    startTime: input.startTime,
    endTime: input.endTime,
    splits: input.splits.map((split) => ({
      ...(split.id ? { id: split.id } : {}),
      name: { slug: split.name.slug, localizations: toLocalizations(split.name) },
      startTime: split.startTime ?? null,
      endTime: split.endTime ?? null,
    })),
    awardedCircuitPoints: input.awardedCircuitPoints.map(({ placement, points }) => ({
      placement,
      points,
    })),
  };
}

function enUsName(name: LocalizedNameInput): string {
  return name.localizations.find((l) => l.locale === DEFAULT_LOCALE)?.value ?? '';
}

/** The shared season rules, plus the length rule on every other locale of the season name. */
function inputErrors(input: SeasonInput) {
  const draft: SeasonDraft = {
    slug: input.name.slug,
    localizedName: enUsName(input.name),
    sport: input.sport,
    startTime: input.startTime,
    endTime: input.endTime,
    splits: input.splits.map((split) => ({
      slug: split.name.slug,
      localizedName: enUsName(split.name),
      startTime: split.startTime ?? null,
      endTime: split.endTime ?? null,
    })),
    awardedCircuitPoints: input.awardedCircuitPoints,
  };
  const errors = Object.entries(validateSeasonDraft(draft)).map(([field, message]) => ({
    field,
    message: message!,
  }));
  for (const { locale, value } of input.name.localizations) {
    if (locale === DEFAULT_LOCALE) continue;
    const message = validateLocalizedName('Name', value);
    if (message) errors.push({ field: `localizations.${locale}`, message });
  }
  return errors;
}

/**
 * Runs a season change and reports it the way forms and scripts want it: the spec's success
 * message, or the upstream failure as a value with its code. Other errors propagate.
 */
async function seasonChange(
  context: GatewayContext,
  action: string,
  target: string | undefined,
  change: () => Promise<{ season: SeasonDto; message: string }>,
): Promise<SeasonResult> {
  const who = context.user.username;
  try {
    const ok = await change();
    context.audit.record({ user: who, action, target: ok.season.id, result: 'ok' });
    return { ok, error: null };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    context.audit.record({ user: who, action, target, result: 'error', detail: error.message });
    return { ok: null, error: { message: error.message, code: error.code, inputErrors: [] } };
  }
}

function invalid(errors: { field: string; message: string }[]): SeasonResult {
  return {
    ok: null,
    error: {
      message: errors.map((e) => e.message).join('; '),
      code: ErrorCode.BAD_USER_INPUT,
      inputErrors: errors,
    },
  };
}

async function existingSeason(context: GatewayContext, id: string): Promise<SeasonDto> {
  const season = await context.apis.elds.getSeason(id);
  if (!season) {
    throw new UpstreamError(`404 - Season ${id} not found`, ErrorCode.NOT_FOUND, 'elds', 404);
  }
  return season;
}

async function setStatus(context: GatewayContext, id: string, status: SeasonDto['status']) {
  const { id: _id, ...season } = await existingSeason(context, id);
  return context.apis.elds.updateSeason(id, { ...season, status });
}

export const seasonResolvers: Resolvers = {
  Query: {
    async seasons(_, { sport, filter, search }, { apis }) {
      const bucket = BUCKET[filter];
      const status = bucket === 'archived' ? 'archived' : 'active';
      const now = new Date();
      const seasons = await apis.elds.getSeasons({ sport, status });
      return seasons.filter(
        (season) => seasonListBucket(season, now) === bucket && matchesSeasonSearch(season, search),
      );
    },
    season: (_, { id }, { apis }) => apis.elds.getSeason(id),
  },
  Mutation: {
    createSeason(_, { input }, context) {
      const errors = inputErrors(input);
      if (errors.length > 0) return invalid(errors);
      return seasonChange(context, 'createSeason', undefined, async () => ({
        season: await context.apis.elds.createSeason(toWriteDto(input, 'active')),
        message: SEASON_MESSAGES.created,
      }));
    },
    updateSeason(_, { id, input }, context) {
      const errors = inputErrors(input);
      if (errors.length > 0) return invalid(errors);
      return seasonChange(context, 'updateSeason', id, async () => {
        const current = await existingSeason(context, id);
        return {
          season: await context.apis.elds.updateSeason(id, toWriteDto(input, current.status)),
          message: SEASON_MESSAGES.updated,
        };
      });
    },
    archiveSeason: (_, { id }, context) =>
      seasonChange(context, 'archiveSeason', id, async () => ({
        season: await setStatus(context, id, 'archived'),
        message: SEASON_MESSAGES.archived,
      })),
    unarchiveSeason: (_, { id }, context) =>
      seasonChange(context, 'unarchiveSeason', id, async () => ({
        season: await setStatus(context, id, 'active'),
        message: SEASON_MESSAGES.unarchived,
      })),
  },
  Season: {
    awardedCircuitPoints: (season) => season.awardedCircuitPoints ?? [],
  },
};
