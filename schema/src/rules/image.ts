/** Image URL rules shared by every form that takes a logo or picture address (spec 1 §5). */
import { MESSAGES, type RuleResult } from './validation';

/** Empty means "no image"; anything else must be an absolute http(s) address. */
export function validateImageUrl(value: string | null | undefined): RuleResult {
  if (value == null || value.trim() === '') return null;
  try {
    const { protocol } = new URL(value.trim());
    return protocol === 'http:' || protocol === 'https:' ? null : MESSAGES.fieldNotValid;
  } catch {
    return MESSAGES.fieldNotValid;
  }
}
