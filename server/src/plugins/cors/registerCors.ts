import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * The API answers cross-origin calls only from the origins in CORS_ORIGINS, with
 * credentials (the client's calls send them). Same-origin calls, the normal case, need none.
 */
export async function registerCors(api: FastifyInstance, origins: string[]) {
  await api.register(cors, {
    origin: origins.length > 0 ? origins : false,
    credentials: true,
    // PUT saves settings and profiles; Idempotency-Key makes a repeated payment submit safe.
    methods: ['GET', 'POST', 'PUT', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Accept', 'Idempotency-Key'],
    exposedHeaders: ['Content-Disposition', 'Idempotent-Replayed', 'Retry-After'],
    maxAge: 600,
  });
}
