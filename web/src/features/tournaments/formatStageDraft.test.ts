import {
  buildFormatStage,
  formatMatchCount,
  type FormatStage,
} from '@esports-admin/schema/rules/format-templates';
import { describe, expect, it } from 'vitest';
import { formatStageDraft } from './formatStageDraft';
import { addStage, freshStructuralId } from './stageDrafts';
import { newTournamentFormValues } from './tournamentFormValues';
import { toTournamentInput } from './tournamentInput';

/** The stage input a new tournament holding only this stage sends. */
function sentStage(stage: FormatStage) {
  const values = newTournamentFormValues('lol');
  const sent = toTournamentInput({ ...values, stages: [formatStageDraft(stage)] }).stages?.[0];
  if (!sent) throw new Error('no stage sent');
  return sent;
}

describe('formatStageDraft', () => {
  it('sends a double elimination for 8 teams with its 14 matches, places and stage edges', () => {
    const stage = buildFormatStage(
      { template: 'double_elimination', participants: 8 },
      { structuralId: 'stage-1', name: 'Playoffs' },
    );
    const sent = sentStage(stage);

    expect(sent.name).toEqual({ slug: 'playoffs', localizations: [] });
    expect(sent.publicationStatus).toBe('draft');
    expect(sent.sections.flatMap((s) => s.matches)).toHaveLength(14);
    expect(sent.seeding.entries).toHaveLength(8);
    expect(sent.standing.entries.map((e) => e.description)).toEqual(stage.standingLabels);
    expect(sent.edges).toHaveLength(16);
    expect(sent.edges?.[0]).toEqual({
      sourceNodeId: null,
      sourceNodeType: null,
      sourceSlot: 1,
      targetNodeId: 'stage-1-section-1',
      targetNodeType: 'section',
      targetSlot: 1,
    });
    expect(sent.sections[0]?.edges).toHaveLength(stage.sections[0]?.edges.length ?? -1);
  });

  it("keeps a round robin's groups, their seeding split and the template's seeding order", () => {
    const stage = buildFormatStage(
      { template: 'round_robin', participants: 10, groups: 3, roundRobinRounds: 2, bestOf: 3 },
      { structuralId: 'stage-2', name: 'Group Stage' },
    );
    const sent = sentStage(stage);

    expect(sent.type).toBe('groups');
    expect(sent.sections.map((s) => [s.name.slug, s.seeding.entries.length])).toEqual([
      ['group_a', 4],
      ['group_b', 3],
      ['group_c', 3],
    ]);
    expect(sent.sections.flatMap((s) => s.matches)).toHaveLength(formatMatchCount(stage));
    expect(sent.sections[0]?.matches[0]?.bestOfConfig).toEqual({ count: 3 });
    expect(sent.sections[0]?.groupConfig?.roundRobinRounds).toBe(2);
    // Seed 2 opens Group B, not the second slot of Group A: the template's edges, not the default.
    expect(sent.edges?.find((e) => e.sourceNodeId === null && e.sourceSlot === 2)).toMatchObject({
      targetNodeId: 'stage-2-section-2',
      targetSlot: 1,
    });
  });

  it('takes a structural id no stage of the tournament uses', () => {
    const values = addStage(newTournamentFormValues('lol'));
    const id = freshStructuralId(values, 'stage');
    const stage = buildFormatStage(
      { template: 'single_elimination', participants: 4 },
      { structuralId: id, name: 'Playoffs' },
    );
    const next = { ...values, stages: [...values.stages, formatStageDraft(stage)] };

    expect(id).toBe('stage-2');
    const ids = next.stages.flatMap((s) => [s.structuralId, ...s.sections.map((x) => x.key)]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
