import { failureOf, type ApiResult } from '@portal/auth';
import type { FieldErrors } from '@portal/contracts';

/**
 * Runs a call; a network failure (offline, connection refused) becomes null, which
 * the forms treat like an answer without a body: they show their general error.
 */
export async function attempt<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch {
    return null;
  }
}

/** A call succeeded when the status says so and the body does not say otherwise. */
function succeeded(result: ApiResult<unknown> | null): result is ApiResult<unknown> {
  return Boolean(result?.ok) && result?.body?.success !== false;
}

/** What a form's call came to: success, or the answer to read the refusal from (null when none came). */
export type Sent = { ok: true } | { ok: false; result: ApiResult<unknown> | null };

/** Sends a form's call; a refusal and a network failure both come back as not ok. */
export async function send(call: () => Promise<ApiResult<unknown>>): Promise<Sent> {
  const result = await attempt(call);
  return succeeded(result) ? { ok: true } : { ok: false, result };
}

export interface FailureTexts {
  /** Shown when the server answered without a message of its own. */
  fallback: string;
  /** Shown when there was no JSON body at all; the fallback when the form has no separate text for it. */
  noBody?: string;
}

/** A form's general error: the server's message, else the form's own default text. */
export function failureMessage(result: ApiResult<unknown> | null, texts: FailureTexts): string {
  if (!result?.body) return texts.noBody ?? texts.fallback;
  return failureOf(result)?.message?.trim() || texts.fallback;
}

/** The first server error of each named field: only the first message of each is shown. */
export function firstFieldErrors<K extends keyof FieldErrors>(
  result: ApiResult<unknown> | null,
  fields: readonly K[],
): Partial<Record<K, string>> {
  const errors = result ? failureOf(result)?.errors : undefined;
  const first: Partial<Record<K, string>> = {};
  for (const field of fields) {
    const message = errors?.[field]?.[0];
    if (message) first[field] = message;
  }
  return first;
}

/** The machine-readable reason of a failure (an unverified address, an expired code), if any. */
export function failureCode(result: ApiResult<unknown> | null): string | undefined {
  return result ? failureOf(result)?.code : undefined;
}
