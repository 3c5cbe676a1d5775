import { TWO_FACTOR_CHALLENGE_SECONDS } from '@portal/contracts/security';
import { SignJWT, jwtVerify } from 'jose';
import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import { deriveKey } from './secrets';

const AUDIENCE = 'vendorbridge-2fa-challenge';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Challenge {
  /** The challenge's own id (jti): a challenge signs in once (challengeUse in two-factor). */
  id: string;
  userId: string;
  /** The account's token version: a password change meanwhile ends the challenge. */
  tokenVersion: number;
  /** Which login endpoint the password was given to (the same limits apply to the code). */
  adminEndpoint: boolean;
}

/**
 * The proof that the password was right, handed to the client between the two steps
 * of a sign-in: a short-lived token under a key of its own, so it can never pass for
 * an access token, and nothing to store.
 */
export class ChallengeTokens {
  private readonly key: KeyObject;

  constructor(
    serverSecret: string,
    private readonly now: () => Date,
  ) {
    this.key = createSecretKey(Buffer.from(deriveKey(serverSecret, 'two-factor-challenge'), 'utf8'));
  }

  issue(challenge: Omit<Challenge, 'id'>): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ ver: challenge.tokenVersion, adm: challenge.adminEndpoint })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(challenge.userId)
      .setJti(randomUUID())
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TWO_FACTOR_CHALLENGE_SECONDS)
      .sign(this.key);
  }

  async verify(token: string): Promise<Challenge | null> {
    if (token.length > 1000) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        audience: AUDIENCE,
        currentDate: this.now(),
        requiredClaims: ['sub', 'exp', 'jti'],
      });
      const { sub, ver, adm, jti } = payload;
      if (typeof sub !== 'string' || !UUID.test(sub)) return null;
      if (typeof jti !== 'string' || !UUID.test(jti)) return null;
      if (typeof ver !== 'number' || typeof adm !== 'boolean') return null;
      return { id: jti, userId: sub, tokenVersion: ver, adminEndpoint: adm };
    } catch {
      return null;
    }
  }
}
