import { failureOf, type ApiResult } from '@portal/auth';
import * as z from 'zod/mini';
import { AdminRequestError } from '../AdminRequestError';

export const SERVER_MESSAGES = {
  unreachable: 'The server could not be reached. Please check your connection and try again.',
  unexpected: 'The server answered in a way this page does not understand. Please try again.',
  failed: 'The request could not be completed. Please try again.',
  fileMissing: 'This file could not be found. It may have been replaced by a newer upload.',
  fileFailed: 'The file could not be opened. Please try again.',
} as const;

/**
 * Sends one call and answers its `data` checked against the contract's schema. A
 * refusal becomes an AdminRequestError carrying the server's message, code and
 * field errors; an answer of the wrong shape is refused too, so a screen never
 * shows half-understood rows.
 */
export async function readAnswer<Schema extends z.ZodMiniType>(
  send: () => Promise<ApiResult<unknown>>,
  schema: Schema,
): Promise<z.infer<Schema>> {
  let result: ApiResult<unknown>;
  try {
    result = await send();
  } catch {
    throw new AdminRequestError(SERVER_MESSAGES.unreachable, { status: 0 });
  }
  if (!result.ok || !result.body?.success) {
    const failure = failureOf(result);
    throw new AdminRequestError(failure?.message || SERVER_MESSAGES.failed, {
      status: result.status,
      code: failure?.code,
      errors: failure?.errors,
    });
  }
  const parsed = z.safeParse(schema, result.body.data);
  if (!parsed.success) throw new AdminRequestError(SERVER_MESSAGES.unexpected, { status: result.status });
  return parsed.data;
}
