/**
 * Stage and section names (spec 2 §9, §2, §5): the catalogue staff pick from, the slugs names
 * are stored as, the default names of a new stage or section, the participant split and the
 * bracket heading.
 */

export interface CatalogueEntry {
  name: string;
  code: string;
}

const numbered = (name: string, code: string, from: number, to: number): CatalogueEntry[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({
    name: `${name} ${from + i}`,
    code: `${code}${from + i}`,
  }));

const lettered = (name: string, code: string, letters: string): CatalogueEntry[] =>
  [...letters].map((letter) => ({ name: `${name} ${letter}`, code: `${code}${letter}` }));

/** Spec 2 §9: the stage and section names staff pick from, each with its short code. */
export const STAGE_NAME_CATALOGUE: readonly CatalogueEntry[] = [
  { name: 'Regular Season', code: 'RS' },
  { name: 'Playoffs', code: 'PO' },
  { name: 'Group Stage', code: 'GST' },
  { name: 'Bracket Stage', code: 'BS' },
  { name: 'Swiss', code: 'SW' },
  { name: 'Play-Ins', code: 'PI' },
  { name: 'Play-In Groups', code: 'PIG' },
  { name: 'Play-In Knockouts', code: 'PIK' },
  { name: 'Knockouts', code: 'KO' },
  { name: 'Quarterfinals', code: 'QF' },
  { name: 'Semifinals', code: 'SF' },
  { name: 'Finals', code: 'F' },
  { name: 'Grand Final', code: 'GRF' },
  { name: 'Tiebreakers', code: 'TB' },
  { name: 'Promotion', code: 'PR' },
  { name: 'Relegation', code: 'RL' },
  { name: 'Last Chance Qualifier', code: 'LCQ' },
  { name: 'Regional Qualifier', code: 'RQ' },
  { name: 'North Qualifier', code: 'NQ' },
  { name: 'South Qualifier', code: 'SQ' },
  { name: 'East Qualifier', code: 'EQ' },
  { name: 'West Qualifier', code: 'WQ' },
  { name: 'Open Qualifier', code: 'OQ' },
  { name: 'Closed Qualifier', code: 'CQ' },
  { name: 'Main Event', code: 'ME' },
  { name: "Winner's Bracket", code: 'WB' },
  { name: "Loser's Bracket", code: 'LB' },
  { name: 'Upper Bracket', code: 'UB' },
  { name: 'Lower Bracket', code: 'LWB' },
  ...numbered('Weekend', 'W', 1, 5),
  ...numbered('Day', 'D', 1, 4),
  ...numbered('Round', 'R', 1, 5),
  ...lettered('Group', 'G', 'ABCDEFGH'),
  ...numbered('Group', 'G', 1, 4),
  { name: 'NA', code: 'NA' },
  { name: 'EMEA', code: 'EMEA' },
  { name: 'JP', code: 'JP' },
  { name: 'SEA', code: 'SEA' },
  { name: 'KR', code: 'KR' },
  { name: 'BR', code: 'BR' },
  { name: 'LATAM', code: 'LATAM' },
  { name: 'CN', code: 'CN' },
  { name: 'VN', code: 'VN' },
  { name: 'OCE', code: 'OCE' },
  { name: 'TR', code: 'TR' },
  { name: 'Pacific', code: 'PAC' },
  { name: 'Americas', code: 'AMER' },
  { name: 'Showmatch', code: 'SM' },
];

/** The slug a catalogue name is stored as: lower case, apostrophes dropped, other runs → '_'. */
export function nameSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** The catalogue entry whose name or slug is `nameOrSlug`, if any. */
export function catalogueEntry(nameOrSlug: string): CatalogueEntry | undefined {
  const slug = nameSlug(nameOrSlug);
  return STAGE_NAME_CATALOGUE.find((entry) => nameSlug(entry.name) === slug);
}

/** Display name of a stored stage/section slug: the catalogue's name, else the slug itself. */
export function catalogueName(slug: string): string {
  return catalogueEntry(slug)?.name ?? slug;
}

/**
 * A new stage takes the first catalogue name no other stage of the tournament uses (so a first
 * stage is the Regular Season, a second the Playoffs).
 */
export function defaultStageName(existingStageSlugs: readonly string[]): string {
  const used = new Set(existingStageSlugs.map(nameSlug));
  const free = STAGE_NAME_CATALOGUE.find((entry) => !used.has(nameSlug(entry.name)));
  return nameSlug(free?.name ?? `Stage ${existingStageSlugs.length + 1}`);
}

/**
 * `{prefix}-N`, N the lowest no id of `used` has: stages and sections get structural ids unique
 * in their tournament this way (`stage-2`, `stage-2-section-1`), in the builder and the gateway.
 */
export function freshStructuralId(used: ReadonlySet<string>, prefix: string): string {
  let n = 1;
  while (used.has(`${prefix}-${n}`)) n += 1;
  return `${prefix}-${n}`;
}

const SECTION_SEQUENCE = lettered('Group', 'G', 'ABCDEFGH');

/**
 * A stage's first section is named after the stage (the common single-section stage); further
 * sections take the first free of Group A … Group H, then 'Section N'.
 */
export function defaultSectionName(stageSlug: string, existingSectionSlugs: readonly string[]) {
  if (existingSectionSlugs.length === 0) return nameSlug(stageSlug);
  const used = new Set(existingSectionSlugs.map(nameSlug));
  const free = SECTION_SEQUENCE.find((entry) => !used.has(nameSlug(entry.name)));
  return nameSlug(free?.name ?? `Section ${existingSectionSlugs.length + 1}`);
}

/**
 * Spec 2 §5: a stage's participants are split evenly across its sections, the remainder going one
 * each to the first sections (10 over 3 → 4, 3, 3).
 */
export function splitParticipants(total: number, sectionCount: number): number[] {
  if (sectionCount <= 0) return [];
  const whole = Math.max(0, Math.floor(total));
  const base = Math.floor(whole / sectionCount);
  const remainder = whole % sectionCount;
  return Array.from({ length: sectionCount }, (_, i) => base + (i < remainder ? 1 : 0));
}

/**
 * Spec 2 §2: 'Creating a Bracket for', the league name, the season name plus 'Season', the stage
 * name, and the section name if it differs from the stage's.
 */
export function bracketHeading({
  leagueName,
  seasonName,
  stageName,
  sectionName,
}: {
  leagueName: string;
  seasonName: string | null;
  stageName: string;
  sectionName: string;
}): string {
  const parts = ['Creating a Bracket for', leagueName];
  // A season already called '2026 Season' is not made '2026 Season Season'.
  if (seasonName) parts.push(/\bseason$/i.test(seasonName) ? seasonName : `${seasonName} Season`);
  parts.push(stageName);
  if (nameSlug(sectionName) !== nameSlug(stageName)) parts.push(sectionName);
  return parts.filter((part) => part.trim() !== '').join(' ');
}
