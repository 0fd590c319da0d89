import {
  Alert,
  Box,
  Button,
  chakra,
  Flex,
  Heading,
  HStack,
  Input,
  Stack,
  Text,
} from '@chakra-ui/react';
import { CompactSelectField } from '../../../components/CompactSelectField';
import {
  catalogueName,
  changeSectionType,
  disconnect,
  graphNodes,
  type GraphEdge,
  type SectionGraph,
} from '@esports-admin/schema/rules/stage-builder';
import type { SportCode } from '@esports-admin/schema/rules/sports';
import { lintSection, type SectionFinding } from '@esports-admin/schema/rules/stage-lint';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PublicationBadge } from '../PublicationBadge';
import type { SectionDraft } from '../tournamentFormValues';
import { FormatControls, LabelledControl, NameSelect } from './controls';
import { LintFindings } from './LintFindings';
import { NodeInspector } from './NodeInspector';
import { SectionToolbar } from './SectionToolbar';
import { SlotSources } from './SlotSources';

const SectionFlow = lazy(() => import('./SectionFlow'));

const SECTION_TYPE_LABELS = { bracket: 'Bracket', group: 'Group', cross_group: 'Cross-group' };

export function SectionEditor({
  sport,
  heading,
  section,
  readOnly,
  notice,
  selectedNodeId,
  onSelectNode,
  onChange,
  onConnect,
  onNotice,
}: {
  sport: SportCode;
  heading: string;
  section: SectionDraft;
  readOnly: boolean;
  notice: string | null;
  selectedNodeId: string | null;
  onSelectNode: (id: string | null) => void;
  onChange: (change: (section: SectionDraft) => SectionDraft) => void;
  onConnect: (edge: GraphEdge) => void;
  onNotice: (message: string | null) => void;
}) {
  const [confirmingBracket, setConfirmingBracket] = useState(false);
  const findings = useMemo(() => lintSection(section), [section]);
  const [focus, setFocus] = useState<{ finding: SectionFinding; at: number } | null>(null);
  const showFinding = (finding: SectionFinding) => {
    if (finding.nodeId !== null) onSelectNode(finding.nodeId);
    setFocus({ finding, at: Date.now() });
  };
  const changeType = (type: string) => {
    const change = changeSectionType(section, type);
    if (change.ok) onChange(() => change.section);
    else onNotice(change.warning);
  };
  const selectedNode = graphNodes(section).find((n) => n.structuralId === selectedNodeId);
  const sectionName = catalogueName(section.slug);

  return (
    <Stack gap="4" minW="0">
      <Stack gap="1">
        <Heading as="h2" size="lg">
          {heading}
        </Heading>
        <HStack gap="2">
          <PublicationBadge status={section.publicationStatus} />
          <Text fontSize="sm" color="fg.muted">
            {section.seedingCount} teams in, {section.standingCount} places out ·{' '}
            {section.matches.length} matches · {section.decisionPoints.length} decision points
          </Text>
        </HStack>
      </Stack>

      <chakra.fieldset disabled={readOnly} minW="0">
        <Flex gap="4" wrap="wrap" bg="bg.panel" borderWidth="1px" rounded="xl" p="4">
          <LabelledControl label="Section name">
            <NameSelect
              label="Section name"
              value={section.slug}
              onChange={(slug) => onChange((s) => ({ ...s, slug }))}
            />
          </LabelledControl>
          <LabelledControl label="Type">
            <CompactSelectField
              label="Section type"
              value={section.type}
              options={Object.entries(SECTION_TYPE_LABELS).map(([value, label]) => ({
                value,
                label,
              }))}
              onChange={(type) => {
                if (type === 'bracket' && section.type !== 'bracket') setConfirmingBracket(true);
                else changeType(type);
              }}
            />
          </LabelledControl>
          {section.groupConfig && (
            <>
              <LabelledControl label="Round-robin rounds">
                <Input
                  size="sm"
                  type="number"
                  min={1}
                  w="24"
                  aria-label="Round-robin rounds"
                  value={section.groupConfig.roundRobinRounds}
                  onChange={(event) => {
                    const rounds = Number(event.currentTarget.value);
                    if (!Number.isInteger(rounds) || rounds < 1) return;
                    onChange((s) =>
                      s.groupConfig
                        ? { ...s, groupConfig: { ...s.groupConfig, roundRobinRounds: rounds } }
                        : s,
                    );
                  }}
                />
              </LabelledControl>
              <LabelledControl label="Match template">
                <FormatControls
                  label="Match template"
                  format={section.groupConfig.matchTemplate}
                  onChange={(format) =>
                    onChange((s) =>
                      s.groupConfig
                        ? {
                            ...s,
                            groupConfig: {
                              ...s.groupConfig,
                              matchTemplate: { ...s.groupConfig.matchTemplate, ...format },
                            },
                          }
                        : s,
                    )
                  }
                />
              </LabelledControl>
            </>
          )}
        </Flex>
      </chakra.fieldset>

      {!readOnly && <SectionToolbar section={section} onChange={onChange} />}

      {notice && (
        <Alert.Root status="warning" variant="subtle" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Not connected</Alert.Title>
            <Alert.Description>{notice}</Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="ghost" onClick={() => onNotice(null)}>
            Dismiss
          </Button>
        </Alert.Root>
      )}

      <Flex gap="4" align="flex-start" direction={{ base: 'column', xl: 'row' }}>
        <Suspense
          fallback={
            <Box h="520px" flex="1" borderWidth="1px" rounded="xl" bg="bg.panel" p="6">
              <Text color="fg.muted">Loading the bracket canvas…</Text>
            </Box>
          }
        >
          <SectionFlow
            section={section}
            selectedNodeId={selectedNodeId}
            findings={findings}
            focus={focus}
            readOnly={readOnly}
            onSelect={onSelectNode}
            onConnect={onConnect}
            onRefused={onNotice}
            onDisconnect={(edges) =>
              onChange((s) =>
                edges.reduce(
                  (current, edge) =>
                    disconnect(current, { nodeId: edge.targetNodeId, slot: edge.targetSlot }),
                  s,
                ),
              )
            }
          />
        </Suspense>
        <LintFindings findings={findings} onShow={showFinding} />
      </Flex>
      <Text fontSize="xs" color="fg.muted">
        Drag from a W (winner) or L (loser) handle to a team slot of a later column. A slot feeds
        only one target; select an edge and press Delete to remove it, or pick sources below.
      </Text>

      {selectedNode ? (
        <NodeInspector
          sport={sport}
          section={section}
          nodeId={selectedNode.structuralId}
          readOnly={readOnly}
          onChange={onChange}
          onConnect={onConnect}
          onClose={() => onSelectNode(null)}
        />
      ) : (
        <SlotSources
          title={`${sectionName} standing`}
          description="Which slot fills each place of the section's standing."
          section={section}
          nodeId={null}
          targetLabel={(slot) => `Place ${slot}`}
          readOnly={readOnly}
          onChange={onChange}
          onConnect={onConnect}
        />
      )}
      <ConfirmDialog
        open={confirmingBracket}
        variant="warn"
        title="Change to Bracket"
        confirmLabel="Change to bracket"
        onConfirm={() => {
          setConfirmingBracket(false);
          changeType('bracket');
        }}
        onCancel={() => setConfirmingBracket(false)}
      >
        A bracket has no group settings: changing {sectionName} to a bracket deletes its{' '}
        {section.matches.length} matches and its group settings. Nothing is stored until you save.
      </ConfirmDialog>
      {section.columns.length > 0 && !selectedNode && (
        <NodePicker section={section} onSelect={onSelectNode} />
      )}
    </Stack>
  );
}

function NodePicker({
  section,
  onSelect,
}: {
  section: SectionGraph;
  onSelect: (id: string) => void;
}) {
  const nodes = graphNodes(section);
  if (nodes.length === 0) return null;
  return (
    <HStack gap="2" wrap="wrap">
      <Text fontSize="sm" color="fg.muted">
        Edit:
      </Text>
      {nodes.map((node) => (
        <Button
          key={node.structuralId}
          size="xs"
          variant="outline"
          onClick={() => onSelect(node.structuralId)}
        >
          {node.description}
        </Button>
      ))}
    </HStack>
  );
}
