import { Box, Image, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_LOCALE } from '@esports-admin/schema/rules/constants';
import { DROP_LOCALES } from '@esports-admin/schema/rules/drops';
import { useState } from 'react';
import { useDropPreviewImageQuery } from '../../__generated__/hooks';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';

/** The drop card as viewers see it in a locale, drawn by the preview image function. */
export function DropPreviewImage({ dropId }: { dropId: string }) {
  const [locale, setLocale] = useState<string>(DEFAULT_LOCALE);
  const { data, loading, error, refetch } = useDropPreviewImageQuery({
    variables: { dropId, locale },
  });
  const image = data?.dropPreviewImage;
  return (
    <Stack gap="2" w="full" maxW="360px">
      <NativeSelect.Root size="xs" w="140px">
        <NativeSelect.Field
          aria-label="Preview locale"
          value={locale}
          onChange={(e) => setLocale(e.currentTarget.value)}
        >
          {DROP_LOCALES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {loading && !image ? (
        <Skeleton
          role="status"
          aria-label="Loading the preview image"
          aspectRatio={3 / 2}
          rounded="lg"
        />
      ) : error && !image ? (
        <LoadFailedAlert
          what="preview image"
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : image ? (
        <Box rounded="lg" overflow="hidden" borderWidth="1px">
          <Image src={image} alt={`Preview of the drop card in ${locale}`} w="full" />
        </Box>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          This drop no longer exists.
        </Text>
      )}
    </Stack>
  );
}
