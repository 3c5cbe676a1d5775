import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  app: FastifyInstance;
  /** SHUTDOWN_GRACE_SECONDS: how long requests in flight may take to finish. */
  graceMs: number;
  /** Stops what would start new work (timers of the jobs, the mail sweep). */
  stopWork: () => void;
  exit?: (code: number) => void;
  signals?: readonly NodeJS.Signals[];
}

/** After the grace, what still holds the close is cut short; this long after that, the process exits anyway. */
export const LAST_RESORT_MS = 3_000;

/**
 * SIGTERM (or SIGINT): stop taking requests, let those in flight finish, then exit 0.
 * Fastify's close stops listening at once, answers requests that still arrive on open
 * connections with 503 and Connection: close, and waits for those in flight before
 * its onClose hooks (mail, database) run. Past the grace the remaining connections are
 * closed, so an orchestrator's kill never finds the process still waiting.
 */
export function closeOnSignals(options: ShutdownOptions): void {
  const { app, graceMs, stopWork } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  for (const signal of options.signals ?? (['SIGINT', 'SIGTERM'] as const)) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal}: no new requests; finishing those in flight (up to ${graceMs / 1000} s)`);
      stopWork();
      const cut = setTimeout(() => {
        app.log.warn('shutdown grace over: closing the connections still open');
        app.server.closeAllConnections();
        setTimeout(() => exit(0), LAST_RESORT_MS).unref();
      }, graceMs);
      cut.unref();
      app.close().then(
        () => {
          clearTimeout(cut);
          app.log.info('stopped');
          exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          exit(1);
        },
      );
    });
  }
}
