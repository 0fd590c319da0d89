import { Alert, chakra, Stack, Text } from '@chakra-ui/react';
import { validatePickBlockDraft } from '@esports-admin/schema/rules/pickem';
import type {
  PickBlocksPage_BlockFragment,
  PickBlocksPage_MatchFragment,
} from '../../../__generated__/graphql';
import {
  usePickBlocksPageCreateMutation,
  usePickBlocksPageUpdateMutation,
} from '../../../__generated__/hooks';
import { runMutation } from '../../../apollo/mutationOutcome';
import { TextField } from '../../../components/FormFields';
import { FormDialog } from '../../../components/FormDialog';
import { useDialogForm } from '../../../components/useDialogForm';
import { countOf, matchLabel } from './matchLabels';
import { UtcDateTimeField } from './UtcDateTimeField';
import { hoursAfter, nextFullHour } from './utcDateTime';

/** A pick block as the form holds it: PickBlockInput without the tournament. */
export interface PickBlockFormValues {
  name: string;
  eldsMatchIds: string[];
  eldsSectionIds: string[];
  opensAt: string;
  locksAt: string;
}

const FIELD_LABELS: Record<keyof PickBlockFormValues, string> = {
  name: 'Name',
  eldsMatchIds: 'Matches',
  eldsSectionIds: 'Whole sections',
  opensAt: 'Opens at',
  locksAt: 'Locks at',
};

const Checkbox = chakra('input', {
  base: { w: '4', h: '4', accentColor: 'teal.600', flexShrink: 0, cursor: 'pointer' },
});

function initialValues(block: PickBlocksPage_BlockFragment | null): PickBlockFormValues {
  if (block) {
    const { name, eldsMatchIds, eldsSectionIds, opensAt, locksAt } = block;
    return { name, eldsMatchIds, eldsSectionIds, opensAt, locksAt };
  }
  const opensAt = nextFullHour(Date.now());
  return {
    name: '',
    eldsMatchIds: [],
    eldsSectionIds: [],
    opensAt,
    locksAt: hoursAfter(opensAt, 24),
  };
}

/** The matches to choose from, grouped by section in the order they come. */
function bySection(matches: readonly PickBlocksPage_MatchFragment[]) {
  const groups = new Map<string, PickBlocksPage_MatchFragment[]>();
  for (const match of matches)
    groups.set(match.sectionId, [...(groups.get(match.sectionId) ?? []), match]);
  return [...groups.entries()];
}

/**
 * Create a pick block from the tournament's unscheduled matches and whole sections, or edit one
 * (its own matches stay choosable; they are fixed once the block is locked or scored).
 */
export function PickBlockFormDialog({
  tournamentId,
  block,
  matches,
  wholeSectionIds,
  sections,
  onClose,
  onSaved,
}: {
  tournamentId: string;
  /** The block to edit; null to create one. */
  block: PickBlocksPage_BlockFragment | null;
  /** Matches that may go in the block: unscheduled ones, and the edited block's own. */
  matches: readonly PickBlocksPage_MatchFragment[];
  /** Sections that may be taken whole (in no block yet, or the edited block's own). */
  wholeSectionIds: ReadonlySet<string>;
  sections: ReadonlyMap<string, string>;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [create] = usePickBlocksPageCreateMutation();
  const [update] = usePickBlocksPageUpdateMutation();
  const matchesFixed = block !== null && (block.state === 'locked' || block.state === 'scored');
  const form = useDialogForm<PickBlockFormValues>({
    initialValues: initialValues(block),
    version: block?.version,
    noun: 'pick block',
    validate: validatePickBlockDraft,
    save: (values, expectedVersion) => {
      const input = { eldsTournamentId: tournamentId, ...values };
      return block
        ? runMutation(
            update({ variables: { id: block.id, input, expectedVersion } }),
            (answer) => answer.updatePickBlock,
          )
        : runMutation(create({ variables: { input } }), (answer) => answer.createPickBlock);
    },
    onClose,
    onSaved,
  });
  const chosen = new Set(form.values.eldsMatchIds);
  const toggleMatch = (id: string, on: boolean) =>
    form.update((current) => ({
      ...current,
      eldsMatchIds: on
        ? [...current.eldsMatchIds, id]
        : current.eldsMatchIds.filter((m) => m !== id),
      // A section is taken whole only while all its matches are in.
      eldsSectionIds: on
        ? current.eldsSectionIds
        : current.eldsSectionIds.filter((s) => s !== matches.find((m) => m.id === id)?.sectionId),
    }));
  const toggleSection = (sectionId: string, on: boolean) => {
    const ids = matches.filter((m) => m.sectionId === sectionId).map((m) => m.id);
    form.update((current) => ({
      ...current,
      eldsMatchIds: on
        ? [...current.eldsMatchIds, ...ids.filter((id) => !current.eldsMatchIds.includes(id))]
        : current.eldsMatchIds.filter((id) => !ids.includes(id)),
      eldsSectionIds: on
        ? [...current.eldsSectionIds.filter((s) => s !== sectionId), sectionId]
        : current.eldsSectionIds.filter((s) => s !== sectionId),
    }));
  };
  const matchesError = form.errorFor('eldsMatchIds');
  return (
    <FormDialog
      form={form}
      open
      title={block ? `Edit ${block.name}` : 'Create pick block'}
      submitLabel={block ? 'Save pick block' : 'Create pick block'}
      size="lg"
      scrollInside
      fieldLabel={(field) => FIELD_LABELS[field]}
    >
      <TextField label="Name" placeholder="Day 1" {...form.textField('name')} />
      <Stack direction={{ base: 'column', md: 'row' }} gap="4">
        <UtcDateTimeField label="Opens at" {...form.textField('opensAt')} />
        <UtcDateTimeField label="Locks at" {...form.textField('locksAt')} />
      </Stack>
      <chakra.fieldset display="flex" flexDirection="column" gap="3" disabled={matchesFixed}>
        <Text as="legend" fontWeight="medium" mb="2">
          Matches ({form.values.eldsMatchIds.length} chosen)
        </Text>
        {matchesFixed && (
          <Text fontSize="sm" color="fg.muted">
            The matches of a {block.state} block cannot change.
          </Text>
        )}
        {matches.length === 0 && (
          <Alert.Root status="info" variant="subtle">
            <Alert.Indicator />
            <Alert.Title>Every match of this tournament is already in a pick block.</Alert.Title>
          </Alert.Root>
        )}
        {bySection(matches).map(([sectionId, inSection]) => {
          const sectionName = sections.get(sectionId) ?? `Section ${sectionId}`;
          return (
            <Stack key={sectionId} gap="1.5" borderWidth="1px" rounded="md" p="3">
              {wholeSectionIds.has(sectionId) ? (
                <chakra.label display="flex" alignItems="center" gap="2" fontWeight="semibold">
                  <Checkbox
                    type="checkbox"
                    checked={form.values.eldsSectionIds.includes(sectionId)}
                    onChange={(e) => toggleSection(sectionId, e.currentTarget.checked)}
                  />
                  {sectionName} (whole section, {countOf(inSection.length, 'match', 'matches')})
                </chakra.label>
              ) : (
                <Text fontWeight="semibold">{sectionName}</Text>
              )}
              {inSection.map((match) => (
                <chakra.label
                  key={match.id}
                  display="flex"
                  alignItems="center"
                  gap="2"
                  pl="6"
                  fontSize="sm"
                >
                  <Checkbox
                    type="checkbox"
                    checked={chosen.has(match.id)}
                    onChange={(e) => toggleMatch(match.id, e.currentTarget.checked)}
                  />
                  <span>{matchLabel(match, sections)}</span>
                  <Text as="span" color="fg.muted" fontSize="xs">
                    {match.description}
                  </Text>
                </chakra.label>
              ))}
            </Stack>
          );
        })}
        {matchesError && (
          <Text fontSize="sm" color="fg.error" role="alert">
            {matchesError}
          </Text>
        )}
      </chakra.fieldset>
    </FormDialog>
  );
}
