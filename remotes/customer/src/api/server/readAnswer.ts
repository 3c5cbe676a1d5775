import { failureOf, type ApiResult } from '@portal/auth';
import { UPLOAD_MESSAGES } from '@portal/contracts';
import * as z from 'zod/mini';
import { CustomerRequestError } from '../CustomerRequestError';

export const SERVER_MESSAGES = {
  unreachable: 'The server could not be reached. Please check your connection and try again.',
  unexpected: 'The server answered in a way this page does not understand. Please try again.',
  failed: 'The request could not be completed. Please try again.',
  fileMissing: 'This file could not be found. It may have been replaced by a newer upload.',
  fileFailed: 'The file could not be opened. Please try again.',
} as const;

/**
 * What a refusal without a readable body means: a proxy in front of the server may
 * answer an oversized upload itself, with no JSON the page could quote.
 */
const MESSAGE_BY_STATUS: Partial<Record<number, string>> = {
  413: UPLOAD_MESSAGES.tooLarge,
  415: UPLOAD_MESSAGES.wrongType,
};

/**
 * Sends one call and answers its `data` checked against the contract's schema. A
 * refusal becomes a CustomerRequestError carrying the server's message, code and
 * field errors; an answer of the wrong shape is refused too, so a screen never
 * shows half-understood data as the customer's own.
 */
export async function readAnswer<Schema extends z.ZodMiniType>(
  send: () => Promise<ApiResult<unknown>>,
  schema: Schema,
): Promise<z.infer<Schema>> {
  let result: ApiResult<unknown>;
  try {
    result = await send();
  } catch {
    throw new CustomerRequestError(SERVER_MESSAGES.unreachable, { status: 0 });
  }
  if (!result.ok || !result.body?.success) {
    const failure = failureOf(result);
    throw new CustomerRequestError(
      failure?.message || MESSAGE_BY_STATUS[result.status] || SERVER_MESSAGES.failed,
      { status: result.status, code: failure?.code, errors: failure?.errors },
    );
  }
  const parsed = z.safeParse(schema, result.body.data);
  if (!parsed.success) throw new CustomerRequestError(SERVER_MESSAGES.unexpected, { status: result.status });
  return parsed.data;
}
