import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { catalogueName } from '@esports-admin/schema/rules/stage-builder';
import type { SportCode } from '@esports-admin/schema/rules/sports';
import { TrashIcon, PlusIcon } from '../../../components/icons';
import { PublicationBadge } from '../PublicationBadge';
import type { StageDraft } from '../tournamentFormValues';
import { NameSelect } from './controls';
import { StageSeedingTeams } from './TeamPickers';
import { PanelFieldset } from './PanelFieldset';

export function StageCard({
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
    <PanelFieldset readOnly={readOnly} label={`Stage ${stageLabel}`} p="3">
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
    </PanelFieldset>
  );
}
