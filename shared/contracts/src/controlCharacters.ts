import type { FieldErrors } from './api';

// One rule for "no control characters", used by the server's checks and the browsers' forms.
// PostgreSQL cannot store or compare U+0000 in text (queries failed with a 500), and the other
// C0 controls and DEL are never meant in a one-line field: they would reach e-mails and screens.

/** A C0 control character (U+0000–U+001F) or DEL (U+007F). */
export const isControlCharacter = (char: string): boolean => {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/** The line breaks and tab a multi-line text area may hold (a reason, a note). */
const LAYOUT_CHARACTERS = new Set(['\t', '\n', '\r']);

/** Whether a one-line value holds any control character. */
export const hasControlCharacter = (value: string): boolean => [...value].some(isControlCharacter);

/** Whether a multi-line value holds a control character other than tab and line breaks. */
export const hasControlCharacterBesidesLayout = (value: string): boolean =>
  [...value].some((char) => isControlCharacter(char) && !LAYOUT_CHARACTERS.has(char));

/** The per-field message for a one-line field holding a control character. */
export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters such as tabs or line breaks';

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
