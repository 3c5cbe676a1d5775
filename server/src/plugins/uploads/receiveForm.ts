import { MAX_UPLOAD_BYTES } from '@portal/contracts/customer';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, NOT_AN_OBJECT } from '../http';
import { acceptUploads } from './acceptUploads';
import { receiveFiles, type FileRecogniser } from './receiveFiles';

/** The same bound as the API's other JSON bodies: a form's fields are a few hundred bytes. */
const JSON_BODY_LIMIT = 16 * 1024;

/**
 * The payment form's text fields (a new beneficiary's eleven, amount, currency, purpose and its
 * text, the quote, a saved beneficiary's id, today's three older names), and a few spare: the
 * most any form with one file has (any other text field is ignored by the route, as in JSON).
 */
export const MAX_FORM_TEXT_FIELDS = 24;

/** A form's one file as received and checked, waiting in its temporary file for the route to store it. */
export interface IncomingFile {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  tmpPath: string;
}

/** A form's text fields and its one optional file (D23 rules), from multipart or JSON. */
export interface ReceivedForm {
  fields: Record<string, unknown>;
  file: IncomingFile | null;
  /** Deletes the file's temporary copy if it is still there; call it when the request is done. */
  discard: () => Promise<void>;
}

export interface FormOptions {
  /** Where the file waits, checked, until the route stores it. */
  tmpDir: string;
  /** The multipart field of the one file. */
  fileField: string;
  /** Another kind of file than a document (the bulk payment's CSV), with its own limit and words. */
  kind?: {
    recognise: FileRecogniser<string>;
    maxFileBytes: number;
    messages: { wrongType: string; tooLarge: string };
  };
}

/**
 * Reads a multipart form through the one reader (`receiveFiles`): its text fields, and one
 * optional file in `fileField` (streamed to a temporary file, 5 MB while it arrives unless the
 * kind says otherwise, PDF/JPEG/PNG by its bytes, SHA-256). A body that is not multipart is 415.
 */
export async function receiveForm(request: FastifyRequest, options: FormOptions): Promise<ReceivedForm> {
  const { kind } = options;
  const upload = await receiveFiles<string, string>(request, {
    fields: { [options.fileField]: 'file' },
    maxFileBytes: kind?.maxFileBytes ?? MAX_UPLOAD_BYTES,
    maxFiles: 1,
    textFields: MAX_FORM_TEXT_FIELDS,
    tmpDir: options.tmpDir,
    ...(kind ? { recognise: kind.recognise, messages: kind.messages } : {}),
  });
  const [file] = upload.files;
  return {
    fields: upload.fields,
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

/**
 * A form that may come as JSON (no file) or as multipart with its optional file (D23): the
 * payment request, the funding report, the payout. Anything else is 415 in the route's words;
 * JSON that is not an object is 400.
 */
export async function readJsonOrForm(
  request: FastifyRequest,
  options: FormOptions & { notJsonOrForm: string },
): Promise<ReceivedForm> {
  if (request.isMultipart()) return receiveForm(request, options);
  if (/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
    const body: unknown = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new ApiError(400, NOT_AN_OBJECT, { code: ERROR_CODES.validation });
    }
    return { fields: body as Record<string, unknown>, file: null, discard: async () => undefined };
  }
  throw new ApiError(415, options.notJsonOrForm, { code: ERROR_CODES.unsupportedMediaType });
}

/**
 * Makes the routes of `scope` take JSON (parsed as on every other route, within the same
 * 16 KiB) or a multipart form read by `readJsonOrForm`.
 */
export async function acceptJsonOrUploads(scope: FastifyInstance): Promise<void> {
  await acceptUploads(scope);
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
    scope.getDefaultJsonParser('error', 'error'),
  );
}
