import { ERROR_CODES, type FieldErrors } from '@portal/contracts/errorCodes';
import { validateWith, type Validated } from '@portal/contracts/fieldErrors';
import { REVIEW_MESSAGES } from '@portal/contracts/review';
import type { Rule } from '@portal/contracts/validation';
import type * as z from 'zod/mini';
import { ApiError } from './apiError';

// The one way a route reads its input: the schema it declares for the document (routeSchema's
// body / querystring / params) is the schema it parses with, through these functions, and every
// refusal is a 400 in the failure shape { success:false, message, code, errors: { <field>: [...] } }
// with the contracts' own words (the same the browsers' forms show).

/** The forms' field rules a body is judged by before its schema (the very words of the forms). */
export type FieldRules = Partial<Record<keyof FieldErrors, Rule>>;

export const NOT_AN_OBJECT = 'The request body must be a JSON object.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * 404 in the failure shape: what does not exist and what is someone else's look the same.
 * `message` says what was not found where a route has its own words for it.
 */
export const notFound = (message: string = REVIEW_MESSAGES.notFound) =>
  new ApiError(404, message, { code: ERROR_CODES.notFound });

/**
 * The checked value, or a 400 naming each refused field. Every parser below ends here, and so
 * does a contract validator with its own general message (a payment request's fields).
 */
export function acceptValid<T>(result: Validated<T>, what: 'body' | 'query' | 'path' = 'body'): T {
  if (result.ok) return result.data;
  throw new ApiError(400, what === 'body' ? result.message : `The ${what} is not valid: ${result.message}`, {
    code: ERROR_CODES.validation,
    errors: result.errors,
  });
}

/**
 * A JSON body checked against the route's schema. Field `rules` (the forms' rules of the
 * contracts) judge their fields first, a missing or non-string value as if it were empty
 * ("Email is required"); then the schema, each refused field with its message.
 */
export function parseBody<Schema extends z.ZodMiniType>(
  schema: Schema,
  body: unknown,
  rules: FieldRules = {},
): z.infer<Schema> {
  if (!isPlainObject(body)) throw new ApiError(400, NOT_AN_OBJECT, { code: ERROR_CODES.validation });
  const errors: FieldErrors = {};
  for (const [field, rule] of Object.entries(rules) as [keyof FieldErrors, Rule][]) {
    const value = body[field];
    const message = rule(typeof value === 'string' ? value : '');
    if (message) errors[field] = [message];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) return acceptValid<z.infer<Schema>>({ ok: false, errors, message: first });
  return acceptValid(validateWith(schema, body));
}

/** The query string checked against the route's schema (400 when it does not fit). */
export const parseQuery = <Schema extends z.ZodMiniType>(schema: Schema, query: unknown): z.infer<Schema> =>
  acceptValid(validateWith(schema, query ?? {}), 'query');

/**
 * Route parameters checked against the route's params schema, the one its routeSchema
 * declares: a malformed one (not a currency code, not a link's token) is a 400 naming it; a
 * well-formed one that names nothing is the route's own 404.
 */
export const parsePathParams = <Schema extends z.ZodMiniType>(
  schema: Schema,
  params: unknown,
): z.infer<Schema> => acceptValid(validateWith(schema, params ?? {}), 'path');

/**
 * Route parameters: every `:id` of the data routes is a uuid. Anything else cannot
 * name a record, so it is answered 404 like an unknown one (never a database error).
 */
export function parseParams(params: unknown): { id: string } {
  const id = (params as { id?: unknown } | null)?.id;
  if (typeof id !== 'string' || !UUID.test(id)) throw notFound();
  return { id: id.toLowerCase() };
}
