import type { FieldErrors } from '@portal/contracts/errorCodes';
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
  /** The server's own words, when its refusal carried a message (a form may prefer its own text otherwise). */
  serverMessage?: string;
  /** Whether a JSON answer came back at all; false when the server could not be reached. */
  answered?: boolean;
}

/**
 * How every call of @portal/auth (and every area's data layer through `readAnswer`)
 * answers: it resolves with the parsed data, or rejects with a RequestError. Screens act on what it carries:
 * a field's message shows next to that field, a 409 `ALREADY_DECIDED` refreshes a
 * review list, anything else shows as an alert in the server's own words.
 */
export class RequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: FieldErrors;
  readonly serverMessage: string | undefined;
  readonly answered: boolean;

  constructor(
    message: string,
    { status, code, errors = {}, serverMessage, answered = status !== 0 }: RequestErrorDetails,
  ) {
    super(message);
    this.name = 'RequestError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.serverMessage = serverMessage;
    this.answered = answered;
  }
}

/** The server could not be reached (or the answers' schemas could not be downloaded): nothing was answered. */
export const unreachable = (message: string = SERVER_MESSAGES.unreachable) =>
  new RequestError(message, { status: 0, answered: false });

/** A refused call's RequestError: the server's message, else `fallback`, with its code and field errors. */
export function refusalOf(result: ApiResult<unknown>, fallback: string): RequestError {
  const failure = failureOf(result);
  const serverMessage = failure?.message?.trim() || undefined;
  return new RequestError(serverMessage ?? fallback, {
    status: result.status,
    code: failure?.code,
    errors: failure?.errors,
    serverMessage,
    answered: result.body !== null,
  });
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
      serverMessage: failure?.message || undefined,
      answered: result.body !== null,
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
