import { Box, chakra, Text } from '@chakra-ui/react';
import { parseAssetHosts, resizedImageUrl } from '@esports-admin/schema/rules/image';
import { useState } from 'react';

/** The thumbnail's displayed size in CSS pixels (Chakra size 9). */
export const LOGO_THUMBNAIL_PX = 36;

/**
 * Asset hosts whose images go through the resize proxy besides the asset store's own file
 * addresses: VITE_ASSET_HOSTS, comma-separated, at build time.
 */
const ASSET_HOSTS = parseAssetHosts(import.meta.env.VITE_ASSET_HOSTS as string | undefined);

/** The address the thumbnail loads: resized for known asset hosts (spec 1 §9), else as given. */
export function thumbnailUrl(
  url: string,
  devicePixelRatio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1,
): string {
  return resizedImageUrl(url, LOGO_THUMBNAIL_PX, devicePixelRatio, ASSET_HOSTS);
}

/** A logo in a table cell, or the tricode where there is none or it does not load. */
export function LogoThumbnail({
  url,
  name,
  tricode,
}: {
  url: string | null;
  name: string;
  tricode: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = url !== null && failedUrl !== url;
  return (
    <Box
      w={`${LOGO_THUMBNAIL_PX}px`}
      h={`${LOGO_THUMBNAIL_PX}px`}
      rounded="md"
      borderWidth="1px"
      bg="bg.muted"
      overflow="hidden"
      display="flex"
      alignItems="center"
      justifyContent="center"
    >
      {showImage ? (
        <chakra.img
          src={thumbnailUrl(url)}
          alt={`${name} logo`}
          maxW="full"
          maxH="full"
          objectFit="contain"
          loading="lazy"
          onError={() => setFailedUrl(url)}
        />
      ) : (
        <Text fontSize="2xs" fontWeight="bold" color="fg.muted" fontFamily="mono">
          {tricode}
        </Text>
      )}
    </Box>
  );
}
