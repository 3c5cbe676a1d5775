// CPU time of the guard's session lookup on PGlite (issue 34.6), in one process on the same
// data: the account row as the guard reads it now (the guards' columns, a named statement), the
// same columns unnamed through drizzle (before), the whole row it read before that, and the bare
// handler's five columns by id, interleaved round by round so that a busy
// machine weighs on each alike. Run from server/: `npx tsx scripts/sessionLookupTiming.ts [calls]`.
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { authenticate } from '../src/features/auth';
import { AccessTokens } from '../src/features/auth/accessTokens';
import { findSessionAccount } from '../src/features/auth/users';
import { openPglite, tables } from '../src/plugins/database';

const { users, refreshTokens } = tables;
const CALLS = Number(process.argv[2] ?? 3000);
const ROUNDS = 5;

async function main() {
  const database = openPglite({ memory: true });
  await database.migrate();
  const { db } = database;
  // A realistic table: the signed-in account among 2,000 others, each with a live session.
  const userId = randomUUID();
  const sessionId = randomUUID();
  const now = new Date();
  const later = new Date(now.getTime() + 86_400_000);
  const people = Array.from({ length: 2000 }, (_, i) => ({
    id: i === 0 ? userId : randomUUID(),
    email: `person${i}@bench.local`,
    name: `Person ${i}`,
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA',
    role: 'user' as const,
    approved: true,
    emailVerifiedAt: now,
    registrationStatus: 'approved' as const,
    businessRole: 'owner' as const,
  }));
  for (let i = 0; i < people.length; i += 500) await db.insert(users).values(people.slice(i, i + 500));
  await db.update(users).set({ businessId: sql`${users.id}` });
  const sessions = people.map((person, i) => ({
    userId: person.id,
    familyId: i === 0 ? sessionId : randomUUID(),
    tokenHash: randomUUID(),
    expiresAt: later,
    familyExpiresAt: later,
  }));
  for (let i = 0; i < sessions.length; i += 500)
    await db.insert(refreshTokens).values(sessions.slice(i, i + 500));

  const tokens = new AccessTokens('a-bench-secret-of-at-least-thirty-two-characters!', () => new Date());
  const token = await tokens.issue({ id: userId, role: 'user', tokenVersion: 0 }, sessionId);
  const sessionLive = sql`(select ${refreshTokens.userId} from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('sessionId')} and ${refreshTokens.revokedAt} is null limit 1)`;
  const wholeRow = db
    .select()
    .from(users)
    .where(and(eq(users.id, sql.placeholder('id')), eq(users.id, sessionLive)))
    .limit(1)
    .prepare('bench_whole_row');
  // The lookup as the guard made it before issue 34.6's named statement: the same 11 columns
  // through drizzle's PGlite driver, unnamed.
  const unnamed = db
    .select({
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
    })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('id')), eq(users.id, sessionLive)))
    .limit(1)
    .prepare('bench_unnamed');
  const bare = db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      approved: users.approved,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('bench_bare');

  const variants: Record<string, () => Promise<unknown>> = {
    'authenticate() (token check + lookup, as the guard)': async () => {
      const result = await authenticate(db, tokens, `Bearer ${token}`);
      if (!result.ok) throw new Error('the bench session was refused');
    },
    "lookup now: the guards' 11 columns + session subquery, named on PGlite": () =>
      findSessionAccount(db, userId, sessionId),
    "lookup before: the guards' 11 columns + session subquery, unnamed": () =>
      unnamed.execute({ id: userId, sessionId }),
    'lookup before: whole row + session subquery': () => wholeRow.execute({ id: userId, sessionId }),
    'bare handler: 5 columns by id': () => bare.execute({ id: userId }),
  };
  const cpu: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
  for (const run of Object.values(variants)) for (let i = 0; i < 200; i += 1) await run(); // warm-up
  console.log(
    `load average before: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, run] of Object.entries(variants)) {
      const start = process.cpuUsage();
      for (let i = 0; i < CALLS; i += 1) await run();
      const used = process.cpuUsage(start);
      cpu[name]!.push((used.user + used.system) / 1000 / CALLS);
    }
  }
  console.log(
    `load average after: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  console.log(`${CALLS} calls x ${ROUNDS} rounds, ms of CPU per call (min / median / max over rounds):`);
  for (const [name, values] of Object.entries(cpu)) {
    const sorted = [...values].sort((a, b) => a - b);
    const fmt = (n: number) => n.toFixed(3);
    console.log(
      `  ${name}: ${fmt(sorted[0]!)} / ${fmt(sorted[Math.floor(sorted.length / 2)]!)} / ${fmt(sorted.at(-1)!)}`,
    );
  }
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
