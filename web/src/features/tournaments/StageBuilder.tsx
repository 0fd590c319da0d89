import {
  Alert,
  Badge,
  Box,
  Button,
  chakra,
  Field,
  Flex,
  Grid,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  addCell,
  addColumn,
  addDecisionPoint,
  addMatch,
  autoConnect,
  bracketHeading,
  catalogueName,
  changeMatchStrategy,
  changeSectionType,
  connect,
  disconnect,
  edgeInto,
  graphNodes,
  MATCH_STRATEGIES,
  nameSlug,
  removeLastColumn,
  removeNode,
  resizeDecisionPoint,
  sourceOptions,
  STAGE_NAME_CATALOGUE,
  targetSlots,
  type GraphEdge,
  type MatchStrategy,
  type SectionGraph,
  type SlotRef,
} from '@esports-admin/schema/rules/stage-builder';
import { TBD_TEAM_ID } from '@esports-admin/schema/rules/constants';
import type { SportCode } from '@esports-admin/schema/rules/sports';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTournamentTeamOptionsQuery } from '../../__generated__/hooks';
import { useViewer } from '../../shell/viewer';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PlusIcon, TrashIcon } from '../../components/icons';
import { PublicationBadge } from './PublicationBadge';
import {
  addSection,
  addStage,
  removeSection,
  removeStage,
  setStageParticipants,
  updateSection,
  updateStage,
  type SectionDraft,
  type StageDraft,
  type TournamentFormValues,
} from './tournamentFormValues';

const SectionFlow = lazy(() => import('./SectionFlow'));

const SECTION_TYPE_LABELS = { bracket: 'Bracket', group: 'Group', 'cross-group': 'Cross-group' };
const STRATEGY_LABELS: Record<MatchStrategy, string> = { bestOf: 'Best of', playAll: 'Play all' };

interface StageBuilderProps {
  values: TournamentFormValues;
  sport: SportCode;
  onChange: (change: (values: TournamentFormValues) => TournamentFormValues) => void;
  leagueName: string;
  seasonName: string | null;
  readOnly: boolean;
}

/**
 * The stage builder (spec 2 §2 – §5): stages and their sections on the left; for the chosen
 * section its type, group settings, columns, cells, matches and decision points, drawn with React
 * Flow, with edges drawn on the canvas or picked per slot in the inspector. Edits change the form
 * values; Save sends them with the rest of the tournament.
 */
export function StageBuilder({
  values,
  sport,
  onChange,
  leagueName,
  seasonName,
  readOnly,
}: StageBuilderProps) {
  const [selectedSectionKey, setSelectedSectionKey] = useState<string | null>(null);
  const [selectedNodeId, setSelectedNodeId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [toRemove, setToRemove] = useState<{
    stageKey: string;
    sectionKey: string | null;
    label: string;
  } | null>(null);

  const stage =
    values.stages.find((s) => s.sections.some((section) => section.key === selectedSectionKey)) ??
    values.stages[0];
  const section =
    stage?.sections.find((s) => s.key === selectedSectionKey) ?? stage?.sections[0] ?? null;

  const changeSection = (change: (section: SectionDraft) => SectionDraft) => {
    if (!section) return;
    setNotice(null);
    onChange((current) => updateSection(current, section.key, change));
  };

  const tryConnect = (edge: GraphEdge) => {
    if (!section) return;
    const result = connect(section, edge);
    if (!result.ok) {
      setNotice(result.error);
      return;
    }
    changeSection(() => result.section);
  };

  const addNewStage = () => {
    setNotice(null);
    const next = addStage(values);
    onChange(() => next);
    setSelectedSectionKey(next.stages.at(-1)?.sections[0]?.key ?? null);
  };

  return (
    <Grid templateColumns={{ base: '1fr', lg: '280px minmax(0, 1fr)' }} gap="6" alignItems="start">
      <Stack gap="3" as="nav" aria-label="Stages and sections">
        {values.stages.length === 0 && (
          <Box bg="bg.panel" borderWidth="1px" rounded="xl" p="4">
            <Text fontSize="sm" color="fg.muted">
              No stages yet. A stage (Regular Season, Playoffs …) holds one or more sections, each a
              bracket or a group.
            </Text>
          </Box>
        )}
        {values.stages.map((s) => (
          <StageCard
            key={s.key}
            stage={s}
            sport={sport}
            fedSeeds={
              new Set(
                (values.edges ?? [])
                  .filter((e) => e.targetNodeType === 'stage' && e.targetNodeId === s.structuralId)
                  .map((e) => e.targetSlot),
              )
            }
            selectedSectionKey={section?.key ?? null}
            readOnly={readOnly}
            onSelectSection={(key) => {
              setSelectedSectionKey(key);
              setSelectedNodeId(null);
              setNotice(null);
            }}
            onChange={(change) => onChange((current) => updateStage(current, s.key, change))}
            onParticipants={(count) =>
              onChange((current) => setStageParticipants(current, s.key, count))
            }
            onAddSection={() => {
              const next = addSection(values, s.key);
              onChange(() => next);
              const added = next.stages.find((x) => x.key === s.key)?.sections.at(-1);
              setSelectedSectionKey(added?.key ?? null);
            }}
            onRemoveSection={(key) =>
              setToRemove({
                stageKey: s.key,
                sectionKey: key,
                label: catalogueName(s.sections.find((x) => x.key === key)?.slug ?? key),
              })
            }
            onRemove={() =>
              setToRemove({ stageKey: s.key, sectionKey: null, label: catalogueName(s.slug) })
            }
          />
        ))}
        {!readOnly && (
          <Button variant="outline" onClick={addNewStage}>
            <PlusIcon />
            Add stage
          </Button>
        )}
      </Stack>

      {stage && section ? (
        <SectionEditor
          key={section.key}
          sport={sport}
          heading={bracketHeading({
            leagueName: leagueName || 'this league',
            seasonName,
            stageName: catalogueName(stage.slug),
            sectionName: catalogueName(section.slug),
          })}
          section={section}
          readOnly={readOnly}
          notice={notice}
          selectedNodeId={selectedNodeId}
          onSelectNode={setSelectedNodeId}
          onChange={changeSection}
          onConnect={tryConnect}
          onNotice={setNotice}
        />
      ) : (
        <Box bg="bg.panel" borderWidth="1px" rounded="xl" p="10" textAlign="center">
          <Heading size="md">Build the tournament</Heading>
          <Text color="fg.muted" mt="2">
            Add a stage to start; its first section opens here.
          </Text>
        </Box>
      )}
      <ConfirmDialog
        open={toRemove !== null}
        variant="warn"
        title={toRemove?.sectionKey ? 'Remove Section' : 'Remove Stage'}
        confirmLabel="Remove"
        onConfirm={() => {
          if (toRemove) {
            const { stageKey, sectionKey } = toRemove;
            onChange((current) =>
              sectionKey
                ? removeSection(current, stageKey, sectionKey)
                : removeStage(current, stageKey),
            );
          }
          setToRemove(null);
        }}
        onCancel={() => setToRemove(null)}
      >
        {toRemove?.sectionKey
          ? `Remove the section ${toRemove.label} with its matches and edges? The stage's teams are split over the remaining sections.`
          : `Remove the stage ${toRemove?.label ?? ''} with all its sections and matches?`}{' '}
        Nothing is stored until you save.
      </ConfirmDialog>
    </Grid>
  );
}

function catalogueOptions(current: string) {
  const known = STAGE_NAME_CATALOGUE.some((e) => nameSlug(e.name) === current);
  return [
    ...(known || !current ? [] : [{ value: current, label: current }]),
    ...STAGE_NAME_CATALOGUE.map((e) => ({
      value: nameSlug(e.name),
      label: `${e.name} (${e.code})`,
    })),
  ];
}

function NameSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (slug: string) => void;
}) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {catalogueOptions(value).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function StageCard({
  stage,
  sport,
  fedSeeds,
  selectedSectionKey,
  readOnly,
  onSelectSection,
  onChange,
  onParticipants,
  onAddSection,
  onRemoveSection,
  onRemove,
}: {
  stage: StageDraft;
  sport: SportCode;
  /** Seeds the tournament's seeding feeds through an edge: their team comes from there. */
  fedSeeds: ReadonlySet<number>;
  selectedSectionKey: string | null;
  readOnly: boolean;
  onSelectSection: (key: string) => void;
  onChange: (change: (stage: StageDraft) => StageDraft) => void;
  onParticipants: (count: number) => void;
  onAddSection: () => void;
  onRemoveSection: (key: string) => void;
  onRemove: () => void;
}) {
  const stageLabel = catalogueName(stage.slug);
  return (
    <chakra.fieldset
      disabled={readOnly}
      bg="bg.panel"
      borderWidth="1px"
      rounded="xl"
      p="3"
      minW="0"
      aria-label={`Stage ${stageLabel}`}
    >
      <Stack gap="2">
        <HStack justify="space-between">
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
            Stage
          </Text>
          <HStack gap="1">
            <PublicationBadge status={stage.publicationStatus} />
            {!readOnly && (
              <Button
                size="2xs"
                variant="ghost"
                colorPalette="red"
                aria-label={`Remove stage ${stageLabel}`}
                onClick={onRemove}
              >
                <TrashIcon />
              </Button>
            )}
          </HStack>
        </HStack>
        <NameSelect
          label="Stage name"
          value={stage.slug}
          onChange={(slug) => onChange((s) => ({ ...s, slug }))}
        />
        <HStack gap="2">
          <Text fontSize="sm" color="fg.muted" flex="1">
            Teams
          </Text>
          <Input
            size="sm"
            w="20"
            type="number"
            min={0}
            aria-label={`Teams in ${stageLabel}`}
            value={stage.seeding.entries.length}
            onChange={(event) => {
              const count = Number(event.currentTarget.value);
              if (Number.isInteger(count) && count >= 0 && count <= 256) onParticipants(count);
            }}
          />
        </HStack>
        <StageSeedingTeams
          sport={sport}
          stage={stage}
          stageLabel={stageLabel}
          fedSeeds={fedSeeds}
          onChange={(index, teamId) =>
            onChange((s) => ({
              ...s,
              seeding: {
                ...s.seeding,
                entries: s.seeding.entries.map((entry) =>
                  entry.index === index ? { ...entry, teamId } : entry,
                ),
              },
            }))
          }
        />
        <Stack gap="1" ps="2" borderLeftWidth="2px" borderColor="border.muted">
          {stage.sections.map((section) => {
            const selected = section.key === selectedSectionKey;
            const sectionLabel = catalogueName(section.slug);
            return (
              <HStack key={section.key} gap="1">
                <Button
                  size="xs"
                  flex="1"
                  justifyContent="space-between"
                  variant={selected ? 'subtle' : 'ghost'}
                  colorPalette={selected ? 'teal' : 'gray'}
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => onSelectSection(section.key)}
                  disabled={false}
                >
                  <Text truncate>{sectionLabel}</Text>
                  <Text color="fg.muted" fontWeight="normal">
                    {section.seedingCount} teams · {section.type}
                  </Text>
                </Button>
                {!readOnly && stage.sections.length > 1 && (
                  <Button
                    size="2xs"
                    variant="ghost"
                    aria-label={`Remove section ${sectionLabel}`}
                    onClick={() => onRemoveSection(section.key)}
                  >
                    <TrashIcon />
                  </Button>
                )}
              </HStack>
            );
          })}
          {!readOnly && (
            <Button size="xs" variant="ghost" colorPalette="teal" onClick={onAddSection}>
              <PlusIcon />
              Add section
            </Button>
          )}
        </Stack>
      </Stack>
    </chakra.fieldset>
  );
}

function slotLabel(section: SectionGraph, ref: SlotRef): string {
  if (ref.nodeId === null) return `Seed ${ref.slot}`;
  const match = section.matches.find((m) => m.structuralId === ref.nodeId);
  if (match) return `${match.description} ${ref.slot === 1 ? 'winner' : 'loser'}`;
  const point = section.decisionPoints.find((d) => d.structuralId === ref.nodeId);
  return `${point?.description ?? ref.nodeId} ${point?.standingLabels[ref.slot - 1] ?? ref.slot}`;
}

function renameCell<S extends SectionDraft>(
  section: S,
  column: number,
  cell: number,
  name: string,
): S {
  return {
    ...section,
    columns: section.columns.map((c, ci) =>
      ci === column ? { cells: c.cells.map((cl, i) => (i === cell ? { ...cl, name } : cl)) } : c,
    ),
  };
}

const refValue = (ref: SlotRef) => `${ref.nodeId ?? ''}|${ref.slot}`;

function SectionEditor({
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
  const [columnIndex, setColumnIndex] = useState(0);
  const [cellIndex, setCellIndex] = useState(0);
  const column = Math.min(columnIndex, Math.max(0, section.columns.length - 1));
  const cell = Math.min(cellIndex, Math.max(0, (section.columns[column]?.cells.length ?? 1) - 1));
  const idPrefix = `${section.structuralId}-`;
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
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                aria-label="Section type"
                value={section.type}
                onChange={(event) => {
                  const change = changeSectionType(section, event.currentTarget.value);
                  if (change.ok) onChange(() => change.section);
                  else onNotice(change.warning);
                }}
              >
                {Object.entries(SECTION_TYPE_LABELS).map(([type, label]) => (
                  <option key={type} value={type}>
                    {label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
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

      {!readOnly && (
        <Flex
          gap="2"
          wrap="wrap"
          align="center"
          bg="bg.panel"
          borderWidth="1px"
          rounded="xl"
          p="3"
          role="toolbar"
          aria-label={`Build ${sectionName}`}
        >
          <Button size="sm" variant="outline" onClick={() => onChange((s) => addColumn(s))}>
            <PlusIcon />
            Add column
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={section.columns.length === 0}
            onClick={() => onChange((s) => removeLastColumn(s))}
          >
            Remove last column
          </Button>
          <Box w="1px" h="6" bg="border" mx="1" />
          <NativeSelect.Root size="sm" w="36" disabled={section.columns.length === 0}>
            <NativeSelect.Field
              aria-label="Column"
              value={column}
              onChange={(event) => {
                setColumnIndex(Number(event.currentTarget.value));
                setCellIndex(0);
              }}
            >
              {section.columns.map((_, i) => (
                <option key={i} value={i}>
                  Column {i + 1}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button
            size="sm"
            variant="outline"
            disabled={section.columns.length === 0}
            onClick={() => onChange((s) => addCell(s, column))}
          >
            Add cell
          </Button>
          <NativeSelect.Root size="sm" w="40" disabled={section.columns.length === 0}>
            <NativeSelect.Field
              aria-label="Cell"
              value={cell}
              onChange={(event) => setCellIndex(Number(event.currentTarget.value))}
            >
              {section.columns[column]?.cells.map((c, i) => (
                <option key={i} value={i}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Input
            size="sm"
            w="36"
            aria-label="Cell name"
            disabled={section.columns.length === 0}
            value={section.columns[column]?.cells[cell]?.name ?? ''}
            onChange={(event) => {
              const name = event.currentTarget.value;
              onChange((s) => renameCell(s, column, cell, name));
            }}
          />
          <Button
            size="sm"
            colorPalette="teal"
            variant="subtle"
            disabled={section.columns.length === 0}
            onClick={() => onChange((s) => addMatch(s, column, cell, idPrefix))}
          >
            <PlusIcon />
            Add match
          </Button>
          <Button
            size="sm"
            colorPalette="purple"
            variant="subtle"
            disabled={section.columns.length === 0}
            onClick={() => onChange((s) => addDecisionPoint(s, column, cell, idPrefix))}
          >
            <PlusIcon />
            Add decision point
          </Button>
          <Box w="1px" h="6" bg="border" mx="1" />
          <Button
            size="sm"
            variant="outline"
            disabled={section.matches.length === 0}
            title="Seeds feed the first column in order; winners feed the next column in pairs. Existing edges stay."
            onClick={() => onChange((s) => autoConnect(s))}
          >
            Auto-connect
          </Button>
        </Flex>
      )}

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

      <Suspense
        fallback={
          <Box h="520px" borderWidth="1px" rounded="xl" bg="bg.panel" p="6">
            <Text color="fg.muted">Loading the bracket canvas…</Text>
          </Box>
        }
      >
        <SectionFlow
          section={section}
          selectedNodeId={selectedNodeId}
          readOnly={readOnly}
          onSelect={onSelectNode}
          onConnect={onConnect}
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

function LabelledControl({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1" minW="40">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function FormatControls({
  label,
  format,
  onChange,
}: {
  label: string;
  format: { strategy: MatchStrategy; count: number };
  onChange: (format: { strategy: MatchStrategy; count: number }) => void;
}) {
  return (
    <HStack gap="2">
      <NativeSelect.Root size="sm" w="32">
        <NativeSelect.Field
          aria-label={`${label} strategy`}
          value={format.strategy}
          onChange={(event) => {
            const strategy = event.currentTarget.value as MatchStrategy;
            if (MATCH_STRATEGIES.includes(strategy))
              onChange(changeMatchStrategy(format, strategy));
          }}
        >
          {MATCH_STRATEGIES.map((strategy) => (
            <option key={strategy} value={strategy}>
              {STRATEGY_LABELS[strategy]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Input
        size="sm"
        w="20"
        type="number"
        min={1}
        aria-label={`${label} games`}
        value={format.count}
        onChange={(event) => {
          const count = Number(event.currentTarget.value);
          if (Number.isInteger(count) && count >= 1) onChange({ ...format, count });
        }}
      />
    </HStack>
  );
}

function NodeInspector({
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
    <chakra.fieldset
      disabled={readOnly}
      bg="bg.panel"
      borderWidth="1px"
      rounded="xl"
      p="4"
      minW="0"
      aria-label={`Edit ${description}`}
    >
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
    </chakra.fieldset>
  );
}

/**
 * The teams of a stage's seeding entries (spec 2 §3 Stage: seeding entries), set directly for
 * the seeds no edge from the tournament's seeding feeds; the stage's edges carry them on into its
 * sections and their first matches. Offered only to users who may read teams.
 */
function StageSeedingTeams({
  sport,
  stage,
  stageLabel,
  fedSeeds,
  onChange,
}: {
  sport: SportCode;
  stage: StageDraft;
  stageLabel: string;
  fedSeeds: ReadonlySet<number>;
  onChange: (index: number, teamId: string | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const mayReadTeams = useViewer().mayOpen('/teams/list/current');
  const { data, loading } = useTournamentTeamOptionsQuery({
    variables: { sport },
    skip: !mayReadTeams || !open,
  });
  if (!mayReadTeams || stage.seeding.entries.length === 0) return null;
  const teams = data?.teams ?? [];
  const chosen = stage.seeding.entries.filter((e) => e.teamId && e.teamId !== TBD_TEAM_ID).length;
  return (
    <Stack gap="1">
      <Button
        size="xs"
        variant="ghost"
        justifyContent="space-between"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <Text>Seeding teams</Text>
        <Text color="fg.muted" fontWeight="normal">
          {chosen} of {stage.seeding.entries.length} set
        </Text>
      </Button>
      {open &&
        stage.seeding.entries.map((entry) => {
          const fed = fedSeeds.has(entry.index);
          const current = entry.teamId && entry.teamId !== TBD_TEAM_ID ? entry.teamId : '';
          return (
            <HStack key={entry.index} gap="2">
              <Text fontSize="xs" w="14" flexShrink={0} whiteSpace="nowrap" color="fg.muted">
                Seed {entry.index}
              </Text>
              {fed ? (
                <Text fontSize="xs" color="fg.muted">
                  from the tournament seeding
                </Text>
              ) : (
                <NativeSelect.Root size="xs">
                  <NativeSelect.Field
                    aria-label={`Seed ${entry.index} team of ${stageLabel}`}
                    value={current}
                    onChange={(event) => onChange(entry.index, event.currentTarget.value || null)}
                  >
                    <option value="">{loading ? 'Loading teams…' : 'TBD'}</option>
                    {current && !teams.some((team) => team.id === current) && (
                      <option value={current}>{current}</option>
                    )}
                    {teams.map((team) => (
                      <option key={team.id} value={team.id}>
                        {team.name} ({team.tricode})
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            </HStack>
          );
        })}
    </Stack>
  );
}

/**
 * Teams of a match's slots that no edge feeds (an edge's team replaces them when its source is
 * decided). Offered only to users who may read teams; others see the slots as they are.
 */
function MatchTeams({
  sport,
  section,
  match,
  onChange,
}: {
  sport: SportCode;
  section: SectionDraft;
  match: SectionDraft['matches'][number];
  onChange: (slot: 1 | 2, teamId: string | null) => void;
}) {
  const mayReadTeams = useViewer().mayOpen('/teams/list/current');
  const { data, loading } = useTournamentTeamOptionsQuery({
    variables: { sport },
    skip: !mayReadTeams,
  });
  const free = ([1, 2] as const).filter(
    (slot) => !edgeInto(section, { nodeId: match.structuralId, slot }),
  );
  if (!mayReadTeams || free.length === 0) return null;
  const teams = data?.teams ?? [];
  return (
    <Stack gap="2">
      <Stack gap="0">
        <Text fontWeight="semibold" fontSize="sm">
          Teams
        </Text>
        <Text fontSize="xs" color="fg.muted">
          For slots no edge feeds: the team playing there from the start.
        </Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="3">
        {free.map((slot) => {
          const current = (slot === 1 ? match.teamOneId : match.teamTwoId) ?? '';
          return (
            <HStack key={slot} gap="2">
              <Text fontSize="sm" w="20" flexShrink={0}>
                Team {slot}
              </Text>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  aria-label={`Team ${slot} team`}
                  value={current === TBD_TEAM_ID ? '' : current}
                  onChange={(event) => onChange(slot, event.currentTarget.value || null)}
                >
                  <option value="">{loading ? 'Loading teams…' : 'TBD'}</option>
                  {teams.map((team) => (
                    <option key={team.id} value={team.id}>
                      {team.name} ({team.tricode})
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </HStack>
          );
        })}
      </Grid>
    </Stack>
  );
}

function SlotSources({
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
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    aria-label={`${label} from`}
                    value={
                      current
                        ? refValue({ nodeId: current.sourceNodeId, slot: current.sourceSlot })
                        : ''
                    }
                    onChange={(event) => {
                      const value = event.currentTarget.value;
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
                  >
                    <option value="">Not connected</option>
                    {options.map((option) => (
                      <option key={refValue(option)} value={refValue(option)}>
                        {slotLabel(section, option)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </HStack>
            );
          })}
        </Grid>
      </Stack>
    </chakra.fieldset>
  );
}
