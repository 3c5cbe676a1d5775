import {
  RECEIPT_VERIFICATION_PATHS,
  receiptKeysDataSchema,
  receiptVerificationDataSchema,
  type ReceiptKey,
  type ReceiptVerificationData,
} from '@portal/contracts/receiptVerification';
import { apiClient, readAnswer } from '@portal/auth';

/** What the receipt with `code` states, signed (rejects with a RequestError: 404 unknown, 429 throttled). */
export const readVerifiedReceipt = (code: string): Promise<ReceiptVerificationData> =>
  readAnswer(
    () =>
      apiClient.get<unknown>(RECEIPT_VERIFICATION_PATHS.receipt.replace(':code', encodeURIComponent(code))),
    receiptVerificationDataSchema,
  );

/** The published keys, the current and the retired. */
export const readReceiptKeys = async (): Promise<readonly ReceiptKey[]> =>
  (await readAnswer(() => apiClient.get<unknown>(RECEIPT_VERIFICATION_PATHS.keys), receiptKeysDataSchema))
    .keys;
