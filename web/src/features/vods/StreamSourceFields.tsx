import type { StreamProvider } from '@esports-admin/schema/rules/stream';
import { LOCALE_PLACEHOLDER } from '@esports-admin/schema/rules/vod';
import {
  StreamConfigField,
  StreamLocaleField,
  StreamProviderField,
} from '../../components/StreamProviderField';

type SourcePart = 'provider' | 'locale' | 'value';

/**
 * Where a vod or POV plays: its provider, locale (no locale until one is picked) and the
 * provider's id field, in a one-row form. `providerError` is shown only where the form has one.
 */
export function StreamSourceFields({
  provider,
  locale,
  value,
  locales,
  onChange,
  errorOf,
  providerError,
  selectW,
  valueMinW,
}: {
  provider: StreamProvider;
  locale: string;
  value: string;
  locales: readonly string[];
  onChange: (part: SourcePart, value: string) => void;
  errorOf: (part: SourcePart) => string | undefined;
  providerError?: string | undefined;
  selectW: '36' | '40';
  valueMinW: '40' | '48';
}) {
  return (
    <>
      <StreamProviderField
        size="sm"
        w={selectW}
        value={provider}
        onChange={(next) => onChange('provider', next)}
        error={providerError}
      />
      <StreamLocaleField
        size="sm"
        w={selectW}
        value={locale}
        onChange={(next) => onChange('locale', next)}
        locales={locales}
        placeholder={LOCALE_PLACEHOLDER}
        error={errorOf('locale')}
      />
      <StreamConfigField
        provider={provider}
        size="sm"
        flex="1"
        minW={valueMinW}
        value={value}
        onChange={(next) => onChange('value', next)}
        error={errorOf('value')}
      />
    </>
  );
}
