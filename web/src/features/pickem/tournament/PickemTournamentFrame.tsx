import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { PageLoader } from '../../../components/PageLoader';
import { MessagePage } from '../../../shell/MessagePage';
import { PickemTournamentNav } from './PickemTournamentNav';

/**
 * A tournament's pick'em page around its content: the tournament's navigation, then the loader,
 * the load failure with Retry, "not in pick'em", or the page itself.
 */
export function PickemTournamentFrame({
  tournamentId,
  tournamentName,
  query,
  found,
  what,
  children,
}: {
  tournamentId: string;
  tournamentName: string | null | undefined;
  query: { loading: boolean; error?: unknown; refetch: () => Promise<unknown> };
  /** Whether pick'em answered the tournament (null: it does not know it). */
  found: boolean | undefined;
  /** What the page shows, for 'The {what} could not be loaded.' */
  what: string;
  children: ReactNode;
}) {
  let body = children;
  if (found === undefined) {
    body =
      query.error && !query.loading ? (
        <LoadFailedAlert what={what} onRetry={() => void query.refetch().catch(() => undefined)} />
      ) : (
        <PageLoader />
      );
  } else if (!found) {
    body = (
      <MessagePage title="Not in pick'em">
        <Text color="fg.muted">Pick&apos;em does not know tournament {tournamentId}.</Text>
      </MessagePage>
    );
  }
  return (
    <Stack gap="6">
      <PickemTournamentNav tournamentId={tournamentId} tournamentName={tournamentName} />
      {body}
    </Stack>
  );
}
