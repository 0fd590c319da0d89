import type { RouteAccess } from '@esports-admin/schema/rules/access';
import type { SportCode } from '@esports-admin/schema/rules/sports';
import { createContext, useContext } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { SectionPage } from '../components/SectionPagesNav';

/** The sections of the top navigation (spec 1 §2). */
export type SectionKey =
  | 'leagues'
  | 'seasons'
  | 'tournaments'
  | 'teams'
  | 'players'
  | 'streams'
  | 'orgs'
  | 'drops'
  | 'banners'
  | 'accounts'
  | 'pickem'
  | 'shotcall'
  | 'user';

/**
 * A section as its feature declares it. The shell derives the top navigation, which sections a
 * sport offers, the routes and each section's page links from the list of these;
 * `access` is the section's entry in the route table the gateway side reads too.
 */
export interface Section {
  key: SectionKey;
  label: string;
  /** Where the nav link goes. */
  link: string;
  /** Path roots of the section's other pages, which keep its nav link lit ('/timeline'). */
  alsoUnder?: readonly string[];
  sports: readonly SportCode[];
  access: RouteAccess;
  routes: readonly RouteObject[];
  /** Links between the section's pages (drops: Groups, Inventory…), shown by `SectionNav`. */
  pages?: readonly SectionPage[];
}

/** Pages that another feature adds to a section (the drop triggers to drops). */
export interface SectionPages {
  section: SectionKey;
  routes: readonly RouteObject[];
  pages?: readonly SectionPage[];
}

/** The sections with the pages other features add to them, routes and page links in list order. */
export function withSectionPages(
  sections: readonly Section[],
  added: readonly SectionPages[],
): Section[] {
  return sections.map((section) => {
    const extra = added.filter((pages) => pages.section === section.key);
    return {
      ...section,
      routes: [...section.routes, ...extra.flatMap((pages) => pages.routes)],
      pages: [...(section.pages ?? []), ...extra.flatMap((pages) => pages.pages ?? [])],
    };
  });
}

const SectionsContext = createContext<readonly Section[]>([]);

/** The app's sections, given to the shell by the route list (features are not the shell's to import). */
export const SectionsProvider = SectionsContext.Provider;

export function useSections(): readonly Section[] {
  return useContext(SectionsContext);
}
