import { firstErrors } from '@portal/contracts/fieldErrors';
import { currentStateOf, JOURNEY_CODES, JOURNEY_MESSAGES } from '@portal/contracts/paymentJourney';
import { isPaymentState } from '@portal/rules/paymentLifecycle';
import { PAYMENT_STATE_LABELS } from '@portal/words/paymentStates';
import { RequestError } from '../../api';

/**
 * Why a move did not happen, and so what the dialog does next:
 * - `field`: a field was refused (a short amount among them); shown beside it, nothing changed.
 * - `moved`: the request is no longer in a state that allows the move (409); the dialog
 *   closes, the page says so and reads the request again.
 * - `retry`: the call failed; the dialog stays open to try again.
 */
export type MoveFailure =
  | { kind: 'field'; errors: Record<string, string>; message: string }
  | { kind: 'moved'; message: string }
  | { kind: 'retry'; message: string };

export const MOVE_FAILED = 'The change could not be saved. Please try again.';

/** "PAY-1001 has moved on (it is now Cancelled); it has been read again." */
function movedOn(reference: string, errors: RequestError['errors']): string {
  const state = currentStateOf(errors);
  const now = isPaymentState(state) ? ` (it is now ${PAYMENT_STATE_LABELS[state]})` : '';
  return `Payment request ${reference} has moved on${now}, so nothing was changed. It has been read again.`;
}

export function moveFailure(error: unknown, reference: string): MoveFailure {
  if (!(error instanceof RequestError)) return { kind: 'retry', message: MOVE_FAILED };
  if (error.code === JOURNEY_CODES.wrongState || error.status === 409 || error.status === 404)
    return { kind: 'moved', message: movedOn(reference, error.errors) };
  if (error.code === JOURNEY_CODES.amountShort) {
    const message = error.message || JOURNEY_MESSAGES.amountShort;
    return { kind: 'field', errors: { amountReceived: message }, message };
  }
  const errors = firstErrors(error.errors);
  if (Object.keys(errors).length > 0) return { kind: 'field', errors, message: error.message };
  return { kind: 'retry', message: error.message || MOVE_FAILED };
}
