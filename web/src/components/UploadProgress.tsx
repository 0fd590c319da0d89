import { Box, Text } from '@chakra-ui/react';

/** An upload's progress bar with its label and percentage, announced as a progressbar. */
export function UploadProgress({ label, progress }: { label: string; progress: number }) {
  const percent = Math.round(progress * 100);
  return (
    <Box mt="2">
      <Box
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        h="1.5"
        rounded="full"
        bg="bg.muted"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg="colorPalette.solid" colorPalette="blue" />
      </Box>
      <Text fontSize="xs" color="fg.muted" mt="1">
        {label}… {percent}%
      </Text>
    </Box>
  );
}
