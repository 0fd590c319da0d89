import { Box, Flex, Text } from '@chakra-ui/react';
import { rarityStyle } from '@esports-admin/schema/rules/drops';

interface RarityBadgeProps {
  name: string;
  badgeForegroundColor: string;
  badgeBackgroundColor: string;
  notificationColorOne?: string | null;
  notificationColorTwo?: string | null;
}

/** The badge and the notification swatch as viewers see them (spec 3 §3: gradient 3% / 60%). */
export function RarityBadge(props: RarityBadgeProps) {
  const gradient = rarityStyle(props.notificationColorOne, props.notificationColorTwo);
  return (
    <Flex gap="3" align="center">
      <Text
        as="span"
        px="2.5"
        py="0.5"
        rounded="full"
        fontSize="xs"
        fontWeight="bold"
        textTransform="uppercase"
        letterSpacing="wide"
        style={{ color: props.badgeForegroundColor, background: props.badgeBackgroundColor }}
      >
        {props.name || 'Rarity'}
      </Text>
      <Box
        data-testid="rarity-gradient"
        role="img"
        aria-label={gradient ? `Notification gradient ${gradient}` : 'No notification gradient'}
        title={gradient ?? 'Set both notification colours for the gradient'}
        w="12"
        h="8"
        rounded="md"
        borderWidth="1px"
        style={{ background: gradient ?? 'transparent' }}
      />
    </Flex>
  );
}
