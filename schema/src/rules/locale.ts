/** Locale codes (spec 3 §3, §5): one pattern for the forms, the gateway and the sandbox. */

const LOCALE_CODE = /^[a-z]{2}_[A-Z]{2}$/;

/** A locale code such as en_US or ko_KR. */
export const isLocaleCode = (value: string) => LOCALE_CODE.test(value);

/** Spec 3 §5: locale list options begin with this placeholder. */
export const LOCALE_PLACEHOLDER = 'Select a Locale';
