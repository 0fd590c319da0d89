import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { rarityType, validateRarityDraft } from '@esports-admin/schema/rules/drops';
import { useRarityListPageCreateMutation } from '../../../__generated__/hooks';
import { runMutation } from '../../../apollo/mutationOutcome';
import { ColorField } from '../../../components/ColorField';
import {
  LabeledSelectField,
  type CompactSelectOption,
} from '../../../components/CompactSelectField';
import { TextField } from '../../../components/FormFields';
import { InlineForm } from '../../../components/InlineForm';
import { useEntityForm } from '../../../components/useEntityForm';
import { RarityBadge } from './RarityBadge';

const EMPTY = {
  name: '',
  league: '',
  type: '',
  badgeForegroundColor: '#ffffff',
  badgeBackgroundColor: '#0b5cad',
  notificationColorOne: '',
  notificationColorTwo: '',
};
type RarityDraft = typeof EMPTY;

/** The new rarity's colours in the order of the form's grid; null leaves a cell empty. */
const COLOR_FIELDS: readonly ({ key: keyof RarityDraft; label: string } | null)[] = [
  { key: 'badgeForegroundColor', label: 'Badge text colour' },
  { key: 'badgeBackgroundColor', label: 'Badge background colour' },
  null,
  { key: 'notificationColorOne', label: 'Notification colour one' },
  { key: 'notificationColorTwo', label: 'Notification colour two' },
];

/** The "New rarity" box above the rarity list: a preview of the badge, then Create Rarity. */
export function RarityCreateForm({
  leagueOptions,
  onCreated,
}: {
  leagueOptions: readonly CompactSelectOption[];
  onCreated: () => void;
}) {
  const [createRarity] = useRarityListPageCreateMutation();
  const form = useEntityForm<RarityDraft>({
    initialValues: EMPTY,
    noun: 'rarity',
    validate: validateRarityDraft,
    save: (draft) =>
      runMutation(
        createRarity({
          variables: {
            input: {
              ...draft,
              type: rarityType(draft.type),
              notificationColorOne: draft.notificationColorOne || null,
              notificationColorTwo: draft.notificationColorTwo || null,
            },
          },
        }),
        (answer) => answer.createRarity,
      ),
    onSaved: () => {
      form.reset(EMPTY);
      onCreated();
    },
  });
  return (
    <InlineForm
      form={form}
      label="New rarity"
      borderWidth="1px"
      rounded="xl"
      p={{ base: '4', md: '5' }}
      bg="bg.panel"
    >
      <Text fontWeight="semibold" mb="3">
        New rarity
      </Text>
      {/* Three colour fields a row leave the hex box a few characters below 1024 px. */}
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} gap="4">
        <TextField label="Name" {...form.textField('name')} />
        <LabeledSelectField
          label="League"
          ariaLabel="League"
          size="md"
          w="full"
          options={[{ value: '', label: 'Select a League' }, ...leagueOptions]}
          {...form.textField('league')}
        />
        <TextField label="Type" placeholder="common" {...form.textField('type')} />
        {COLOR_FIELDS.map((field) =>
          field ? (
            <ColorField key={field.key} label={field.label} {...form.textField(field.key)} />
          ) : (
            // The notification colours start a row of their own in three columns.
            <Box key="row-break" display={{ base: 'none', lg: 'block' }} />
          ),
        )}
        <Stack gap="2" justify="flex-end">
          <Text fontSize="sm" color="fg.muted">
            Preview
          </Text>
          <RarityBadge {...form.values} />
        </Stack>
      </Grid>
      <HStack mt="4" justify="flex-end">
        <Button
          type="submit"
          colorPalette="teal"
          disabled={form.invalid || form.saving}
          loading={form.saving}
        >
          Create Rarity
        </Button>
      </HStack>
    </InlineForm>
  );
}
