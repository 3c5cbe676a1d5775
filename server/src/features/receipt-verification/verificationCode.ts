import { VERIFICATION_CODE_LENGTH } from '@portal/contracts/receiptVerification';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { type Db, tables } from '../../plugins/database';

const { receiptVerifications } = tables;

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** RFC 4648 base32, lower case, without padding. */
function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** A new verification code: 16 bytes (128 bits) from the system's CSPRNG, 26 base32 characters. */
export function newVerificationCode(): string {
  const code = base32(randomBytes(16));
  if (code.length !== VERIFICATION_CODE_LENGTH) throw new Error('a verification code is 26 characters');
  return code;
}

/**
 * The payment's verification code, issued on first use: the move to sent issues it in its
 * transaction; a receipt of a payment sent before D42 issues it when it is made. Two at once
 * keep the first (the insert does nothing when the payment has one).
 */
export async function verificationCodeOf(db: Db, paymentId: string): Promise<string> {
  await db
    .insert(receiptVerifications)
    .values({ paymentId, code: newVerificationCode() })
    .onConflictDoNothing({ target: receiptVerifications.paymentId });
  const [row] = await db
    .select({ code: receiptVerifications.code })
    .from(receiptVerifications)
    .where(eq(receiptVerifications.paymentId, paymentId));
  if (!row) throw new Error(`no verification code for payment ${paymentId}`);
  return row.code;
}
