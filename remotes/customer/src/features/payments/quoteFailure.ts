import { JOURNEY_CODES, JOURNEY_MESSAGES } from '@portal/contracts/paymentJourney';
import { RequestError, SERVER_MESSAGES } from '../../api';

/** What a refused quote or submission means for the payment page. */
export type QuoteFailure =
  | { kind: 'notApproved' }
  /** The quote ran out (410) or was used (409): offer a fresh one in place. */
  | { kind: 'quoteGone'; message: string }
  | { kind: 'other'; message: string };

export function quoteFailureOf(failure: unknown): QuoteFailure {
  if (!(failure instanceof RequestError)) return { kind: 'other', message: SERVER_MESSAGES.failed };
  if (failure.code === JOURNEY_CODES.accountNotApproved) return { kind: 'notApproved' };
  if (failure.code === JOURNEY_CODES.quoteExpired || failure.status === 410)
    return { kind: 'quoteGone', message: JOURNEY_MESSAGES.quoteExpired };
  if (failure.code === JOURNEY_CODES.quoteUsed)
    return { kind: 'quoteGone', message: JOURNEY_MESSAGES.quoteUsed };
  if (failure.code === JOURNEY_CODES.quoteUnavailable)
    return { kind: 'other', message: JOURNEY_MESSAGES.quoteUnavailable };
  return { kind: 'other', message: failure.message };
}
