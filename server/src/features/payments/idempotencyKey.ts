import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { validateWith } from '@portal/contracts/fieldErrors';
import { PAYMENT_MESSAGES } from '@portal/contracts/paymentMessages';
import { idempotencyKeySchema } from '@portal/contracts/paymentRequests';
import { ApiError } from '../../plugins/http';

const refused = () =>
  new ApiError(400, PAYMENT_MESSAGES.idempotencyKeyInvalid, {
    code: ERROR_CODES.validation,
    errors: { idempotencyKey: [PAYMENT_MESSAGES.idempotencyKeyInvalid] },
  });

/**
 * The Idempotency-Key header: absent (null), or 1–100 visible characters sent once (submitting
 * twice with one key creates one request).
 */
export function parseIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string') throw refused();
  const result = validateWith(idempotencyKeySchema, header);
  if (!result.ok) throw refused();
  return result.data;
}
