import { Button } from '@chakra-ui/react';
import { STAT_MAPPER_MESSAGES } from '@esports-admin/schema/rules/stat-mapper';
import { Suspense, useState } from 'react';
import type { Sport } from '../../__generated__/graphql';
import { lazyPage, loadOnIntent, startLoading } from '../../shell/lazyPage';
import { useViewer } from '../../shell/viewer';
import { statMapperOffered } from './statMapperAccess';

// The dialog is a chunk of its own, so the Results tab and the VOD page, which show a button per
// game, do not load it. Pointing at or focusing a button starts it; a click shows the button busy
// until it has arrived, then opens the dialog.
const StatMapperModal = lazyPage(() =>
  import('./StatMapperModal').then((m) => ({ default: m.StatMapperModal })),
);

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
  const [opening, setOpening] = useState(false);
  if (!statMapperOffered(useViewer())) return null;
  const openModal = async () => {
    setOpening(true);
    // A failed fetch still opens it, so the page's error boundary handles it as for a page's chunk.
    await startLoading(StatMapperModal);
    setOpening(false);
    setOpen(true);
  };
  return (
    <>
      <Button
        size="xs"
        variant="outline"
        aria-label={`${STAT_MAPPER_MESSAGES.title} for ${gameLabel}`}
        loading={opening}
        {...loadOnIntent(StatMapperModal)}
        onClick={() => void openModal()}
      >
        {STAT_MAPPER_MESSAGES.title}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <StatMapperModal
            sport={sport}
            esportsGameId={esportsGameId}
            gameLabel={gameLabel}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
