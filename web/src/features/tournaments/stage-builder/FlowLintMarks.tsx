/** How the section canvas marks a node with lint findings, and brings a node into view on request. */
import { Text } from '@chakra-ui/react';
import { useReactFlow } from '@xyflow/react';
import type { LintSeverity } from '@esports-admin/schema/rules/stage-lint';
import { useEffect } from 'react';

/** The gravest lint finding on a node and how many it has. */
export interface NodeLint {
  severity: LintSeverity;
  count: number;
}

const LINT_MARKS = {
  error: { color: 'red.600', style: 'solid', text: 'Error' },
  warning: { color: 'orange.500', style: 'dashed', text: 'Warning' },
} as const;

/** The node box's outline (solid for errors, dashed for warnings) and accessible label. */
export function lintOutline(title: string, lint: NodeLint | undefined) {
  if (!lint) return {};
  const mark = LINT_MARKS[lint.severity];
  const what = lint.severity === 'error' ? 'errors block publishing' : 'warnings';
  return {
    outline: `3px ${mark.style}`,
    outlineColor: mark.color,
    outlineOffset: '3px',
    role: 'group',
    'aria-label': `${title}: ${lint.count} graph check finding${lint.count === 1 ? '' : 's'} (${what})`,
    'data-lint': lint.severity,
  };
}

/** The visible tag above a marked node: '! Error ×2'. */
export function LintTag({ lint }: { lint: NodeLint | undefined }) {
  if (!lint) return null;
  const mark = LINT_MARKS[lint.severity];
  return (
    <Text
      position="absolute"
      top="-20px"
      right="0"
      px="1"
      rounded="sm"
      bg={mark.color}
      color="white"
      fontWeight="semibold"
      aria-hidden
    >
      ! {mark.text}
      {lint.count > 1 ? ` ×${lint.count}` : ''}
    </Text>
  );
}

/** A request to show a node on the canvas; `at` tells two requests for one node apart. */
export interface FlowFocus {
  nodeId: string;
  at: number;
}

/** Brings the requested node into view (inside the ReactFlow tree). */
export function FocusOnRequest({ focus }: { focus: FlowFocus | null }) {
  const { fitView } = useReactFlow();
  useEffect(() => {
    if (!focus) return;
    const frame = requestAnimationFrame(
      () => void fitView({ nodes: [{ id: focus.nodeId }], duration: 200, maxZoom: 1 }),
    );
    return () => cancelAnimationFrame(frame);
  }, [focus, fitView]);
  return null;
}
