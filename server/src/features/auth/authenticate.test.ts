import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { tables } from '../../plugins/database';
import { DATABASE_KINDS, useTestDatabase } from '../../testing';
import { AccessTokens } from './accessTokens';
import { authenticate } from './authenticate';

const { users, refreshTokens } = tables;

const VERIFIED_AT = new Date('2026-11-01T09:00:00Z');

describe.each(DATABASE_KINDS)('the account a bearer token admits, on %s', (kind) => {
  const database = useTestDatabase(kind);
  const tokens = new AccessTokens('a-test-secret-of-at-least-thirty-two-characters', () => new Date());

  async function signedIn(revoked = false) {
    const id = randomUUID();
    const sessionId = randomUUID();
    const later = new Date(Date.now() + 86_400_000);
    await database.db.insert(users).values({
      id,
      email: `${id}@example.test`,
      name: 'Ada Okafor',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
      role: 'user',
      approved: true,
      emailVerifiedAt: VERIFIED_AT,
      businessId: id,
      businessRole: 'owner',
      registrationReason: 'A note from the review',
    });
    await database.db.insert(refreshTokens).values({
      userId: id,
      familyId: sessionId,
      tokenHash: randomUUID(),
      expiresAt: later,
      familyExpiresAt: later,
      revokedAt: revoked ? new Date() : null,
    });
    const token = await tokens.issue({ id, role: 'user', tokenVersion: 0 }, sessionId);
    return { id, sessionId, authorization: `Bearer ${token}` };
  }

  it('gives the guards who it is and what it may do, and never the password hash or the review', async () => {
    const { id, sessionId, authorization } = await signedIn();
    const result = await authenticate(database.db, tokens, authorization);
    expect(result).toEqual({
      ok: true,
      sessionId,
      account: {
        id,
        email: `${id}@example.test`,
        name: 'Ada Okafor',
        role: 'user',
        approved: true,
        emailVerifiedAt: VERIFIED_AT,
        tokenVersion: 0,
        businessId: id,
        businessRole: 'owner',
        staffRole: null,
        twoFactorRequired: false,
      },
    });
  });

  it('admits no one for a revoked session', async () => {
    const { authorization } = await signedIn(true);
    expect(await authenticate(database.db, tokens, authorization)).toEqual({ ok: false, reason: 'ended' });
  });

  it("admits no one for another account's live session", async () => {
    const ada = await signedIn();
    const bola = await signedIn();
    const crossed = await tokens.issue({ id: ada.id, role: 'user', tokenVersion: 0 }, bola.sessionId);
    expect(await authenticate(database.db, tokens, `Bearer ${crossed}`)).toEqual({
      ok: false,
      reason: 'ended',
    });
  });

  (kind === 'pglite' ? it : it.skip)(
    'reads the account by a statement PGlite keeps prepared, not one parsed and planned per request',
    async () => {
      const { authorization } = await signedIn();
      for (let call = 0; call < 3; call += 1) {
        expect(await authenticate(database.db, tokens, authorization)).toMatchObject({ ok: true });
      }
      const result: unknown = await database.db.execute(
        sql`select name from pg_prepared_statements where name = 'find_session_account'`,
      );
      expect((result as { rows: unknown[] }).rows).toHaveLength(1);
    },
  );
});
