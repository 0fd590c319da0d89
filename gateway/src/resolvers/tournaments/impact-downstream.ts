/**
 * Result impact beyond the game's section (issue #37): a place that changes in a section reaches
 * later sections through its stage's edges (section place → section seed, or → stage place) and
 * the tournament's (stage place → stage seed → section seed). Each section reached is derived
 * again with its new seeds, and its own changed places go on, until nothing more changes.
 */
import {
  seedingImpact,
  type ImpactSection,
  type PlaceChange,
  type SectionImpact,
} from '@esports-admin/schema/rules/result-impact';
import type {
  EdgeDto,
  SectionDto,
  StageDto,
  TournamentDto,
} from '@esports-admin/schema/upstream/elds-tournaments';

export interface DownstreamSection {
  section: SectionDto;
  /** The section's seeds whose team changes (`place` is the seed). */
  seedingChanges: PlaceChange[];
  impact: SectionImpact;
}

interface SeedRef {
  section: SectionDto;
  seed: number;
}

const from = (edges: readonly EdgeDto[], nodeId: string | null, slot: number) =>
  edges.filter((edge) => edge.sourceNodeId === nodeId && edge.sourceSlot === slot);

/** The section seeds a stage's seed `slot` feeds. */
function stageSeeds(stage: StageDto, slot: number): SeedRef[] {
  return from(stage.edges, null, slot).flatMap((edge) => {
    const section = stage.sections.find((s) => s.structuralId === edge.targetNodeId);
    return section ? [{ section, seed: edge.targetSlot }] : [];
  });
}

/** The later section seeds a section's place reaches, directly or through the stages' places. */
function seedsFedBy(tournament: TournamentDto, section: SectionDto, place: number): SeedRef[] {
  const stages = tournament.stages ?? [];
  const stage = stages.find((s) => s.sections.includes(section));
  if (!stage) return [];
  return from(stage.edges, section.structuralId, place).flatMap((edge) => {
    if (edge.targetNodeId !== null) {
      const next = stage.sections.find((s) => s.structuralId === edge.targetNodeId);
      return next ? [{ section: next, seed: edge.targetSlot }] : [];
    }
    return from(tournament.edges, stage.structuralId, edge.targetSlot).flatMap((out) => {
      const nextStage = stages.find((s) => s.structuralId === out.targetNodeId);
      return nextStage ? stageSeeds(nextStage, out.targetSlot) : [];
    });
  });
}

/**
 * The sections a section's place changes reach and what each would change, in the order they
 * are reached. `read` turns a stored section into the preview's view of it.
 */
export function downstreamImpact(
  tournament: TournamentDto,
  origin: SectionDto,
  standingChanges: readonly PlaceChange[],
  read: (section: SectionDto) => ImpactSection,
): DownstreamSection[] {
  const seedChanges = new Map<SectionDto, Map<number, string | null>>();
  const results = new Map<SectionDto, DownstreamSection>();
  const queue: { section: SectionDto; changes: readonly PlaceChange[] }[] = [
    { section: origin, changes: standingChanges },
  ];
  // Each section is derived again at most once per section that feeds it: the graph is acyclic.
  const limit = (tournament.stages ?? []).reduce((n, stage) => n + stage.sections.length, 0) ** 2;
  for (let step = 0; step < queue.length && step <= limit; step += 1) {
    const { section, changes } = queue[step]!;
    const reached = new Set<SectionDto>();
    for (const change of changes) {
      for (const { section: next, seed } of seedsFedBy(tournament, section, change.place)) {
        if (next === origin) continue;
        const seeds = seedChanges.get(next) ?? new Map<number, string | null>();
        seeds.set(seed, change.toTeamId);
        seedChanges.set(next, seeds);
        reached.add(next);
      }
    }
    for (const next of reached) {
      const view = read(next);
      const seeding = [...view.seeding];
      const seeds = seedChanges.get(next)!;
      for (const [seed, team] of seeds) {
        while (seeding.length < seed) seeding.push(null);
        seeding[seed - 1] = team;
      }
      const impact = seedingImpact(view, seeding);
      const seedingChanges = [...seeds]
        .sort(([a], [b]) => a - b)
        .map(([seed, team]) => ({
          place: seed,
          fromTeamId: view.seeding[seed - 1] ?? null,
          toTeamId: team,
        }))
        .filter((change) => change.fromTeamId !== change.toTeamId);
      if (seedingChanges.length === 0) continue;
      results.delete(next);
      results.set(next, { section: next, seedingChanges, impact });
      queue.push({ section: next, changes: impact.standingChanges });
    }
  }
  return [...results.values()];
}
