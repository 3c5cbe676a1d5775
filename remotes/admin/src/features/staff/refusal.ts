import { isStepUpRefusal } from '@portal/contracts';
import { RequestError, SERVER_MESSAGES } from '../../api';

/** What a failed staff change says: the server's words when it gave them. */
export const refusalText = (failure: unknown): string =>
  failure instanceof RequestError ? failure.message : SERVER_MESSAGES.failed;

/** The words of a refused step-up (missing or wrong code), to stand next to its field; null otherwise. */
export const stepUpRefusal = (failure: unknown): string | null =>
  failure instanceof RequestError && isStepUpRefusal(failure.code)
    ? (failure.errors.stepUp?.[0] ?? failure.message)
    : null;
