import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { routeSchema } from '../openapi';

export interface HealthDeps {
  /** Resolves when the database answers; rejects otherwise. */
  checkDatabase?: () => Promise<void>;
  /** Resolves when a file can be written where uploads are stored; rejects otherwise. */
  checkFiles?: () => Promise<void>;
}

export async function registerHealthRoute(app: FastifyInstance, deps: HealthDeps = {}) {
  app.get(
    '/health',
    {
      schema: routeSchema({
        summary: 'Whether the server, its database and its file store answer',
        tag: 'health',
        caller: 'public',
        success: { status: 200, data: z.object({ status: z.literal('ok') }) },
      }),
    },
    async (_request, reply) => {
      try {
        await deps.checkDatabase?.();
      } catch {
        return reply
          .code(503)
          .send({ success: false, message: 'Database unavailable', code: 'SERVICE_UNAVAILABLE' });
      }
      try {
        // A write, not a stat: a full or read-only disk passes a stat.
        await deps.checkFiles?.();
      } catch {
        return reply
          .code(503)
          .header('Retry-After', '60')
          .send({ success: false, message: 'File storage unavailable', code: 'STORAGE_UNAVAILABLE' });
      }
      return { success: true, message: 'ok', data: { status: 'ok' } };
    },
  );
}
