import { Stack, Text } from '@chakra-ui/react';
import { BANNER_STATUS_LABELS } from '@esports-admin/schema/rules/banners';
import { useNavigate } from 'react-router-dom';
import type { BannerListPage_LeagueFragment } from '../../__generated__/graphql';
import { LabeledSelectField } from '../../components/CompactSelectField';
import { FormDialog } from '../../components/FormDialog';
import { useDialogForm } from '../../components/useDialogForm';
import { bannerLeagueName } from './bannerLeagueName';
import { bannerEditorPath } from './bannersPaths';

interface NewConfigurationValues {
  /** Banners service league id; '' until one is chosen. */
  leagueId: string;
  patch: string;
}

const EMPTY: NewConfigurationValues = { leagueId: '', patch: '' };

const validate = ({ leagueId, patch }: NewConfigurationValues) => ({
  leagueId: leagueId ? undefined : 'Choose a league.',
  patch: patch ? undefined : 'Choose a patch.',
});

/** Nothing is sent: the editor makes the configuration, this only says for which league and patch. */
const chosen = () => Promise.resolve({ ok: true as const, value: null });

/** "New configuration": a league by name and a patch in the spec's order, then their editor. */
export default function NewConfigurationDialog({
  leagues,
  patches,
  onClose,
}: {
  leagues: readonly BannerListPage_LeagueFragment[];
  /** bannerPatches, in the spec's order. */
  patches: readonly string[];
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const form = useDialogForm<NewConfigurationValues>({
    initialValues: EMPTY,
    noun: 'choice of league and patch',
    validate,
    save: chosen,
    onClose,
    onSaved: ({ leagueId, patch }) => void navigate(bannerEditorPath(leagueId, patch)),
  });
  const league = leagues.find((l) => l.id === form.values.leagueId);
  const made = new Map(league?.patches.map((p) => [p.patch, p.configuration]));
  const leagueOptions = [...leagues]
    .sort((a, b) => bannerLeagueName(a).localeCompare(bannerLeagueName(b)))
    .map((l) => ({ value: l.id, label: bannerLeagueName(l) }));
  const patchOptions = patches.map((patch) => {
    const configuration = made.get(patch);
    return {
      value: patch,
      label: configuration
        ? `${patch} (v${configuration.configVersion}, ${BANNER_STATUS_LABELS[configuration.status]})`
        : patch,
    };
  });
  return (
    <FormDialog form={form} open title="New configuration" submitLabel="Open editor">
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          Choose a league and a patch: the editor places the banners and creates the next
          configuration of that patch.
        </Text>
        <LabeledSelectField
          label="League"
          w="full"
          options={[{ value: '', label: 'Choose a league…' }, ...leagueOptions]}
          {...form.textField('leagueId')}
        />
        <LabeledSelectField
          label="Patch"
          w="full"
          options={[{ value: '', label: 'Choose a patch…' }, ...patchOptions]}
          {...form.textField('patch')}
        />
      </Stack>
    </FormDialog>
  );
}
