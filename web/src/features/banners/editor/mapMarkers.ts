import type { BannerMap_PropFragment } from '../../../__generated__/graphql';
import type { BannerDiff, BannerDiffKind } from './bannerDiff';
import { bannerErrors, bannerOn, textureFileName, type BannerDraft } from './bannerForm';

/** What the map shows about one prop: its banner, screenshot, problems and difference. */
export interface PropMarker {
  /** The texture key of the banner hanging on it; null without a banner. */
  texture: string | null;
  screenshot: boolean;
  problem: boolean;
  diff: BannerDiffKind | null;
}

export const NO_MARKER: PropMarker = {
  texture: null,
  screenshot: false,
  problem: false,
  diff: null,
};

const DIFF_WORDS: Readonly<Record<BannerDiffKind, string>> = {
  added: 'added',
  removed: 'removed',
  changed: 'changed',
};

/** A prop's accessible name: its name, then the state the map draws. */
export function propLabel(prop: Pick<BannerMap_PropFragment, 'name'>, marker: PropMarker) {
  const parts = [
    marker.texture ? `banner ${textureFileName(marker.texture)}` : 'no banner',
    ...(marker.texture ? [marker.screenshot ? 'screenshot' : 'no screenshot'] : []),
    ...(marker.problem ? ['needs attention'] : []),
    ...(marker.diff ? [`${DIFF_WORDS[marker.diff]} in the comparison`] : []),
  ];
  return `${prop.name}: ${parts.join(', ')}`;
}

/** Every prop's marker: the draft's banner on it, its problems, screenshot and difference. */
export function propMarkers(
  props: readonly BannerMap_PropFragment[],
  state: {
    draft: BannerDraft;
    errorFor: (key: string) => string | undefined;
    screenshots: readonly { propId: string | null }[];
    diffs: readonly BannerDiff[];
  },
): Record<string, PropMarker> {
  const shots = new Set(state.screenshots.map((shot) => shot.propId));
  const diffs = new Map(state.diffs.map((diff) => [diff.propId, diff.kind]));
  const markers: Record<string, PropMarker> = {};
  for (const prop of props) {
    const placed = bannerOn(state.draft, prop.id);
    const errors = placed ? bannerErrors(state.errorFor, placed.index) : {};
    markers[prop.id] = {
      texture: placed?.banner.texture || null,
      screenshot: shots.has(prop.id),
      problem: Object.values(errors).some(Boolean),
      diff: diffs.get(prop.id) ?? null,
    };
  }
  return markers;
}
