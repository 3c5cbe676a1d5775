import { RequestError } from '@portal/auth';
import type { FieldErrors } from '@portal/contracts/errorCodes';
import { MESSAGES } from '@portal/contracts/messages';

/** What a failed security call says: a RequestError's words and field errors, else the general text. */
export function failureOf(failure: unknown): { message: string; errors: FieldErrors } {
  return failure instanceof RequestError
    ? { message: failure.message, errors: failure.errors }
    : { message: MESSAGES.unexpected, errors: {} };
}

/** What to show for a failed security read: the server's message (a RequestError's), or a general one. */
export function refusalMessage(failure: unknown): string {
  return failure instanceof RequestError
    ? failure.message
    : 'This information could not be loaded. Please try again.';
}
