import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A centred notice page: access denied, not found. */
export function MessagePage({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box
      maxW="xl"
      mx="auto"
      mt={{ base: '8', md: '16' }}
      p={{ base: '6', md: '10' }}
      bg="bg.panel"
      borderWidth="1px"
      rounded="xl"
      boxShadow="sm"
      textAlign="center"
    >
      <Stack gap="4" align="center">
        {eyebrow && (
          <Text
            fontSize="xs"
            fontWeight="semibold"
            letterSpacing="wider"
            textTransform="uppercase"
            color="fg.muted"
          >
            {eyebrow}
          </Text>
        )}
        <Heading as="h1" size="2xl" letterSpacing="tight">
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}
