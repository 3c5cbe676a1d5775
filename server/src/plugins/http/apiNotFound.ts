import type { FastifyInstance } from 'fastify';

/**
 * Any path under /api that names no route answers 404 in the failure shape. Without
 * this, such a path fell through to the static host, which refuses some (a path
 * segment longer than a file name may be, e.g. a 5,000-character id) with 403.
 * OPTIONS is left to CORS, whose preflight route covers every path.
 */
export function registerApiNotFound(api: FastifyInstance): void {
  api.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    schema: { hide: true },
    handler: async (_request, reply) => reply.code(404).send({ success: false, message: 'Not found' }),
  });
}
