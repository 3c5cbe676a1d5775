import * as z from 'zod/mini';
import { ROLES } from './roles';

export const roleSchema = z.enum(ROLES);

/** The user as the login response and `GET /auth/me` carry it (spec §3). */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  approved: z.boolean(),
});
export type User = z.infer<typeof userSchema>;
