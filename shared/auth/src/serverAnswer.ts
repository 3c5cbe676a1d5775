import type { FieldErrors } from '@portal/contracts';
import type * as z from 'zod/mini';
import { failureOf, type ApiClient, type ApiResult } from './apiClient';
import { checkAgainst } from './schemaCheck';

/** What a screen says when a call fails without words of the server's own to quote. */
export const SERVER_MESSAGES = {
  unreachable: 'The server could not be reached. Please check your connection and try again.',
  unexpected: 'The server answered in a way this page does not understand. Please try again.',
  failed: 'The request could not be completed. Please try again.',
  fileMissing: 'This file could not be found. It may have been replaced by a newer upload.',
  fileFailed: 'The file could not be opened. Please try again.',
} as const;

export interface RequestErrorDetails {
  /** The HTTP status, or 0 when the server could not be reached. */
  status: number;
  /** The server's machine-readable reason (one of the contracts' ERROR_CODES), when it gave one. */
  code?: string;
  /** Per-field refusals, keyed by the field's path in the body (`reason`, `directorInfo.0.ninOrBvn`). */
  errors?: FieldErrors;
}

/**
 * A refused or failed call of an area's data source. Screens act on what it carries:
 * a field's message shows next to that field, a 409 `ALREADY_DECIDED` refreshes a
 * review list, anything else shows as an alert in the server's own words.
 */
export class RequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: FieldErrors;

  constructor(message: string, { status, code, errors = {} }: RequestErrorDetails) {
    super(message);
    this.name = 'RequestError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

/**
 * Sends one call and answers its `data` checked against the contract's schema. A
 * refusal becomes a RequestError carrying the server's message, code and field
 * errors (or, when the body has no message, the one `messageByStatus` gives its
 * status: a proxy may answer an oversized upload itself); an answer of the wrong
 * shape is refused too, so a screen never shows half-understood data. The schema comes
 * from the caller (an area's own code), so reading answers puts no zod in the shell.
 */
export async function readAnswer<Schema extends z.ZodMiniType>(
  send: () => Promise<ApiResult<unknown>>,
  schema: Schema,
  messageByStatus: Partial<Record<number, string>> = {},
): Promise<z.infer<Schema>> {
  let result: ApiResult<unknown>;
  try {
    result = await send();
  } catch {
    throw new RequestError(SERVER_MESSAGES.unreachable, { status: 0 });
  }
  if (!result.ok || !result.body?.success) {
    const failure = failureOf(result);
    throw new RequestError(failure?.message || messageByStatus[result.status] || SERVER_MESSAGES.failed, {
      status: result.status,
      code: failure?.code,
      errors: failure?.errors,
    });
  }
  const checked = await checkAgainst(schema, result.body.data);
  if (!checked.ok) throw new RequestError(SERVER_MESSAGES.unexpected, { status: result.status });
  return checked.value;
}

/**
 * The bytes of a file (a document, an invoice) behind an authorised route. A plain
 * link cannot carry the bearer token, so the client downloads it.
 */
export async function readFile(client: Pick<ApiClient, 'download'>, path: string): Promise<Blob> {
  let result: Awaited<ReturnType<ApiClient['download']>>;
  try {
    result = await client.download(path);
  } catch {
    throw new RequestError(SERVER_MESSAGES.unreachable, { status: 0 });
  }
  if (!result.ok) {
    const message = result.status === 404 ? SERVER_MESSAGES.fileMissing : SERVER_MESSAGES.fileFailed;
    throw new RequestError(message, { status: result.status });
  }
  return result.blob;
}
