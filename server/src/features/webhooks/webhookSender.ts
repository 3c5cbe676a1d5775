import http from 'node:http';
import https from 'node:https';
import { Webhook } from 'standardwebhooks';
import { checkedLookup, refusedLiteral } from './webhookAddress';

export interface SendOptions {
  allowPrivate: boolean;
  timeoutMs: number;
}

export interface Attempt {
  /** The endpoint's answer; null when none came. */
  statusCode: number | null;
  durationMs: number;
  /** Why it failed; null when the endpoint answered 2xx. */
  error: string | null;
}

/** The most of an answer read (its body is not kept; reading a little lets the socket close cleanly). */
const ANSWER_READ_LIMIT = 16 * 1024;

/**
 * The Standard Webhooks signature header: `v1,<base64>` for the current secret, and a second
 * for the previous one while a rotation's overlap lasts (receivers accept either).
 */
export function signatureHeader(secrets: readonly string[], id: string, at: Date, body: string): string {
  return secrets.map((secret) => new Webhook(secret).sign(id, at, body)).join(' ');
}

/**
 * One POST of a message to an endpoint: signed, the event id as webhook-id (the receiver's
 * idempotency key, the same on every retry), no redirect followed (a 3xx is a failure), the
 * whole attempt bounded by the timeout, connected only to an address the lookup checked.
 */
export function sendSigned(
  url: string,
  message: { id: string; body: string; at: Date; secrets: readonly string[] },
  options: SendOptions,
): Promise<Attempt> {
  const started = performance.now();
  const finish = (statusCode: number | null, error: string | null): Attempt => ({
    statusCode,
    durationMs: Math.round(performance.now() - started),
    error,
  });
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve(finish(null, 'invalid address'));
  }
  if (
    refusedLiteral(target, options.allowPrivate) ||
    (!options.allowPrivate && target.protocol !== 'https:')
  ) {
    return Promise.resolve(finish(null, `refused: ${target.hostname} is not a public https address`));
  }
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<Attempt>((resolve) => {
    let settled = false;
    const settle = (attempt: Attempt) => {
      if (settled) return;
      settled = true;
      resolve(attempt);
    };
    // The whole attempt, connection to last byte: the signal aborts the request and its answer.
    const signal = AbortSignal.timeout(options.timeoutMs);
    const request = client.request(
      target,
      {
        method: 'POST',
        agent: false,
        signal,
        lookup: checkedLookup(options.allowPrivate),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(message.body),
          'user-agent': 'VendorBridge-Webhooks/1',
          'webhook-id': message.id,
          'webhook-timestamp': String(Math.floor(message.at.getTime() / 1000)),
          'webhook-signature': signatureHeader(message.secrets, message.id, message.at, message.body),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > ANSWER_READ_LIMIT) response.destroy();
        });
        const done = () =>
          signal.aborted
            ? settle(finish(status, `no answer within ${options.timeoutMs / 1000} s`))
            : settle(
                finish(
                  status,
                  status >= 200 && status < 300
                    ? null
                    : status >= 300 && status < 400
                      ? `redirect to ${response.headers.location ?? '(no location)'} not followed`
                      : `answered ${status}`,
                ),
              );
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (signal.aborted) {
        settle(finish(null, `no answer within ${options.timeoutMs / 1000} s`));
        return;
      }
      settle(
        finish(
          null,
          error.name === 'RefusedAddress' ? error.message : `${error.code ?? 'error'}: ${error.message}`,
        ),
      );
    });
    request.end(message.body);
  });
}
