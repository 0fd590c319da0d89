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
import { useState } from 'react';
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

/**
 * Options all the slot selects of a panel may hold at once before each loads its options only
 * when it opens: a 512-team bracket's standing is 512 places of ~2,500 sources each.
 */
const MAX_EAGER_OPTIONS = 20_000;

/** One target slot's source: 'Not connected', the seeding, earlier nodes' slots. */
function SlotSourceSelect({
  section,
  target,
  label,
  onDemand,
  onChange,
  onConnect,
}: {
  section: SectionDraft;
  target: SlotRef;
  label: string;
  onDemand: boolean;
  onChange: (change: (section: SectionDraft) => SectionDraft) => void;
  onConnect: (edge: GraphEdge) => void;
}) {
  const [opened, setOpened] = useState(false);
  const current = edgeInto(section, target);
  const currentRef = current && { nodeId: current.sourceNodeId, slot: current.sourceSlot };
  // Until it opens, an on-demand select holds only the source it shows.
  const options =
    onDemand && !opened ? (currentRef ? [currentRef] : []) : sourceOptions(section, target);
  return (
    <HStack gap="2">
      <Text fontSize="sm" w="20" flexShrink={0}>
        {label}
      </Text>
      <CompactSelectField
        label={`${label} from`}
        value={currentRef ? refValue(currentRef) : ''}
        onOpen={onDemand && !opened ? () => setOpened(true) : undefined}
        onChange={(value) => {
          if (!value) {
            onChange((s) => disconnect(s, target));
            return;
          }
          const [sourceId = '', sourceSlot = ''] = value.split('|');
          onConnect({
            sourceNodeId: sourceId || null,
            sourceSlot: Number(sourceSlot),
            targetNodeId: target.nodeId,
            targetSlot: target.slot,
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
}

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
  const sources =
    section.seedingCount + 2 * section.matches.length + section.decisionPoints.length * 4;
  const onDemand = slots.length * sources > MAX_EAGER_OPTIONS;
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
          {slots.map((slot) => (
            <SlotSourceSelect
              key={slot}
              section={section}
              target={{ nodeId, slot }}
              label={targetLabel(slot)}
              onDemand={onDemand}
              onChange={onChange}
              onConnect={onConnect}
            />
          ))}
        </Grid>
      </Stack>
    </chakra.fieldset>
  );
}
