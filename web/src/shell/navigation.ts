/** Pure navigation rules of spec 1 §2, kept apart from the components so they read as rules. */
import type { SportCode } from '@esports-admin/schema/rules/sports';
import type { Section } from './section';

export function firstSegment(path: string): string {
  return path.split('/').filter(Boolean)[0] ?? '';
}

/** The section a path belongs to, by its first segment ('/season/12/edit' is seasons). */
export function sectionForPath(sections: readonly Section[], path: string) {
  const segment = firstSegment(path);
  return segment ? sections.find((s) => firstSegment(s.link) === segment) : undefined;
}

/** The sections a sport offers, in navigation order. */
export function sectionsForSport(sections: readonly Section[], sport: SportCode) {
  return sections.filter((section) => section.sports.includes(sport));
}

/**
 * A nav link is highlighted when its section root ('/season') is a prefix of the current path, so
 * the Seasons link stays lit on '/season/12/edit' as well as on every list tab; `alsoUnder` are
 * the roots of the section's other pages (Streams: '/timeline').
 */
export function isSectionActive(
  link: string,
  currentPath: string,
  alsoUnder: readonly string[] = [],
): boolean {
  return [`/${firstSegment(link)}`, ...alsoUnder].some(
    (root) => currentPath === root || currentPath.startsWith(`${root}/`),
  );
}

/** The section whose nav link is lit on this path, which also shows its page links. */
export function activeSection(sections: readonly Section[], currentPath: string) {
  return sections.find((s) => isSectionActive(s.link, currentPath, s.alsoUnder));
}

/**
 * Changing the sport on a details, edit or create page leaves it for the section's current list:
 * the record on screen belongs to the previous sport. List pages (and section landing pages such
 * as '/shotcall/events') stay where they are and reload for the new sport.
 * Returns the path to go to, or null to stay.
 */
export function pathAfterSportChange(
  sections: readonly Section[],
  currentPath: string,
): string | null {
  const segments = currentPath.split('/').filter(Boolean);
  const [first] = segments;
  if (!first || segments.length === 1 || segments.includes('list')) return null;
  if (sections.some((s) => s.link === currentPath)) return null;
  if (!sections.some((s) => firstSegment(s.link) === first)) return null;
  return `/${first}/list/current`;
}
