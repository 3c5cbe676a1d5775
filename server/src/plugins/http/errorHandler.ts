import type { ApiFailure } from '@portal/contracts/api';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { MESSAGES } from '@portal/contracts/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../database';
import { ApiError } from './apiError';
import { readRestOfBody } from './readRestOfBody';

export const STORAGE_UNAVAILABLE_MESSAGE = 'Files cannot be stored right now. Please try again later.';

// Node's errnos from the file store, and PostgreSQL's class 53 disk_full (53100), which
// PGlite raises too when the data folder's disk is full.
const STORAGE_ERRNOS = new Set(['ENOSPC', 'EROFS', 'EDQUOT', '53100']);
// PostgreSQL's words when a table cannot grow; some paths raise them without the code.
const DATABASE_DISK_FULL = /could not extend file|no space left on device/i;

/**
 * Whether an error (or one it wraps) is the disk refusing a write. The database's own
 * work was one transaction, rolled back by the error, so nothing is left half written.
 */
export function isStorageFull(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, cause, message } = current as { code?: unknown; cause?: unknown; message?: unknown };
    if (typeof code === 'string' && STORAGE_ERRNOS.has(code)) return true;
    if (typeof message === 'string' && DATABASE_DISK_FULL.test(message)) return true;
    current = cause;
  }
  return false;
}

export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

const CLIENT_ERRORS: Record<string, Pick<ApiFailure, 'message' | 'code'>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    message: 'The request body is too large.',
    code: ERROR_CODES.payloadTooLarge,
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    message: 'Requests must be sent as JSON (Content-Type: application/json).',
    code: ERROR_CODES.unsupportedMediaType,
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    message: 'The request body is not valid JSON.',
    code: ERROR_CODES.badRequest,
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { message: 'The request body is empty.', code: ERROR_CODES.badRequest },
};

const statusOf = (error: Partial<FastifyError>): number =>
  typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
    ? error.statusCode
    : 500;

/**
 * One error answer for the whole server, always in the failure shape ({ success:false, message,
 * code? }): refusals thrown as ApiError pass as they are; parser refusals become 400, 413 or 415;
 * an unreachable database is a 503; anything else is a 500 that says nothing about why (the log has
 * the details).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (isStorageFull(error)) {
      // A full or read-only disk is the operator's to fix, and the client's to retry:
      // not a bug in the request (500), and never reported as success.
      request.log.error({ err: error }, 'storage unavailable');
      return reply
        .code(503)
        .header('Retry-After', '60')
        .send({ success: false, message: STORAGE_UNAVAILABLE_MESSAGE, code: ERROR_CODES.storageUnavailable });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', '5')
        .send({ success: false, message: UNAVAILABLE_MESSAGE, code: ERROR_CODES.unavailable });
    }
    const status = statusOf(error);
    if (status < 500) {
      const known = (error.code && CLIENT_ERRORS[error.code]) || {
        message: 'The request could not be processed.',
        code: ERROR_CODES.badRequest,
      };
      request.log.info({ errorCode: error.code, status }, 'request refused');
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return readRestOfBody(request.raw).then(() => reply.code(status).send({ success: false, ...known }));
      }
      return reply.code(status).send({ success: false, ...known });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ success: false, message: MESSAGES.unexpected, code: ERROR_CODES.internal });
  });
}
