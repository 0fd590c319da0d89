import { DEFAULT_LOCALE } from '@esports-admin/schema/rules/constants';
import {
  matchesSeasonSearch,
  SEASON_MESSAGES,
  seasonListBucket,
  validateSeasonDraft,
  type SeasonDraft,
} from '@esports-admin/schema/rules/season';
import { validateLocalizedName } from '@esports-admin/schema/rules/validation';
import type { SeasonDto, SeasonWriteDto } from '@esports-admin/schema/upstream/elds';
import type {
  LocalizedNameInput,
  Resolvers,
  SeasonInput,
} from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { ErrorCode } from '../../errors';
import { Refusal } from '../../mutations/outcome';
import { runMutation } from '../../mutations/run-mutation';
import { setStatus, type StatusRecords } from '../set-status';

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

async function existingSeason(context: GatewayContext, id: string): Promise<SeasonDto> {
  const season = await context.apis.elds.getSeason(id);
  if (!season) throw new Refusal(`404 - Season ${id} not found`, ErrorCode.NOT_FOUND);
  return season;
}

const seasonRecords: StatusRecords<SeasonDto> = {
  load: existingSeason,
  save: (context, id, season) => context.apis.elds.updateSeason(id, season),
};

export const seasonResolvers: Resolvers = {
  Query: {
    async seasons(_, { sport, filter, search }, { apis }) {
      const status = filter === 'archived' ? 'archived' : 'active';
      const now = new Date();
      const seasons = await apis.elds.getSeasons({ sport, status });
      return seasons.filter(
        (season) => seasonListBucket(season, now) === filter && matchesSeasonSearch(season, search),
      );
    },
    season: (_, { id }, { apis }) => apis.elds.getSeason(id),
  },
  Mutation: {
    createSeason: (_, { input }, context, info) =>
      runMutation(context, info, {
        inputErrors: inputErrors(input),
        requested: () => toWriteDto(input, 'active'),
        async perform() {
          const season = await context.apis.elds.createSeason(toWriteDto(input, 'active'));
          return {
            ok: { season, message: SEASON_MESSAGES.created },
            after: season,
            entityId: season.id,
          };
        },
      }),
    updateSeason: (_, { id, input, expectedVersion }, context, info) =>
      runMutation(context, info, {
        entityId: id,
        expectedVersion,
        inputErrors: inputErrors(input),
        load: () => existingSeason(context, id),
        requested: (current) => ({ id, ...toWriteDto(input, current?.status ?? 'active') }),
        async perform(current) {
          const season = await context.apis.elds.updateSeason(
            id,
            toWriteDto(input, current.status),
          );
          return { ok: { season, message: SEASON_MESSAGES.updated }, after: season };
        },
      }),
    archiveSeason: setStatus(seasonRecords, 'archived', (season) => ({
      season,
      message: SEASON_MESSAGES.archived,
    })),
    unarchiveSeason: setStatus(seasonRecords, 'active', (season) => ({
      season,
      message: SEASON_MESSAGES.unarchived,
    })),
  },
  Season: {
    awardedCircuitPoints: (season) => season.awardedCircuitPoints ?? [],
  },
};
