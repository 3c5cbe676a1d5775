import * as z from 'zod/mini';

// Kept apart from the response schemas in api.ts: only the server parses request
// bodies, and a module none of whose exports is used drops out of a browser build
// (the package is side-effect free). Shapes only; the field rules and their messages
// are in validation.ts.
export const registerBodySchema = z.object({
  name: z.string(),
  email: z.string(),
  password: z.string(),
  // The spec's client leaves it in the form data; accepted and ignored.
  confirmPassword: z.optional(z.string()),
});
export const loginBodySchema = z.object({ email: z.string(), password: z.string() });
export const verifyEmailBodySchema = z.object({ email: z.string(), otp: z.string() });
export const emailBodySchema = z.object({ email: z.string() });
export const resetPasswordBodySchema = z.object({ token: z.string(), password: z.string() });
export const refreshBodySchema = z.object({ refreshToken: z.string() });
export const logoutBodySchema = z.object({ refreshToken: z.optional(z.string()) });

export type RegisterBody = z.infer<typeof registerBodySchema>;
export type LoginBody = z.infer<typeof loginBodySchema>;
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;
export type EmailBody = z.infer<typeof emailBodySchema>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
export type RefreshBody = z.infer<typeof refreshBodySchema>;
export type LogoutBody = z.infer<typeof logoutBodySchema>;
