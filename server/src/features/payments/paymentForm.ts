import type { Multipart } from '@fastify/multipart';
import {
  ERROR_CODES,
  INVOICE_FIELD,
  MAX_UPLOAD_BYTES,
  idempotencyKeySchema,
  paymentSubmissionFieldsSchema,
  QUOTE_ID_FIELD,
  quoteIdSchema,
} from '@portal/contracts';
import * as z from 'zod/mini';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../plugins/http';
import { receiveFiles, UPLOAD_LIMITS, type FileRecogniser } from '../../plugins/uploads';
import type { IncomingInvoice } from './submitPayment';

/**
 * The payment form's text fields (a new beneficiary's eleven, amount, currency, purpose and its
 * text, the quote, a saved beneficiary's id, today's three older names), and a few spare (any
 * other text field is ignored, as in JSON).
 */
const MAX_TEXT_FIELDS = 24;

export const PAYMENT_FORM_REFUSALS = {
  fieldTooLong: 'A field of the form is too long.',
  repeatedField: 'A field of the form was sent twice.',
} as const;

export interface PaymentForm {
  fields: Record<string, unknown>;
  invoice: IncomingInvoice | null;
  /** Deletes the invoice's temporary file if it is still there. */
  discard: () => Promise<void>;
}

const formRefusal = (message: string, field: string) =>
  new ApiError(400, message, { code: ERROR_CODES.validation, errors: { [field]: [message] } });

/** Hands text parts to `fields` and passes file parts on. */
async function* filesOnly(
  parts: AsyncIterableIterator<Multipart>,
  fields: Record<string, unknown>,
): AsyncIterableIterator<Multipart> {
  for await (const part of parts) {
    if (part.type === 'file') {
      yield part;
      continue;
    }
    if (part.valueTruncated || part.fieldnameTruncated) {
      throw formRefusal(PAYMENT_FORM_REFUSALS.fieldTooLong, part.fieldname);
    }
    if (Object.hasOwn(fields, part.fieldname)) {
      throw formRefusal(PAYMENT_FORM_REFUSALS.repeatedField, part.fieldname);
    }
    fields[part.fieldname] = part.value;
  }
}

/** A form's text fields and its one optional file (D23 rules), from multipart or JSON. */
export interface FormWithFile {
  fields: Record<string, unknown>;
  file: IncomingInvoice | null;
  /** Deletes the file's temporary copy if it is still there. */
  discard: () => Promise<void>;
}

/**
 * Reads a multipart form: its text fields, and one optional file in `fileField`
 * through the shared upload pipeline (streamed to a temporary file, 5 MB while it
 * arrives, PDF/JPEG/PNG by its bytes, SHA-256). `receiveFiles` takes file parts
 * only, so it is given a view of the request whose parts are filtered: text parts
 * are collected here, in the same single pass over the body, and every refusal
 * still goes through its cleanup (no temporary file is left behind).
 */
export async function receiveFormWithFile(
  request: FastifyRequest,
  tmpDir: string,
  fileField: string,
  /** Another kind of file than a document (the bulk payment's CSV), with its own limit and words. */
  kind?: {
    recognise: FileRecogniser<string>;
    maxFileBytes: number;
    messages: { wrongType: string; tooLarge: string };
  },
): Promise<FormWithFile> {
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const view = Object.create(request) as FastifyRequest;
  view.parts = (options) =>
    filesOnly(
      request.parts({
        ...options,
        limits: {
          ...UPLOAD_LIMITS,
          ...options?.limits,
          fields: MAX_TEXT_FIELDS,
          files: 1,
          parts: MAX_TEXT_FIELDS + 1,
        },
      }),
      fields,
    );
  const upload = await receiveFiles<string, string>(view, {
    fields: { [fileField]: 'file' },
    maxFileBytes: kind?.maxFileBytes ?? MAX_UPLOAD_BYTES,
    maxFiles: 1,
    tmpDir,
    ...(kind ? { recognise: kind.recognise, messages: kind.messages } : {}),
  });
  const [file] = upload.files;
  return {
    fields: { ...fields },
    file: file
      ? {
          fileName: file.fileName,
          contentType: file.contentType,
          sizeBytes: file.sizeBytes,
          sha256: file.sha256,
          tmpPath: file.tmpPath,
        }
      : null,
    discard: upload.discard,
  };
}

/** The payment form: its text fields and the optional invoice. */
export async function receivePaymentForm(request: FastifyRequest, tmpDir: string): Promise<PaymentForm> {
  const form = await receiveFormWithFile(request, tmpDir, INVOICE_FIELD);
  return { fields: form.fields, invoice: form.file, discard: form.discard };
}

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
