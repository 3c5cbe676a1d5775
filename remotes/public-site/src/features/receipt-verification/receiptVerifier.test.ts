import { webcrypto } from 'node:crypto';
import { RECEIPT, signedReceipt } from '../../testing/signedReceipt';
import { checkReceiptSignature } from './receiptVerifier';

const subtle = webcrypto.subtle as SubtleCrypto;

describe("the verify page's own signature check (D42)", () => {
  it('says valid for the receipt exactly as signed, with the published key', async () => {
    const { data, keys } = signedReceipt();
    expect(await checkReceiptSignature(data, keys, subtle)).toBe('valid');
  });

  it.each([
    ['the amount', { amount: '12500.50' }],
    ['the beneficiary', { beneficiaryName: 'Mueller Maschinen GmbH' }],
    ['the state', { state: 'refunded', refundedAt: '2026-11-25T14:05:00.000Z' }],
    ['the code', { code: 'aaaaaaaaaaaaaaaaaaaaaaaaaa' }],
  ] as const)('says invalid when %s was changed after signing', async (_what, change) => {
    const { data, keys } = signedReceipt();
    const tampered = { ...data, receipt: { ...data.receipt, ...change } };
    expect(await checkReceiptSignature(tampered, keys, subtle)).toBe('invalid');
  });

  it('says invalid for a signature of another key presented under the published key id', async () => {
    const { data } = signedReceipt();
    const other = signedReceipt();
    const forged = { ...data, signature: { ...data.signature, keyId: other.data.signature.keyId } };
    expect(await checkReceiptSignature(forged, other.keys, subtle)).toBe('invalid');
  });

  it('says so when the key id names no published key, and never valid without a key', async () => {
    const { data } = signedReceipt();
    expect(await checkReceiptSignature(data, [], subtle)).toBe('unknown-key');
  });

  it('says the check could not be made when the browser has no WebCrypto Ed25519', async () => {
    const { data, keys } = signedReceipt(RECEIPT);
    expect(await checkReceiptSignature(data, keys, undefined)).toBe('unsupported');
    const withoutEd25519 = {
      importKey: () => Promise.reject(new DOMException('Unrecognized name', 'NotSupportedError')),
    } as unknown as SubtleCrypto;
    expect(await checkReceiptSignature(data, keys, withoutEd25519)).toBe('unsupported');
  });

  it('says invalid for a signature that is not 64 bytes of base64url', async () => {
    const { data, keys } = signedReceipt();
    const garbled = { ...data, signature: { ...data.signature, value: 'not*base64' } };
    expect(await checkReceiptSignature(garbled, keys, subtle)).toBe('invalid');
  });
});
