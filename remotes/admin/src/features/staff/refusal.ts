import { RequestError, SERVER_MESSAGES } from '../../api';

/** What a failed staff change says: the server's words when it gave them. */
export const refusalText = (failure: unknown): string =>
  failure instanceof RequestError ? failure.message : SERVER_MESSAGES.failed;
