import { Box, Text } from '@chakra-ui/react';
import { ProgressBar } from './ProgressBar';

/** An upload's progress bar with its label and percentage, announced as a progressbar. */
export function UploadProgress({ label, progress }: { label: string; progress: number }) {
  const percent = Math.round(progress * 100);
  return (
    <Box mt="2">
      <ProgressBar label={label} value={percent} max={100} h="1.5" fill="blue.solid" />
      <Text fontSize="xs" color="fg.muted" mt="1">
        {label}… {percent}%
      </Text>
    </Box>
  );
}
