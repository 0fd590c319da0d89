/**
 * What the signed-in user may open and change (spec 2 §2, §6), from the viewer the gateway sends.
 * The gateway enforces the same rules; here they only decide what to offer and what to show.
 */
import { accessAllows, mayOpenPath } from '@esports-admin/schema/rules/access';
import type { SportCode } from '@esports-admin/schema/rules/sports';
import type { AppShellQuery } from '../__generated__/graphql';
import { sectionsForSport } from './navigation';
import type { Section } from './section';

export type Viewer = AppShellQuery['viewer'];

export interface ViewerAccess {
  resources: ReadonlySet<string>;
  writableResources: ReadonlySet<string>;
  features: Viewer['features'];
}

export function accessOf(viewer: Viewer): ViewerAccess {
  return {
    resources: new Set(viewer.resources),
    writableResources: new Set(viewer.writableResources),
    features: viewer.features,
  };
}

/** A path the viewer may open: a matching resource, and the section's feature flag when it has one. */
export function viewerMayOpenPath(path: string, access: ViewerAccess): boolean {
  return mayOpenPath(path, access.resources, access.features);
}

/** The nav sections of the sport that the viewer may open. */
export function sectionsForViewer(
  sections: readonly Section[],
  sport: SportCode,
  access: ViewerAccess,
) {
  return sectionsForSport(sections, sport).filter((section) =>
    accessAllows(section.access, access.resources, access.features),
  );
}
