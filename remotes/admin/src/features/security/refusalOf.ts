import { RequestError } from '@portal/auth';
import { MESSAGES } from '@portal/contracts';

/** A failed security call's message and field errors (a RequestError's; anything else is unexpected). */
export function refusalOf(failure: unknown): { message: string; errors: Partial<Record<string, string>> } {
  if (!(failure instanceof RequestError)) return { message: MESSAGES.unexpected, errors: {} };
  const errors: Partial<Record<string, string>> = {};
  for (const [field, messages] of Object.entries(failure.errors)) errors[field] = messages?.[0];
  return { message: failure.message, errors };
}
