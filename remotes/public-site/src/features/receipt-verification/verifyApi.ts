import * as z from 'zod/mini';
import {
  RECEIPT_VERIFICATION_PATHS,
  receiptKeysDataSchema,
  receiptSignatureSchema,
  verifiedReceiptSchema,
  type ReceiptKey,
} from '@portal/contracts/receiptVerification';
import { apiClient, readAnswer } from '@portal/auth';

/**
 * The signed answer as this page reads it: the receipt's lines it knows, and any line a
 * server deployed after this page signs too (kept, not shown), so that the signature is
 * checked over the receipt as it was signed.
 */
const signedReceiptAnswerSchema = z.object({
  receipt: z.catchall(verifiedReceiptSchema, z.json()),
  signature: receiptSignatureSchema,
});
export type SignedReceiptAnswer = z.infer<typeof signedReceiptAnswerSchema>;

/** What the receipt with `code` states, signed (rejects with a RequestError: 404 unknown, 429 throttled). */
export const readVerifiedReceipt = (code: string): Promise<SignedReceiptAnswer> =>
  readAnswer(
    () =>
      apiClient.get<unknown>(RECEIPT_VERIFICATION_PATHS.receipt.replace(':code', encodeURIComponent(code))),
    signedReceiptAnswerSchema,
  );

/** The published keys, the current and the retired. */
export const readReceiptKeys = async (): Promise<readonly ReceiptKey[]> =>
  (await readAnswer(() => apiClient.get<unknown>(RECEIPT_VERIFICATION_PATHS.keys), receiptKeysDataSchema))
    .keys;
