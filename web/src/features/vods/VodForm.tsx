import { Button, Field, Flex, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import {
  STREAM_CONFIG_LABELS,
  STREAM_PROVIDER_LABELS,
  STREAM_PROVIDERS,
  isStreamProvider,
  streamConfigField,
  type StreamProvider,
} from '@esports-admin/schema/rules/stream';
import {
  LOCALE_PLACEHOLDER,
  validateVodDraft,
  type VodDraft,
} from '@esports-admin/schema/rules/vod';
import type { SubmitResult } from '../../apollo/mutationOutcome';
import { ConflictNotice } from '../../components/ConflictNotice';
import { useEntityForm, type LatestRecord } from '../../components/useEntityForm';

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
  const valueLabel = STREAM_CONFIG_LABELS[streamConfigField(provider)];
  const localeOptions =
    values.locale && !locales.includes(values.locale) ? [...locales, values.locale] : locales;

  return (
    <form onSubmit={entity.submit} noValidate aria-label={`VOD of ${gameLabel}`}>
      <Stack gap="3">
        {entity.conflict && (
          <ConflictNotice
            conflict={entity.conflict}
            noun="VOD"
            fieldLabel={(field) => FIELD_LABELS[field]}
            onReload={entity.reload}
            onReapply={entity.reapply}
          />
        )}
        <Flex gap="3" align="flex-start" wrap="wrap" bg="bg.subtle" rounded="md" p="3">
          <Field.Root w="40">
            <Field.Label>Provider</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={provider}
                onChange={(event) => change('provider', event.currentTarget.value)}
              >
                {STREAM_PROVIDERS.map((p) => (
                  <option key={p} value={p}>
                    {STREAM_PROVIDER_LABELS[p]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root invalid={Boolean(errorOf('locale'))} w="40">
            <Field.Label>Locale</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={values.locale}
                onChange={(event) => change('locale', event.currentTarget.value)}
              >
                <option value="">{LOCALE_PLACEHOLDER}</option>
                {localeOptions.map((locale) => (
                  <option key={locale} value={locale}>
                    {locale}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errorOf('locale')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errorOf('value'))} flex="1" minW="48">
            <Field.Label>{valueLabel}</Field.Label>
            <Input
              size="sm"
              value={values.value}
              onChange={(event) => change('value', event.currentTarget.value)}
              fontFamily="mono"
              bg="bg.panel"
              autoComplete="off"
              spellCheck={false}
            />
            <Field.ErrorText>{errorOf('value')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errorOf('offset'))} w="36">
            <Field.Label>Offset</Field.Label>
            <Input
              size="sm"
              value={values.offset}
              placeholder="hh:mm:ss"
              onChange={(event) => change('offset', event.currentTarget.value)}
              fontFamily="mono"
              bg="bg.panel"
              autoComplete="off"
            />
            <Field.ErrorText>{errorOf('offset')}</Field.ErrorText>
          </Field.Root>
          <HStack gap="2" mt="6">
            <Button size="sm" type="submit" colorPalette="teal" loading={saving}>
              Save
            </Button>
            <Button size="sm" variant="ghost" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
          </HStack>
        </Flex>
      </Stack>
      {entity.leaveDialog}
    </form>
  );
}
