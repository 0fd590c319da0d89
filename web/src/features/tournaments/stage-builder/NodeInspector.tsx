import { Badge, Button, Field, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import {
  removeNode,
  resizeDecisionPoint,
  type GraphEdge,
} from '@esports-admin/schema/rules/stage-builder';
import type { SportCode } from '@esports-admin/schema/rules/sports';
import { TrashIcon } from '../../../components/icons';
import type { SectionDraft } from '../tournamentFormValues';
import { FormatControls, LabelledControl } from './controls';
import { SlotSources } from './SlotSources';
import { MatchTeams } from './TeamPickers';
import { PanelFieldset } from './PanelFieldset';

export function NodeInspector({
  sport,
  section,
  nodeId,
  readOnly,
  onChange,
  onConnect,
  onClose,
}: {
  sport: SportCode;
  section: SectionDraft;
  nodeId: string;
  readOnly: boolean;
  onChange: (change: (section: SectionDraft) => SectionDraft) => void;
  onConnect: (edge: GraphEdge) => void;
  onClose: () => void;
}) {
  const match = section.matches.find((m) => m.structuralId === nodeId);
  const point = section.decisionPoints.find((d) => d.structuralId === nodeId);
  const description = match?.description ?? point?.description ?? nodeId;
  const setDescription = (text: string) =>
    onChange((s) => ({
      ...s,
      matches: s.matches.map((m) => (m.structuralId === nodeId ? { ...m, description: text } : m)),
      decisionPoints: s.decisionPoints.map((d) =>
        d.structuralId === nodeId ? { ...d, description: text } : d,
      ),
    }));

  return (
    <PanelFieldset readOnly={readOnly} label={`Edit ${description}`} p="4">
      <Stack gap="4">
        <HStack justify="space-between">
          <HStack gap="2">
            <Badge colorPalette={match ? 'teal' : 'purple'}>
              {match ? 'Match' : 'Decision point'}
            </Badge>
            <Text fontFamily="mono" fontSize="xs" color="fg.muted">
              {nodeId}
            </Text>
          </HStack>
          <HStack gap="2">
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={() => {
                onChange((s) => removeNode(s, nodeId));
                onClose();
              }}
            >
              <TrashIcon />
              Remove
            </Button>
            <Button size="xs" variant="outline" onClick={onClose}>
              Done
            </Button>
          </HStack>
        </HStack>
        <Flex gap="4" wrap="wrap">
          <Field.Root w="auto" minW="60">
            <Field.Label fontSize="xs">Description</Field.Label>
            <Input
              size="sm"
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
            />
          </Field.Root>
          {point && (
            <>
              <LabelledControl label="Teams in">
                <Input
                  size="sm"
                  w="24"
                  type="number"
                  min={1}
                  aria-label="Teams in"
                  value={point.seedingCount}
                  onChange={(event) => {
                    const count = Number(event.currentTarget.value);
                    if (Number.isInteger(count) && count >= 1 && count <= 64) {
                      onChange((s) =>
                        resizeDecisionPoint(s, nodeId, count, point.standingLabels.length),
                      );
                    }
                  }}
                />
              </LabelledControl>
              <LabelledControl label="Places out">
                <Input
                  size="sm"
                  w="24"
                  type="number"
                  min={1}
                  aria-label="Places out"
                  value={point.standingLabels.length}
                  onChange={(event) => {
                    const count = Number(event.currentTarget.value);
                    if (Number.isInteger(count) && count >= 1 && count <= 64) {
                      onChange((s) => resizeDecisionPoint(s, nodeId, point.seedingCount, count));
                    }
                  }}
                />
              </LabelledControl>
            </>
          )}
          {match && (
            <LabelledControl label="Strategy">
              <FormatControls
                label="Match"
                format={match}
                onChange={(format) =>
                  onChange((s) => ({
                    ...s,
                    matches: s.matches.map((m) =>
                      m.structuralId === nodeId ? { ...m, ...format } : m,
                    ),
                  }))
                }
              />
            </LabelledControl>
          )}
        </Flex>
        <SlotSources
          title="Teams in"
          description="Options come only from the seeding, earlier columns and earlier decision points."
          section={section}
          nodeId={nodeId}
          targetLabel={(slot) => (match ? `Team ${slot}` : `In ${slot}`)}
          readOnly={readOnly}
          onChange={onChange}
          onConnect={onConnect}
        />
        {match && (
          <MatchTeams
            sport={sport}
            section={section}
            match={match}
            onChange={(slot, teamId) =>
              onChange((s) => ({
                ...s,
                matches: s.matches.map((m) =>
                  m.structuralId === nodeId
                    ? { ...m, ...(slot === 1 ? { teamOneId: teamId } : { teamTwoId: teamId }) }
                    : m,
                ),
              }))
            }
          />
        )}
      </Stack>
    </PanelFieldset>
  );
}
