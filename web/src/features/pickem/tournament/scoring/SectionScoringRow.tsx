import { Badge, Button, HStack, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import type {
  ScoringPage_ConfigFragment,
  ScoringPage_SectionScoringFragment,
} from '../../../../__generated__/graphql';
import { useScoringPageAssignMutation } from '../../../../__generated__/hooks';
import { runMutation } from '../../../../apollo/mutationOutcome';
import { InlineForm } from '../../../../components/InlineForm';
import { useEntityForm } from '../../../../components/useEntityForm';

export interface ScoringSectionRow {
  stageName: string;
  sectionName: string;
  scoring: ScoringPage_SectionScoringFragment;
}

const validate = (values: { scoringConfigId: string }) =>
  values.scoringConfigId ? {} : { scoringConfigId: 'Choose a configuration.' };

/**
 * One section with its configuration: a select and Assign (replacing the one it had), and
 * Remove, which the page confirms with a reason.
 */
export function SectionScoringRow({
  row,
  configs,
  writable,
  onChanged,
  onRemove,
}: {
  row: ScoringSectionRow;
  configs: readonly ScoringPage_ConfigFragment[];
  writable: boolean;
  onChanged: () => void;
  onRemove: (row: ScoringSectionRow) => void;
}) {
  const [assign] = useScoringPageAssignMutation();
  const { scoring } = row;
  const save = useCallback(
    (values: { scoringConfigId: string }, expectedVersion: string | undefined) =>
      runMutation(
        assign({
          variables: {
            eldsSectionId: scoring.eldsSectionId,
            scoringConfigId: values.scoringConfigId,
            expectedVersion: expectedVersion ?? null,
          },
        }),
        (data) => data.assignScoringConfig,
        { conflictShownByCaller: true },
      ),
    [assign, scoring.eldsSectionId],
  );
  const form = useEntityForm({
    initialValues: { scoringConfigId: scoring.scoringConfigId ?? '' },
    version: scoring.version,
    noun: `scoring of ${row.sectionName}`,
    validate,
    readOnly: !writable,
    save,
    onSaved: onChanged,
  });
  const unchanged = form.values.scoringConfigId === (scoring.scoringConfigId ?? '');
  return (
    <Table.Row>
      <Table.Cell color="fg.muted">{row.stageName}</Table.Cell>
      <Table.Cell>
        <Text fontWeight="semibold">{row.sectionName}</Text>
        <Text fontSize="xs" color="fg.muted" fontFamily="mono">
          {scoring.eldsSectionId}
        </Text>
      </Table.Cell>
      <Table.Cell>
        {scoring.scoringConfig ? (
          <Text>{scoring.scoringConfig.name}</Text>
        ) : (
          <Badge colorPalette="orange" variant="subtle">
            {scoring.scoringConfigId
              ? `Unknown configuration ${scoring.scoringConfigId}`
              : 'None: scores no points'}
          </Badge>
        )}
      </Table.Cell>
      <Table.Cell>
        {writable && (
          <InlineForm form={form} label={`Scoring of ${row.sectionName}`}>
            <HStack gap="2" wrap="wrap">
              <NativeSelect.Root size="sm" minW="180px" flex="1">
                <NativeSelect.Field
                  aria-label={`Configuration for ${row.sectionName}`}
                  value={form.values.scoringConfigId}
                  onChange={(event) => form.set('scoringConfigId', event.currentTarget.value)}
                >
                  <option value="">Choose a configuration</option>
                  {configs.map((config) => (
                    <option key={config.id} value={config.id}>
                      {config.name} ({config.pointsPerCorrectPick} per pick, +
                      {config.perfectBlockBonus})
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Button
                size="sm"
                type="submit"
                colorPalette="teal"
                loading={form.saving}
                disabled={unchanged || form.invalid}
              >
                Assign
              </Button>
              {scoring.scoringConfigId && (
                <Button size="sm" variant="subtle" colorPalette="red" onClick={() => onRemove(row)}>
                  Remove
                </Button>
              )}
            </HStack>
          </InlineForm>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
