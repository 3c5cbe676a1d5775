import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { UPLOAD_MESSAGES, type AcceptedContentType } from '@portal/contracts/documents';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import type { FastifyRequest } from 'fastify';
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ApiError } from '../http';
import { UPLOAD_LIMITS } from './acceptUploads';
import { acceptedContentTypeOf, EXTENSION_OF } from './contentType';
import { displayFileName } from './fileName';
import { UPLOAD_REFUSALS } from './messages';

/**
 * How a route tells what a file is by its bytes: a type it takes, or null to refuse it (415),
 * and a file extension for a file its client gave no name.
 */
export interface FileRecogniser<Type extends string> {
  typeOf: (tmpPath: string) => Promise<Type | null>;
  extensionOf: (type: Type) => string;
}

/** PDF, JPEG or PNG (documents, invoices, proofs): every route's files unless it says otherwise. */
const DOCUMENTS: FileRecogniser<AcceptedContentType> = {
  typeOf: acceptedContentTypeOf,
  extensionOf: (type) => EXTENSION_OF[type],
};

export interface ReceiveOptions<What extends string, Type extends string = AcceptedContentType> {
  /** The multipart field names the form has, each with what its files are. */
  fields: Readonly<Record<string, What>>;
  /** Fields that may carry several files; every other field carries at most one. */
  multiple?: readonly string[];
  maxFileBytes: number;
  maxFiles: number;
  /** Where files wait, checked, until the route stores them (made when missing). */
  tmpDir: string;
  /** What files the route takes; PDF, JPEG or PNG when left out. */
  recognise?: FileRecogniser<Type>;
  /** The words of a wrong type or a file too large, when the route takes other files than documents. */
  messages?: { wrongType: string; tooLarge: string };
  /**
   * A form's text fields beside its files: at most this many, each at most 1 KiB and sent once,
   * collected into `fields`. Left out, a text part is refused as an unknown field (an upload of
   * files only, like the documents').
   */
  textFields?: number;
}

/** A file that arrived whole, within the limits, and is a PDF, JPEG or PNG by its bytes. */
export interface ReceivedFile<What extends string, Type extends string = AcceptedContentType> {
  field: string;
  what: What;
  /** The client's name for it, sanitised for display. */
  fileName: string;
  contentType: Type;
  sizeBytes: number;
  sha256: string;
  /** The temporary file holding it; the route hands it to the file store. */
  tmpPath: string;
}

export interface ReceivedUpload<What extends string, Type extends string = AcceptedContentType> {
  files: ReceivedFile<What, Type>[];
  /** The text fields by name (only with `textFields`; empty otherwise). */
  fields: Record<string, string>;
  /** Deletes whatever temporary files are still there; call it when the request is done. */
  discard: () => Promise<void>;
}

/** The file went over the size limit (seen by busboy's count or our own). */
class FileTooLarge extends Error {}

/** Writing the temporary file failed: the server's problem, not the request's. */
class TemporaryFileFailed extends Error {
  constructor(cause: unknown) {
    super('could not write the temporary upload file', { cause });
  }
}

const refusal = (status: number, message: string, code: ApiError['body']['code'], field?: string) =>
  new ApiError(status, message, {
    ...(code ? { code } : {}),
    ...(field ? { errors: { [field]: [message] } } : {}),
  });

/**
 * Streams `part` into `tmpPath`, hashing and counting on the way, and stops at the
 * first byte over `maxBytes`: a large file is refused while it arrives, never held.
 * Busboy counts too and, past the limit, would silently drain the rest of the body;
 * `stopReading` is called the moment it does, so the rest is not even received.
 */
async function streamToFile(part: MultipartFile, tmpPath: string, maxBytes: number, stopReading: () => void) {
  // Over the limit before this part was handed over (it came in one chunk with the headers).
  if (part.file.truncated) {
    stopReading();
    part.file.destroy();
    throw new FileTooLarge();
  }
  const hash = createHash('sha256');
  let sizeBytes = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sizeBytes += chunk.length;
      if (sizeBytes > maxBytes) return done(new FileTooLarge());
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const overLimit = () => {
    stopReading();
    meter.destroy(new FileTooLarge());
  };
  part.file.once('limit', overLimit);
  const target = createWriteStream(tmpPath, { flags: 'wx', mode: 0o600 });
  // A write failure is the disk's only when the file failed first: from Node 22 on,
  // pipeline destroys the file with the reading side's error too (a body cut short).
  let readFailed = false;
  let writeError: unknown = null;
  const onReadError = () => (readFailed = true);
  part.file.once('error', onReadError);
  meter.once('error', onReadError);
  target.once('error', (error) => (writeError = readFailed ? null : error));
  try {
    await pipeline(part.file, meter, target);
  } catch (error) {
    throw writeError && error === writeError ? new TemporaryFileFailed(error) : error;
  } finally {
    part.file.off('limit', overLimit);
    part.file.off('error', onReadError);
  }
  if (part.file.truncated) throw new FileTooLarge();
  return { sizeBytes, sha256: hash.digest('hex') };
}

/** Busboy's limits for this read: the route's file size and count and, for a form, its text fields. */
function limitsOf(options: Pick<ReceiveOptions<string, string>, 'maxFileBytes' | 'maxFiles' | 'textFields'>) {
  const limits = { ...UPLOAD_LIMITS, fileSize: options.maxFileBytes, files: options.maxFiles };
  if (options.textFields === undefined) return limits;
  return { ...limits, fields: options.textFields, parts: options.textFields + options.maxFiles };
}

/** A text part of a form, kept under its name: refused when cut short by the limits or sent twice. */
function keepTextField(part: MultipartValue, fields: Record<string, string>) {
  if (part.valueTruncated || part.fieldnameTruncated) {
    throw refusal(400, UPLOAD_REFUSALS.fieldTooLong, ERROR_CODES.validation, part.fieldname);
  }
  if (Object.hasOwn(fields, part.fieldname)) {
    throw refusal(400, UPLOAD_REFUSALS.repeatedField, ERROR_CODES.validation, part.fieldname);
  }
  fields[part.fieldname] = String(part.value);
}

/** Any failure while receiving, as the answer the client gets (4xx unless the disk failed). */
function asRefusal(
  error: unknown,
  field: string | undefined,
  request: FastifyRequest,
  tooLarge: string,
): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FileTooLarge) return refusal(413, tooLarge, ERROR_CODES.fileTooLarge, field);
  if (error instanceof TemporaryFileFailed) {
    request.log.error({ err: error.cause }, 'could not write an upload to its temporary file');
    return refusal(503, UPLOAD_REFUSALS.storageUnavailable, ERROR_CODES.storageUnavailable);
  }
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return refusal(413, tooLarge, ERROR_CODES.fileTooLarge, field);
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return refusal(413, UPLOAD_MESSAGES.tooManyFiles, ERROR_CODES.payloadTooLarge);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return refusal(400, UPLOAD_MESSAGES.unknownField, ERROR_CODES.validation);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return refusal(415, UPLOAD_REFUSALS.notMultipart, ERROR_CODES.unsupportedMediaType);
    default:
      // Busboy's "Unexpected end of form", a malformed boundary, a client that hung up.
      request.log.info({ err: error }, 'upload cut short or malformed');
      return refusal(400, UPLOAD_REFUSALS.incomplete, ERROR_CODES.badRequest);
  }
}

/**
 * The API's one multipart reader (documents, the payment form, the funding report, the payout,
 * the bulk payments file). Reads an upload (on a route of a scope that `acceptUploads`) as a stream:
 * each file goes to a temporary file under `tmpDir` while its SHA-256 and size are
 * computed, is refused at the first byte over `maxFileBytes`, and is then accepted
 * only if its bytes are a PDF, JPEG or PNG (or what the route's `recognise` takes);
 * a form's text fields are collected in the same pass. Any refusal or failure deletes every
 * temporary file of the request before it is thrown, so a refused upload leaves
 * nothing behind; when a refusal comes before the body was read to its end, the
 * answer closes the connection rather than read the rest.
 */
export async function receiveFiles<What extends string, Type extends string = AcceptedContentType>(
  request: FastifyRequest,
  options: ReceiveOptions<What, Type>,
): Promise<ReceivedUpload<What, Type>> {
  // Without a recogniser of its own, a route takes documents (Type is then AcceptedContentType).
  const recognise = options.recognise ?? (DOCUMENTS as unknown as FileRecogniser<Type>);
  const temporary: string[] = [];
  const discard = async () => {
    await Promise.all(temporary.splice(0).map((file) => rm(file, { force: true })));
  };
  const multiple = new Set(options.multiple ?? []);
  // The rest of a refused body is not worth receiving: the answer closes the connection.
  const stopReading = () => {
    request.raw.unpipe();
    request.raw.pause();
  };
  const files: ReceivedFile<What, Type>[] = [];
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let field: string | undefined;
  try {
    if (!request.isMultipart()) {
      throw refusal(415, UPLOAD_REFUSALS.notMultipart, ERROR_CODES.unsupportedMediaType);
    }
    await mkdir(options.tmpDir, { recursive: true, mode: 0o700 });
    const parts = request.parts({ limits: limitsOf(options) });
    for await (const part of parts) {
      field = part.fieldname;
      if (part.type === 'field' && options.textFields !== undefined) {
        keepTextField(part, fields);
        continue;
      }
      const what = Object.hasOwn(options.fields, field) ? options.fields[field] : undefined;
      if (part.type !== 'file' || what === undefined) {
        if (part.type === 'file') part.file.destroy();
        throw refusal(400, UPLOAD_MESSAGES.unknownField, ERROR_CODES.validation, field);
      }
      if (!multiple.has(field) && files.some((file) => file.field === field)) {
        part.file.destroy();
        throw refusal(400, UPLOAD_REFUSALS.oneFileOnly, ERROR_CODES.validation, field);
      }
      const tmpPath = path.join(options.tmpDir, `upload-${randomUUID()}`);
      temporary.push(tmpPath);
      const { sizeBytes, sha256 } = await streamToFile(part, tmpPath, options.maxFileBytes, stopReading);
      // A file input left empty is sent by browsers as a nameless, empty file.
      if (sizeBytes === 0 && !part.filename) continue;
      const contentType = await recognise.typeOf(tmpPath);
      if (!contentType) {
        const wrongType = options.messages?.wrongType ?? UPLOAD_MESSAGES.wrongType;
        throw refusal(415, wrongType, ERROR_CODES.unsupportedFileType, field);
      }
      const fileName = displayFileName(part.filename, `${what}.${recognise.extensionOf(contentType)}`);
      files.push({ field, what, fileName, contentType, sizeBytes, sha256, tmpPath });
    }
  } catch (error) {
    stopReading();
    await discard();
    const answer = asRefusal(error, field, request, options.messages?.tooLarge ?? UPLOAD_MESSAGES.tooLarge);
    if (!request.raw.readableEnded) answer.headers.connection = 'close';
    throw answer;
  }
  return { files, fields: { ...fields }, discard };
}
