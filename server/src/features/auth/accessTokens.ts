import type { Role } from '@portal/contracts/roles';
import { SignJWT, jwtVerify } from 'jose';
import { createSecretKey, type KeyObject } from 'node:crypto';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const TOKEN_ISSUER = 'vendorbridge';
export const TOKEN_AUDIENCE = 'vendorbridge-api';

export interface AccessClaims {
  userId: string;
  role: Role;
  /** The account's token version when issued; a password change raises it. */
  tokenVersion: number;
  /**
   * The session (refresh-token family) the token was issued in, claim `sid`: ending
   * the session (logout, a reused refresh token, a password reset) ends the token too.
   */
  sessionId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Short-lived HS256 JWTs (access tokens are short-lived signed JWTs; refresh tokens rotate, see
 * refreshTokens.ts). Only HS256 is accepted: never `none`, never another algorithm.
 */
export class AccessTokens {
  // A key object made once: given bytes, jose would make one on every sign and verify.
  private readonly key: KeyObject;

  constructor(
    secret: string,
    private readonly now: () => Date,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  issue(user: { id: string; role: Role; tokenVersion: number }, sessionId: string): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ role: user.role, ver: user.tokenVersion, sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for anything else. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        currentDate: this.now(),
        requiredClaims: ['sub', 'iat', 'exp'],
      });
      const { sub, role, ver, sid } = payload;
      if (typeof sub !== 'string' || !UUID.test(sub)) return null;
      if (role !== 'user' && role !== 'admin') return null;
      if (typeof ver !== 'number' || !Number.isInteger(ver)) return null;
      // A token without a session cannot be ended by logout, so none is accepted.
      if (typeof sid !== 'string' || !UUID.test(sid)) return null;
      return { userId: sub, role, tokenVersion: ver, sessionId: sid };
    } catch {
      return null;
    }
  }
}
