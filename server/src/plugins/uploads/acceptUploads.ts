import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@portal/contracts/customer';
import { MAX_FILES_PER_UPLOAD } from '@portal/contracts/documents';
import type { FastifyInstance } from 'fastify';

/** The most a well-formed upload form can hold besides its files: nothing, so a few spare. */
const MAX_TEXT_FIELDS = 4;

/**
 * Busboy's limits for every upload route: files are bounded in size and count while
 * they stream (the route's own `receiveFiles` call may tighten them), text fields and
 * part headers in size, so no part of a request can grow without bound in memory.
 */
export const UPLOAD_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: MAX_FILES_PER_UPLOAD,
  fields: MAX_TEXT_FIELDS,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: MAX_FILES_PER_UPLOAD + MAX_TEXT_FIELDS,
  headerPairs: 20,
} as const;

/**
 * Makes the routes of `scope` (an encapsulated plugin: no other route is affected)
 * take multipart uploads. The API's JSON parser and its 16 KiB body limit stay on
 * every other route; here the body is never parsed or buffered by Fastify: the
 * multipart parser only marks the request and `receiveFiles` reads it as a stream,
 * so the body limit does not apply and the per-file limit does. Any other content
 * type reaches the handler unread, so that it can answer 415 in the upload's own words.
 */
export async function acceptUploads(scope: FastifyInstance): Promise<void> {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  await scope.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
}
