import { canonicalJson } from '@portal/contracts/canonicalJson';
import type { ReceiptKey, ReceiptVerificationData } from '@portal/contracts/receiptVerification';
import { createHash, generateKeyPairSync, sign } from 'node:crypto';

/** A receipt as the server states it (D42). */
export const RECEIPT = {
  code: 'k7q2m4xw9ab3cd5ef6gh7ij2kl',
  payerBusiness: 'Adebayo Textiles Ltd',
  beneficiaryName: 'Müller Maschinen GmbH',
  maskedAccount: '••••3000',
  amount: '1250.50',
  currency: 'EUR',
  nairaAmount: '603991.50',
  feeAmount: '0.00',
  sentAt: '2026-11-22T08:45:00.000Z',
  payoutReference: '8a562c67-ca16-48ba-b074-65581be6f001',
  state: 'sent',
  refundedAt: null,
} as const satisfies ReceiptVerificationData['receipt'];

/**
 * A receipt signed as the server signs it (Node's Ed25519 over the canonical JSON), with its
 * published key: a test of the page's own check, independent of the browser code it tests.
 */
export function signedReceipt(receipt: ReceiptVerificationData['receipt'] = RECEIPT): {
  data: ReceiptVerificationData;
  keys: ReceiptKey[];
} {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const x = publicKey.export({ format: 'jwk' }).x ?? '';
  const keyId = createHash('sha256').update(`{"crv":"Ed25519","kty":"OKP","x":"${x}"}`).digest('base64url');
  const value = sign(null, Buffer.from(canonicalJson(receipt), 'utf8'), privateKey).toString('base64url');
  return {
    data: { receipt, signature: { algorithm: 'Ed25519', keyId, value } },
    keys: [{ keyId, algorithm: 'Ed25519', publicKey: x, current: true }],
  };
}
