import { Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { useBannerEditorPackageLazyQuery } from '../../../__generated__/hooks';

/** Hands the browser the zip's presigned address, as a link would. */
function openDownload(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.target = '_blank';
  link.download = '';
  link.click();
}

/**
 * "Download zip": the asset service packs the configuration, its textures and screenshots when
 * asked, which can take a moment, then the browser downloads it.
 */
export function DownloadZipButton({ leagueId, patch }: { leagueId: string; patch: string }) {
  const [pack, packing] = useBannerEditorPackageLazyQuery({ fetchPolicy: 'network-only' });
  const download = async () => {
    const result = await pack({ variables: { leagueId, patch } }).catch(() => null);
    const url = result?.data?.bannerPackage?.url;
    if (url) openDownload(url);
  };
  const failed = !packing.loading && packing.called && !packing.data?.bannerPackage;
  return (
    <HStack gap="2">
      <Button
        size="sm"
        variant="outline"
        disabled={packing.loading}
        onClick={() => void download()}
      >
        Download zip
      </Button>
      {packing.loading && (
        <HStack role="status" gap="1.5" fontSize="sm" color="fg.muted">
          <Spinner size="xs" />
          <Text>Packing the zip…</Text>
        </HStack>
      )}
      {failed && (
        <Text role="alert" fontSize="sm" color="fg.error">
          The zip could not be made. Try again in a moment.
        </Text>
      )}
    </HStack>
  );
}
