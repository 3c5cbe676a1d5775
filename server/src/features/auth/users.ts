import type { User } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { tables, type Db, type UserRow } from '../database';

const { users } = tables;

/**
 * The two lookups every sign-in and every GET /auth/me make, built once per
 * database handle: drizzle otherwise rebuilds the SQL on each call, which was the
 * largest part of /auth/me's own work (docs/benchmarks.md, API). On PostgreSQL the
 * names also make them server-side prepared statements, planned once per connection.
 */
function prepareLookups(db: Db) {
  return {
    byEmail: db
      .select()
      .from(users)
      .where(eq(users.email, sql.placeholder('email')))
      .limit(1)
      .prepare('find_user_by_email'),
    byId: db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('find_user_by_id'),
  };
}

const lookups = new WeakMap<Db, ReturnType<typeof prepareLookups>>();

function lookupsFor(db: Db) {
  let prepared = lookups.get(db);
  if (!prepared) {
    prepared = prepareLookups(db);
    lookups.set(db, prepared);
  }
  return prepared;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await lookupsFor(db).byEmail.execute({ email });
  return user;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await lookupsFor(db).byId.execute({ id });
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
