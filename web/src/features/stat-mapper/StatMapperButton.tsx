import { Button } from '@chakra-ui/react';
import { STAT_MAPPER_MESSAGES } from '@esports-admin/schema/rules/stat-mapper';
import { useState } from 'react';
import type { Sport } from '../../__generated__/graphql';
import { useViewer } from '../../shell/viewer';
import { StatMapperModal } from './StatMapperModal';
import { statMapperOffered } from './statMapperAccess';

/** Opens the Stat Mapper for one game; nothing where statSync is off (spec 1 §6). */
export function StatMapperButton({
  sport,
  esportsGameId,
  gameLabel,
}: {
  sport: Sport;
  esportsGameId: string;
  gameLabel: string;
}) {
  const [open, setOpen] = useState(false);
  if (!statMapperOffered(useViewer())) return null;
  return (
    <>
      <Button
        size="xs"
        variant="outline"
        aria-label={`${STAT_MAPPER_MESSAGES.title} for ${gameLabel}`}
        onClick={() => setOpen(true)}
      >
        {STAT_MAPPER_MESSAGES.title}
      </Button>
      {open && (
        <StatMapperModal
          sport={sport}
          esportsGameId={esportsGameId}
          gameLabel={gameLabel}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
