import { Box, chakra, Text } from '@chakra-ui/react';
import { useState } from 'react';

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
      w="9"
      h="9"
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
          src={url}
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
