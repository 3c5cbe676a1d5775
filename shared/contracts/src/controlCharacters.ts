import { hasControlCharacter } from '@portal/rules/controlCharacters';
import type { FieldErrors } from './errorCodes';

// The answer's words for the one control-character rule (@portal/rules/controlCharacters).

/** The per-field message for a one-line field holding a control character. */
export const CONTROL_CHARACTER_MESSAGE =
  'Must not contain control or invisible characters, such as tabs, line breaks or direction marks';

/**
 * Every string of `value` (a checked object, nested), by its dotted field path, that holds a
 * control character.
 */
export function controlCharacterErrors(value: unknown, path = ''): FieldErrors {
  if (typeof value === 'string')
    return hasControlCharacter(value) ? { [path]: [CONTROL_CHARACTER_MESSAGE] } : {};
  if (typeof value !== 'object' || value === null) return {};
  const errors: FieldErrors = {};
  for (const [key, item] of Object.entries(value)) {
    Object.assign(errors, controlCharacterErrors(item, path ? `${path}.${key}` : key));
  }
  return errors;
}
