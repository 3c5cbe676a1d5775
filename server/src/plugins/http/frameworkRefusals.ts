import type { ApiFailure } from '@portal/contracts/api';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';

/**
 * Fastify answers a URL it cannot decode before any route, hook or error handler runs, with its own
 * body that echoes the URL back. This one answers in the failure shape ({ success:false, message,
 * code? }), with the headers every other answer carries (given once the app has them: no hook sets
 * them on this answer).
 */
export function answerFrameworkError(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
  headers: Record<string, string> = {},
): void {
  const body: ApiFailure = {
    success: false,
    message: 'The request URL is not valid.',
    code: ERROR_CODES.badRequest,
  };
  void reply.code(400).headers(headers).send(body);
}

const CLIENT_ERRORS: Record<string, { status: number; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: 'The request headers are too large.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    message: 'The request took too long to arrive.',
  },
};
const MALFORMED = { status: 400, reason: 'Bad Request', message: 'The request could not be processed.' };

/**
 * Requests Node's HTTP parser refuses (headers too large, malformed, a request
 * smuggling attempt) never reach Fastify: the answer is written to the socket here,
 * in the failure shape, with the security headers (`headers`, once the app has them), and the
 * connection is closed as Node would.
 */
export function answerClientError(
  error: Error & { code?: string },
  socket: Socket,
  headers: Record<string, string> = {},
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, message } = (error.code && CLIENT_ERRORS[error.code]) || MALFORMED;
  const body = JSON.stringify({ success: false, message, code: ERROR_CODES.badRequest } satisfies ApiFailure);
  // The security headers every other answer carries (issue 32: a 431 had only nosniff); this
  // answer's own framing headers are written after them and win.
  const framing = new Set(['content-type', 'content-length', 'connection', 'x-content-type-options']);
  const security = Object.entries(headers)
    .filter(([name]) => !framing.has(name.toLowerCase()))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\n` +
        security +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
