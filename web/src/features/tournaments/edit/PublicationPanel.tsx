import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { TOURNAMENT_MESSAGES } from '@esports-admin/schema/rules/tournament';
import type {
  PublicationScope,
  PublicationStatus,
  SetTournamentPublicationStatusMutation,
  TournamentForm_TournamentFragment,
} from '../../../__generated__/graphql';
import { useSetTournamentPublicationStatusMutation } from '../../../__generated__/hooks';
import { runMutation } from '../../../apollo/mutationOutcome';
import { toast } from '../../../components/toast';
import type { EditedTournament } from '../form/useFormOptions';
import { PublicationBadge } from '../PublicationBadge';
import type { TournamentFormValues } from '../tournamentFormValues';

/** What a publication change answers: the statuses it stored and the version it left. */
export type StoredPublication = NonNullable<
  SetTournamentPublicationStatusMutation['setPublicationStatus']['ok']
>['tournament'];

interface Publishable {
  id: string | null;
  publicationStatus: PublicationStatus;
}

/** Stages (form values or the loaded tournament's) with the statuses a change stored. */
function withStatusesOf<Stage extends Publishable & { sections: readonly Publishable[] }>(
  stages: readonly Stage[],
  stored: Pick<StoredPublication, 'stages'>,
): Stage[] {
  const statuses = new Map<string, PublicationStatus>();
  for (const stage of stored.stages) {
    statuses.set(stage.id, stage.publicationStatus);
    for (const section of stage.sections) statuses.set(section.id, section.publicationStatus);
  }
  const restated = <T extends Publishable>(item: T): T => ({
    ...item,
    publicationStatus: (item.id && statuses.get(item.id)) || item.publicationStatus,
  });
  return stages.map((stage) => ({ ...restated(stage), sections: stage.sections.map(restated) }));
}

/** Keeps publication statuses the form carries in line with what the gateway now stores. */
export function withStoredStatuses(
  values: TournamentFormValues,
  stored: Pick<StoredPublication, 'stages'>,
): TournamentFormValues {
  return { ...values, stages: withStatusesOf(values.stages, stored) };
}

/**
 * The loaded tournament as a publication change left it. The edit page's answer is not kept in
 * Apollo's cache (see EditTournamentPage), so the change's answer does not reach it by itself.
 */
export function withStoredPublication(
  tournament: EditedTournament,
  stored: StoredPublication,
): EditedTournament {
  return {
    ...tournament,
    version: stored.version,
    status: stored.status,
    publicationStatus: stored.publicationStatus,
    fullyPublished: stored.fullyPublished,
    stages: withStatusesOf(tournament.stages, stored),
  };
}

const SCOPES: readonly { scope: PublicationScope; label: string }[] = [
  { scope: 'TOURNAMENT', label: 'Tournament' },
  { scope: 'STAGES', label: 'All stages' },
  { scope: 'SECTIONS', label: 'All sections' },
];

function scopeSummary(tournament: TournamentForm_TournamentFragment, scope: PublicationScope) {
  if (scope === 'TOURNAMENT') return <PublicationBadge status={tournament.publicationStatus} />;
  const items =
    scope === 'STAGES' ? tournament.stages : tournament.stages.flatMap((stage) => stage.sections);
  const published = items.filter((item) => item.publicationStatus === 'published').length;
  return (
    <Text fontSize="sm" color="fg.muted">
      {items.length === 0 ? 'none yet' : `${published} of ${items.length} published`}
    </Text>
  );
}

/**
 * The gateway's message with the scope and status it set, so 'Set to draft' followed by 'Publish'
 * shows two messages (the toaster ignores a text already on screen); publishing the tournament
 * itself says spec 2 §8's 'Published Tournament Successfully!'.
 */
export function publicationMessage(
  answered: string,
  scope: PublicationScope,
  status: PublicationStatus,
): string {
  if (scope === 'TOURNAMENT' && status === 'published') return TOURNAMENT_MESSAGES.published;
  const what = SCOPES.find((s) => s.scope === scope)?.label ?? scope;
  return `${answered} ${what}: ${status}.`;
}

/** Spec 2 §4 bulk actions: the publication status of the tournament, all stages or all sections. */
export function PublicationPanel({
  tournament,
  readOnly,
  onChanged,
}: {
  tournament: EditedTournament;
  readOnly: boolean;
  /** The statuses and the version the change left, for the editor to start from. */
  onChanged: (stored: StoredPublication) => void;
}) {
  const [setStatus, { loading }] = useSetTournamentPublicationStatusMutation();
  const apply = async (scope: PublicationScope, status: PublicationStatus) => {
    const result = await runMutation(
      setStatus({
        variables: { id: tournament.id, scope, status, expectedVersion: tournament.version },
      }),
      (data) => data.setPublicationStatus,
      { silentSuccess: true },
    );
    if (!result.ok) return;
    toast.success(publicationMessage(result.value.message, scope, status));
    onChanged(result.value.tournament);
  };
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '5', md: '6' }}>
      <Stack gap="4">
        <Stack gap="0">
          <Text fontWeight="semibold">Publication</Text>
          <Text fontSize="sm" color="fg.muted">
            Fully published means the tournament, every stage and every section are published.
          </Text>
        </Stack>
        {SCOPES.map(({ scope, label }) => (
          <Flex key={scope} justify="space-between" align="center" gap="4" wrap="wrap">
            <HStack gap="3" minW="60">
              <Text fontSize="sm" fontWeight="medium" w="28">
                {label}
              </Text>
              {scopeSummary(tournament, scope)}
            </HStack>
            {!readOnly && (
              <HStack gap="2">
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="teal"
                  disabled={loading}
                  aria-label={`Publish ${label.toLowerCase()}`}
                  onClick={() => void apply(scope, 'published')}
                >
                  Publish
                </Button>
                <Button
                  size="xs"
                  variant="ghost"
                  disabled={loading}
                  aria-label={`Set to draft: ${label.toLowerCase()}`}
                  onClick={() => void apply(scope, 'draft')}
                >
                  Set to draft
                </Button>
              </HStack>
            )}
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}
