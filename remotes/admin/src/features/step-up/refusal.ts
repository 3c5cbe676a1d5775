import { isStepUpRefusal } from '@portal/contracts/stepUp';
import { RequestError, SERVER_MESSAGES } from '../../api';

/** What a refused change says above its form: the server's words when it gave them. */
export const refusalText = (failure: unknown): string =>
  failure instanceof RequestError ? failure.message : SERVER_MESSAGES.failed;

/**
 * The words to stand next to the code field: a refused step-up's (a missing or wrong code:
 * STEP_UP_REQUIRED / STEP_UP_FAILED), or a refused body's own words for `stepUp` (a 400,
 * say a code too long); null for any other failure. Every form with the field reads its
 * refusals through this one.
 */
export function stepUpRefusal(failure: unknown): string | null {
  if (!(failure instanceof RequestError)) return null;
  const fieldWords = failure.errors.stepUp?.[0];
  if (isStepUpRefusal(failure.code)) return fieldWords ?? failure.message;
  return fieldWords ?? null;
}
