import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { remoteOrigins, type ServerConfig } from '../../config';

/**
 * Security headers on everything served: a CSP that allows code, styles and
 * fetches only from our origin and the configured remotes' origins, no framing,
 * nosniff, a strict referrer policy.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig) {
  const remotes = remoteOrigins(config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        styleSrc: ["'self'", ...remotes],
        connectSrc: ["'self'", ...remotes],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The remotes' code is fetched across origins when they are deployed apart.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: config.production,
  });
}
