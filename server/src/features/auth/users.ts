import type { User } from '@portal/contracts/user';
import { normalizeEmail } from '@portal/contracts/validation';
import { and, eq, sql } from 'drizzle-orm';
import { preparedOncePerDatabase, tables, type Db, type UserRow } from '../../plugins/database';

const { refreshTokens, users } = tables;

/**
 * The two lookups every sign-in and every GET /auth/me make, built once per
 * database handle: drizzle otherwise rebuilds the SQL on each call, which was the
 * largest part of /auth/me's own work (docs/benchmarks.md, API). On PostgreSQL the
 * names also make them server-side prepared statements, planned once per connection.
 */
/**
 * What the guards and /auth/me need of the signed-in account, and all that every guarded
 * request reads: who it is (id, name, e-mail), whether the token still admits them (verified,
 * token version), and what they may do (role, approval, business and its role, staff role, the
 * two-factor requirement). Not the password hash, the registration's review or the timestamps:
 * a route that needs those reads them itself (issue 34.6: the whole row was most of the
 * lookup's cost on PGlite).
 */
const sessionAccountColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  approved: users.approved,
  emailVerifiedAt: users.emailVerifiedAt,
  tokenVersion: users.tokenVersion,
  businessId: users.businessId,
  businessRole: users.businessRole,
  staffRole: users.staffRole,
  twoFactorRequired: users.twoFactorRequired,
};

/** The signed-in account as the guards read it on every request (sessionAccountColumns). */
export type SessionAccount = Pick<UserRow, keyof typeof sessionAccountColumns>;

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
    // The account of an access token whose session is still live, in the one round
    // trip /auth/me made before sessions were checked. The session is read by
    // refresh_tokens' family index alone (a revoked family has every row revoked, a
    // purged one has none: both give no row), and must belong to the same account.
    // Written as `id = (subquery)`: a correlated EXISTS was planned as an AND of the
    // family and user indexes, and measured dearer.
    bySession: db
      .select(sessionAccountColumns)
      .from(users)
      .where(
        and(
          eq(users.id, sql.placeholder('id')),
          eq(
            users.id,
            sql`(select ${refreshTokens.userId} from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('sessionId')} and ${refreshTokens.revokedAt} is null limit 1)`,
          ),
        ),
      )
      .limit(1)
      .prepare('find_session_account'),
  };
}

const lookupsFor = preparedOncePerDatabase(prepareLookups);

/** The account at an address, however it was written (the stored form is normalizeEmail's). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await lookupsFor(db).byEmail.execute({ email: normalizeEmail(email) });
  return user;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await lookupsFor(db).byId.execute({ id });
  return user;
}

/**
 * The stored password hash, for the few routes that ask for the password again (changing it,
 * turning two-factor sign-in off, a step-up by password): the guard does not read it. '' for
 * an account gone meanwhile, which no password matches (verifyPassword refuses it).
 */
export async function passwordHashOf(db: Db, id: string): Promise<string> {
  return (await findUserById(db, id))?.passwordHash ?? '';
}

/** The account (the guards' columns), only while the session (refresh-token family) is not revoked. */
export async function findSessionAccount(
  db: Db,
  id: string,
  sessionId: string,
): Promise<SessionAccount | undefined> {
  const [user] = await lookupsFor(db).bySession.execute({ id, sessionId });
  return user;
}

/**
 * The user as responses carry it (the spec's user fields: id, name, email, role, approved): never
 * the hash or the bookkeeping.
 */
export const publicUser = (row: SessionAccount): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  approved: row.approved,
  businessRole: row.role === 'user' ? row.businessRole : null,
  staffRole: row.role === 'admin' ? row.staffRole : null,
});
