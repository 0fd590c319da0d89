import { Box, type BoxProps } from '@chakra-ui/react';

/** A bar of `value` done out of `max`, announced as a progressbar named `label`. */
export function ProgressBar({
  label,
  value,
  max,
  h,
  fill,
}: {
  label: string;
  value: number;
  max: number;
  h: BoxProps['h'];
  fill: BoxProps['bg'];
}) {
  const percent = max === 0 ? 100 : Math.round((value / max) * 100);
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      h={h}
      rounded="full"
      bg="bg.muted"
      overflow="hidden"
    >
      <Box h="full" w={`${percent}%`} bg={fill} transition="width 0.2s" />
    </Box>
  );
}
