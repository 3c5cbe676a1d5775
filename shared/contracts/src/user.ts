import * as z from 'zod/mini';

export const ROLES = ['user', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** The user as the login response and `GET /auth/me` carry it (spec §3). */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  approved: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** Where each role lands after sign-in and when a guard turns it away (spec §4). */
export const DASHBOARD_BY_ROLE: Record<Role, string> = {
  admin: '/admin-dashboard',
  user: '/user-dashboard',
};
