/**
 * Format templates (issue #37): the few formats circuits build every week, generated as an
 * ordinary stage (sections of columns, cells, matches, decision points and edges that obey the
 * spec 2 §5 edge rules), named from the catalogue and editable afterwards in the stage builder.
 * The gateway's applyFormatTemplate stores one; the web previews the same stage and adds it to the
 * form. Structures follow brackets-manager.js (elimination and round robin) and the Swiss and GSL
 * stages of the major circuits; the expected structures are written into format-templates.test.ts.
 *
 * Decisions where the issue is silent:
 * - A bye is no match: the team it favours goes straight on (brackets-manager keeps a BYE match
 *   and advances the team at once; the rounds and the real matches per round are the same).
 * - Double elimination is one section (a loser must cross to the lower bracket, and edges stay in
 *   their section): its cells are the catalogue's Winner's Bracket and Loser's Bracket rounds and
 *   the Grand Final. With the reset, the second grand final takes the first's winner and loser;
 *   when the upper finalist wins the first, staff enter the same winner for the second.
 * - Round robin and GSL groups take seeds as brackets-manager's effort-balanced and snake
 *   orderings do, with spec 2 §5's split (the remainder to the first groups). The second leg of
 *   a double round robin swaps the sides.
 * - Swiss pairs, in each record pool, the first entrant with the last (the pool's entrants: the
 *   winners coming in, then the losers); an odd pool's last entrant has a bye, counted as a win.
 */
import {
  INPUT_LIST_CAPS,
  MAX_FORMAT_BEST_OF,
  MAX_FORMAT_PARTICIPANTS,
  MAX_FORMAT_STAGE_MATCHES,
  MIN_FORMAT_PARTICIPANTS,
} from './constants';
import { buildElimination } from './format-elimination';
import { buildGroupsStage } from './format-groups';
import { buildSwiss } from './format-swiss';
import { catalogueName, defaultStageName, nameSlug, splitParticipants } from './stage-catalogue';
import type { GraphEdge, SectionGraph } from './stage-graph';

export type FormatTemplateKey =
  'single_elimination' | 'double_elimination' | 'round_robin' | 'swiss' | 'gsl';

export type FormatOptionKey =
  | 'thirdPlaceMatch'
  | 'grandFinalReset'
  | 'groups'
  | 'roundRobinRounds'
  | 'winsToAdvance'
  | 'lossesToDrop';

export interface FormatTemplate {
  key: FormatTemplateKey;
  name: string;
  description: string;
  /** The options that shape this template; the others are ignored. */
  options: readonly FormatOptionKey[];
  /** The catalogue name a stage built from it takes unless staff choose another. */
  defaultStageName: string;
}

export const FORMAT_TEMPLATES: readonly FormatTemplate[] = [
  {
    key: 'single_elimination',
    name: 'Single elimination',
    description:
      'One bracket: the winner goes on, the loser is out. Byes for the top seeds when the team count is not a power of two; an optional third-place match.',
    options: ['thirdPlaceMatch'],
    defaultStageName: 'Playoffs',
  },
  {
    key: 'double_elimination',
    name: 'Double elimination',
    description:
      "Winner's and Loser's Brackets and a Grand Final: a team is out after its second loss. An optional Grand Final reset.",
    options: ['grandFinalReset'],
    defaultStageName: 'Playoffs',
  },
  {
    key: 'round_robin',
    name: 'Round robin',
    description:
      'Every team of a group meets every other once or twice; the teams are split over N groups.',
    options: ['groups', 'roundRobinRounds'],
    defaultStageName: 'Group Stage',
  },
  {
    key: 'swiss',
    name: 'Swiss',
    description:
      'Teams with the same record meet each round; a team advances at N wins and drops at N losses (3 and 3 at the Worlds and Majors).',
    options: ['winsToAdvance', 'lossesToDrop'],
    defaultStageName: 'Swiss',
  },
  {
    key: 'gsl',
    name: 'GSL groups',
    description:
      "Groups of four: two opening matches, the winners' and elimination matches, and a decider; two teams advance from each group.",
    options: [],
    defaultStageName: 'Group Stage',
  },
];

export interface RoundBestOf {
  /** A round's cell name, as the preview shows it ('Semifinals', 'Round 1 (0-0)'). */
  round: string;
  bestOf: number;
}

export interface FormatOptions {
  template: FormatTemplateKey;
  participants: number;
  thirdPlaceMatch?: boolean;
  grandFinalReset?: boolean;
  /** Round robin: how many groups (1 is one league table). */
  groups?: number;
  /** Round robin: 1 (once) or 2 (twice, sides swapped). */
  roundRobinRounds?: number;
  winsToAdvance?: number;
  lossesToDrop?: number;
  /** Games of every match, best of N, unless its round has its own below. */
  bestOf?: number;
  roundBestOf?: readonly RoundBestOf[];
}

export const FORMAT_DEFAULTS = {
  bestOf: 1,
  groups: 1,
  roundRobinRounds: 1,
  winsToAdvance: 3,
  lossesToDrop: 3,
} as const;

/** A section of a generated stage: its graph, its ids and names, its places' labels. */
export interface FormatSection extends SectionGraph {
  structuralId: string;
  /** Display name (catalogue name where there is one); the stored slug is `nameSlug(name)`. */
  name: string;
  /** Labels of the standing places, 1st first ('Place 1', '5th-8th', '3-0'). */
  standingLabels: string[];
}

/** A stage edge: a null node is the stage's seeding (source) or standing (target), else a section. */
export type FormatStageEdge = GraphEdge;

export interface FormatStage {
  structuralId: string;
  name: string;
  /** The data service's stage type: 'bracket' or 'groups'. */
  type: string;
  seedingCount: number;
  standingLabels: string[];
  sections: FormatSection[];
  edges: FormatStageEdge[];
}

export interface FormatOptionError {
  field: keyof FormatOptions;
  message: string;
}

export const FORMAT_TEMPLATE_MESSAGES = {
  unknownTemplate: (key: string) => `There is no format template '${key}'.`,
  participants: `A format takes ${MIN_FORMAT_PARTICIPANTS} to ${MAX_FORMAT_PARTICIPANTS} teams.`,
  bestOf: 'Best of must be a whole number from 1 to 9.',
  unknownRound: (round: string) => `This format has no round '${round}'.`,
  groups: (max: number) => `Groups must be a whole number from 1 to ${max}.`,
  roundRobinRounds: 'A round robin is played once or twice.',
  groupTooLarge: (teams: number, matches: number, max: number) =>
    `A group of ${teams} teams would play ${matches} matches, more than a section holds (${max}): use more groups.`,
  stageTooLarge: (matches: number, max: number) =>
    `These groups would play ${matches} matches, more than a stage holds (${max}): use more groups or play once.`,
  winsToAdvance: 'Wins to advance must be a whole number from 1 to 5.',
  lossesToDrop: 'Losses to drop must be a whole number from 1 to 5.',
  swissParticipants: 'Swiss needs at least 4 teams.',
  gslParticipants: (max: number) => `GSL groups of four take a multiple of 4 teams, 4 to ${max}.`,
} as const;

export const isFormatTemplateKey = (value: string): value is FormatTemplateKey =>
  FORMAT_TEMPLATES.some((template) => template.key === value);

export function formatTemplate(key: FormatTemplateKey): FormatTemplate {
  return FORMAT_TEMPLATES.find((template) => template.key === key)!;
}

/** The template's stage name, or the first free catalogue name when a stage already has it. */
export function templateStageName(
  key: FormatTemplateKey,
  existingStageSlugs: readonly string[],
): string {
  const name = formatTemplate(key).defaultStageName;
  return existingStageSlugs.includes(nameSlug(name))
    ? catalogueName(defaultStageName(existingStageSlugs))
    : name;
}

/** The most matches a section holds and sections a stage holds (the input caps). */
const MAX_SECTION_MATCHES = INPUT_LIST_CAPS['SectionInput.matches']!;
const MAX_STAGE_SECTIONS = INPUT_LIST_CAPS['StageInput.sections']!;
const MAX_GSL_TEAMS = 4 * MAX_STAGE_SECTIONS;
const MAX_SWISS_RECORD = 5;

const wholeIn = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/** Every problem with the options, in the field order of the form; empty when they build. */
export function formatOptionErrors(options: FormatOptions): FormatOptionError[] {
  const errors: FormatOptionError[] = [];
  const add = (field: keyof FormatOptions, message: string) => errors.push({ field, message });
  if (!isFormatTemplateKey(options.template)) {
    add('template', FORMAT_TEMPLATE_MESSAGES.unknownTemplate(options.template));
    return errors;
  }
  const teams = options.participants;
  if (!wholeIn(teams, MIN_FORMAT_PARTICIPANTS, MAX_FORMAT_PARTICIPANTS)) {
    add('participants', FORMAT_TEMPLATE_MESSAGES.participants);
  } else if (options.template === 'swiss' && teams < 4) {
    add('participants', FORMAT_TEMPLATE_MESSAGES.swissParticipants);
  } else if (options.template === 'gsl' && (teams % 4 !== 0 || teams > MAX_GSL_TEAMS)) {
    add('participants', FORMAT_TEMPLATE_MESSAGES.gslParticipants(MAX_GSL_TEAMS));
  }
  if (options.template === 'round_robin' && errors.length === 0) {
    const groups = options.groups ?? FORMAT_DEFAULTS.groups;
    const rounds = options.roundRobinRounds ?? FORMAT_DEFAULTS.roundRobinRounds;
    const maxGroups = Math.min(MAX_STAGE_SECTIONS, Math.max(1, Math.floor(teams / 2)));
    if (!wholeIn(groups, 1, maxGroups)) {
      add('groups', FORMAT_TEMPLATE_MESSAGES.groups(maxGroups));
    }
    if (rounds !== 1 && rounds !== 2)
      add('roundRobinRounds', FORMAT_TEMPLATE_MESSAGES.roundRobinRounds);
    if (errors.length === 0) {
      const largest = Math.ceil(teams / groups);
      const matches = ((largest * (largest - 1)) / 2) * rounds;
      const total = splitParticipants(teams, groups).reduce(
        (sum, size) => sum + ((size * (size - 1)) / 2) * rounds,
        0,
      );
      if (matches > MAX_SECTION_MATCHES) {
        add(
          'groups',
          FORMAT_TEMPLATE_MESSAGES.groupTooLarge(largest, matches, MAX_SECTION_MATCHES),
        );
      } else if (total > MAX_FORMAT_STAGE_MATCHES) {
        add('groups', FORMAT_TEMPLATE_MESSAGES.stageTooLarge(total, MAX_FORMAT_STAGE_MATCHES));
      }
    }
  }
  if (options.template === 'swiss') {
    if (!wholeIn(options.winsToAdvance ?? FORMAT_DEFAULTS.winsToAdvance, 1, MAX_SWISS_RECORD)) {
      add('winsToAdvance', FORMAT_TEMPLATE_MESSAGES.winsToAdvance);
    }
    if (!wholeIn(options.lossesToDrop ?? FORMAT_DEFAULTS.lossesToDrop, 1, MAX_SWISS_RECORD)) {
      add('lossesToDrop', FORMAT_TEMPLATE_MESSAGES.lossesToDrop);
    }
  }
  const bestOfs = [
    options.bestOf ?? FORMAT_DEFAULTS.bestOf,
    ...(options.roundBestOf ?? []).map((r) => r.bestOf),
  ];
  if (bestOfs.some((count) => !wholeIn(count, 1, MAX_FORMAT_BEST_OF))) {
    add('bestOf', FORMAT_TEMPLATE_MESSAGES.bestOf);
  }
  if (errors.length === 0 && options.roundBestOf?.length) {
    const rounds = new Set(
      formatRounds(build(options, { structuralId: 'preview', name: 'Preview' })),
    );
    const unknown = options.roundBestOf.find((r) => !rounds.has(r.round));
    if (unknown) add('roundBestOf', FORMAT_TEMPLATE_MESSAGES.unknownRound(unknown.round));
  }
  return errors;
}

/** The rounds (cell names) of a built stage, in the order the graph shows them, once each. */
export function formatRounds(stage: FormatStage): string[] {
  const names = stage.sections.flatMap((section) =>
    section.columns.flatMap((column) => column.cells.map((cell) => cell.name)),
  );
  return [...new Set(names)];
}

/** A one-section stage whose seeding and places pass straight through. */
function singleSectionStage(
  stage: { structuralId: string; name: string },
  type: string,
  section: FormatSection,
): FormatStage {
  const through = (count: number, edge: (slot: number) => FormatStageEdge) =>
    Array.from({ length: count }, (_, i) => edge(i + 1));
  return {
    structuralId: stage.structuralId,
    name: stage.name,
    type,
    seedingCount: section.seedingCount,
    standingLabels: section.standingLabels,
    sections: [section],
    edges: [
      ...through(section.seedingCount, (slot) => ({
        sourceNodeId: null,
        sourceSlot: slot,
        targetNodeId: section.structuralId,
        targetSlot: slot,
      })),
      ...through(section.standingCount, (slot) => ({
        sourceNodeId: section.structuralId,
        sourceSlot: slot,
        targetNodeId: null,
        targetSlot: slot,
      })),
    ],
  };
}

function build(options: FormatOptions, stage: { structuralId: string; name: string }): FormatStage {
  const roundBestOf = new Map((options.roundBestOf ?? []).map((r) => [r.round, r.bestOf]));
  const bestOf = (cell: string) =>
    roundBestOf.get(cell) ?? options.bestOf ?? FORMAT_DEFAULTS.bestOf;
  const teams = options.participants;
  const section = { structuralId: `${stage.structuralId}-section-1`, name: stage.name };
  switch (options.template) {
    case 'single_elimination':
    case 'double_elimination':
      return singleSectionStage(
        stage,
        'bracket',
        buildElimination(
          {
            teams,
            double: options.template === 'double_elimination',
            thirdPlaceMatch: options.thirdPlaceMatch ?? false,
            grandFinalReset: options.grandFinalReset ?? false,
          },
          section,
          bestOf,
        ),
      );
    case 'swiss':
      return singleSectionStage(
        stage,
        'bracket',
        buildSwiss(
          {
            teams,
            wins: options.winsToAdvance ?? FORMAT_DEFAULTS.winsToAdvance,
            losses: options.lossesToDrop ?? FORMAT_DEFAULTS.lossesToDrop,
          },
          section,
          bestOf,
        ),
      );
    case 'round_robin':
      return buildGroupsStage(
        {
          teams,
          groups: options.groups ?? FORMAT_DEFAULTS.groups,
          kind: 'round_robin',
          twice: (options.roundRobinRounds ?? FORMAT_DEFAULTS.roundRobinRounds) === 2,
        },
        stage,
        bestOf,
      );
    case 'gsl':
      return buildGroupsStage(
        { teams, groups: Math.ceil(teams / 4), kind: 'gsl', twice: false },
        stage,
        bestOf,
      );
  }
}

/**
 * The stage a template builds, with the given structural id and display name; section ids are
 * `{stage}-section-N` and match ids `{section}-match-N`. Throws on options `formatOptionErrors`
 * refuses, so callers check first.
 */
export function buildFormatStage(
  options: FormatOptions,
  stage: { structuralId: string; name: string },
): FormatStage {
  const [error] = formatOptionErrors(options);
  if (error) throw new Error(error.message);
  return build(options, stage);
}

/** How many matches a built stage holds. */
export const formatMatchCount = (stage: FormatStage) =>
  stage.sections.reduce((sum, section) => sum + section.matches.length, 0);
