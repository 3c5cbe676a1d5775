import { ERROR_CODES, type FieldErrors } from '@portal/contracts/errorCodes';
import { validateWith, type Validated } from '@portal/contracts/fieldErrors';
import { REVIEW_MESSAGES } from '@portal/contracts/review';
import type { Rule } from '@portal/contracts/validation';
import type * as z from 'zod/mini';
import { ApiError } from './apiError';

// The one way a route's input is judged: Fastify's validator (plugins/openapi/routeValidation.ts)
// runs `checkInput` with the schemas the route declares (routeSchema's body / querystring /
// params), and a multipart route's handler runs `readInput` on the form's fields. Every refusal
// is a 400 in the failure shape { success:false, message, code, errors: { <field>: [...] } } with
// the contracts' own words (the same the browsers' forms show).

/** The forms' field rules a body is judged by before its schema (the very words of the forms). */
export type FieldRules = Partial<Record<keyof FieldErrors, Rule>>;

export const NOT_AN_OBJECT = 'The request body must be a JSON object.';

/** Where the input came from: a refused query or path says so in its message. */
export type InputPart = 'body' | 'query' | 'path';

export type CheckedInput<T> = { ok: true; value: T } | { ok: false; error: ApiError };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * 404 in the failure shape: what does not exist and what is someone else's look the same.
 * `message` says what was not found where a route has its own words for it.
 */
export const notFound = (message: string = REVIEW_MESSAGES.notFound) =>
  new ApiError(404, message, { code: ERROR_CODES.notFound });

const refusal = (result: Extract<Validated<unknown>, { ok: false }>, part: InputPart): ApiError =>
  new ApiError(400, part === 'body' ? result.message : `The ${part} is not valid: ${result.message}`, {
    code: ERROR_CODES.validation,
    errors: result.errors,
  });

/**
 * The checked value, or a 400 naming each refused field. A contract validator with its own
 * general message (a payment request's fields) ends here too.
 */
export function acceptValid<T>(result: Validated<T>, part: InputPart = 'body'): T {
  if (result.ok) return result.data;
  throw refusal(result, part);
}

/**
 * Input checked against a route's schema. A body must be an object; its field `rules` (the
 * forms' rules of the contracts) judge their fields first, a missing or non-string value as if
 * it were empty ("Email is required"); then the schema, each refused field with its message.
 */
export function checkInput<Schema extends z.ZodMiniType>(
  part: InputPart,
  schema: Schema,
  value: unknown,
  rules: FieldRules = {},
): CheckedInput<z.infer<Schema>> {
  if (part === 'body') {
    if (!isPlainObject(value)) {
      return { ok: false, error: new ApiError(400, NOT_AN_OBJECT, { code: ERROR_CODES.validation }) };
    }
    const errors: FieldErrors = {};
    for (const [field, rule] of Object.entries(rules) as [keyof FieldErrors, Rule][]) {
      const given = value[field];
      const message = rule(typeof given === 'string' ? given : '');
      if (message) errors[field] = [message];
    }
    const first = Object.values(errors)[0]?.[0];
    if (first) return { ok: false, error: refusal({ ok: false, errors, message: first }, part) };
  }
  const result = validateWith(schema, value ?? {});
  return result.ok ? { ok: true, value: result.data } : { ok: false, error: refusal(result, part) };
}

/** `checkInput` for a handler that reads its own input (a multipart form's fields): the value, or the 400 thrown. */
export function readInput<Schema extends z.ZodMiniType>(
  part: InputPart,
  schema: Schema,
  value: unknown,
  rules: FieldRules = {},
): z.infer<Schema> {
  const checked = checkInput(part, schema, value, rules);
  if (!checked.ok) throw checked.error;
  return checked.value;
}

/**
 * Route parameters: every `:id` of the data routes is a uuid. Anything else cannot
 * name a record, so it is answered 404 like an unknown one (never a database error).
 */
export function parseParams(params: unknown): { id: string } {
  const id = (params as { id?: unknown } | null)?.id;
  if (typeof id !== 'string' || !UUID.test(id)) throw notFound();
  return { id: id.toLowerCase() };
}
