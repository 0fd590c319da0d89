import { Badge } from '@chakra-ui/react';
import type { PublicationStatus } from '../../__generated__/graphql';

const PALETTE: Record<PublicationStatus, string> = {
  draft: 'orange',
  published: 'green',
  archived: 'gray',
};

/** A tournament's, stage's or section's publication status as a coloured badge. */
export function PublicationBadge({ status }: { status: PublicationStatus }) {
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle">
      {status}
    </Badge>
  );
}
