import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { registerHealthRoute, type HealthDeps } from './features/health';
import { registerSecurityHeaders } from './features/security';
import { registerStaticHost } from './features/static-host';

export interface AppDeps extends HealthDeps {
  /** Registers the API's feature routes under /api (authentication and the rest). */
  registerApi?: (api: FastifyInstance) => Promise<void>;
}

export const BODY_LIMIT_BYTES = 16 * 1024;

/** Builds the whole server: headers, the API under /api, and the static host. */
export async function buildApp(config: ServerConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.production,
    logger: config.production ? { level: 'info' } : { level: process.env.LOG_LEVEL ?? 'info' },
  });

  await registerSecurityHeaders(app, config);
  await app.register(compress, { global: true, threshold: 1024 });

  await app.register(
    async (api) => {
      await registerHealthRoute(api, deps);
      await deps.registerApi?.(api);
    },
    { prefix: '/api' },
  );

  await registerStaticHost(app, config);
  return app;
}
