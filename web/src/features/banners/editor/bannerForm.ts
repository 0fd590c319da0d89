import {
  validateBannerConfigurationDraft,
  type BannerAssignmentDraft,
} from '@esports-admin/schema/rules/banners';
import type { BannerEditor_BannerFragment } from '../../../__generated__/graphql';
import type { FieldMessages } from '../../../apollo/mutationOutcome';

/** The work in progress: the banners in the create input's own shape, in catalogue order. */
export interface BannerDraft {
  banners: BannerAssignmentDraft[];
}

export const EMPTY_DRAFT: BannerDraft = { banners: [] };

export function draftOf(
  banners: readonly BannerEditor_BannerFragment[] | null | undefined,
): BannerDraft {
  return {
    banners: (banners ?? []).map(({ propId, texture, group, name }) => ({
      propId,
      texture,
      group,
      name,
    })),
  };
}

/** The banner hanging on a prop, and where it sits in the draft (its error keys' index). */
export function bannerOn(draft: BannerDraft, propId: string) {
  const index = draft.banners.findIndex((banner) => banner.propId === propId);
  return index < 0 ? null : { index, banner: draft.banners[index]! };
}

/**
 * The draft with one prop's banner changed (added where it had none) or removed (null), kept in
 * catalogue order so that a draft reads the same however it was made.
 */
export function withBanner(
  draft: BannerDraft,
  propId: string,
  change: Partial<Omit<BannerAssignmentDraft, 'propId'>> | null,
  catalogueOrder: readonly string[],
): BannerDraft {
  const current = bannerOn(draft, propId)?.banner;
  const others = draft.banners.filter((banner) => banner.propId !== propId);
  if (change === null) return { banners: others };
  const next = { propId, texture: '', group: '', name: '', ...current, ...change };
  const rank = (id: string) => catalogueOrder.indexOf(id);
  return { banners: [...others, next].sort((a, b) => rank(a.propId) - rank(b.propId)) };
}

/**
 * The shared rules, as the gateway runs them, for this league: its slug and the texture keys
 * stored for it (until those are read, the draft's own textures count as stored).
 */
export function bannerDraftValidator(
  patch: string,
  slug: string,
  textureKeys: readonly string[] | null,
) {
  return (draft: BannerDraft): FieldMessages =>
    validateBannerConfigurationDraft(
      { patch, banners: draft.banners },
      { slug, textureKeys: textureKeys ?? draft.banners.map((banner) => banner.texture) },
    );
}

/** The messages of one banner of the draft: texture, group and name. */
export function bannerErrors(errorFor: (key: string) => string | undefined, index: number) {
  return {
    texture: errorFor(`banners.${index}.texture`),
    group: errorFor(`banners.${index}.group`),
    name: errorFor(`banners.${index}.name`),
  };
}

/** A texture key's file name ('lck/textures/1700-logo.png' → '1700-logo.png'). */
export const textureFileName = (key: string) => key.split('/').pop() ?? key;
