import type * as z from 'zod/mini';

/** What checking a value against a schema came to: its typed value, or only that it did not fit. */
export type Checked<Output> = { ok: true; value: Output } | { ok: false };

/**
 * Checks `value` against one of the contracts' schemas through the Standard Schema
 * interface every zod schema carries (`~standard.validate`) rather than zod's own
 * functions, so that this package's modules need zod's types only: what they import
 * stays out of the shell's first script, and the schemas arrive with whoever hands
 * them over (a lazily loaded module, a remote's own code). The contracts' schemas
 * have no asynchronous checks, so zod answers at once; a promise is awaited all the same.
 */
export async function checkAgainst<Schema extends z.ZodMiniType>(
  schema: Schema,
  value: unknown,
): Promise<Checked<z.output<Schema>>> {
  const result = await schema['~standard'].validate(value);
  return result.issues ? { ok: false } : { ok: true, value: result.value };
}
