import { ERROR_CODES, type FieldErrors, type Rule } from '@portal/contracts';
import * as z from 'zod/mini';
import { ApiError } from './apiError';

export type FieldRules = Partial<Record<keyof FieldErrors, Rule>>;

export const NOT_AN_OBJECT = 'The request body must be a JSON object.';
export const MALFORMED_BODY = 'The request body is not valid.';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks a request body against its contract schema and the forms' validation rules
 * for its fields, so the server refuses with the very words the client's forms use. A field
 * that is missing or not a string is judged as if it were empty ("Email is
 * required"). Refusals are 400s with `errors.<field>`; the message is the first of them.
 */
export function validateBody<Schema extends z.ZodMiniType>(
  schema: Schema,
  body: unknown,
  rules: FieldRules = {},
): z.infer<Schema> {
  if (!isPlainObject(body)) {
    throw new ApiError(400, NOT_AN_OBJECT, { code: ERROR_CODES.validation });
  }
  const errors: FieldErrors = {};
  for (const [field, rule] of Object.entries(rules) as [keyof FieldErrors, Rule][]) {
    const value = body[field];
    const message = rule(typeof value === 'string' ? value : '');
    if (message) errors[field] = [message];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ApiError(400, first, { code: ERROR_CODES.validation, errors });

  const parsed = z.safeParse(schema, body);
  if (!parsed.success) throw new ApiError(400, MALFORMED_BODY, { code: ERROR_CODES.validation });
  return parsed.data;
}
