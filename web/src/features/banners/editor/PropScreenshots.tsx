import { Box, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import type { BannerScreenshots_ScreenshotFragment } from '../../../__generated__/graphql';
import { AssetUploadButton } from './AssetUploadButton';
import { useBannerAssetUpload } from './useBannerAssetUpload';

/** The screenshots of one prop's banner for the configuration's version, and the upload of more. */
export function PropScreenshots({
  leagueId,
  patch,
  propId,
  configVersion,
  screenshots: mine,
  previews,
  writable,
  onUploaded,
}: {
  leagueId: string;
  patch: string;
  propId: string;
  /** Null before the patch has a configuration: screenshots belong to a version. */
  configVersion: number | null;
  /** This prop's screenshots. */
  screenshots: readonly BannerScreenshots_ScreenshotFragment[];
  /** Their preview addresses by key, as they arrive. */
  previews: ReadonlyMap<string, string | undefined>;
  writable: boolean;
  onUploaded: () => void;
}) {
  const upload = useBannerAssetUpload(onUploaded);
  return (
    <Stack as="section" aria-label="Screenshots" gap="2">
      <Heading as="h3" size="sm">
        Screenshots{configVersion !== null && ` (version ${configVersion})`}
      </Heading>
      {configVersion === null ? (
        <Text fontSize="sm" color="fg.muted">
          Screenshots are added once the configuration is created.
        </Text>
      ) : mine.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No screenshot of this banner yet.
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2">
          {mine.map((shot) => (
            <Box as="li" key={shot.key} display="flex" gap="2" alignItems="center">
              <Box w="20" h="12" flexShrink={0} bg="bg.muted" rounded="sm" overflow="hidden">
                {previews.get(shot.key) && (
                  <chakra.img
                    src={previews.get(shot.key)}
                    alt={`Screenshot ${shot.fileName}`}
                    w="full"
                    h="full"
                    objectFit="cover"
                  />
                )}
              </Box>
              <Text fontSize="sm" truncate>
                {shot.fileName}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      {writable && configVersion !== null && (
        <AssetUploadButton
          label="Upload screenshot…"
          state={upload.state}
          onFile={(file) =>
            void upload.upload(file, { leagueId, kind: 'screenshot', patch, propId })
          }
        />
      )}
    </Stack>
  );
}
