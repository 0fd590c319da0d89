import { Badge, Box, Button, chakra, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { USER_MANAGEMENT_RESOURCE } from '@esports-admin/schema/rules/access';
import { validateLintOverrideReason } from '@esports-admin/schema/rules/stage-lint';
import { TOURNAMENT_MESSAGES } from '@esports-admin/schema/rules/tournament';
import { useEffect, useRef } from 'react';
import type {
  PublicationPanel_LintFragment,
  PublicationScope,
  PublicationStatus,
  SetTournamentPublicationStatusMutation,
  TournamentForm_TournamentFragment,
} from '../../../__generated__/graphql';
import {
  useOverrideLintAndPublishMutation,
  usePublicationPanelLintQuery,
  useSetTournamentPublicationStatusMutation,
} from '../../../__generated__/hooks';
import { runMutation } from '../../../apollo/mutationOutcome';
import { ReasonConfirmDialog } from '../../../components/ReasonConfirmDialog';
import { toast } from '../../../components/toast';
import { usePendingChange } from '../../../components/usePendingChange';
import { useViewer } from '../../../shell/viewer';
import type { EditedTournament } from '../form/useFormOptions';
import { PublicationBadge } from '../PublicationBadge';
import { lintSummary, SEVERITY_LABELS } from '../stage-builder/LintFindings';
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

/** The stored tournament's graph lint, asked again whenever a change leaves a new version. */
function useTournamentLint(tournament: EditedTournament) {
  const query = usePublicationPanelLintQuery({
    variables: { id: tournament.id },
    fetchPolicy: 'network-only',
  });
  const { refetch } = query;
  const checked = useRef(tournament.version);
  useEffect(() => {
    if (checked.current === tournament.version) return;
    checked.current = tournament.version;
    void refetch();
  }, [tournament.version, refetch]);
  return query;
}

/**
 * Issue #37: the lint's findings before Publish. With errors publishing is refused; an
 * administrator may override and publish with a reason the journal keeps, anyone else is told why.
 */
function LintBeforePublish({
  tournament,
  lint,
  failed,
  readOnly,
  onChanged,
}: {
  tournament: EditedTournament;
  lint: PublicationPanel_LintFragment | null | undefined;
  failed: boolean;
  readOnly: boolean;
  onChanged: (stored: StoredPublication) => void;
}) {
  const { viewer } = useViewer();
  const administrator = viewer.resources.includes(USER_MANAGEMENT_RESOURCE);
  const [override, { loading }] = useOverrideLintAndPublishMutation();
  const change = usePendingChange<'override'>(
    async (_, reason) => {
      // The dialog asks for the reason first (validateReason); without one nothing is sent.
      if (!reason) return false;
      const result = await runMutation(
        override({ variables: { id: tournament.id, reason } }),
        (data) => data.publishTournament,
      );
      if (result.ok) onChanged(result.value.tournament);
      return result.ok;
    },
    () => undefined,
  );
  if (!lint) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {failed ? 'The graph check could not be loaded.' : 'Checking the graph…'}
      </Text>
    );
  }
  const blocked = lint.errorCount > 0;
  return (
    <Stack gap="2" aria-label="Graph check before publishing" role="region">
      <Text fontSize="sm" fontWeight="medium" aria-live="polite">
        Graph check: {lintSummary(lint.findings)}
      </Text>
      {lint.findings.length > 0 && (
        <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="1">
          {lint.findings.map((finding, i) => (
            <chakra.li key={i} fontSize="sm">
              <Badge colorPalette={finding.severity === 'error' ? 'red' : 'orange'} me="2">
                {SEVERITY_LABELS[finding.severity]}
              </Badge>
              {[finding.stageName, finding.sectionName].filter(Boolean).join(' › ')}:{' '}
              {finding.message}{' '}
              <Text as="span" color="fg.muted">
                {finding.fix}
              </Text>
            </chakra.li>
          ))}
        </chakra.ul>
      )}
      {blocked && !administrator && (
        <Text fontSize="sm" role="note">
          Publishing is refused until the errors are fixed in the stage builder; only an
          administrator can publish over them, with a reason.
        </Text>
      )}
      {blocked && administrator && !readOnly && (
        <HStack>
          <Button
            size="xs"
            colorPalette="red"
            variant="outline"
            disabled={loading}
            onClick={() => change.ask('override')}
          >
            Override and publish
          </Button>
        </HStack>
      )}
      <ReasonConfirmDialog
        {...change.dialog}
        variant="warn"
        title="Override and publish"
        confirmLabel="Override and publish"
        busy={loading}
        validateReason={validateLintOverrideReason}
      >
        The graph has {lint.errorCount} error{lint.errorCount === 1 ? '' : 's'}. Publishing over
        them makes the tournament visible as it is; the reason goes into the change history.
      </ReasonConfirmDialog>
    </Stack>
  );
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
  const lint = useTournamentLint(tournament);
  const lintBlocks = (lint.data?.tournamentLint?.errorCount ?? 0) > 0;
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
                  disabled={loading || (scope === 'TOURNAMENT' && lintBlocks)}
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
        <LintBeforePublish
          tournament={tournament}
          lint={lint.data?.tournamentLint}
          failed={Boolean(lint.error)}
          readOnly={readOnly}
          onChanged={onChanged}
        />
      </Stack>
    </Box>
  );
}
