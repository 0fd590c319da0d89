import { Box, Button, Flex, Input } from '@chakra-ui/react';
import { CompactSelectField } from '../../../components/CompactSelectField';
import {
  addCell,
  addColumn,
  addDecisionPoint,
  addMatch,
  autoConnect,
  catalogueName,
  removeLastColumn,
} from '@esports-admin/schema/rules/stage-builder';
import { useState } from 'react';
import { PlusIcon } from '../../../components/icons';
import type { SectionDraft } from '../tournamentFormValues';

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

/** The nodes the toolbar adds to the chosen cell, each with its button's label and colour. */
const NODE_KINDS = [
  { label: 'Add match', colorPalette: 'teal', add: addMatch<SectionDraft> },
  { label: 'Add decision point', colorPalette: 'purple', add: addDecisionPoint<SectionDraft> },
] as const;

/** Columns, cells, matches and decision points of the section; the pickers say where new ones go. */
export function SectionToolbar({
  section,
  onChange,
}: {
  section: SectionDraft;
  onChange: (change: (section: SectionDraft) => SectionDraft) => void;
}) {
  const [columnIndex, setColumnIndex] = useState(0);
  const [cellIndex, setCellIndex] = useState(0);
  const column = Math.min(columnIndex, Math.max(0, section.columns.length - 1));
  const cell = Math.min(cellIndex, Math.max(0, (section.columns[column]?.cells.length ?? 1) - 1));
  const idPrefix = `${section.structuralId}-`;
  const sectionName = catalogueName(section.slug);
  return (
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
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          // The next cell, match or decision point goes into the column just added.
          setColumnIndex(section.columns.length);
          setCellIndex(0);
          onChange((s) => addColumn(s));
        }}
      >
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
      <CompactSelectField
        label="Column"
        w="36"
        disabled={section.columns.length === 0}
        value={column}
        options={section.columns.map((_, i) => ({ value: i, label: `Column ${i + 1}` }))}
        onChange={(value) => {
          setColumnIndex(Number(value));
          setCellIndex(0);
        }}
      />
      <Button
        size="sm"
        variant="outline"
        disabled={section.columns.length === 0}
        onClick={() => onChange((s) => addCell(s, column))}
      >
        Add cell
      </Button>
      <CompactSelectField
        label="Cell"
        w="40"
        disabled={section.columns.length === 0}
        value={cell}
        options={(section.columns[column]?.cells ?? []).map((c, i) => ({
          value: i,
          label: c.name,
        }))}
        onChange={(value) => setCellIndex(Number(value))}
      />
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
      {NODE_KINDS.map((kind) => (
        <Button
          key={kind.label}
          size="sm"
          colorPalette={kind.colorPalette}
          variant="subtle"
          disabled={section.columns.length === 0}
          onClick={() => onChange((s) => kind.add(s, column, cell, idPrefix))}
        >
          <PlusIcon />
          {kind.label}
        </Button>
      ))}
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
  );
}
