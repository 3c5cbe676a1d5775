import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, decodeJwt, generateKeyPair, type JWTPayload, type KeyLike } from 'jose';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Access tokens an attacker could bring, built from a genuine one: each differs
 * from it in one way the server must refuse. `secret` is the server's own
 * JWT_SECRET, so that "only this one thing is wrong" holds for the signed ones.
 */
export async function forgedAccessTokens(genuine: string, secret: string): Promise<Record<string, string>> {
  const claims = decodeJwt(genuine);
  const [header, payload, signature] = genuine.split('.') as [string, string, string];
  const key = new TextEncoder().encode(secret);
  const now = Math.floor(Date.now() / 1000);
  const sign = (changed: JWTPayload, alg = 'HS256', signingKey: KeyLike | Uint8Array = key) =>
    new SignJWT(changed).setProtectedHeader({ alg, typ: 'JWT' }).sign(signingKey);
  const { privateKey } = await generateKeyPair('RS256');
  // The second-to-last character changes: all six of its bits are signature (the last
  // one's low bits are padding, which some decoders ignore). It was once replaced by 'A'
  // unless the last character was 'A', which left a signature ending in 'A?' unchanged:
  // the genuine token, accepted, one run in 64.
  const second = signature.at(-2);
  const flipped = `${signature.slice(0, -2)}${second === 'A' ? 'B' : 'A'}${signature.slice(-1)}`;
  const withoutExpiry = { ...claims };
  delete withoutExpiry.exp;

  const forged: Record<string, string> = {
    expired: await sign({ ...claims, iat: now - 3_600, exp: now - 60 }),
    'payload changed to role admin, signature kept': `${header}.${base64url({ ...claims, role: 'admin' })}.${signature}`,
    'signature altered': `${header}.${payload}.${flipped}`,
    'signature removed': `${header}.${payload}.`,
    'alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    'alg None': `${base64url({ alg: 'None', typ: 'JWT' })}.${payload}.`,
    'signed with another key': await sign(claims, 'HS256', randomBytes(48)),
    'HS512 with the right key': await sign(claims, 'HS512'),
    'RS256 with a key of its own': await sign(claims, 'RS256', privateKey),
    'another issuer': await sign({ ...claims, iss: 'someone-else' }),
    'another audience': await sign({ ...claims, aud: 'another-api' }),
    'no expiry': await sign(withoutExpiry),
    'a user that does not exist': await sign({ ...claims, sub: randomUUID() }),
    'a token version the account does not have': await sign({ ...claims, ver: Number(claims.ver) + 1 }),
  };
  // A forgery equal to the genuine token would be accepted and fail the test for nothing.
  for (const [what, token] of Object.entries(forged)) {
    if (token === genuine) throw new Error(`the forged token "${what}" is the genuine one`);
  }
  return forged;
}
