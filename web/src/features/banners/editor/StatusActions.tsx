import { Button, HStack, Text } from '@chakra-ui/react';
import {
  BANNER_CONFIGURATION_STATUSES,
  canMoveBannerStatus,
  type BannerConfigurationStatus,
} from '@esports-admin/schema/rules/banners';
import { useBannerEditorSetStatusMutation } from '../../../__generated__/hooks';
import { runMutation } from '../../../apollo/mutationOutcome';
import { ReasonConfirmDialog } from '../../../components/ReasonConfirmDialog';
import { usePendingChange } from '../../../components/usePendingChange';

const FORWARD_LABELS: Readonly<Record<BannerConfigurationStatus, string>> = {
  needs_screenshots: '',
  needs_review: 'Send for review',
  approved: 'Approve',
  submitted: 'Submit',
};

const SEND_BACK = 'needs_screenshots' satisfies BannerConfigurationStatus;

/** The status one step forward, if the configuration has one left. */
function nextStatus(status: BannerConfigurationStatus): BannerConfigurationStatus | null {
  const next = BANNER_CONFIGURATION_STATUSES[BANNER_CONFIGURATION_STATUSES.indexOf(status) + 1];
  return next && canMoveBannerStatus(status, next) ? next : null;
}

/**
 * The configuration's next status, and from review the way back for new screenshots (with a
 * reason). Submitting is final, so it asks first; review waits for every banner's screenshot.
 */
export function StatusActions({
  leagueId,
  patch,
  version,
  status,
  missingScreenshots,
  onChanged,
}: {
  leagueId: string;
  patch: string;
  /** BannerPatch.version, sent as expectedVersion. */
  version: string;
  status: BannerConfigurationStatus;
  /** Banners of the configuration without a screenshot. */
  missingScreenshots: number;
  onChanged: () => void;
}) {
  const [setStatus, running] = useBannerEditorSetStatusMutation();
  const move = async (to: BannerConfigurationStatus, reason?: string) => {
    const result = await runMutation(
      setStatus({ variables: { leagueId, patch, status: to, expectedVersion: version, reason } }),
      (data) => data.setBannerConfigurationStatus,
    );
    return result.ok;
  };
  const confirm = usePendingChange<BannerConfigurationStatus>(
    (to, reason) => move(to, reason),
    onChanged,
  );
  const next = nextStatus(status);
  const blocked = next === 'needs_review' && missingScreenshots > 0;
  const mayGoBack = canMoveBannerStatus(status, SEND_BACK);

  return (
    <HStack gap="2" wrap="wrap">
      {next && (
        <Button
          size="sm"
          colorPalette={next === 'submitted' ? 'red' : 'teal'}
          disabled={blocked || running.loading}
          aria-describedby={blocked ? 'banner-review-blocked' : undefined}
          onClick={() =>
            next === 'submitted' ? confirm.ask(next) : void move(next).then(onChanged)
          }
        >
          {FORWARD_LABELS[next]}
        </Button>
      )}
      {mayGoBack && (
        <Button size="sm" variant="outline" onClick={() => confirm.ask(SEND_BACK)}>
          Send back for screenshots
        </Button>
      )}
      {blocked && (
        <Text id="banner-review-blocked" fontSize="sm" color="fg.muted">
          {missingScreenshots === 1
            ? '1 banner has no screenshot yet: add it before review.'
            : `${missingScreenshots} banners have no screenshot yet: add them before review.`}
        </Text>
      )}
      <ReasonConfirmDialog
        {...confirm.dialog}
        withReason={confirm.pending === SEND_BACK}
        variant="warn"
        busy={running.loading}
        title={
          confirm.pending === SEND_BACK ? 'Send back for screenshots?' : 'Submit the configuration?'
        }
        confirmLabel={confirm.pending === SEND_BACK ? 'Send back' : 'Submit'}
      >
        {confirm.pending === SEND_BACK
          ? `Patch ${patch} goes back to needing screenshots; say why for the people taking them.`
          : `Submitting sends patch ${patch}'s configuration to the game. It is final and cannot be undone.`}
      </ReasonConfirmDialog>
    </HStack>
  );
}
