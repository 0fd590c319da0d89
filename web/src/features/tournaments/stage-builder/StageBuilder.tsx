import { Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import {
  bracketHeading,
  catalogueName,
  connect,
  type GraphEdge,
} from '@esports-admin/schema/rules/stage-builder';
import type { SportCode } from '@esports-admin/schema/rules/sports';
import { Suspense, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PlusIcon } from '../../../components/icons';
import { lazyPage, useDialogOnDemand } from '../../../shell/lazyPage';
import {
  addSection,
  addStage,
  removeSection,
  removeStage,
  setStageParticipants,
  updateSection,
  updateStage,
} from '../stageDrafts';
import type { SectionDraft, StageDraft, TournamentFormValues } from '../tournamentFormValues';
import { SectionEditor } from './SectionEditor';
import { StageCard } from './StageCard';

const FormatTemplateDialog = lazyPage(() => import('./FormatTemplateDialog'));

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
  const formatDialog = useDialogOnDemand(FormatTemplateDialog);

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

  const addFormatStage = (added: StageDraft) => {
    setNotice(null);
    setSelectedNodeId(null);
    onChange((current) => ({ ...current, stages: [...current.stages, added] }));
    setSelectedSectionKey(added.sections[0]?.key ?? null);
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
          <>
            <Button variant="outline" onClick={addNewStage}>
              <PlusIcon />
              Add stage
            </Button>
            <Button variant="outline" {...formatDialog.triggerProps}>
              Start from a format
            </Button>
          </>
        )}
        {formatDialog.isOpen && (
          <Suspense fallback={null}>
            <FormatTemplateDialog
              values={values}
              onAdd={addFormatStage}
              onClose={formatDialog.close}
            />
          </Suspense>
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
