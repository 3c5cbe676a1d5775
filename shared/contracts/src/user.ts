import * as z from 'zod/mini';
import { BUSINESS_ROLES, ROLES, STAFF_ROLES } from './roles';

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
  /** A staff member's role (issue 22): what the admin screens offer them. Null for customers. */
  staffRole: z.optional(z.nullable(z.enum(STAFF_ROLES))),
});
export type User = z.infer<typeof userSchema>;
