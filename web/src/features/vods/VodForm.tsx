import { Button, Field, Flex, HStack, Input, NativeSelect } from '@chakra-ui/react';
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
import { useMemo, useState, type FormEvent } from 'react';
import type { FieldMessages, SubmitResult } from '../../apollo/mutationOutcome';

interface VodFormProps {
  /** For labels: 'Game 2'. */
  gameLabel: string;
  initialValues: VodDraft;
  locales: readonly string[];
  onSubmit: (draft: VodDraft) => Promise<SubmitResult>;
  onCancel: () => void;
}

export const NEW_VOD: VodDraft = { provider: 'youtube', locale: '', value: '', offset: '' };

/**
 * One vod of a game: provider, locale, the provider's id field and the stats offset typed as
 * hh:mm:ss (spec 1 §5). Messages show once a field was changed or a save was tried.
 */
export function VodForm({ gameLabel, initialValues, locales, onSubmit, onCancel }: VodFormProps) {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldMessages>({});
  const [saving, setSaving] = useState(false);
  const clientErrors = useMemo(() => validateVodDraft(values), [values]);
  const errorOf = (field: keyof VodDraft) =>
    (touched.has(field) ? clientErrors[field] : undefined) ?? serverErrors[field];

  const change = (field: keyof VodDraft, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => new Set(current).add(field));
    setServerErrors({});
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (Object.keys(clientErrors).length > 0) {
      setTouched(new Set(['provider', 'locale', 'value', 'offset']));
      return;
    }
    setSaving(true);
    const result = await onSubmit(values);
    setSaving(false);
    if (!result.ok) setServerErrors(result.fieldErrors);
  };

  const provider: StreamProvider = isStreamProvider(values.provider) ? values.provider : 'youtube';
  const valueLabel = STREAM_CONFIG_LABELS[streamConfigField(provider)];
  const localeOptions =
    values.locale && !locales.includes(values.locale) ? [...locales, values.locale] : locales;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={`VOD of ${gameLabel}`}>
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
    </form>
  );
}
