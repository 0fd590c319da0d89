import { Flex } from '@chakra-ui/react';
import { isStreamProvider, type StreamProvider } from '@esports-admin/schema/rules/stream';
import { validateVodDraft, type VodDraft } from '@esports-admin/schema/rules/vod';
import type { SubmitResult } from '../../apollo/mutationOutcome';
import { CodeInputField } from '../../components/FormFields';
import { InlineForm } from '../../components/InlineForm';
import { InlineFormActions } from '../../components/InlineFormActions';
import { useEntityForm, type LatestRecord } from '../../components/useEntityForm';
import { StreamSourceFields } from './StreamSourceFields';

interface VodFormProps {
  /** For labels: 'Game 2'. */
  gameLabel: string;
  initialValues: VodDraft;
  /** The version of the vod being edited, sent back as `expectedVersion` (edit only). */
  version?: string;
  locales: readonly string[];
  onSubmit: (draft: VodDraft, expectedVersion: string | undefined) => Promise<SubmitResult>;
  /** Reads the vod again when a save finds it changed meanwhile (edit only). */
  loadLatest?: () => Promise<LatestRecord<VodDraft> | null>;
  onCancel: () => void;
}

const FIELD_LABELS: Record<keyof VodDraft, string> = {
  provider: 'Provider',
  locale: 'Locale',
  value: 'Video',
  offset: 'Offset',
};

export const NEW_VOD: VodDraft = { provider: 'youtube', locale: '', value: '', offset: '' };

/**
 * One vod of a game: provider, locale, the provider's id field and the stats offset typed as
 * hh:mm:ss (spec 1 §5). Messages show once a field was changed or a save was tried.
 */
export function VodForm({
  gameLabel,
  initialValues,
  version,
  locales,
  onSubmit,
  loadLatest,
  onCancel,
}: VodFormProps) {
  const entity = useEntityForm({
    initialValues,
    version,
    noun: 'VOD',
    validate: validateVodDraft,
    save: onSubmit,
    loadLatest,
  });
  const { values, saving } = entity;
  const errorOf = (field: keyof VodDraft) => entity.errorFor(field);
  const change = (field: keyof VodDraft, value: string) => entity.set(field, value);

  const provider: StreamProvider = isStreamProvider(values.provider) ? values.provider : 'youtube';

  return (
    <InlineForm
      form={entity}
      label={`VOD of ${gameLabel}`}
      fieldLabel={(field) => FIELD_LABELS[field]}
      display="flex"
      flexDirection="column"
      gap="3"
    >
      <Flex gap="3" align="flex-start" wrap="wrap" bg="bg.subtle" rounded="md" p="3">
        <StreamSourceFields
          provider={provider}
          locale={values.locale}
          value={values.value}
          locales={locales}
          onChange={change}
          errorOf={errorOf}
          selectW="40"
          valueMinW="48"
        />
        <CodeInputField
          label="Offset"
          size="sm"
          w="36"
          value={values.offset}
          placeholder="hh:mm:ss"
          onChange={(offset) => change('offset', offset)}
          error={errorOf('offset')}
        />
        <InlineFormActions saving={saving} onCancel={onCancel} />
      </Flex>
    </InlineForm>
  );
}
