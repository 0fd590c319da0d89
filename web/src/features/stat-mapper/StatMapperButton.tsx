import { Button } from '@chakra-ui/react';
import { STAT_MAPPER_MESSAGES } from '@esports-admin/schema/rules/stat-mapper';
import { Suspense } from 'react';
import type { Sport } from '../../__generated__/graphql';
import { lazyPage, useDialogOnDemand } from '../../shell/lazyPage';
import { useViewer } from '../../shell/viewer';
import { statMapperOffered } from './statMapperAccess';
import type { MatchTeams } from './TeamMismatchWarning';

// The dialog is a chunk of its own, so the Results tab and the VOD page, which show a button per
// game, do not load it until a button asks for it.
const StatMapperModal = lazyPage(() =>
  import('./StatMapperModal').then((m) => ({ default: m.StatMapperModal })),
);

/** Opens the Stat Mapper for one game; nothing where statSync is off (spec 1 §6). */
export function StatMapperButton({
  sport,
  esportsGameId,
  gameLabel,
  matchTeams,
}: {
  sport: Sport;
  esportsGameId: string;
  gameLabel: string;
  /** The match's two teams, so the dialog can warn when a platform game's are others. */
  matchTeams: MatchTeams;
}) {
  const modal = useDialogOnDemand(StatMapperModal);
  if (!statMapperOffered(useViewer())) return null;
  return (
    <>
      <Button
        size="xs"
        variant="outline"
        aria-label={`${STAT_MAPPER_MESSAGES.title} for ${gameLabel}`}
        {...modal.triggerProps}
      >
        {STAT_MAPPER_MESSAGES.title}
      </Button>
      {modal.isOpen && (
        <Suspense fallback={null}>
          <StatMapperModal
            sport={sport}
            esportsGameId={esportsGameId}
            gameLabel={gameLabel}
            matchTeams={matchTeams}
            onClose={modal.close}
          />
        </Suspense>
      )}
    </>
  );
}
