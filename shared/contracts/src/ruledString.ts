import * as z from 'zod/mini';

/**
 * A string checked by one of validation.ts's rules (the spec's messages), so a body schema
 * refuses with the same words as the forms that use the rule directly.
 */
export const ruledString = (rule: (value: string) => string | undefined) =>
  z.string().check(
    z.superRefine((value, context) => {
      const message = rule(value);
      if (message) context.addIssue({ code: 'custom', message, input: value });
    }),
  );
