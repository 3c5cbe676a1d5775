import type { FastifyInstance } from 'fastify';

export interface HealthDeps {
  /** Resolves when the database answers; rejects otherwise. */
  checkDatabase?: () => Promise<void>;
  /** Resolves when a file can be written where uploads are stored; rejects otherwise. */
  checkFiles?: () => Promise<void>;
}

export async function registerHealthRoute(app: FastifyInstance, deps: HealthDeps = {}) {
  app.get('/health', async (_request, reply) => {
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
  });
}
