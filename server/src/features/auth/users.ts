import type { User } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { tables, type Db, type UserRow } from '../database';

const { users } = tables;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** The user as responses carry it (spec §3): never the hash or the bookkeeping. */
export const publicUser = (row: UserRow): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  approved: row.approved,
});
