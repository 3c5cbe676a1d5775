import * as z from 'zod/mini';
import type { FieldErrors } from './errorCodes';

export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors; message: string };

/** A message a schema falls back to when an issue carries none of ours (a wrong type, say). */
export const INVALID_VALUE_MESSAGE = 'This value is not valid.';

/**
 * Checks a value against one of the contract's schemas and answers either the parsed
 * value or every refused field with its message, keyed by the field's path
 * (`directorInfo.0.ninOrBvn`). The customer's form and the server's route call this
 * with the same schema, so both refuse the same values with the same words.
 */
export function validateWith<Schema extends z.ZodMiniType>(
  schema: Schema,
  value: unknown,
): Validated<z.infer<Schema>> {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    const message =
      issue.message && !issue.message.startsWith('Invalid') ? issue.message : INVALID_VALUE_MESSAGE;
    (errors[key] ??= []).push(message);
  }
  const first = Object.values(errors)[0]?.[0] ?? INVALID_VALUE_MESSAGE;
  return { ok: false, errors, message: first };
}

/** The first message of each field, for a form that shows one per field. */
export function firstErrors(errors: FieldErrors | undefined): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if (messages?.[0]) first[field] = messages[0];
  }
  return first;
}
