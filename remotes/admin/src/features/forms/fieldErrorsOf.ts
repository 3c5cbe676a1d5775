import type { FieldErrors, FieldValues } from 'react-hook-form';

/** Each refused field's message, keyed by its name, as the portal's fields show them. */
export function fieldErrorsOf<Values extends FieldValues>(
  errors: FieldErrors<Values>,
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors)) {
    const message = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') messages[field] = message;
  }
  return messages;
}
