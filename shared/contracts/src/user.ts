import * as z from 'zod/mini';
import { BUSINESS_ROLES, ROLES } from './roles';

export const roleSchema = z.enum(ROLES);

/** The user as the login response and `GET /auth/me` carry it (spec §3). */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  approved: z.boolean(),
  /**
   * The customer's role in their business (issue 21): what the screens offer them. Null for
   * staff; absent in sessions stored before teams existed (read as owner, which they were).
   */
  businessRole: z.optional(z.nullable(z.enum(BUSINESS_ROLES))),
});
export type User = z.infer<typeof userSchema>;
