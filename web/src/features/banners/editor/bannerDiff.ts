import type { BannerAssignmentDraft } from '@esports-admin/schema/rules/banners';

export type BannerDiffKind = 'added' | 'removed' | 'changed';

export interface BannerDiff {
  propId: string;
  kind: BannerDiffKind;
  /** For a changed banner, which of its fields differ. */
  fields: readonly ('texture' | 'group' | 'name')[];
}

const FIELDS = ['texture', 'group', 'name'] as const;

/**
 * How `mine` differs from `theirs`, prop by prop in `mine`'s order then the removed ones: a
 * banner added on a prop, removed from one, or with another texture, group or name.
 */
export function diffBanners(
  mine: readonly BannerAssignmentDraft[],
  theirs: readonly BannerAssignmentDraft[],
): BannerDiff[] {
  const theirsById = new Map(theirs.map((banner) => [banner.propId, banner]));
  const mineIds = new Set(mine.map((banner) => banner.propId));
  const diffs: BannerDiff[] = [];
  for (const banner of mine) {
    const other = theirsById.get(banner.propId);
    if (!other) {
      diffs.push({ propId: banner.propId, kind: 'added', fields: [] });
      continue;
    }
    const fields = FIELDS.filter((field) => banner[field] !== other[field]);
    if (fields.length > 0) diffs.push({ propId: banner.propId, kind: 'changed', fields });
  }
  for (const banner of theirs) {
    if (!mineIds.has(banner.propId)) {
      diffs.push({ propId: banner.propId, kind: 'removed', fields: [] });
    }
  }
  return diffs;
}
