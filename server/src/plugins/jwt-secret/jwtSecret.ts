import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const JWT_SECRET_FILE = 'jwt-secret';
export const MIN_JWT_SECRET_LENGTH = 32;

/**
 * The key that signs access tokens. JWT_SECRET when set (required in production);
 * otherwise one generated on the first start and kept in DATA_DIR/jwt-secret,
 * readable by the owner only, so that sessions survive restarts.
 */
export function resolveJwtSecret(config: { jwtSecret: string | null; dataDir: string }): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, JWT_SECRET_FILE);
  mkdirSync(config.dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Kept from an earlier start (or written by another process just now).
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_JWT_SECRET_LENGTH) {
    throw new Error(
      `${file} holds fewer than ${MIN_JWT_SECRET_LENGTH} characters; delete it to get a new one`,
    );
  }
  return secret;
}
