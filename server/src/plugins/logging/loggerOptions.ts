import type { FastifyServerOptions } from 'fastify';
import { logFormat, prettyStream } from './prettyLog';

/** Query parameters that carry secrets: the reset link's token above all. */
const SECRET_QUERY = /([?&](?:token|code|otp|refreshToken|accessToken)=)[^&#]*/gi;

/** A receipt's verification code in the path (D42): the credential of its public check. */
const SECRET_PATH = /(\/verify\/)(?!keys(?:[?#]|$))[^/?#]+/gi;

export const redactUrl = (url: string): string =>
  url.replace(SECRET_QUERY, '$1[REDACTED]').replace(SECRET_PATH, '$1[REDACTED]');

/**
 * Paths pino blanks wherever they appear one or two levels down, so that neither a
 * header nor a body field that holds a password, code or token reaches a log.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...['password', 'otp', 'token', 'refreshToken', 'accessToken', 'passwordHash', 'authorization'].flatMap(
    (field) => [field, `*.${field}`, `*.*.${field}`],
  ),
];

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * The server's logger: redacted, with one line per request. Lines go to `stream` when
 * given (tests read them), else to stdout as JSON or, in development, human-readable
 * (prettyLog.ts, LOG_FORMAT).
 */
export function loggerOptions(
  stream?: NodeJS.WritableStream,
  env: NodeJS.ProcessEnv = process.env,
): NonNullable<FastifyServerOptions['logger']> {
  const output = stream ?? (logFormat(env) === 'pretty' ? prettyStream() : undefined);
  return {
    level: env.LOG_LEVEL ?? 'info',
    redact: { paths: REDACTED_PATHS, censor: '[REDACTED]' },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(output ? { stream: output } : {}),
  };
}
