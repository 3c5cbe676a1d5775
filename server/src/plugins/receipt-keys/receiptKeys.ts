import type { ReceiptKey } from '@portal/contracts/receiptVerification';
import { createHash, createPrivateKey, createPublicKey, randomBytes, type KeyObject } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where a key generated outside production is kept (DATA_DIR/receipt-signing-key). */
export const RECEIPT_KEY_FILE = 'receipt-signing-key';

/** The PKCS #8 DER header of an Ed25519 private key; its 32-byte seed follows. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const KEY_BYTES = 32;

/** The key new receipts are signed with. */
export interface ReceiptSigningKey {
  keyId: string;
  privateKey: KeyObject;
  /** The raw public key in base64url (a JWK's `x`). */
  publicKey: string;
}

/** The signing key and every key a receipt may have been signed with (the current one first). */
export interface ReceiptKeys {
  signing: ReceiptSigningKey;
  published: readonly ReceiptKey[];
}

/** The 32 bytes of a key written in base64url or base64 (with or without padding), else an error. */
function keyBytes(value: string, name: string): Buffer {
  const text = value.trim();
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(text))
    throw new Error(`${name} must be 32 bytes in base64url (43 characters)`);
  const bytes = Buffer.from(text.replace(/\+/g, '-').replace(/\//g, '_').replace(/=$/, ''), 'base64url');
  if (bytes.length !== KEY_BYTES) throw new Error(`${name} must be 32 bytes in base64url (43 characters)`);
  return bytes;
}

/**
 * A key's id: its RFC 7638 JWK thumbprint (SHA-256 of the JWK's required members in
 * canonical order), so an id always names exactly one key and nobody has to keep a list of ids.
 */
export function receiptKeyId(publicKey: string): string {
  return createHash('sha256').update(`{"crv":"Ed25519","kty":"OKP","x":"${publicKey}"}`).digest('base64url');
}

/** RECEIPT_SIGNING_KEY: the 32-byte Ed25519 private key (its seed, RFC 8032) in base64url. */
export function parseSigningKey(value: string): ReceiptSigningKey {
  const seed = keyBytes(value, 'RECEIPT_SIGNING_KEY');
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const { x } = createPublicKey(privateKey).export({ format: 'jwk' });
  if (typeof x !== 'string') throw new Error('RECEIPT_SIGNING_KEY gave no public key');
  return { keyId: receiptKeyId(x), privateKey, publicKey: x };
}

/** RECEIPT_VERIFY_KEYS: retired public keys (each 32 bytes in base64url), comma-separated. */
export function parseRetiredKeys(values: readonly string[]): string[] {
  return values.map((value) => keyBytes(value, 'RECEIPT_VERIFY_KEYS').toString('base64url'));
}

/** A new signing key's text: 32 random bytes in base64url (any 32 bytes are an Ed25519 seed). */
export const newReceiptSigningKey = (): string => randomBytes(KEY_BYTES).toString('base64url');

/** The key kept in DATA_DIR outside production: made on the first start, the owner's only. */
function keptKey(dataDir: string): string {
  const file = path.join(dataDir, RECEIPT_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, newReceiptSigningKey(), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return readFileSync(file, 'utf8');
}

/**
 * The receipts' keys (D42). RECEIPT_SIGNING_KEY when set (config.ts requires it in
 * production); otherwise one generated on the first start and kept in DATA_DIR, so receipts
 * signed before a restart still verify. RECEIPT_VERIFY_KEYS lists the public keys of retired
 * signing keys: receipts already handed out stay verifiable after a rotation.
 */
export function resolveReceiptKeys(config: {
  receiptSigningKey: string | null;
  receiptVerifyKeys: readonly string[];
  dataDir: string;
}): ReceiptKeys {
  const signing = parseSigningKey(config.receiptSigningKey ?? keptKey(config.dataDir));
  const retired = parseRetiredKeys(config.receiptVerifyKeys).filter((key) => key !== signing.publicKey);
  const published: ReceiptKey[] = [
    { keyId: signing.keyId, algorithm: 'Ed25519', publicKey: signing.publicKey, current: true },
    ...[...new Set(retired)].map((publicKey) => ({
      keyId: receiptKeyId(publicKey),
      algorithm: 'Ed25519' as const,
      publicKey,
      current: false,
    })),
  ];
  return { signing, published };
}
