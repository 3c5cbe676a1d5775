import { isStepUpRefusal } from '@portal/contracts';
import { RequestError, SERVER_MESSAGES } from '../../api';

/** What a refused change says above its form: the server's words when it gave them. */
export const refusalText = (failure: unknown): string =>
  failure instanceof RequestError ? failure.message : SERVER_MESSAGES.failed;

/**
 * The words of a refused step-up (a missing or wrong code: STEP_UP_REQUIRED / STEP_UP_FAILED),
 * to stand next to the code field; null for any other failure. Every form with the field
 * reads its refusals through this one.
 */
export const stepUpRefusal = (failure: unknown): string | null =>
  failure instanceof RequestError && isStepUpRefusal(failure.code)
    ? (failure.errors.stepUp?.[0] ?? failure.message)
    : null;
