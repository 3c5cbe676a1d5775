import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import { routeSchema } from '../openapi';

export interface HealthDeps {
  /** Resolves when the database answers; rejects otherwise. */
  checkDatabase?: () => Promise<void>;
  /** Resolves when a file can be written where uploads are stored; rejects otherwise. */
  checkFiles?: () => Promise<void>;
}

const OK = { success: true, message: 'ok', data: { status: 'ok' } } as const;
const okData = z.object({ status: z.literal('ok') });

/**
 * Answers 503 saying which of the database and the file store does not answer, or OK.
 * The answer is returned, never sent by hand: a handler that sends and also returns
 * makes Fastify send twice (logged as "Reply was already sent").
 */
async function answerOfDependencies(deps: HealthDeps, reply: FastifyReply) {
  try {
    await deps.checkDatabase?.();
  } catch {
    reply.code(503);
    return { success: false, message: 'Database unavailable', code: 'SERVICE_UNAVAILABLE' } as const;
  }
  try {
    // A write, not a stat: a full or read-only disk passes a stat.
    await deps.checkFiles?.();
  } catch {
    reply.code(503).header('Retry-After', '60');
    return { success: false, message: 'File storage unavailable', code: 'STORAGE_UNAVAILABLE' } as const;
  }
  return OK;
}

/**
 * Three probes. /health/live: the process answers (a restart is the cure when it does
 * not), asking nothing else, so a database outage never gets every instance killed.
 * /health/ready: the database and the file store answer (traffic is sent elsewhere
 * while they do not). /health: the same as ready, as it always was.
 */
export async function registerHealthRoute(app: FastifyInstance, deps: HealthDeps = {}) {
  app.get(
    '/health',
    {
      schema: routeSchema({
        summary: 'Whether the server, its database and its file store answer',
        tag: 'health',
        caller: 'public',
        success: { status: 200, data: okData },
      }),
    },
    async (_request, reply) => answerOfDependencies(deps, reply),
  );
  app.get(
    '/health/ready',
    {
      schema: routeSchema({
        summary: 'Readiness: the database and the file store answer (503 otherwise)',
        tag: 'health',
        caller: 'public',
        success: { status: 200, data: okData },
      }),
    },
    async (_request, reply) => answerOfDependencies(deps, reply),
  );
  app.get(
    '/health/live',
    {
      schema: routeSchema({
        summary: 'Liveness: the process answers (nothing else is asked)',
        tag: 'health',
        caller: 'public',
        success: { status: 200, data: okData },
      }),
    },
    async () => OK,
  );
}
