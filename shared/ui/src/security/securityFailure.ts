import { RequestError } from '@portal/auth';
import { MESSAGES, type FieldErrors } from '@portal/contracts';

/** What a failed security call says: a RequestError's words and field errors, else the general text. */
export function failureOf(failure: unknown): { message: string; errors: FieldErrors } {
  return failure instanceof RequestError
    ? { message: failure.message, errors: failure.errors }
    : { message: MESSAGES.unexpected, errors: {} };
}
