import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written when it is answered, with what Fastify's two
 * default lines ("incoming request", "request completed") carried between them:
 * method, URL (secrets redacted), client, status and time.
 *
 * The line goes through a logger without pino's path redaction: everything in it
 * comes from the req and res serializers, which keep no header or body and redact
 * the URL themselves, and the wildcard redaction cost several times the rest of the
 * line on every request (docs/benchmarks.md, API). Every other log line is still
 * redacted.
 */
export class OneLineRequestLog extends LogController {
  private readonly accessLogs = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

  private accessLogFor(request: FastifyRequest): FastifyBaseLogger {
    const serverLog = request.server.log;
    let accessLog = this.accessLogs.get(serverLog);
    if (!accessLog) {
      accessLog = serverLog.child({}, { redact: [] });
      this.accessLogs.set(serverLog, accessLog);
    }
    return accessLog;
  }

  override incomingRequest(): void {
    // Said once the request is answered, in requestCompleted.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      // An error object may carry anything: that line keeps the full redaction.
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
      return;
    }
    this.accessLogFor(request).info(
      { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}
