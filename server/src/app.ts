import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { fastifyTrustProxy, type ServerConfig } from './config';
import { registerCors } from './plugins/cors';
import { registerHealthRoute, type HealthDeps } from './plugins/health';
import {
  answerClientError,
  answerFrameworkError,
  registerApiNotFound,
  registerErrorHandler,
} from './plugins/http';
import { loggerOptions, OneLineRequestLog } from './plugins/logging';
import { AppMetrics, registerMetricsRoute } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security';
import { registerStaticHost, type PageFirstScreen } from './plugins/static-host';

export interface AppDeps extends HealthDeps {
  /** Registers the API's feature routes under /api (authentication and the rest). */
  registerApi?: (api: FastifyInstance) => Promise<void>;
  /** Where log lines go (tests read them); standard output otherwise. */
  logStream?: NodeJS.WritableStream;
  /** The metrics of this app (main.ts gives its jobs the same); a fresh set otherwise. */
  metrics?: AppMetrics;
  /**
   * The first screen a signed-in page navigation carries (D41), made with the built app
   * (its API answers the reads); without it every page is the plain page.
   */
  firstScreen?: (app: FastifyInstance) => PageFirstScreen;
}

export const BODY_LIMIT_BYTES = 16 * 1024;

/** Builds the whole server: headers, the API under /api, and the static host. */
export async function buildApp(config: ServerConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  // Filled once the security headers are known, for the answers given before any hook.
  const earlyHeaders: Record<string, string> = {};
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    // Off unless TRUST_PROXY names the proxies in front (config.ts, parseTrustProxy).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    logger: loggerOptions(deps.logStream),
    logController: new OneLineRequestLog(),
    // Refusals made before the error handler could see them answer in the failure shape too ({
    // success:false, message, code? }).
    frameworkErrors: (error, request, reply) => answerFrameworkError(error, request, reply, earlyHeaders),
    clientErrorHandler: (error, socket) => answerClientError(error, socket, earlyHeaders),
  });

  registerErrorHandler(app);
  // Every answer, by the route's pattern (never the raw path, which would grow without end).
  const metrics = deps.metrics ?? new AppMetrics();
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest({
      method: request.method,
      route: request.routeOptions.url,
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
    done();
  });
  Object.assign(earlyHeaders, await registerSecurityHeaders(app, config));

  await app.register(
    async (api) => {
      // The API speaks JSON only: text bodies get 415 like any other type.
      api.removeContentTypeParser('text/plain');
      // First, so that the document sees every route of the API.
      await registerOpenApi(api, { production: config.production });
      await registerCors(api, config.corsOrigins);
      await registerHealthRoute(api, deps);
      registerMetricsRoute(api, { token: config.metricsToken, metrics });
      await deps.registerApi?.(api);
      registerApiNotFound(api);
    },
    { prefix: '/api' },
  );

  // Compression is for the shell's and the remotes' files. Registered after the API,
  // its hooks are not added to the API's routes, whose JSON answers are all under
  // its 1 KB threshold: there they were work on every request for nothing.
  await app.register(compress, { global: true, threshold: 1024 });
  await registerStaticHost(app, config, { firstScreen: deps.firstScreen?.(app) });
  return app;
}
