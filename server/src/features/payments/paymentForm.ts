import { QUOTE_ID_FIELD, quoteIdSchema } from '@portal/contracts/paymentJourney';
import { INVOICE_FIELD } from '@portal/contracts/paymentPaths';
import { idempotencyKeySchema } from '@portal/contracts/paymentRequests';
import { paymentSubmissionFieldsSchema } from '@portal/contracts/paymentSubmission';
import * as z from 'zod/mini';

/**
 * What the submit route receives, for its declaration: the request's fields and, in
 * a multipart form, the optional invoice file. The route checks them itself
 * (validatePaymentRequest), with the messages the form shows.
 */
export const paymentSubmissionSchema = z.intersection(
  paymentSubmissionFieldsSchema,
  z.object({ [QUOTE_ID_FIELD]: quoteIdSchema, [INVOICE_FIELD]: z.optional(z.file()) }),
);

/** The optional Idempotency-Key header: a repeated key answers the first request again. */
export const submissionHeaders = z.object({ 'idempotency-key': z.optional(idempotencyKeySchema) });
