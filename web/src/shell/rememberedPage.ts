/**
 * Spec 2 §2 and §6: '/' goes to the remembered page, else the default landing page. The shell
 * remembers the page a user last opened in a section (per username, so a shared browser does not
 * hand one user's page to the next), with the app version: spec 2 §9 discards state stored by
 * another version.
 */
import { APP_VERSION, DEFAULT_LANDING_PATH } from '@esports-admin/schema/rules/constants';
import type { SportCode } from '@esports-admin/schema/rules/sports';
import { readLocalSetting, writeLocalSetting } from './localSetting';
import { sectionForPath, sectionsForSport } from './navigation';
import type { Section } from './section';

const REMEMBERED_PAGE_KEY_PREFIX = 'esports-admin.rememberedPage.';

interface RememberedPage {
  version: string;
  path: string;
}

function isRememberedPage(value: unknown): value is RememberedPage {
  if (typeof value !== 'object' || value === null) return false;
  const { version, path } = value as Record<string, unknown>;
  return version === APP_VERSION && typeof path === 'string' && path.startsWith('/');
}

const keyOf = (username: string) => `${REMEMBERED_PAGE_KEY_PREFIX}${username}`;

/** Only pages of a section are worth coming back to: not '/', ACCESS DENIED or Not Found. */
export function isRememberablePath(sections: readonly Section[], path: string): boolean {
  return sectionForPath(sections, path) !== undefined;
}

export function rememberPage(username: string, path: string): void {
  writeLocalSetting(keyOf(username), { version: APP_VERSION, path } satisfies RememberedPage);
}

export function rememberedPage(username: string): string | null {
  return readLocalSetting(keyOf(username), isRememberedPage)?.path ?? null;
}

/**
 * Where '/' sends a user: the remembered page, else the default landing page, else the first
 * section of the sport they may change (a rewards operator who also reads leagues works in
 * Drops), else the first they may open. With none, the default page (which says ACCESS DENIED).
 */
export function landingPath(
  sections: readonly Section[],
  remembered: string | null,
  sport: SportCode,
  mayOpen: (path: string) => boolean,
  mayChange: (path: string) => boolean,
): string {
  const pathname = remembered?.split(/[?#]/)[0] ?? '';
  if (remembered && isRememberablePath(sections, pathname) && mayOpen(pathname)) return remembered;
  if (mayOpen(DEFAULT_LANDING_PATH)) return DEFAULT_LANDING_PATH;
  const offered = sectionsForSport(sections, sport);
  return (
    offered.find((section) => mayChange(section.link))?.link ??
    offered.find((section) => mayOpen(section.link))?.link ??
    DEFAULT_LANDING_PATH
  );
}
