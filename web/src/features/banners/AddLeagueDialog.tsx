import { Stack, Text } from '@chakra-ui/react';
import {
  useAddBannerLeagueMutation,
  useBannerAddLeagueDialogQuery,
} from '../../__generated__/hooks';
import { runMutation } from '../../apollo/mutationOutcome';
import { LabeledSelectField } from '../../components/CompactSelectField';
import { FormDialog } from '../../components/FormDialog';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { useDialogForm } from '../../components/useDialogForm';

interface AddLeagueValues {
  /** The data service's league id; '' until one is chosen. */
  eldsLeagueId: string;
}

const validate = ({ eldsLeagueId }: AddLeagueValues) => ({
  eldsLeagueId: eldsLeagueId ? undefined : 'Choose a league.',
});

/** "Add league": enrols a data-service lol league that has no banners yet, chosen by name. */
export default function AddLeagueDialog({
  enrolled,
  onClose,
  onAdded,
}: {
  /** The data-service ids of the leagues enrolled already. */
  enrolled: readonly string[];
  onClose: () => void;
  onAdded: () => void;
}) {
  const query = useBannerAddLeagueDialogQuery({ fetchPolicy: 'cache-and-network' });
  const [addLeague] = useAddBannerLeagueMutation();
  const form = useDialogForm<AddLeagueValues>({
    initialValues: { eldsLeagueId: '' },
    noun: 'league to add',
    validate,
    save: ({ eldsLeagueId }) =>
      runMutation(addLeague({ variables: { eldsLeagueId } }), (data) => data.addBannerLeague),
    onClose,
    onSaved: onAdded,
  });
  const candidates = (query.data?.leagues ?? [])
    .filter((league) => !enrolled.includes(league.id))
    .sort((a, b) => a.name.localeCompare(b.name));
  const retry = () => void query.refetch().catch(() => undefined);
  return (
    <FormDialog form={form} open title="Add league" submitLabel="Add league">
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          A League of Legends league of the data service, so its patches can get banner
          configurations.
        </Text>
        {query.error && !query.data ? (
          <LoadFailedAlert what="data service's leagues" onRetry={retry} />
        ) : query.loading && !query.data ? (
          <Text role="status" color="fg.muted">
            Loading the data service&apos;s leagues…
          </Text>
        ) : candidates.length === 0 ? (
          <Text color="fg.muted">Every League of Legends league has banners already.</Text>
        ) : (
          <LabeledSelectField
            label="League"
            w="full"
            options={[
              { value: '', label: 'Choose a league…' },
              ...candidates.map((league) => ({
                value: league.id,
                label: `${league.name} (${league.region})`,
              })),
            ]}
            {...form.textField('eldsLeagueId')}
          />
        )}
      </Stack>
    </FormDialog>
  );
}
