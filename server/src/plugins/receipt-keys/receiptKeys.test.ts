import { createPublicKey, sign, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newReceiptSigningKey, parseSigningKey, RECEIPT_KEY_FILE, resolveReceiptKeys } from './receiptKeys';

describe("the receipts' signing keys", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'portal-receipt-key-')), 'data');
  });
  afterEach(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  it('signs with RECEIPT_SIGNING_KEY, which the published public key verifies, and writes nothing', () => {
    const keys = resolveReceiptKeys({
      receiptSigningKey: newReceiptSigningKey(),
      receiptVerifyKeys: [],
      dataDir,
    });
    const message = Buffer.from('{"amount":"1250.50"}');
    const signature = sign(null, message, keys.signing.privateKey);
    const [published] = keys.published;
    const publicKey = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: published?.publicKey ?? '' },
      format: 'jwk',
    });
    expect(verify(null, message, publicKey, signature)).toBe(true);
    expect(published).toMatchObject({ keyId: keys.signing.keyId, current: true });
    expect(() => statSync(path.join(dataDir, RECEIPT_KEY_FILE))).toThrow();
  });

  it('otherwise generates one into DATA_DIR, readable by the owner only, and keeps it across starts', () => {
    const first = resolveReceiptKeys({ receiptSigningKey: null, receiptVerifyKeys: [], dataDir });
    expect(statSync(path.join(dataDir, RECEIPT_KEY_FILE)).mode & 0o777).toBe(0o600);
    const again = resolveReceiptKeys({ receiptSigningKey: null, receiptVerifyKeys: [], dataDir });
    expect(again.signing.keyId).toBe(first.signing.keyId);
    expect(parseSigningKey(readFileSync(path.join(dataDir, RECEIPT_KEY_FILE), 'utf8')).publicKey).toBe(
      first.signing.publicKey,
    );
  });

  it('keeps a retired key listed, not current, under its own id, after a rotation', () => {
    const old = parseSigningKey(newReceiptSigningKey());
    const keys = resolveReceiptKeys({
      receiptSigningKey: newReceiptSigningKey(),
      receiptVerifyKeys: [old.publicKey],
      dataDir,
    });
    expect(keys.published).toHaveLength(2);
    expect(keys.published[1]).toEqual({
      keyId: old.keyId,
      algorithm: 'Ed25519',
      publicKey: old.publicKey,
      current: false,
    });
    expect(keys.published[0]?.keyId).not.toBe(old.keyId);
  });

  it('refuses a key that is not 32 bytes of base64url, without repeating it', () => {
    expect(() => parseSigningKey('not-a-key')).toThrow(/32 bytes in base64url/);
    expect(() => parseSigningKey('c2hvcnQ')).not.toThrow(/c2hvcnQ/);
  });
});
