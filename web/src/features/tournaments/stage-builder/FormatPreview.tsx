import { Box, Flex, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { countOf } from '@esports-admin/schema/rules/formatting';
import {
  formatMatchCount,
  formatRounds,
  type FormatSection,
  type FormatStage,
  type FormatTemplate,
} from '@esports-admin/schema/rules/format-templates';
import { matchFormatLabel, type GraphEdge } from '@esports-admin/schema/rules/stage-builder';
import { useState } from 'react';
import { LabeledSelectField } from '../../../components/CompactSelectField';

/** Above this many matches the preview lists the rounds: drawing them all would stall the dialog. */
const MOST_MATCHES_DRAWN = 64;

const COLUMN_WIDTH = '170px';

/** 'Double elimination, 8 teams: 14 matches in 1 section, 8 rounds.' */
export function formatSummary(template: FormatTemplate, stage: FormatStage): string {
  return (
    `${template.name}, ${countOf(stage.seedingCount, 'team')}: ` +
    `${countOf(formatMatchCount(stage), 'match', 'matches')} in ` +
    `${countOf(stage.sections.length, 'section')}, ${countOf(formatRounds(stage).length, 'round')}.`
  );
}

/** Matches per round (cell name), in the order of formatRounds. */
function matchesPerRound(stage: FormatStage): { round: string; matches: number }[] {
  const counts = new Map(formatRounds(stage).map((round) => [round, 0]));
  for (const section of stage.sections) {
    const matches = new Set(section.matches.map((m) => m.structuralId));
    for (const cell of section.columns.flatMap((column) => column.cells)) {
      const inCell = cell.contents.filter((id) => matches.has(id)).length;
      counts.set(cell.name, (counts.get(cell.name) ?? 0) + inCell);
    }
  }
  return [...counts].map(([round, matches]) => ({ round, matches }));
}

/** Where a match's team or a place comes from: 'Seed 3', 'W Match 1', 'L Match 5'. */
function sourceLabel(section: FormatSection, edge: GraphEdge | undefined): string {
  if (!edge) return 'Not fed';
  if (edge.sourceNodeId === null) return `Seed ${edge.sourceSlot}`;
  const match = section.matches.find((m) => m.structuralId === edge.sourceNodeId);
  if (match) return `${edge.sourceSlot === 1 ? 'W' : 'L'} ${match.description}`;
  const point = section.decisionPoints.find((d) => d.structuralId === edge.sourceNodeId);
  return `${point?.description ?? edge.sourceNodeId} ${point?.standingLabels[edge.sourceSlot - 1] ?? edge.sourceSlot}`;
}

const feeding = (section: FormatSection, nodeId: string | null, slot: number) =>
  section.edges.find((e) => e.targetNodeId === nodeId && e.targetSlot === slot);

function NodeBox({
  title,
  detail,
  rows,
  tone,
}: {
  title: string;
  detail: string;
  rows: string[];
  tone: 'teal' | 'purple' | 'gray';
}) {
  return (
    <Box borderWidth="1px" borderColor={`${tone}.500`} rounded="md" bg="bg.panel" fontSize="xs">
      <Flex justify="space-between" gap="2" bg={`${tone}.50`} px="2" py="0.5" roundedTop="md">
        <Text fontWeight="semibold" truncate>
          {title}
        </Text>
        <Text color="fg.muted" flexShrink={0}>
          {detail}
        </Text>
      </Flex>
      {rows.map((row, i) => (
        <Text key={i} px="2" py="0.5" borderTopWidth="1px" borderColor="border.muted" truncate>
          {row}
        </Text>
      ))}
    </Box>
  );
}

/** A section's columns of cells, each match with where its teams come from, then its places. */
function SectionColumns({ section }: { section: FormatSection }) {
  const nodeBox = (id: string) => {
    const match = section.matches.find((m) => m.structuralId === id);
    if (match) {
      return (
        <NodeBox
          key={id}
          title={match.description}
          detail={matchFormatLabel(match)}
          tone="teal"
          rows={[1, 2].map((slot) => sourceLabel(section, feeding(section, id, slot)))}
        />
      );
    }
    const point = section.decisionPoints.find((d) => d.structuralId === id);
    return (
      point && (
        <NodeBox
          key={id}
          title={point.description}
          detail="Decision"
          tone="purple"
          rows={Array.from({ length: point.seedingCount }, (_, i) =>
            sourceLabel(section, feeding(section, id, i + 1)),
          )}
        />
      )
    );
  };
  return (
    <Box
      overflowX="auto"
      borderWidth="1px"
      rounded="md"
      bg="bg.muted"
      p="3"
      tabIndex={0}
      role="region"
      aria-label={`Graph of ${section.name}`}
    >
      <HStack align="start" gap="3" w="max-content">
        {section.columns.map((column, columnIndex) => (
          <Stack key={columnIndex} gap="4" w={COLUMN_WIDTH}>
            {column.cells.map((cell) => (
              <Stack key={cell.name} gap="1.5">
                <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
                  {cell.name}
                </Text>
                {cell.contents.map(nodeBox)}
              </Stack>
            ))}
          </Stack>
        ))}
        <Stack gap="1.5" w={COLUMN_WIDTH}>
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
            Standing
          </Text>
          <NodeBox
            title="Places"
            detail={String(section.standingCount)}
            tone="gray"
            rows={section.standingLabels.map(
              (label, i) => `${label}: ${sourceLabel(section, feeding(section, null, i + 1))}`,
            )}
          />
        </Stack>
      </HStack>
    </Box>
  );
}

/**
 * The stage a format would add: its summary, then each section's graph, read-only, as columns of
 * cells whose matches say where their teams come from; a stage too large to draw at once lists
 * its rounds with their matches instead.
 */
export function FormatPreview({
  template,
  stage,
}: {
  template: FormatTemplate;
  stage: FormatStage;
}) {
  const [sectionId, setSectionId] = useState<string | null>(null);
  const section = stage.sections.find((s) => s.structuralId === sectionId) ?? stage.sections[0];
  const matches = formatMatchCount(stage);
  return (
    <Stack gap="3" as="section" aria-label="Preview">
      <Text fontWeight="semibold" aria-live="polite">
        {formatSummary(template, stage)}
      </Text>
      {matches > MOST_MATCHES_DRAWN ? (
        <>
          <Text fontSize="sm" color="fg.muted">
            {`Too many matches to draw here (more than ${MOST_MATCHES_DRAWN}): the rounds are listed instead. The stage builder draws the graph once the stage is added.`}
          </Text>
          <Table.ScrollArea borderWidth="1px" rounded="md" maxH="280px" tabIndex={0}>
            <Table.Root size="sm" stickyHeader>
              <Table.Caption srOnly>Matches per round</Table.Caption>
              <Table.Header>
                <Table.Row bg="bg.muted">
                  <Table.ColumnHeader>Round</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Matches</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {matchesPerRound(stage).map(({ round, matches: count }) => (
                  <Table.Row key={round}>
                    <Table.Cell>{round}</Table.Cell>
                    <Table.Cell textAlign="end">{count}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </>
      ) : (
        section && (
          <>
            {stage.sections.length > 1 && (
              <LabeledSelectField
                label="Section shown"
                w={{ base: 'full', sm: '16rem' }}
                size="sm"
                value={section.structuralId}
                options={stage.sections.map((s) => ({ value: s.structuralId, label: s.name }))}
                onChange={setSectionId}
              />
            )}
            <SectionColumns section={section} />
          </>
        )
      )}
    </Stack>
  );
}
