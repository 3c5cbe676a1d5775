import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { firstErrors } from '@portal/contracts/fieldErrors';
import { REVIEW_MESSAGES } from '@portal/contracts/review';
import { RequestError } from '../../api';

/**
 * Why a decision did not happen, and so what the screen does next:
 * - `field`: the server refused a field (the reason); the dialog shows it beside the field.
 * - `retry`: the call failed (network, server); the dialog stays open to try again.
 * - `stale`: the row changed under the admin (someone decided first, it is gone, or
 *   its documents changed); the dialog closes, the page says why and reads the list again.
 */
export type DecisionFailure =
  | { kind: 'field'; errors: Record<string, string>; message: string }
  | { kind: 'retry'; message: string }
  | { kind: 'stale'; message: string };

export const DECISION_FAILED = 'The decision could not be saved. Please try again.';

export function decisionFailure(error: unknown): DecisionFailure {
  if (!(error instanceof RequestError)) {
    return {
      kind: 'retry',
      message: error instanceof Error && error.message ? error.message : DECISION_FAILED,
    };
  }
  if (error.code === ERROR_CODES.alreadyDecided)
    return { kind: 'stale', message: REVIEW_MESSAGES.alreadyDecided };
  if (error.status === 409 || error.status === 404) return { kind: 'stale', message: error.message };
  const errors = firstErrors(error.errors);
  if (Object.keys(errors).length > 0) return { kind: 'field', errors, message: error.message };
  return { kind: 'retry', message: error.message || DECISION_FAILED };
}
