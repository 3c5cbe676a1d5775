import type { FastifyInstance } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { routeSchema } from '../openapi';
import type { AppMetrics } from './appMetrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the Authorization header is `Bearer <token>`, compared in constant time. */
function holdsToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  return Boolean(match?.[1]) && timingSafeEqual(digest(match?.[1] ?? ''), digest(token));
}

/**
 * GET /api/metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN.
 * Without the setting the route does not exist (404), so nothing is published by
 * accident; a wrong or missing token is 401.
 */
export function registerMetricsRoute(
  api: FastifyInstance,
  options: { token: string | null; metrics: AppMetrics },
) {
  const { token, metrics } = options;
  if (!token) return;
  api.get(
    '/metrics',
    {
      schema: routeSchema({
        summary: 'Metrics in Prometheus text format (Authorization: Bearer METRICS_TOKEN)',
        tag: 'health',
        caller: 'public',
        success: { file: 'Prometheus text exposition format', contentType: 'text/plain' },
        refusals: [401],
      }),
    },
    async (request, reply) => {
      if (!holdsToken(request.headers.authorization, token)) {
        return reply.code(401).header('WWW-Authenticate', 'Bearer').send({
          success: false,
          message: 'The metrics need their token.',
          code: ERROR_CODES.invalidToken,
        });
      }
      const text = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).send(text);
    },
  );
}
