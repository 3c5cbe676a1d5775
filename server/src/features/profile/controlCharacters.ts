import { CONTROL_CHARACTER_MESSAGE, ERROR_CODES, controlCharacterErrors } from '@portal/contracts';
import { ApiError } from '../../plugins/http';

/**
 * Refuses (400, per field) a checked profile with control characters in any of its strings
 * (the one rule of @portal/contracts; same as account names at sign-up).
 */
export function refuseControlCharacters(value: unknown): void {
  const errors = controlCharacterErrors(value);
  if (Object.keys(errors).length > 0) {
    throw new ApiError(400, CONTROL_CHARACTER_MESSAGE, { code: ERROR_CODES.validation, errors });
  }
}
