/** Shapes built from the pick'em service's DTOs: localization sets, assignments, distributions. */
import { DEFAULT_LOCALE } from '@esports-admin/schema/rules/constants';
import type {
  CrystalBallAnswerDto,
  CrystalBallChoiceTierDto,
  CrystalBallLocalizationDto,
  CrystalBallLocalizationSetDto,
  CrystalBallPromptDto,
  CrystalBallPromptPicksDto,
  CrystalBallTierPicksDto,
  PickemScoringSectionDto,
  PickemSectionAssignmentDto,
  SectionScoringDto,
} from '@esports-admin/schema/upstream/pickem';
import type { TournamentDto } from '@esports-admin/schema/upstream/elds-tournaments';
import type { CrystalBallDistribution } from '../../__generated__/resolvers-types';

/** One key's texts as the service answers them (en_US first, then by locale). */
export function localizationSetOf(
  key: string,
  entries: readonly CrystalBallLocalizationDto[],
): CrystalBallLocalizationSetDto {
  return {
    key,
    texts: entries
      .filter((entry) => entry.key === key)
      .map(({ locale, text }) => ({ locale, text })),
  };
}

/** A section's assignment in one shape whether or not a configuration is assigned. */
export function assignmentOf(
  eldsSectionId: string,
  assigned: SectionScoringDto | null,
): PickemSectionAssignmentDto {
  return {
    eldsSectionId,
    scoringConfigId: assigned?.scoringConfigId ?? null,
    updatedAt: assigned?.updatedAt ?? null,
  };
}

/** Every section of a tournament in stage order, with its stage's name (en_US, else the slug). */
export function sectionsOfTournament(
  tournament: TournamentDto,
): Omit<PickemScoringSectionDto, 'scoring'>[] {
  return (tournament.stages ?? []).flatMap((stage) =>
    stage.sections.map((section) => ({
      section,
      stageName: stage.name.localizations[DEFAULT_LOCALE] ?? stage.name.slug,
    })),
  );
}

/**
 * Viewers per choice and tier, and what the answer would give them. A right choice gives its
 * tier's points. With one pick per viewer the rest get 0; with several, the service's per-choice
 * counts cannot tell who picked what together, so each right pick is its own row and no 0 row.
 */
export function crystalBallDistribution(
  prompt: CrystalBallPromptDto,
  picks: CrystalBallPromptPicksDto | undefined,
  tiers: readonly CrystalBallChoiceTierDto[],
  tierPicks: readonly CrystalBallTierPicksDto[],
  answer: CrystalBallAnswerDto | null,
): CrystalBallDistribution {
  const right = new Set(answer?.choiceIds ?? []);
  const viewersOf = (choiceId: string) =>
    picks?.choices.find((choice) => choice.choiceId === choiceId)?.viewers ?? 0;
  const pointsOfTier = new Map(tiers.map((tier) => [tier.id, tier.points]));
  const viewers = picks?.viewers ?? 0;
  const byPoints = new Map<number, number>();
  const add = (points: number, count: number) =>
    byPoints.set(points, (byPoints.get(points) ?? 0) + count);
  if (right.size > 0) {
    let rightViewers = 0;
    for (const choice of prompt.choices.filter((c) => right.has(c.id))) {
      const count = viewersOf(choice.id);
      rightViewers += count;
      add(choice.tierId ? (pointsOfTier.get(choice.tierId) ?? 0) : 0, count);
    }
    if (prompt.picksPerViewer === 1) add(0, viewers - rightViewers);
  }
  return {
    viewers,
    choices: prompt.choices.map((choice) => ({
      choiceId: choice.id,
      viewers: viewersOf(choice.id),
      correct: right.has(choice.id),
    })),
    tiers: tiers.map((tier) => ({
      tierId: tier.id,
      name: tier.name,
      points: tier.points,
      viewers: tierPicks.find((picked) => picked.tierId === tier.id)?.viewers ?? 0,
    })),
    answered: right.size > 0,
    points: [...byPoints]
      .filter(([, count]) => count > 0)
      .sort(([a], [b]) => b - a)
      .map(([points, count]) => ({ points, viewers: count })),
  };
}
