import { Box, Button, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import type { ScoringPage_ConfigFragment } from '../../../../__generated__/graphql';
import {
  useScoringPageCreateConfigMutation,
  useScoringPageQuery,
  useScoringPageUnassignMutation,
} from '../../../../__generated__/hooks';
import { runMutation } from '../../../../apollo/mutationOutcome';
import { TextField } from '../../../../components/FormFields';
import { InlineForm } from '../../../../components/InlineForm';
import { PageHeader } from '../../../../components/PageHeader';
import { ReadOnlyBadge } from '../../../../components/ReadOnly';
import { ReasonConfirmDialog } from '../../../../components/ReasonConfirmDialog';
import { SortableTable } from '../../../../components/SortableTable';
import { countColumn, nameColumn } from '../../../../components/listColumns';
import { useEntityForm } from '../../../../components/useEntityForm';
import { usePendingChange } from '../../../../components/usePendingChange';
import { usePickemAccess } from '../../usePickemAccess';
import { PickemTournamentFrame } from '../PickemTournamentFrame';
import {
  EMPTY_SCORING_CONFIG,
  scoringConfigInput,
  validateScoringConfigValues,
  type ScoringConfigValues,
} from './scoringValues';
import { SectionScoringRow, type ScoringSectionRow } from './SectionScoringRow';

/**
 * How a tournament's pick blocks score (spec 3 §7 scoring-config-admin): its sections, by stage,
 * with the configuration assigned to each (a section without one scores no points), and the
 * configurations, which are global, with a form to create one.
 */
export default function ScoringPage() {
  const { tournamentId = '' } = useParams();
  const query = useScoringPageQuery({ variables: { eldsTournamentId: tournamentId } });
  const pickem = query.data ? query.data.pickemTournament : undefined;
  const refresh = () => void query.refetch().catch(() => undefined);
  return (
    <PickemTournamentFrame
      tournamentId={tournamentId}
      tournamentName={pickem?.tournament?.name.displayName}
      query={query}
      found={pickem === undefined ? undefined : pickem !== null}
      what="scoring"
    >
      {pickem && (
        <ScoringContent
          sections={pickem.scoringSections.map((entry) => ({
            stageName: entry.stageName,
            sectionName: entry.section.name.displayName,
            scoring: entry.scoring,
          }))}
          configs={query.data?.scoringConfigs ?? null}
          refresh={refresh}
        />
      )}
    </PickemTournamentFrame>
  );
}

function ScoringContent({
  sections,
  configs,
  refresh,
}: {
  sections: readonly ScoringSectionRow[];
  /** Null when the configurations could not be read. */
  configs: readonly ScoringPage_ConfigFragment[] | null;
  refresh: () => void;
}) {
  const { writable } = usePickemAccess();
  const [unassign, unassigning] = useScoringPageUnassignMutation();
  const removal = usePendingChange(
    async (row: ScoringSectionRow, reason: string | undefined) =>
      (
        await runMutation(
          unassign({
            variables: {
              eldsSectionId: row.scoring.eldsSectionId,
              expectedVersion: row.scoring.version,
              reason: reason ?? null,
            },
          }),
          (data) => data.unassignScoringConfig,
        )
      ).ok,
    refresh,
  );
  const unconfigured = sections.filter((row) => !row.scoring.scoringConfigId).length;
  const usage = (config: ScoringPage_ConfigFragment) =>
    sections.filter((row) => row.scoring.scoringConfigId === config.id).length;
  return (
    <Stack gap="8">
      <PageHeader
        title="Scoring"
        description="Points per correct pick and the perfect block bonus, assigned per section."
        actions={
          !writable && <ReadOnlyBadge explanation="You can read the scoring but not change it." />
        }
      />
      <Stack as="section" aria-labelledby="scoring-sections" gap="3">
        <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
          <Heading as="h2" size="lg" id="scoring-sections">
            Sections
          </Heading>
          {unconfigured > 0 && (
            <Text color="fg.warning" fontSize="sm">
              {unconfigured} of {sections.length} sections have no configuration: their blocks score
              no points.
            </Text>
          )}
        </Flex>
        <Box overflowX="auto" borderWidth="1px" rounded="lg" bg="bg.panel">
          <Table.Root size="sm" aria-label="Sections and their scoring">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Stage</Table.ColumnHeader>
                <Table.ColumnHeader>Section</Table.ColumnHeader>
                <Table.ColumnHeader>Configuration</Table.ColumnHeader>
                <Table.ColumnHeader minW="320px">{writable ? 'Change' : ''}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {sections.length === 0 && (
                <Table.Row>
                  <Table.Cell colSpan={4} color="fg.muted" textAlign="center" py="6">
                    The tournament has no sections yet.
                  </Table.Cell>
                </Table.Row>
              )}
              {sections.map((row) => (
                <SectionScoringRow
                  key={`${row.scoring.eldsSectionId}-${row.scoring.version}`}
                  row={row}
                  configs={configs ?? []}
                  writable={writable}
                  onChanged={refresh}
                  onRemove={removal.ask}
                />
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </Stack>
      <Stack as="section" aria-labelledby="scoring-configs" gap="3">
        <Heading as="h2" size="lg" id="scoring-configs">
          Configurations
        </Heading>
        {writable && <NewScoringConfigForm onCreated={refresh} />}
        {configs === null ? (
          <Text color="fg.error">The scoring configurations could not be loaded.</Text>
        ) : (
          <SortableTable
            label="Scoring configurations"
            rows={configs}
            rowKey={(config) => config.id}
            initialSort={{ column: 'name', direction: 'ascending' }}
            columns={[
              nameColumn<ScoringPage_ConfigFragment>({
                name: (config) => config.name,
                detail: (config) => config.id,
              }),
              countColumn<ScoringPage_ConfigFragment>(
                'points',
                'Points per correct pick',
                (config) => config.pointsPerCorrectPick,
              ),
              countColumn<ScoringPage_ConfigFragment>(
                'bonus',
                'Perfect block bonus',
                (config) => config.perfectBlockBonus,
              ),
              countColumn<ScoringPage_ConfigFragment>('sections', 'Sections here', usage),
            ]}
          />
        )}
      </Stack>
      <ReasonConfirmDialog
        {...removal.dialog}
        variant="warn"
        busy={unassigning.loading}
        title="Remove the section's scoring?"
        confirmLabel="Remove configuration"
      >
        {removal.pending &&
          `${removal.pending.sectionName} will have no scoring configuration: its pick blocks then score no points.`}
      </ReasonConfirmDialog>
    </Stack>
  );
}

function NewScoringConfigForm({ onCreated }: { onCreated: () => void }) {
  const [create] = useScoringPageCreateConfigMutation();
  const form = useEntityForm<ScoringConfigValues>({
    initialValues: EMPTY_SCORING_CONFIG,
    noun: 'scoring configuration',
    validate: validateScoringConfigValues,
    save: (values) =>
      runMutation(
        create({ variables: { input: scoringConfigInput(values) } }),
        (data) => data.createScoringConfig,
      ),
    onSaved: () => {
      form.reset(EMPTY_SCORING_CONFIG);
      onCreated();
    },
  });
  return (
    <InlineForm
      form={form}
      label="New scoring configuration"
      p="4"
      borderWidth="1px"
      rounded="lg"
      bg="bg.panel"
    >
      <Flex gap="3" align="flex-start" wrap={{ base: 'wrap', lg: 'nowrap' }}>
        <TextField
          label="Name"
          {...form.textField('name')}
          helper="Unique, e.g. Worlds main event"
        />
        <TextField
          label="Points per correct pick"
          type="number"
          min={1}
          maxW="200px"
          {...form.textField('pointsPerCorrectPick')}
        />
        <TextField
          label="Perfect block bonus"
          type="number"
          min={0}
          maxW="200px"
          {...form.textField('perfectBlockBonus')}
        />
        <Button type="submit" colorPalette="teal" mt="6" flexShrink={0} loading={form.saving}>
          Create configuration
        </Button>
      </Flex>
    </InlineForm>
  );
}
