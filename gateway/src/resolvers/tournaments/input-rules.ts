/** Checks of a tournament input before anything is written (spec 1 §5, spec 2 §5). */
import { DEFAULT_LOCALE } from '@esports-admin/schema/rules/constants';
import { edgeError, type SectionGraph } from '@esports-admin/schema/rules/stage-builder';
import { generatedTournamentSlug } from '@esports-admin/schema/rules/tournament';
import {
  MESSAGES,
  validateDateNotBefore,
  validateLocalizedTournamentName,
  validateSlug,
} from '@esports-admin/schema/rules/validation';
import type { LeagueDto, SeasonDto } from '@esports-admin/schema/upstream/elds';
import type {
  InputError,
  SectionInput,
  TournamentInput,
} from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';

function validTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export interface Owners {
  league: LeagueDto | null;
  season: SeasonDto | null;
}

/** The league and season a tournament input names, loaded together. */
export async function ownersOf(context: GatewayContext, input: TournamentInput): Promise<Owners> {
  const [league, season] = await Promise.all([
    context.apis.elds.getLeague(input.leagueId),
    input.seasonId ? context.apis.elds.getSeason(input.seasonId) : null,
  ]);
  return { league, season };
}

/** Spec 1 §5 and spec 2 §5 checks: names, slug, dates, and league, season and split ids. */
export function inputErrors(
  input: TournamentInput,
  { league, season }: Owners,
  slugRequired: boolean,
) {
  const errors: InputError[] = [];
  const put = (field: string, message: string | null) => {
    if (message) errors.push({ field, message });
  };
  const invalidUnless = (valid: boolean) => (valid ? null : MESSAGES.fieldNotValid);
  if (slugRequired || input.name.slug !== '') put('slug', validateSlug(input.name.slug));
  put('leagueId', invalidUnless(league !== null && league.sport === input.sport));
  if (input.seasonId) {
    put('seasonId', invalidUnless(season !== null && season.sport === input.sport));
  }
  if (input.splitId) {
    put('splitId', invalidUnless(Boolean(season?.splits.some((s) => s.id === input.splitId))));
  }
  for (const { locale, value } of input.name.localizations) {
    const field = locale === DEFAULT_LOCALE ? 'localizedName' : `localizations.${locale}`;
    put(field, validateLocalizedTournamentName(value, league?.name ?? ''));
  }
  const start = new Date(input.startTime);
  if (new Date(input.endTime) < start) {
    put('endTime', validateDateNotBefore(new Date(input.endTime), start));
  }
  if (input.timeZone && !validTimeZone(input.timeZone)) put('timeZone', MESSAGES.fieldNotValid);
  (input.stages ?? []).forEach((stage, s) =>
    stage.sections.forEach((section, c) => {
      // Round robins pair every seed with several matches; the edge rules are a bracket's.
      if (section.type !== 'bracket') return;
      const graph = sectionGraph(section);
      graph.edges.forEach((edge, e) =>
        put(`stages.${s}.sections.${c}.edges.${e}`, edgeError(graph, edge)),
      );
    }),
  );
  return errors;
}

export function generatedSlug(input: TournamentInput, { league, season }: Owners) {
  const split = season?.splits.find((candidate) => candidate.id === input.splitId);
  return generatedTournamentSlug({
    leagueSlug: league?.slug ?? '',
    seasonSlug: season?.name.slug,
    startTime: input.startTime,
    splitSlug: split?.name.slug,
  });
}

/** A section input as the stage builder's graph, so its edge rules apply to scripts too. */
function sectionGraph(section: SectionInput): SectionGraph {
  const count = (config: { count: number } | null | undefined) => config?.count ?? 1;
  return {
    type: section.type,
    groupConfig: null,
    seedingCount: section.seeding.entries.length,
    standingCount: section.standing.entries.length,
    columns: (section.columns ?? []).map((column) => ({
      cells: column.cells.map((cell) => ({ name: cell.name, contents: [...cell.contents] })),
    })),
    matches: section.matches.map((match) => ({
      structuralId: match.structuralId,
      description: match.description ?? '',
      strategy: match.strategy,
      count: count(match.strategy === 'bestOf' ? match.bestOfConfig : match.playAllConfig),
    })),
    decisionPoints: (section.decisionPoints ?? []).map((point) => ({
      structuralId: point.structuralId,
      description: point.description ?? '',
      seedingCount: point.seeding.length,
      standingLabels: point.standing.map((entry) => String(entry.index)),
    })),
    edges: section.edges.map((edge) => ({
      sourceNodeId: edge.sourceNodeId ?? null,
      sourceSlot: edge.sourceSlot,
      targetNodeId: edge.targetNodeId ?? null,
      targetSlot: edge.targetSlot,
    })),
  };
}
