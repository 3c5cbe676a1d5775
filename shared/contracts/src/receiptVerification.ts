import * as z from 'zod/mini';

/**
 * Receipts anyone can verify (D42): the code a sent payment's receipt carries, the public
 * routes that answer what the receipt states with an Ed25519 signature over its canonical
 * JSON (canonicalJson.ts), and the keys that check it. Its own module (import it as
 * `@portal/contracts/receiptVerification`, or from the index) so the public site's verify
 * page takes only this and zod/mini.
 */

export const RECEIPT_VERIFICATION_PATHS = {
  /** What the receipt with this code states, signed. */
  receipt: '/verify/:code',
  /** Every public key a receipt may have been signed with, the current one first. */
  keys: '/verify/keys',
} as const;

/** The public page a receipt's QR code and e-mail link open (the public site's route). */
export const VERIFY_PAGE_PATH = '/verify';

/** `<PUBLIC_URL>/verify/<code>`: printed on the receipt, in its QR code and in the vendor's e-mail. */
export const verifyPageUrl = (publicUrl: string, code: string): string =>
  `${publicUrl.replace(/\/+$/, '')}${VERIFY_PAGE_PATH}/${code}`;

/**
 * A verification code: 16 random bytes (128 bits) in lower-case base32 (RFC 4648's
 * alphabet, no padding), 26 characters. Base32 rather than base64url because a vendor may
 * type it from paper: one case, no 0/O or 1/l to confuse.
 */
export const VERIFICATION_CODE_LENGTH = 26;
const CODE_FORM = /^[a-z2-7]{26}$/;

/**
 * The code as typed or linked (spaces, hyphens and case do not matter), or null when it
 * cannot be one (the route then answers the same 404 as for an unknown code).
 */
export function normalizeVerificationCode(value: string): string | null {
  if (value.length > 64) return null;
  const code = value.replace(/[\s-]/g, '').toLowerCase();
  return CODE_FORM.test(code) ? code : null;
}

export const RECEIPT_VERIFICATION_STATES = ['sent', 'refunded'] as const;
export type ReceiptVerificationState = (typeof RECEIPT_VERIFICATION_STATES)[number];

/**
 * What a verified receipt states: exactly what the PDF says of the payment that a vendor
 * needs to recognise it, and nothing that identifies anyone further (no ids, no e-mail, the
 * account masked). Amounts are the decimal strings the database keeps; times ISO 8601 UTC.
 * `code` binds the signature to the code asked, so a signed answer of one receipt cannot be
 * passed off as another's.
 */
export const verifiedReceiptSchema = z.object({
  code: z.string(),
  payerBusiness: z.string(),
  beneficiaryName: z.string(),
  /** The account's last four characters behind dots (maskIdentifier). */
  maskedAccount: z.string(),
  amount: z.string(),
  currency: z.string(),
  nairaAmount: z.string(),
  /** The fee in naira its quote recorded, included in `nairaAmount` ("0.00": none, D47). */
  feeAmount: z.string(),
  sentAt: z.string(),
  payoutReference: z.nullable(z.string()),
  state: z.enum(RECEIPT_VERIFICATION_STATES),
  /** When it was refunded; null while it stands as sent. */
  refundedAt: z.nullable(z.string()),
});
export type VerifiedReceipt = z.infer<typeof verifiedReceiptSchema>;

export const RECEIPT_SIGNATURE_ALGORITHM = 'Ed25519';

/** The signature: Ed25519 over the UTF-8 bytes of canonicalJson(receipt), base64url. */
export const receiptSignatureSchema = z.object({
  algorithm: z.literal(RECEIPT_SIGNATURE_ALGORITHM),
  keyId: z.string(),
  value: z.string(),
});
export type ReceiptSignature = z.infer<typeof receiptSignatureSchema>;

export const receiptVerificationDataSchema = z.object({
  receipt: verifiedReceiptSchema,
  signature: receiptSignatureSchema,
});
export type ReceiptVerificationData = z.infer<typeof receiptVerificationDataSchema>;

/**
 * One public key: the raw 32 bytes in base64url (a JWK's `x`), its id (the RFC 7638 JWK
 * thumbprint, so an id can never name another key), and whether new receipts are signed
 * with it (a retired key stays listed: receipts it signed still verify).
 */
export const receiptKeySchema = z.object({
  keyId: z.string(),
  algorithm: z.literal(RECEIPT_SIGNATURE_ALGORITHM),
  publicKey: z.string(),
  current: z.boolean(),
});
export type ReceiptKey = z.infer<typeof receiptKeySchema>;

export const receiptKeysDataSchema = z.object({ keys: z.array(receiptKeySchema) });
export type ReceiptKeysData = z.infer<typeof receiptKeysDataSchema>;

export const RECEIPT_VERIFICATION_MESSAGES = {
  found: 'This receipt was issued by VendorBridge.',
  keys: 'The keys receipts are signed with.',
  notFound:
    'No receipt has this verification code. Check the code printed on the receipt, or ask the payer for the link.',
  tooMany: 'Too many receipt checks from this connection.',
} as const;
