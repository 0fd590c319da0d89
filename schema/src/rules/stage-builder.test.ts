import { describe, expect, it } from 'vitest';
import {
  autoConnect,
  addCell,
  addColumn,
  addDecisionPoint,
  addMatch,
  bracketHeading,
  catalogueEntry,
  changeMatchStrategy,
  changeSectionType,
  connect,
  defaultSectionName,
  defaultStageName,
  disconnect,
  edgeError,
  nameSlug,
  newSectionGraph,
  removeLastColumn,
  resizeDecisionPoint,
  sourceOptions,
  splitParticipants,
  STAGE_BUILDER_MESSAGES,
  STAGE_NAME_CATALOGUE,
  type SectionGraph,
} from './stage-builder';

/** Two columns: match-1 and match-2 in column 0, match-3 in column 1; 4 seeds, 2 places. */
function twoRoundBracket(): SectionGraph {
  let section = addColumn(addColumn(newSectionGraph('bracket', 4)));
  section = addMatch(section, 0, 0);
  section = addMatch(section, 0, 0);
  section = addMatch(section, 1, 0);
  return { ...section, standingCount: 2 };
}

/** `connect` in a test's setup: the connected section, or the test fails with the refusal. */
function connected(section: SectionGraph, edge: Parameters<typeof connect>[1]): SectionGraph {
  const result = connect(section, edge);
  if (!result.ok) throw new Error(result.error);
  return result.section;
}

/** The two-round bracket with the winner of match 1 feeding match 3's first slot. */
const winnerOf1IntoMatch3 = () =>
  connected(twoRoundBracket(), {
    sourceNodeId: 'match-1',
    sourceSlot: 1,
    targetNodeId: 'match-3',
    targetSlot: 1,
  });

describe('stage and section name catalogue', () => {
  it('has about 70 entries with unique names and short codes, including the spec examples', () => {
    expect(STAGE_NAME_CATALOGUE.length).toBeGreaterThanOrEqual(65);
    expect(STAGE_NAME_CATALOGUE.length).toBeLessThanOrEqual(75);
    expect(new Set(STAGE_NAME_CATALOGUE.map((e) => e.code)).size).toBe(STAGE_NAME_CATALOGUE.length);
    expect(new Set(STAGE_NAME_CATALOGUE.map((e) => nameSlug(e.name))).size).toBe(
      STAGE_NAME_CATALOGUE.length,
    );
    const codeOf = (name: string) => catalogueEntry(name)?.code;
    expect(
      [
        'North Qualifier',
        'Regular Season',
        'Playoffs',
        'Group Stage',
        'Bracket Stage',
        'Swiss',
        "Winner's Bracket",
        "Loser's Bracket",
      ].map(codeOf),
    ).toEqual(['NQ', 'RS', 'PO', 'GST', 'BS', 'SW', 'WB', 'LB']);
    expect(
      ['Weekend 1', 'Weekend 5', 'Group A', 'Group H', 'Group 4', 'Round 5'].map(codeOf),
    ).toEqual(['W1', 'W5', 'GA', 'GH', 'G4', 'R5']);
    for (const region of ['NA', 'EMEA', 'JP', 'SEA', 'KR', 'BR', 'LATAM']) {
      expect(codeOf(region)).toBe(region);
    }
  });

  it('stores names as slugs and finds entries by name or slug', () => {
    expect(nameSlug("Winner's Bracket")).toBe('winners_bracket');
    expect(nameSlug('Play-In Groups')).toBe('play_in_groups');
    expect(catalogueEntry('winners_bracket')?.name).toBe("Winner's Bracket");
    expect(catalogueEntry('nowhere')).toBeUndefined();
  });

  it('names a new stage with the first unused catalogue name', () => {
    expect(defaultStageName([])).toBe('regular_season');
    expect(defaultStageName(['regular_season'])).toBe('playoffs');
    expect(defaultStageName(['playoffs'])).toBe('regular_season');
  });

  it('names a first section after its stage and further ones Group A, Group B …', () => {
    expect(defaultSectionName('playoffs', [])).toBe('playoffs');
    expect(defaultSectionName('group_stage', ['group_stage'])).toBe('group_a');
    expect(defaultSectionName('group_stage', ['group_stage', 'group_a'])).toBe('group_b');
  });
});

describe('participants split', () => {
  it('splits evenly with the remainder going to the first sections', () => {
    expect(splitParticipants(10, 3)).toEqual([4, 3, 3]);
    expect(splitParticipants(11, 3)).toEqual([4, 4, 3]);
    expect(splitParticipants(16, 4)).toEqual([4, 4, 4, 4]);
    expect(splitParticipants(2, 3)).toEqual([1, 1, 0]);
    expect(splitParticipants(5, 0)).toEqual([]);
  });
});

describe('section type change', () => {
  it('to bracket drops the group config and deletes the matches with their cells and edges', () => {
    let group = { ...twoRoundBracket(), ...changeGroup(twoRoundBracket()) };
    const linked = connect(group, {
      sourceNodeId: 'match-1',
      sourceSlot: 1,
      targetNodeId: 'match-3',
      targetSlot: 1,
    });
    if (!linked.ok) throw new Error(linked.error);
    group = linked.section;
    const change = changeSectionType(group, 'bracket');
    if (!change.ok) throw new Error(change.warning);
    expect(change.section.type).toBe('bracket');
    expect(change.section.groupConfig).toBeNull();
    expect(change.section.matches).toEqual([]);
    expect(change.section.edges).toEqual([]);
    expect(change.section.columns.flatMap((c) => c.cells.flatMap((cell) => cell.contents))).toEqual(
      [],
    );
  });

  it('to group or cross-group adds the default group config', () => {
    for (const type of ['group', 'cross_group']) {
      const change = changeSectionType(newSectionGraph('bracket'), type);
      if (!change.ok) throw new Error(change.warning);
      expect(change.section.type).toBe(type);
      expect(change.section.groupConfig).toEqual({
        roundRobinRounds: 1,
        matchTemplate: { strategy: 'bestOf', count: 1 },
      });
    }
  });

  it('rejects any other type with a warning and leaves the section alone', () => {
    expect(changeSectionType(newSectionGraph('bracket'), 'ladder')).toEqual({
      ok: false,
      warning: STAGE_BUILDER_MESSAGES.unsupportedSectionType('ladder'),
    });
  });
});

function changeGroup(section: SectionGraph) {
  const change = changeSectionType(section, 'group');
  if (!change.ok) throw new Error(change.warning);
  return change.section;
}

describe('match strategy change', () => {
  it('resets best of to 1 and play all to 2', () => {
    const match = {
      structuralId: 'm',
      description: 'Match 1',
      strategy: 'bestOf',
      count: 3,
    } as const;
    expect(changeMatchStrategy(match, 'playAll')).toMatchObject({ strategy: 'playAll', count: 2 });
    expect(
      changeMatchStrategy({ ...match, strategy: 'playAll', count: 4 }, 'bestOf'),
    ).toMatchObject({ strategy: 'bestOf', count: 1 });
    expect(changeMatchStrategy(match, 'bestOf').count).toBe(3);
  });
});

describe('building a section', () => {
  it('numbers matches and decision points and names new columns and cells', () => {
    let section = addColumn(newSectionGraph('bracket', 4));
    section = addCell(section, 0);
    section = addMatch(section, 0, 1);
    section = addDecisionPoint(section, 0, 0);
    section = addMatch(section, 0, 0);
    expect(
      section.matches.map((m) => [m.structuralId, m.description, m.strategy, m.count]),
    ).toEqual([
      ['match-1', 'Match 1', 'bestOf', 1],
      ['match-2', 'Match 2', 'bestOf', 1],
    ]);
    expect(section.decisionPoints[0]?.description).toBe('Decision Point 1');
    expect(section.columns[0]?.cells.map((c) => [c.name, c.contents])).toEqual([
      ['Round 1', ['decision-point-1', 'match-2']],
      ['Cell 2', ['match-1']],
    ]);
  });

  it('resizes a decision point, labelling new places and dropping edges of removed slots', () => {
    let section = addColumn(addColumn(newSectionGraph('bracket', 4)));
    section = addDecisionPoint(section, 0, 0);
    section = addMatch(section, 1, 0);
    for (const edge of [
      { sourceNodeId: null, sourceSlot: 2, targetNodeId: 'decision-point-1', targetSlot: 2 },
      { sourceNodeId: 'decision-point-1', sourceSlot: 2, targetNodeId: 'match-1', targetSlot: 1 },
    ]) {
      const linked = connect(section, edge);
      if (!linked.ok) throw new Error(linked.error);
      section = linked.section;
    }
    const grown = resizeDecisionPoint(section, 'decision-point-1', 4, 3);
    expect(grown.decisionPoints[0]).toMatchObject({
      seedingCount: 4,
      standingLabels: ['1st', '2nd', '3rd'],
    });
    expect(grown.edges).toHaveLength(2);
    expect(resizeDecisionPoint(section, 'decision-point-1', 1, 1).edges).toEqual([]);
  });

  it('prefixes structural ids so they stay unique across sections', () => {
    const section = addDecisionPoint(
      addMatch(addColumn(newSectionGraph()), 0, 0, 's2-'),
      0,
      0,
      's2-',
    );
    expect(section.matches[0]?.structuralId).toBe('s2-match-1');
    expect(section.matches[0]?.description).toBe('Match 1');
    expect(section.decisionPoints[0]?.structuralId).toBe('s2-decision-point-1');
  });

  it('starts new sections with 2 seeding and standing entries', () => {
    expect(newSectionGraph()).toMatchObject({ seedingCount: 2, standingCount: 2, type: 'bracket' });
  });

  it('removes the last column with its matches and their edges', () => {
    const trimmed = removeLastColumn(winnerOf1IntoMatch3());
    expect(trimmed.columns).toHaveLength(1);
    expect(trimmed.matches.map((m) => m.structuralId)).toEqual(['match-1', 'match-2']);
    expect(trimmed.edges).toEqual([]);
  });
});

describe('edge rules', () => {
  const winnerOf1 = { sourceNodeId: 'match-1', sourceSlot: 1 } as const;

  it('connects a winner to a match of a later column', () => {
    const result = connect(twoRoundBracket(), {
      ...winnerOf1,
      targetNodeId: 'match-3',
      targetSlot: 1,
    });
    expect(result.ok).toBe(true);
  });

  it('refuses a source in the same or a later column', () => {
    const section = twoRoundBracket();
    expect(edgeError(section, { ...winnerOf1, targetNodeId: 'match-2', targetSlot: 1 })).toBe(
      STAGE_BUILDER_MESSAGES.notEarlier,
    );
    expect(
      edgeError(section, {
        sourceNodeId: 'match-3',
        sourceSlot: 1,
        targetNodeId: 'match-1',
        targetSlot: 1,
      }),
    ).toBe(STAGE_BUILDER_MESSAGES.notEarlier);
  });

  it('lets a source slot feed only one target', () => {
    const second = connect(winnerOf1IntoMatch3(), {
      ...winnerOf1,
      targetNodeId: null,
      targetSlot: 1,
    });
    expect(second).toEqual({ ok: false, error: STAGE_BUILDER_MESSAGES.sourceSlotTaken });
  });

  it('replaces what fed a target slot when it is connected again', () => {
    const second = connected(winnerOf1IntoMatch3(), {
      sourceNodeId: 'match-2',
      sourceSlot: 2,
      targetNodeId: 'match-3',
      targetSlot: 1,
    });
    expect(second.edges).toEqual([
      { sourceNodeId: 'match-2', sourceSlot: 2, targetNodeId: 'match-3', targetSlot: 1 },
    ]);
    expect(disconnect(second, { nodeId: 'match-3', slot: 1 }).edges).toEqual([]);
  });

  it('refuses slots that do not exist and self edges', () => {
    const section = twoRoundBracket();
    expect(
      edgeError(section, { ...winnerOf1, sourceSlot: 3, targetNodeId: 'match-3', targetSlot: 1 }),
    ).toBe(STAGE_BUILDER_MESSAGES.unknownSlot);
    expect(
      edgeError(section, {
        sourceNodeId: null,
        sourceSlot: 5,
        targetNodeId: 'match-1',
        targetSlot: 1,
      }),
    ).toBe(STAGE_BUILDER_MESSAGES.unknownSlot);
  });

  it('offers seeding, earlier columns and earlier decision points as options, minus used slots', () => {
    let section = addColumn(twoRoundBracket());
    section = addDecisionPoint(section, 1, 0);
    section = addMatch(section, 2, 0);
    const used = connect(section, { ...winnerOf1, targetNodeId: 'match-3', targetSlot: 1 });
    if (!used.ok) throw new Error(used.error);

    const forMatch3 = sourceOptions(used.section, { nodeId: 'match-3', slot: 1 });
    expect(forMatch3.map((o) => `${o.nodeId ?? 'seed'}:${o.slot}`)).toEqual([
      'seed:1',
      'seed:2',
      'seed:3',
      'seed:4',
      'match-1:1',
      'match-1:2',
      'match-2:1',
      'match-2:2',
    ]);
    const forMatch4 = sourceOptions(used.section, { nodeId: 'match-4', slot: 2 });
    expect(forMatch4.map((o) => `${o.nodeId ?? 'seed'}:${o.slot}`)).toContain('decision-point-1:2');
    expect(forMatch4.map((o) => `${o.nodeId ?? 'seed'}:${o.slot}`)).not.toContain('match-1:1');
    const forMatch1 = sourceOptions(used.section, { nodeId: 'match-1', slot: 1 });
    expect(forMatch1.every((o) => o.nodeId === null)).toBe(true);
  });
});

describe('auto-connect', () => {
  it('seeds the first column in order and feeds winners forward, keeping existing edges', () => {
    let section = addColumn(addColumn(newSectionGraph('bracket', 4)));
    section = addMatch(addMatch(section, 0, 0), 0, 0);
    section = addMatch(section, 1, 0);
    const manual = connect(section, {
      sourceNodeId: null,
      sourceSlot: 4,
      targetNodeId: 'match-1',
      targetSlot: 2,
    });
    if (!manual.ok) throw new Error(manual.error);
    const edges = autoConnect(manual.section).edges.map(
      (e) =>
        `${e.sourceNodeId ?? 'seed'}:${e.sourceSlot}>${e.targetNodeId ?? 'place'}:${e.targetSlot}`,
    );
    expect(edges.sort()).toEqual(
      [
        'seed:4>match-1:2',
        'seed:1>match-1:1',
        'seed:3>match-2:1',
        'match-1:1>match-3:1',
        'match-2:1>match-3:2',
      ].sort(),
    );
  });
});

describe('bracket heading', () => {
  it('names the league, the season plus Season, the stage, and the section when it differs', () => {
    const headings: [Parameters<typeof bracketHeading>[0], string][] = [
      [
        { leagueName: 'LCK', seasonName: '2026', stageName: 'Playoffs', sectionName: 'Playoffs' },
        'Creating a Bracket for LCK 2026 Season Playoffs',
      ],
      [
        {
          leagueName: 'LEC',
          seasonName: 'Winter',
          stageName: 'Group Stage',
          sectionName: 'Group A',
        },
        'Creating a Bracket for LEC Winter Season Group Stage Group A',
      ],
      [
        {
          leagueName: 'LCK',
          seasonName: '2026 Season',
          stageName: 'Playoffs',
          sectionName: 'Playoffs',
        },
        'Creating a Bracket for LCK 2026 Season Playoffs',
      ],
      [
        { leagueName: 'LEC', seasonName: null, stageName: 'Swiss', sectionName: 'swiss' },
        'Creating a Bracket for LEC Swiss',
      ],
    ];
    for (const [names, heading] of headings) expect(bracketHeading(names)).toBe(heading);
  });
});
