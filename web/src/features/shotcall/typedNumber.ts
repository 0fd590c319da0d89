/** A number field's text as the shared rules read it: NaN when empty, so "required" shows. */
export const typedNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
