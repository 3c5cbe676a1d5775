import { RequestError, SERVER_MESSAGES } from '../../api';

/** What a failed change says: the server's words when it gave them. */
export const refusalText = (failure: unknown): string =>
  failure instanceof RequestError ? failure.message : SERVER_MESSAGES.failed;

/** The server's words for one field of a refused form, if it named that field. */
export const fieldRefusal = (failure: unknown, field: string): string | undefined =>
  failure instanceof RequestError ? failure.errors?.[field]?.[0] : undefined;
