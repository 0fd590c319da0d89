/** A banner league as staff read it: the data service's name, or its slug when that is unknown. */
export function bannerLeagueName(league: { slug: string; league: { name: string } | null }) {
  return league.league?.name ?? league.slug;
}
