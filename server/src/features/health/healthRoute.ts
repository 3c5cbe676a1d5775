import type { FastifyInstance } from 'fastify';

export interface HealthDeps {
  /** Resolves when the database answers; rejects otherwise. */
  checkDatabase?: () => Promise<void>;
}

export async function registerHealthRoute(app: FastifyInstance, deps: HealthDeps = {}) {
  app.get('/health', async (_request, reply) => {
    try {
      await deps.checkDatabase?.();
      return { success: true, message: 'ok', data: { status: 'ok' } };
    } catch {
      return reply
        .code(503)
        .send({ success: false, message: 'Database unavailable', code: 'SERVICE_UNAVAILABLE' });
    }
  });
}
