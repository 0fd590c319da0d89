/**
 * The React Flow canvas of one section (its own chunk, with React Flow's CSS): the seeding on the
 * left, the columns of cells with their matches and decision points, the standing on the right,
 * and the edges between slots. Positions follow the columns, so nodes are not dragged; edges are
 * drawn from a source handle (W = slot 1 winner, L = slot 2 loser) to a target handle, and the
 * shared edge rules decide what may connect.
 */
import { Box, Text } from '@chakra-ui/react';
import {
  Background,
  Controls,
  Handle,
  Position,
  ReactFlow,
  useReactFlow,
  type Connection,
  type Edge,
  type FinalConnectionState,
  type Node,
  type NodeProps,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import {
  edgeError,
  matchFormatLabel,
  type GraphEdge,
  type SectionGraph,
} from '@esports-admin/schema/rules/stage-builder';
import type { SectionFinding } from '@esports-admin/schema/rules/stage-lint';
import { useEffect, useMemo, useRef } from 'react';
import { FocusOnRequest, lintOutline, LintTag, type NodeLint } from './FlowLintMarks';

export const SEEDING_NODE = '__seeding';
export const STANDING_NODE = '__standing';

const COLUMN_X0 = 220;
const COLUMN_WIDTH = 250;
const NODE_WIDTH = 200;
const HEADER_HEIGHT = 30;
const ROW_HEIGHT = 26;
const NODE_GAP = 14;
const CELL_HEADER = 26;
const CELL_GAP = 22;

interface SlotRow {
  label: string;
  /** Target handle of this row, if any. */
  target?: number;
  /** Source handle of this row, if any. */
  source?: number;
  sourceLabel?: string;
}

interface SlotNodeHead {
  title: string;
  subtitle?: string;
  tone: 'match' | 'decision' | 'seeding' | 'standing';
  selected: boolean;
  lint?: NodeLint;
}

interface SlotNodeData extends SlotNodeHead, Record<string, unknown> {
  rows: SlotRow[];
}

interface CellNodeData extends Record<string, unknown> {
  name: string;
  height: number;
}

type SlotNode = Node<SlotNodeData, 'slots'>;
type CellNode = Node<CellNodeData, 'cell'>;

const TONES = {
  match: { border: 'teal.500', header: 'teal.50' },
  decision: { border: 'purple.500', header: 'purple.50' },
  seeding: { border: 'gray.400', header: 'gray.100' },
  standing: { border: 'gray.400', header: 'gray.100' },
} as const;

function SlotNodeView({ data }: NodeProps<SlotNode>) {
  const tone = TONES[data.tone];
  return (
    <Box
      w={`${NODE_WIDTH}px`}
      bg="bg.panel"
      borderWidth={data.selected ? '2px' : '1px'}
      borderColor={data.selected ? 'orange.400' : tone.border}
      rounded="md"
      boxShadow="sm"
      fontSize="xs"
      position="relative"
      data-testid={`flow-node-${data.title}`}
      {...lintOutline(data.title, data.lint)}
    >
      <LintTag lint={data.lint} />
      <Box
        bg={tone.header}
        px="2"
        h={`${HEADER_HEIGHT - 2}px`}
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        roundedTop="md"
      >
        <Text fontWeight="semibold" truncate>
          {data.title}
        </Text>
        {data.subtitle && (
          <Text color="fg.muted" flexShrink={0} ms="2">
            {data.subtitle}
          </Text>
        )}
      </Box>
      {data.rows.map((row, i) => (
        <Box
          key={i}
          position="relative"
          h={`${ROW_HEIGHT}px`}
          px="3"
          display="flex"
          alignItems="center"
          justifyContent="space-between"
          borderTopWidth="1px"
          borderColor="border.muted"
        >
          {row.target !== undefined && (
            <Handle
              type="target"
              position={Position.Left}
              id={`t-${row.target}`}
              style={{ width: 10, height: 10, background: 'var(--chakra-colors-gray-500)' }}
            />
          )}
          <Text color="fg.muted" truncate>
            {row.label}
          </Text>
          {row.sourceLabel && (
            <Text fontWeight="semibold" color="teal.700">
              {row.sourceLabel}
            </Text>
          )}
          {row.source !== undefined && (
            <Handle
              type="source"
              position={Position.Right}
              id={`s-${row.source}`}
              style={{ width: 10, height: 10, background: 'var(--chakra-colors-teal-600)' }}
            />
          )}
        </Box>
      ))}
    </Box>
  );
}

function CellNodeView({ data }: NodeProps<CellNode>) {
  return (
    <Box
      w={`${NODE_WIDTH + 20}px`}
      h={`${data.height}px`}
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      rounded="lg"
      bg="bg.muted"
      px="2"
      pt="1"
    >
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
        {data.name}
      </Text>
    </Box>
  );
}

const nodeTypes = { slots: SlotNodeView, cell: CellNodeView };

const nodeHeight = (rows: number) => HEADER_HEIGHT + rows * ROW_HEIGHT;

/** The canvas node a finding is about: its match or decision point, the seeding or the standing. */
export function flowNodeOf(finding: SectionFinding): string | null {
  if (finding.nodeId !== null) return finding.nodeId;
  if (finding.code === 'seedEntersNothing') return SEEDING_NODE;
  if (finding.code === 'placeFedByNothing') return STANDING_NODE;
  return null;
}

/** Per canvas node, its gravest finding and how many it has. */
function lintByNode(findings: readonly SectionFinding[]) {
  const marks = new Map<string, NodeLint>();
  for (const finding of findings) {
    const id = flowNodeOf(finding);
    if (id === null) continue;
    const known = marks.get(id);
    marks.set(id, {
      severity: known?.severity === 'error' ? 'error' : finding.severity,
      count: (known?.count ?? 0) + 1,
    });
  }
  return marks;
}

/** Nodes and edges of React Flow for a section graph, lint findings marked on their nodes. */
export function layoutSection(
  section: SectionGraph,
  selectedNodeId: string | null,
  findings: readonly SectionFinding[] = [],
): { nodes: (SlotNode | CellNode)[]; edges: Edge[] } {
  const marks = lintByNode(findings);
  const matches = new Map(section.matches.map((m) => [m.structuralId, m]));
  const points = new Map(section.decisionPoints.map((d) => [d.structuralId, d]));
  const nodes: (SlotNode | CellNode)[] = [];

  nodes.push({
    id: SEEDING_NODE,
    type: 'slots',
    position: { x: 0, y: CELL_HEADER },
    draggable: false,
    selectable: false,
    data: {
      title: 'Seeding',
      tone: 'seeding',
      selected: false,
      lint: marks.get(SEEDING_NODE),
      rows: Array.from({ length: section.seedingCount }, (_, i) => ({
        label: `Seed ${i + 1}`,
        source: i + 1,
      })),
    },
  });

  section.columns.forEach((column, columnIndex) => {
    const x = COLUMN_X0 + columnIndex * COLUMN_WIDTH;
    let y = 0;
    column.cells.forEach((cell, cellIndex) => {
      const cellTop = y;
      y += CELL_HEADER;
      const placed: SlotNode[] = [];
      for (const id of cell.contents) {
        const match = matches.get(id);
        const point = points.get(id);
        let rows: SlotRow[] = [];
        let data: SlotNodeHead | null = null;
        if (match) {
          data = {
            title: match.description,
            subtitle: matchFormatLabel(match),
            tone: 'match',
            selected: id === selectedNodeId,
          };
          rows = [
            { label: 'Team 1', target: 1, source: 1, sourceLabel: 'W' },
            { label: 'Team 2', target: 2, source: 2, sourceLabel: 'L' },
          ];
        } else if (point) {
          data = {
            title: point.description,
            subtitle: 'Decision',
            tone: 'decision',
            selected: id === selectedNodeId,
          };
          const count = Math.max(point.seedingCount, point.standingLabels.length);
          rows = Array.from({ length: count }, (_, i) => ({
            label: i < point.seedingCount ? `In ${i + 1}` : '',
            ...(i < point.seedingCount ? { target: i + 1 } : {}),
            ...(i < point.standingLabels.length
              ? { source: i + 1, sourceLabel: point.standingLabels[i] }
              : {}),
          }));
        }
        if (!data) continue;
        placed.push({
          id,
          type: 'slots',
          position: { x: x + 10, y },
          draggable: false,
          zIndex: 1,
          data: { ...data, rows, lint: marks.get(id) },
        });
        y += nodeHeight(rows.length) + NODE_GAP;
      }
      const height = Math.max(y - cellTop + 4, CELL_HEADER + 40);
      y = cellTop + height + CELL_GAP;
      nodes.push({
        id: `cell-${columnIndex}-${cellIndex}`,
        type: 'cell',
        position: { x, y: cellTop },
        draggable: false,
        selectable: false,
        connectable: false,
        zIndex: 0,
        data: { name: cell.name, height },
      });
      nodes.push(...placed);
    });
  });

  nodes.push({
    id: STANDING_NODE,
    type: 'slots',
    position: { x: COLUMN_X0 + section.columns.length * COLUMN_WIDTH + 20, y: CELL_HEADER },
    draggable: false,
    selectable: false,
    data: {
      title: 'Standing',
      tone: 'standing',
      selected: false,
      lint: marks.get(STANDING_NODE),
      rows: Array.from({ length: section.standingCount }, (_, i) => ({
        label: `Place ${i + 1}`,
        target: i + 1,
      })),
    },
  });

  const edges: Edge[] = section.edges.map((edge) => {
    const source = edge.sourceNodeId ?? SEEDING_NODE;
    const target = edge.targetNodeId ?? STANDING_NODE;
    const loser =
      edge.sourceNodeId !== null && matches.has(edge.sourceNodeId) && edge.sourceSlot === 2;
    return {
      id: `${source}:${edge.sourceSlot}->${target}:${edge.targetSlot}`,
      source,
      sourceHandle: `s-${edge.sourceSlot}`,
      target,
      targetHandle: `t-${edge.targetSlot}`,
      type: 'smoothstep',
      style: {
        stroke: loser ? 'var(--chakra-colors-orange-400)' : 'var(--chakra-colors-teal-600)',
        strokeWidth: 2,
        ...(loser ? { strokeDasharray: '5 4' } : {}),
      },
    };
  });
  return { nodes, edges };
}

/** The GraphEdge a React Flow connection stands for, or null when it is not slot to slot. */
export function edgeFromConnection(connection: Connection | Edge): GraphEdge | null {
  const sourceSlot = Number(connection.sourceHandle?.replace(/^s-/, ''));
  const targetSlot = Number(connection.targetHandle?.replace(/^t-/, ''));
  if (!Number.isInteger(sourceSlot) || !Number.isInteger(targetSlot)) return null;
  return {
    sourceNodeId: connection.source === SEEDING_NODE ? null : connection.source,
    sourceSlot,
    targetNodeId: connection.target === STANDING_NODE ? null : connection.target,
    targetSlot,
  };
}

/**
 * Why a drag that ended on a handle was not connected: the shared edge rule's message (an earlier
 * column only, a source slot feeds one target), or null when nothing was refused.
 */
export function refusedConnectionMessage(
  section: SectionGraph,
  state: Pick<FinalConnectionState, 'isValid' | 'fromHandle' | 'toHandle'>,
): string | null {
  const { isValid, fromHandle, toHandle } = state;
  if (isValid !== false || !fromHandle || !toHandle || fromHandle.type === toHandle.type) {
    return null;
  }
  const [source, target] =
    fromHandle.type === 'source' ? [fromHandle, toHandle] : [toHandle, fromHandle];
  const edge = edgeFromConnection({
    source: source.nodeId,
    sourceHandle: source.id ?? null,
    target: target.nodeId,
    targetHandle: target.id ?? null,
  });
  return edge ? edgeError(section, edge) : null;
}

const FIT_VIEW = { padding: 0.15, maxZoom: 1 } as const;

/** Fits the view again when nodes are added or removed (React Flow fits only on first render). */
function FitOnLayoutChange({ signature }: { signature: string }) {
  const { fitView } = useReactFlow();
  useEffect(() => {
    // Wait a frame so new nodes are measured before the view is fitted around them.
    const frame = requestAnimationFrame(() => void fitView({ ...FIT_VIEW, duration: 150 }));
    return () => cancelAnimationFrame(frame);
  }, [signature, fitView]);
  return null;
}

interface SectionFlowProps {
  section: SectionGraph;
  selectedNodeId: string | null;
  findings: readonly SectionFinding[];
  /** The finding whose node to bring into view, when one was chosen. */
  focus: { finding: SectionFinding; at: number } | null;
  readOnly: boolean;
  onSelect: (nodeId: string | null) => void;
  onConnect: (edge: GraphEdge) => void;
  /** A drag the edge rules refused, with the rule's message. */
  onRefused: (message: string) => void;
  onDisconnect: (edges: GraphEdge[]) => void;
}

export default function SectionFlow({
  section,
  selectedNodeId,
  findings,
  focus,
  readOnly,
  onSelect,
  onConnect,
  onRefused,
  onDisconnect,
}: SectionFlowProps) {
  const { nodes, edges } = useMemo(
    () => layoutSection(section, selectedNodeId, findings),
    [section, selectedNodeId, findings],
  );
  const box = useRef<HTMLDivElement>(null);
  const nodeFocus = useMemo(() => {
    const nodeId = focus && flowNodeOf(focus.finding);
    return focus && nodeId ? { nodeId, at: focus.at } : null;
  }, [focus]);
  useEffect(() => {
    if (nodeFocus) box.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [nodeFocus]);
  return (
    <Box
      ref={box}
      flex="1"
      minW="0"
      h="520px"
      borderWidth="1px"
      rounded="xl"
      bg="bg.panel"
      overflow="hidden"
      data-testid="section-flow"
    >
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        fitView
        fitViewOptions={FIT_VIEW}
        minZoom={0.2}
        nodesDraggable={false}
        nodesConnectable={!readOnly}
        elementsSelectable={!readOnly}
        edgesReconnectable={false}
        deleteKeyCode={readOnly ? null : ['Backspace', 'Delete']}
        proOptions={{ hideAttribution: true }}
        isValidConnection={(connection) => {
          const edge = edgeFromConnection(connection);
          return edge !== null && edgeError(section, edge) === null;
        }}
        onConnect={(connection) => {
          const edge = edgeFromConnection(connection);
          if (edge) onConnect(edge);
        }}
        onConnectEnd={(_, state) => {
          const message = refusedConnectionMessage(section, state);
          if (message) onRefused(message);
        }}
        onEdgesDelete={(deleted) =>
          onDisconnect(deleted.map(edgeFromConnection).filter((e) => e !== null))
        }
        onNodeClick={(_, node) => {
          if (node.type === 'slots' && node.id !== SEEDING_NODE && node.id !== STANDING_NODE) {
            onSelect(node.id);
          }
        }}
        onPaneClick={() => onSelect(null)}
      >
        <FitOnLayoutChange signature={nodes.map((n) => n.id).join(',')} />
        <FocusOnRequest focus={nodeFocus} />
        <Background gap={20} size={1} />
        <Controls showInteractive={false} />
      </ReactFlow>
    </Box>
  );
}
