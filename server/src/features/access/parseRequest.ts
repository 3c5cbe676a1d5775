import { ERROR_CODES, REVIEW_MESSAGES, validateWith } from '@portal/contracts';
import * as z from 'zod/mini';
import { ApiError } from '../../plugins/http';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 404 in the failure shape: what does not exist and what is someone else's look the same. */
export const notFound = () => new ApiError(404, REVIEW_MESSAGES.notFound, { code: ERROR_CODES.notFound });

/**
 * Route parameters: every `:id` of the data routes is a uuid. Anything else cannot
 * name a record, so it is answered 404 like an unknown one (never a database error).
 */
export function parseParams(params: unknown): { id: string } {
  const id = (params as { id?: unknown } | null)?.id;
  if (typeof id !== 'string' || !UUID.test(id)) throw notFound();
  return { id: id.toLowerCase() };
}

function parseWith<Schema extends z.ZodMiniType>(
  schema: Schema,
  value: unknown,
  what: string,
): z.infer<Schema> {
  const result = validateWith(schema, value ?? {});
  if (result.ok) return result.data;
  throw new ApiError(400, what === 'body' ? result.message : `The ${what} is not valid: ${result.message}`, {
    code: ERROR_CODES.validation,
    errors: result.errors,
  });
}

/** A JSON body checked against its contract schema; refusals name each field (400). */
export const parseBody = <Schema extends z.ZodMiniType>(schema: Schema, body: unknown) => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'The request body must be a JSON object.', { code: ERROR_CODES.validation });
  }
  return parseWith(schema, body, 'body');
};

/** The query string checked against its contract schema (400 when it does not fit). */
export const parseQuery = <Schema extends z.ZodMiniType>(schema: Schema, query: unknown) =>
  parseWith(schema, query, 'query');
