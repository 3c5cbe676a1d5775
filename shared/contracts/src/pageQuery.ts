import * as z from 'zod/mini';
import { PAGE_MESSAGES } from './pageMessages';

// The query string of a keyset-paged list (payments, beneficiaries, the audit record, the review
// lists): an opaque cursor the server wrote, and a page size it bounds.

/** `cursor`: the `nextCursor` of the page before; the server refuses one it did not write (400). */
export const pageCursorParam = z.optional(z.string().check(z.maxLength(200, PAGE_MESSAGES.cursorInvalid)));

/** `limit`: rows a page holds, from 1 to `max` (a larger number reads `max`). */
export const pageLimitParam = (max: number) =>
  z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,4}$/, `limit must be a number from 1 to ${max}`)),
      z.transform((value: string) => Math.min(Math.max(Number(value), 1), max)),
    ),
  );

/** What a paged list's answer carries beside its rows: the cursor of the next (older) page, null on the last. */
export const nextCursorField = z.nullable(z.string());
