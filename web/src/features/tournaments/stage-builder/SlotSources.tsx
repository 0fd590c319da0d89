import { chakra, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import {
  disconnect,
  edgeInto,
  sourceOptions,
  targetSlots,
  type GraphEdge,
  type SectionGraph,
  type SlotRef,
} from '@esports-admin/schema/rules/stage-builder';
import { CompactSelectField } from '../../../components/CompactSelectField';
import type { SectionDraft } from '../tournamentFormValues';

function slotLabel(section: SectionGraph, ref: SlotRef): string {
  if (ref.nodeId === null) return `Seed ${ref.slot}`;
  const match = section.matches.find((m) => m.structuralId === ref.nodeId);
  if (match) return `${match.description} ${ref.slot === 1 ? 'winner' : 'loser'}`;
  const point = section.decisionPoints.find((d) => d.structuralId === ref.nodeId);
  return `${point?.description ?? ref.nodeId} ${point?.standingLabels[ref.slot - 1] ?? ref.slot}`;
}

const refValue = (ref: SlotRef) => `${ref.nodeId ?? ''}|${ref.slot}`;

export function SlotSources({
  title,
  description,
  section,
  nodeId,
  targetLabel,
  readOnly,
  onChange,
  onConnect,
}: {
  title: string;
  description: string;
  section: SectionDraft;
  nodeId: string | null;
  targetLabel: (slot: number) => string;
  readOnly: boolean;
  onChange: (change: (section: SectionDraft) => SectionDraft) => void;
  onConnect: (edge: GraphEdge) => void;
}) {
  const slots = targetSlots(section, nodeId);
  if (slots.length === 0) return null;
  return (
    <chakra.fieldset
      disabled={readOnly}
      bg={nodeId === null ? 'bg.panel' : undefined}
      borderWidth={nodeId === null ? '1px' : undefined}
      rounded="xl"
      p={nodeId === null ? '4' : undefined}
      minW="0"
    >
      <Stack gap="2">
        <Stack gap="0">
          <Text fontWeight="semibold" fontSize="sm">
            {title}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {description}
          </Text>
        </Stack>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="3">
          {slots.map((slot) => {
            const target = { nodeId, slot };
            const current = edgeInto(section, target);
            const options = sourceOptions(section, target);
            const label = targetLabel(slot);
            return (
              <HStack key={slot} gap="2">
                <Text fontSize="sm" w="20" flexShrink={0}>
                  {label}
                </Text>
                <CompactSelectField
                  label={`${label} from`}
                  value={
                    current
                      ? refValue({ nodeId: current.sourceNodeId, slot: current.sourceSlot })
                      : ''
                  }
                  onChange={(value) => {
                    if (!value) {
                      onChange((s) => disconnect(s, target));
                      return;
                    }
                    const [sourceId = '', sourceSlot = ''] = value.split('|');
                    onConnect({
                      sourceNodeId: sourceId || null,
                      sourceSlot: Number(sourceSlot),
                      targetNodeId: nodeId,
                      targetSlot: slot,
                    });
                  }}
                  options={[
                    { value: '', label: 'Not connected' },
                    ...options.map((option) => ({
                      value: refValue(option),
                      label: slotLabel(section, option),
                    })),
                  ]}
                />
              </HStack>
            );
          })}
        </Grid>
      </Stack>
    </chakra.fieldset>
  );
}
