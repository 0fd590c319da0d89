/** The tricode rule shared by teams and organizations, in the gateway and the web. */
import { TRICODE_MAX_LENGTH } from './constants';
import { MESSAGES, validateRequired, validateString, type RuleResult } from './validation';

const TRICODE_CHARACTERS = /^[A-Z0-9]+$/;

/** Required, at most TRICODE_MAX_LENGTH upper-case letters or digits. */
export function validateTricode(value: string): RuleResult {
  return (
    validateRequired(value) ??
    validateString('Tricode', value, TRICODE_MAX_LENGTH + 1) ??
    (TRICODE_CHARACTERS.test(value) ? null : MESSAGES.fieldNotValid)
  );
}
