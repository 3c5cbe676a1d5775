import * as z from 'zod/mini';
import { userSchema } from './user';

// The runtime schemas of the answers api.ts names, apart from its paths and error codes
// so that a build which needs only those constants leaves zod out (the package is side-
// effect free: webpack drops a module none of whose exports is used).

// Responses (D5): `{ success: true, message, data }` on success, with sign-in's data
// carrying the user and its tokens; failures are ApiFailure (api.ts).
export const tokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.optional(z.string()),
});
export type Tokens = z.infer<typeof tokensSchema>;

export const loginDataSchema = z.object({ user: userSchema, tokens: tokensSchema });
export type LoginData = z.infer<typeof loginDataSchema>;

export const meDataSchema = z.object({ user: userSchema });
export type MeData = z.infer<typeof meDataSchema>;

/** ApiFailure (api.ts) as a schema: how the OpenAPI document describes every refusal. */
export const apiFailureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
