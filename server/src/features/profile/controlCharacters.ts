import { ERROR_CODES, type FieldErrors } from '@portal/contracts';
import { ApiError } from '../../plugins/http';

export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters such as tabs or line breaks';

const hasControlCharacter = (value: string) =>
  [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * Every string of the checked profile, by its field path, that holds a control
 * character. PostgreSQL cannot store U+0000 in text or jsonb (the save failed with a
 * 500), and a tab or line break is never meant in these one-line fields, which reach
 * e-mails and the admin's screens. Same rule as account names at sign-up.
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

/** Refuses (400, per field) a checked body with control characters in any of its strings. */
export function refuseControlCharacters(value: unknown): void {
  const errors = controlCharacterErrors(value);
  if (Object.keys(errors).length > 0) {
    throw new ApiError(400, CONTROL_CHARACTER_MESSAGE, { code: ERROR_CODES.validation, errors });
  }
}
