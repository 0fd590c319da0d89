import { Badge, Button, HStack } from '@chakra-ui/react';
import {
  isTournamentFullyPublished,
  TOURNAMENT_MESSAGES,
} from '@esports-admin/schema/rules/tournament';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TournamentForm_TournamentFragment } from '../../../__generated__/graphql';
import {
  usePublishTournamentMutation,
  useTournamentParticipantExportLazyQuery,
} from '../../../__generated__/hooks';
import { runMutation } from '../../../apollo/mutationOutcome';
import { downloadCsv } from '../../../components/csvFile';
import { toast } from '../../../components/toast';
import type { EditedTournament } from '../form/useFormOptions';
import { PublicationBadge } from '../PublicationBadge';
import { participantCsv, participantFileName, passwordsReturned } from '../participantExport';
import { tournamentListPath } from '../tournamentPaths';

const LIST_PATH = tournamentListPath('current');

export function FullyPublishedIndicator({
  tournament,
}: {
  tournament: TournamentForm_TournamentFragment;
}) {
  const fully = isTournamentFullyPublished(tournament);
  return (
    <HStack gap="2" aria-label="Publication">
      <PublicationBadge status={tournament.publicationStatus} />
      <Badge colorPalette={fully ? 'green' : 'gray'} variant={fully ? 'solid' : 'outline'}>
        {fully ? 'Fully published' : 'Not fully published'}
      </Badge>
    </HStack>
  );
}

/** Downloads the participant export; an empty one is refused with the spec message. */
export function ExportParticipantsButton({ tournament }: { tournament: EditedTournament }) {
  const [load] = useTournamentParticipantExportLazyQuery({ fetchPolicy: 'network-only' });
  const [exporting, setExporting] = useState(false);
  const exportParticipants = async () => {
    const answer = await load({ variables: { id: tournament.id } }).then(
      (result) => result.data?.tournamentParticipantExport,
      () => undefined, // Shown by the error link.
    );
    if (answer?.error) toast.error(answer.error.message);
    if (!answer?.ok) return;
    const { rows } = answer.ok;
    downloadCsv(participantFileName(tournament.name.slug), participantCsv(rows));
    toast.success(
      passwordsReturned(rows)
        ? `Exported ${rows.length} participants.`
        : `Exported ${rows.length} participants. Passwords are not returned by the player service; the Password column says so.`,
    );
  };
  return (
    <Button
      variant="outline"
      loading={exporting}
      onClick={() => {
        setExporting(true);
        void exportParticipants().finally(() => setExporting(false));
      }}
    >
      Export participants
    </Button>
  );
}

export function PublishButton({
  tournament,
  disabled,
}: {
  tournament: EditedTournament;
  disabled: boolean;
}) {
  const navigate = useNavigate();
  const [publishTournament, { loading }] = usePublishTournamentMutation();
  if (tournament.publicationStatus !== 'draft') return null;
  const publish = async () => {
    // Spec 2 §8: 'Published Tournament Successfully!' from the gateway; publishing the draft
    // completes its creation, so staff land on the current list with 'Created Tournament …'.
    const result = await runMutation(
      publishTournament({ variables: { id: tournament.id } }),
      (data) => data.publishTournament,
    );
    if (!result.ok) return;
    toast.success(TOURNAMENT_MESSAGES.createdAfterPublish);
    void navigate(LIST_PATH);
  };
  return (
    <Button
      colorPalette="teal"
      disabled={disabled}
      loading={loading}
      onClick={() => void publish()}
    >
      Publish
    </Button>
  );
}
