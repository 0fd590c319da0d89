import { useEffect } from 'react';
import { useBannerPropPreviewsQuery } from '../../../__generated__/hooks';

/**
 * Presigned previews for the selected prop: its texture's and its screenshots' (each costs an
 * asset service call, so only the panel on screen asks). `screenshotCount` is how many the page
 * knows of: a new upload changes it and the previews are asked for again.
 */
export function usePropPreviews({
  leagueId,
  patch,
  propId,
  texture,
  screenshotCount,
}: {
  leagueId: string;
  patch: string;
  propId: string;
  texture: string | undefined;
  screenshotCount: number;
}) {
  const { data, refetch } = useBannerPropPreviewsQuery({
    variables: { leagueId, patch, propId, texture: texture ?? '', withTexture: Boolean(texture) },
  });
  const shots = data?.bannerPatch?.configuration?.screenshots ?? [];
  const behind = Boolean(data) && shots.length < screenshotCount;
  useEffect(() => {
    if (behind) void refetch().catch(() => undefined);
  }, [behind, screenshotCount, refetch]);
  return {
    texture: data?.bannerTextures?.find((row) => row.key === texture)?.previewUrl ?? undefined,
    screenshots: new Map(shots.map((shot) => [shot.key, shot.previewUrl ?? undefined])),
  };
}
