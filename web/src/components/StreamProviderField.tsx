import {
  STREAM_CONFIG_LABELS,
  STREAM_PROVIDER_LABELS,
  STREAM_PROVIDERS,
  isStreamProvider,
  streamConfigField,
  type StreamProvider,
} from '@esports-admin/schema/rules/stream';
import type { ComponentProps } from 'react';
import { LabeledSelectField } from './CompactSelectField';
import { CodeInputField } from './FormFields';

const PROVIDER_OPTIONS = STREAM_PROVIDERS.map((provider) => ({
  value: provider,
  label: STREAM_PROVIDER_LABELS[provider],
}));

/** The provider of a stream or vod, labelled 'Provider', with every provider to pick from. */
export function StreamProviderField({
  onChange,
  ...props
}: Omit<ComponentProps<typeof LabeledSelectField>, 'label' | 'options' | 'onChange'> & {
  onChange: (provider: StreamProvider) => void;
}) {
  return (
    <LabeledSelectField
      label="Provider"
      options={PROVIDER_OPTIONS}
      onChange={(provider) => {
        if (isStreamProvider(provider)) onChange(provider);
      }}
      {...props}
    />
  );
}

/**
 * The locale of a stream or vod, labelled 'Locale': `placeholder` (for no locale yet) first, then
 * `locales`, and a stored locale the list lacks so that it still shows.
 */
export function StreamLocaleField({
  locales,
  placeholder,
  value,
  ...props
}: Omit<ComponentProps<typeof LabeledSelectField>, 'label' | 'options'> & {
  value: string;
  locales: readonly string[];
  placeholder?: string;
}) {
  const known = value && !locales.includes(value) ? [...locales, value] : locales;
  return (
    <LabeledSelectField
      label="Locale"
      value={value}
      options={[
        ...(placeholder === undefined ? [] : [{ value: '', label: placeholder }]),
        ...known.map((locale) => ({ value: locale, label: locale })),
      ]}
      {...props}
    />
  );
}

/**
 * The field a provider identifies a stream by (Video ID, Channel ID or Parameter), labelled so;
 * `rowName` ('stream 2') tells repeated rows apart for assistive technology.
 */
export function StreamConfigField({
  provider,
  rowName,
  ...props
}: Omit<ComponentProps<typeof CodeInputField>, 'label' | 'ariaLabel' | 'spellCheck'> & {
  provider: StreamProvider;
  rowName?: string;
}) {
  const label = STREAM_CONFIG_LABELS[streamConfigField(provider)];
  return (
    <CodeInputField
      label={label}
      {...(rowName ? { ariaLabel: `${label} of ${rowName}` } : {})}
      spellCheck={false}
      {...props}
    />
  );
}
