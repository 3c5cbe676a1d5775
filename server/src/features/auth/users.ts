import type { User } from '@portal/contracts/user';
import { normalizeEmail } from '@portal/contracts/validation';
import { and, eq, Placeholder, sql } from 'drizzle-orm';
import {
  pgliteClientOf,
  pgliteNamedStatement,
  preparedOncePerDatabase,
  tables,
  type Db,
  type StatementArgument,
  type UserRow,
} from '../../plugins/database';

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

/**
 * The account of an access token whose session is still live, in the one round trip
 * /auth/me made before sessions were checked. The session is read by refresh_tokens'
 * family index alone (a revoked family has every row revoked, a purged one has none: both
 * give no row), and must belong to the same account. Written as `id = (subquery)`: a
 * correlated EXISTS was planned as an AND of the family and user indexes, and measured dearer.
 */
const sessionAccountQuery = (db: Db) =>
  db
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
    .limit(1);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The same query as a named statement on PGlite (issue 34.6), where drizzle's driver
 * would send it unnamed, parsed and planned on every guarded request: drizzle writes the
 * SQL (the one query, not a second copy of it), PGlite prepares it once. Null on
 * PostgreSQL, whose driver names the statement itself. The row comes back in the select's
 * column order and is keyed as drizzle would key it; PGlite's own parsers give the same
 * values (a Date for the time, numbers, booleans, strings).
 */
function sessionAccountOnPglite(db: Db) {
  const client = pgliteClientOf(db);
  if (!client) return null;
  const { sql: text, params } = sessionAccountQuery(db).toSQL();
  const argumentOf = params.map((param) =>
    param instanceof Placeholder
      ? (values: { id: string; sessionId: string }) => values[param.name as 'id' | 'sessionId']
      : () => param as StatementArgument,
  );
  const execute = pgliteNamedStatement(client, 'find_session_account', ['uuid', 'uuid', 'integer'], text);
  const keys = Object.keys(sessionAccountColumns);
  if (argumentOf.length !== 3)
    throw new Error(`the session lookup has ${argumentOf.length} parameters, not 3`);
  return async (values: { id: string; sessionId: string }): Promise<SessionAccount | undefined> => {
    const [row] = await execute(argumentOf.map((argumentFor) => argumentFor(values)));
    return row && (Object.fromEntries(keys.map((key, index) => [key, row[index]])) as SessionAccount);
  };
}

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
    bySession: sessionAccountQuery(db).prepare('find_session_account'),
    bySessionOnPglite: sessionAccountOnPglite(db),
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
  const lookups = lookupsFor(db);
  // Ids the token carries are uuids (it is signed by this server); anything else takes the
  // builder's path, which answers it as it always has.
  if (lookups.bySessionOnPglite && UUID.test(id) && UUID.test(sessionId)) {
    return lookups.bySessionOnPglite({ id, sessionId });
  }
  const [user] = await lookups.bySession.execute({ id, sessionId });
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
