import { Stack, Text } from '@chakra-ui/react';
import type { PickemLeagueListPage_LeagueFragment } from '../../../__generated__/graphql';
import { usePickemLeagueListPageSaveMutation } from '../../../__generated__/hooks';
import { runMutation } from '../../../apollo/mutationOutcome';
import { LabeledSelectField } from '../../../components/CompactSelectField';
import { formatUtcDate } from '../../../components/dates';
import { FormDialog } from '../../../components/FormDialog';
import { useDialogForm } from '../../../components/useDialogForm';
import { leagueName } from './leagueNames';

interface ActiveTournamentValues {
  /** '' for none: the league is then not offered. */
  activeEldsTournamentId: string;
}

const noRules = () => ({});

/** "Set active tournament": one of the league's tournaments by name and dates, or none. */
export function ActiveTournamentDialog({
  league,
  onClose,
  onSaved,
}: {
  league: PickemLeagueListPage_LeagueFragment;
  onClose: () => void;
  /** A pick'em league has no `id` for Apollo's cache to merge the answer by: the list reads again. */
  onSaved: () => void;
}) {
  const [save] = usePickemLeagueListPageSaveMutation();
  const form = useDialogForm<ActiveTournamentValues>({
    initialValues: { activeEldsTournamentId: league.activeEldsTournamentId ?? '' },
    version: league.version,
    noun: "league's active tournament",
    validate: noRules,
    save: ({ activeEldsTournamentId }, expectedVersion) =>
      runMutation(
        save({
          variables: {
            eldsLeagueId: league.eldsLeagueId,
            input: {
              published: league.published,
              activeEldsTournamentId: activeEldsTournamentId || null,
            },
            expectedVersion,
          },
        }),
        (answer) => answer.savePickemLeague,
      ),
    onClose,
    onSaved,
  });
  const options = [
    { value: '', label: 'No active tournament' },
    ...league.tournaments.map((t) => ({
      value: t.id,
      label: `${t.name.displayName} (${formatUtcDate(t.startTime)} – ${formatUtcDate(t.endTime)})`,
    })),
  ];
  return (
    <FormDialog
      form={form}
      open
      title={`Active tournament of ${leagueName(league)}`}
      submitLabel="Save"
      blocked={!form.dirty}
    >
      <Stack gap="3">
        <Text color="fg.muted" fontSize="sm">
          Viewers pick in the active tournament. Without one the pick&apos;em store removes the
          league.
        </Text>
        <LabeledSelectField
          label="Active tournament"
          w="full"
          options={options}
          {...form.textField('activeEldsTournamentId')}
        />
        {league.tournaments.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            The data service has no tournament for this league.
          </Text>
        )}
      </Stack>
    </FormDialog>
  );
}
