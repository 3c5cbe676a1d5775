import { canonicalJson } from '@portal/contracts/canonicalJson';
import type { ReceiptSignature, VerifiedReceipt } from '@portal/contracts/receiptVerification';
import { sign } from 'node:crypto';
import type { ReceiptSigningKey } from '../../plugins/receipt-keys';

/** Ed25519 over the UTF-8 bytes of the receipt's canonical JSON (RFC 8785), in base64url. */
export function signReceipt(receipt: VerifiedReceipt, key: ReceiptSigningKey): ReceiptSignature {
  const value = sign(null, Buffer.from(canonicalJson(receipt), 'utf8'), key.privateKey).toString('base64url');
  return { algorithm: 'Ed25519', keyId: key.keyId, value };
}

/**
 * What an unknown code's answer signs, so that it costs what a found one does (the same
 * query, then one signature) and its 404 comes no sooner.
 */
export const PLACEHOLDER_RECEIPT: VerifiedReceipt = {
  code: 'aaaaaaaaaaaaaaaaaaaaaaaaaa',
  payerBusiness: 'Placeholder Trading Ltd',
  beneficiaryName: 'Placeholder GmbH',
  maskedAccount: '••••0000',
  amount: '1000.00',
  currency: 'EUR',
  nairaAmount: '1000000.00',
  feeAmount: '0.00',
  sentAt: '2026-01-01T00:00:00.000Z',
  payoutReference: '00000000-0000-4000-8000-000000000000',
  state: 'sent',
  refundedAt: null,
};
