import { canonicalJson } from '@portal/contracts/canonicalJson';
import type { ReceiptKey } from '@portal/contracts/receiptVerification';
import type { SignedReceiptAnswer } from './verifyApi';

/**
 * What the page may say of a receipt's signature: valid only when the signature checks
 * with a published key over the receipt exactly as shown.
 */
export type SignatureCheck =
  /** Ed25519 over the canonical JSON of the receipt, with a published key: it checks. */
  | 'valid'
  /** It does not check: the receipt or the signature was changed. */
  | 'invalid'
  /** The key id names no published key. */
  | 'unknown-key'
  /** This browser's WebCrypto has no Ed25519 (Chromium before 137, Safari before 17). */
  | 'unsupported';

function bytesOfBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  try {
    const binary = atob(base64);
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
    return bytes;
  } catch {
    return null;
  }
}

/**
 * Checks the receipt's signature in the browser (D42), independently of the server's word:
 * the key is the one of the published list named by the signature's key id, the message the
 * UTF-8 bytes of the receipt's canonical JSON (RFC 8785), the algorithm Ed25519 (WebCrypto).
 */
export async function checkReceiptSignature(
  data: SignedReceiptAnswer,
  keys: readonly ReceiptKey[],
  subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle,
): Promise<SignatureCheck> {
  const key = keys.find((candidate) => candidate.keyId === data.signature.keyId);
  if (!key) return 'unknown-key';
  if (!subtle) return 'unsupported';
  const publicKey = bytesOfBase64url(key.publicKey);
  const signature = bytesOfBase64url(data.signature.value);
  if (!publicKey || publicKey.length !== 32 || !signature || signature.length !== 64) return 'invalid';
  let imported: CryptoKey;
  try {
    imported = await subtle.importKey('raw', publicKey, { name: 'Ed25519' }, false, ['verify']);
  } catch {
    return 'unsupported';
  }
  const message = new TextEncoder().encode(canonicalJson(data.receipt));
  try {
    return (await subtle.verify({ name: 'Ed25519' }, imported, signature, message)) ? 'valid' : 'invalid';
  } catch {
    return 'invalid';
  }
}
