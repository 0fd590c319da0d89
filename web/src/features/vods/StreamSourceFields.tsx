import type { StreamProvider } from '@esports-admin/schema/rules/stream';
import { LOCALE_PLACEHOLDER } from '@esports-admin/schema/rules/locale';
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
  const field = (part: SourcePart) => ({
    value: { provider, locale, value }[part],
    onChange: (next: string) => onChange(part, next),
    error: part === 'provider' ? providerError : errorOf(part),
  });
  return (
    <>
      <StreamProviderField size="sm" w={selectW} {...field('provider')} />
      <StreamLocaleField
        size="sm"
        w={selectW}
        {...field('locale')}
        locales={locales}
        placeholder={LOCALE_PLACEHOLDER}
      />
      <StreamConfigField
        provider={provider}
        size="sm"
        flex="1"
        minW={valueMinW}
        {...field('value')}
      />
    </>
  );
}
