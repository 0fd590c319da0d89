import type {
  PickBlocksPage_MatchFragment,
  PickBlocksPageQuery,
} from '../../../__generated__/graphql';

type Tournament = NonNullable<NonNullable<PickBlocksPageQuery['pickemTournament']>['tournament']>;

/** Section id → its name, from the tournament's stages ('Semifinal', 'Group A'). */
export function sectionNamesOf(tournament: Tournament | null | undefined): Map<string, string> {
  const names = new Map<string, string>();
  for (const stage of tournament?.stages ?? []) {
    for (const section of stage.sections) names.set(section.id, section.name.displayName);
  }
  return names;
}

/** 'T1 vs G2', TBD for a slot not known yet. */
export const matchTeams = (match: PickBlocksPage_MatchFragment) =>
  `${match.teamOne?.name ?? 'TBD'} vs ${match.teamTwo?.name ?? 'TBD'}`;

/** 'T1 vs G2 · Semifinal', as staff tell the matches of a match day apart. */
export const matchLabel = (
  match: PickBlocksPage_MatchFragment,
  sections: ReadonlyMap<string, string>,
) => {
  const section = sections.get(match.sectionId);
  return section ? `${matchTeams(match)} · ${section}` : matchTeams(match);
};

/** '1 match', '3 matches'. */
export const countOf = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;
