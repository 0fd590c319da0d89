import { Alert, Button, chakra, NativeSelect, SimpleGrid, Stack, Tabs } from '@chakra-ui/react';
import {
  newPlayerDraft,
  PLAYER_MESSAGES,
  validatePlayerDraft,
  type PlayerDraft,
  type PlayerDraftField,
} from '@esports-admin/schema/rules/player';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PlayerForm_PlayerFragment, PlayerStatus } from '../../__generated__/graphql';
import {
  useCreatePlayersMutation,
  usePlayerEditPageQuery,
  usePlayerFormTeamsQuery,
  useResetPlayerPasswordMutation,
  useUpdatePlayerMutation,
} from '../../__generated__/hooks';
import { runMutation } from '../../apollo/mutationOutcome';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EntityFormFrame } from '../../components/EntityFormFrame';
import {
  FormPanel,
  SelectField,
  StatusSelectField,
  TextField,
  type TextFieldProps,
} from '../../components/FormFields';
import { createOrEditPage } from '../../components/createOrEditPage';
import { editPageRecord } from '../../components/editPageRecord';
import { HistoryPanel } from '../../components/HistoryPanel';
import { PageHeader } from '../../components/PageHeader';
import { SportSelectField } from '../../components/SportSelectField';
import { useEntityFormPage, type EntityFormProps } from '../../components/useEntityFormPage';
import { useSport } from '../../shell/sport';
import { PlayerHistory } from './PlayerHistory';
import { toPlayerInput } from './playerInput';
import { playerListPath } from './playerPaths';

const BACK = { to: playerListPath('current'), label: 'Back to players' };

/** The form's values: the shared player draft plus the status select. */
type PlayerFormValues = PlayerDraft & { status: PlayerStatus };
const validatePlayerForm = (values: PlayerFormValues) => validatePlayerDraft(values);

/** /players/create and /players/:id/edit; read-only users see the form disabled. */
export default createOrEditPage({ families: ['player'], Create: CreatePlayer, Edit: EditPlayer });

function CreatePlayer() {
  const { sport } = useSport();
  const [initial] = useState<PlayerFormValues>(() => ({
    ...newPlayerDraft(sport),
    status: 'active',
  }));
  const [createPlayers] = useCreatePlayersMutation();

  // A single player goes through the bulk mutation: one row, one per-row answer.
  const submit = ({ status, ...draft }: PlayerFormValues) =>
    runMutation(
      createPlayers({ variables: { inputs: [toPlayerInput(draft, status)] } }),
      ({ createPlayers: { rows } }) =>
        rows[0] && {
          ok: rows[0].player ? { message: PLAYER_MESSAGES.created } : null,
          error: rows[0].error ?? null,
        },
    );

  return (
    <Stack gap="6">
      <PageHeader
        title="Create Player"
        description="A new player with a tournament-realm identity."
      />
      <PlayerForm initialValues={initial} creating onSubmit={submit} />
    </Stack>
  );
}

function valuesFrom(player: PlayerForm_PlayerFragment): PlayerFormValues {
  const identity = player.tournamentRealmIdentities[0];
  return {
    handle: player.handle,
    firstName: player.firstName,
    lastName: player.lastName,
    photoUrl: player.photoUrl ?? '',
    homeTeamId: player.homeTeamId ?? '',
    sport: player.sport,
    login: identity?.login ?? '',
    password: '',
    puuid: identity?.puuid ?? '',
    status: player.status,
  };
}

function EditPlayer({ id, readOnly }: { id: string; readOnly: boolean }) {
  const query = usePlayerEditPageQuery({
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const [updatePlayer] = useUpdatePlayerMutation();
  const [resetPassword, resetting] = useResetPlayerPasswordMutation();
  const [confirmReset, setConfirmReset] = useState(false);
  const [newPassword, setNewPassword] = useState<{ login: string; password: string } | null>(null);
  // The tab is in the URL (?tab=history) so a link or a reload opens the same view.
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'history' ? 'history' : 'details';

  const submit = ({ status, ...draft }: PlayerFormValues, expectedVersion: string | undefined) =>
    runMutation(
      updatePlayer({ variables: { id, input: toPlayerInput(draft, status), expectedVersion } }),
      (data) => data.updatePlayer,
      { conflictShownByCaller: true },
    );
  const reset = async () => {
    const result = await runMutation(
      resetPassword({ variables: { id } }),
      (data) => data.resetPlayerPassword,
    );
    setConfirmReset(false);
    if (result.ok) setNewPassword({ login: result.value.login, password: result.value.password });
  };

  const edit = editPageRecord(query, {
    what: 'player',
    id,
    back: BACK,
    record: (data) => data.player,
    values: valuesFrom,
  });
  if (edit.page) return edit.page;
  const { record: player, form } = edit;

  return (
    <Stack gap="6">
      <PageHeader
        title={readOnly ? 'View Player' : 'Edit Player'}
        description={`${player.handle} · ${player.firstName} ${player.lastName}`}
        actions={
          readOnly ? null : (
            <Button variant="outline" colorPalette="red" onClick={() => setConfirmReset(true)}>
              Reset password
            </Button>
          )
        }
      />
      {newPassword && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>New password for {newPassword.login}</Alert.Title>
            <Alert.Description>
              <chakra.span fontFamily="mono" fontWeight="semibold">
                {newPassword.password}
              </chakra.span>{' '}
              — shown once; copy it now.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Tabs.Root
        value={tab}
        onValueChange={({ value }) =>
          setSearchParams(value === 'history' ? { tab: 'history' } : {}, { replace: true })
        }
        variant="line"
        colorPalette="teal"
        lazyMount
      >
        <Tabs.List>
          <Tabs.Trigger value="details">Details</Tabs.Trigger>
          <Tabs.Trigger value="history">History</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="details">
          <PlayerForm onSubmit={submit} {...form} readOnly={readOnly} />
        </Tabs.Content>
        <Tabs.Content value="history">
          <PlayerHistory id={id} />
        </Tabs.Content>
      </Tabs.Root>
      <HistoryPanel entityType="Player" entityId={id} />
      <ConfirmDialog
        open={confirmReset}
        variant="warn"
        title="Reset password"
        confirmLabel="Reset password"
        busy={resetting.loading}
        onConfirm={() => void reset()}
        onCancel={() => setConfirmReset(false)}
      >
        {`Give ${player.handle}'s tournament-realm login a new password? The old one stops working.`}
      </ConfirmDialog>
    </Stack>
  );
}

function PlayerForm({
  creating = false,
  ...props
}: EntityFormProps<PlayerFormValues, PlayerFormValues> & { creating?: boolean }) {
  const form = useEntityFormPage(props, {
    noun: 'player',
    validate: validatePlayerForm,
    toInput: (values) => values,
    listPath: BACK.to,
  });
  const { values: draft, errorFor } = form;
  const teams = usePlayerFormTeamsQuery({ variables: { sport: draft.sport } });
  const set = (field: PlayerDraftField, value: string) => form.set(field, value);

  const teamOptions = teams.data?.teams ?? [];
  const field = (
    name: PlayerDraftField,
    label: string,
    helper: string,
    type: TextFieldProps['type'] = 'text',
  ) => (
    <TextField
      label={label}
      value={draft[name]}
      type={type}
      onChange={(value) => set(name, value)}
      error={errorFor(name)}
      helper={helper}
    />
  );

  return (
    <EntityFormFrame
      form={form}
      label="Player"
      fieldLabel={(field) => FIELD_LABELS[field]}
      missing="Fill in handle, first and last name to save."
      saveBar={{ showsErrors: false }}
    >
      <FormPanel>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {field('handle', 'Handle', 'Letters, digits, underscore and space; at most 11.')}
          <SportSelectField
            value={draft.sport}
            onChange={(sport) => set('sport', sport)}
            error={errorFor('sport')}
          />
          {field('firstName', 'First name', 'Required.')}
          {field('lastName', 'Last name', 'Required.')}
          {teams.error && teamOptions.length === 0 ? (
            field('homeTeamId', 'Home team id', 'The teams could not be loaded; enter an id.')
          ) : (
            <SelectField label="Home team" error={errorFor('homeTeamId')}>
              <NativeSelect.Field
                value={draft.homeTeamId}
                onChange={(event) => set('homeTeamId', event.currentTarget.value)}
              >
                <option value="">{teams.loading ? 'Loading teams…' : 'No team'}</option>
                {draft.homeTeamId && !teamOptions.some((t) => t.id === draft.homeTeamId) && (
                  <option value={draft.homeTeamId}>Team {draft.homeTeamId}</option>
                )}
                {teamOptions.map((team) => (
                  <option key={team.id} value={team.id}>
                    {team.name} ({team.tricode})
                  </option>
                ))}
              </NativeSelect.Field>
            </SelectField>
          )}
          <StatusSelectField
            value={draft.status}
            statuses={['active', 'inactive']}
            onChange={(status) => form.set('status', status)}
          />
          {field('photoUrl', 'Photo URL', 'Optional; an http(s) address.', 'url')}
          {field(
            'login',
            'Login',
            'Tournament-realm login, 4 to 24 characters; made from the handle when empty.',
          )}
          {creating &&
            field('password', 'Password', 'Generated when empty. Never shown again.', 'password')}
          {field('puuid', 'PUUID', 'Generated when empty.')}
        </SimpleGrid>
      </FormPanel>
    </EntityFormFrame>
  );
}

const FIELD_LABELS: Record<keyof PlayerFormValues, string> = {
  handle: 'Handle',
  firstName: 'First name',
  lastName: 'Last name',
  photoUrl: 'Photo URL',
  homeTeamId: 'Home team',
  sport: 'Sport',
  login: 'Login',
  password: 'Password',
  puuid: 'PUUID',
  status: 'Status',
};
