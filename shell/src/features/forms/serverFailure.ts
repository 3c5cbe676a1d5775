import { RequestError } from '@portal/auth';

/**
 * What a form's call came to: its answer, or why it failed (a RequestError from
 * @portal/auth, whose calls all reject with one; anything else counts as no answer).
 */
export type Sent<T> = { ok: true; value: T } | { ok: false; failure: unknown };

/** Sends a form's call; a refusal and a network failure both come back as not ok. */
export async function send<T>(call: () => Promise<T>): Promise<Sent<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (failure) {
    return { ok: false, failure };
  }
}

export interface FailureTexts {
  /** Shown when the server answered without a message of its own. */
  fallback: string;
  /** Shown when there was no JSON answer at all; the fallback when the form has no separate text for it. */
  noBody?: string;
}

const refusal = (failure: unknown) => (failure instanceof RequestError ? failure : null);

/** A form's general error: the server's message, else the form's own default text. */
export function failureMessage(failure: unknown, texts: FailureTexts): string {
  const error = refusal(failure);
  if (!error?.answered) return texts.noBody ?? texts.fallback;
  return error.serverMessage || texts.fallback;
}

/** The first server error of each named field: only the first message of each is shown. */
export function firstFieldErrors<K extends string>(
  failure: unknown,
  fields: readonly K[],
): Partial<Record<K, string>> {
  const errors = refusal(failure)?.errors;
  const first: Partial<Record<K, string>> = {};
  for (const field of fields) {
    const message = errors?.[field]?.[0];
    if (message) first[field] = message;
  }
  return first;
}

/** The machine-readable reason of a failure (an unverified address, an expired code), if any. */
export function failureCode(failure: unknown): string | undefined {
  return refusal(failure)?.code;
}
