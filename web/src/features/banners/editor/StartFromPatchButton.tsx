import { Button } from '@chakra-ui/react';
import type { BannerEditor_BannerFragment } from '../../../__generated__/graphql';
import { useBannerEditorOtherPatchLazyQuery } from '../../../__generated__/hooks';
import { nearestOlderPatch } from './patchOrder';

/** "Start from patch X": copies the banners of the nearest older patch that has a configuration. */
export function StartFromPatchButton({
  leagueId,
  patch,
  configured,
  onLoaded,
}: {
  leagueId: string;
  patch: string;
  /** The league's patches that have a configuration. */
  configured: readonly string[];
  onLoaded: (banners: readonly BannerEditor_BannerFragment[]) => void;
}) {
  const [read, reading] = useBannerEditorOtherPatchLazyQuery();
  const from = nearestOlderPatch(patch, configured);
  if (!from) return null;
  const start = async () => {
    const result = await read({ variables: { leagueId, patch: from } }).catch(() => null);
    const banners = result?.data?.bannerPatch?.configuration?.banners;
    if (banners) onLoaded(banners);
  };
  return (
    <Button variant="outline" loading={reading.loading} onClick={() => void start()}>
      Start from patch {from}
    </Button>
  );
}
