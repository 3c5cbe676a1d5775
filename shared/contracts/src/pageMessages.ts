// The words of a paged list's refusals, apart from its schemas (pageQuery.ts), so that a build
// which needs only the words (the payment messages) leaves zod out.

export const PAGE_MESSAGES = {
  cursorInvalid: 'This page cursor is not valid; start again from the first page',
} as const;
