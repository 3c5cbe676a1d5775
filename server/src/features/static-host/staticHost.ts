import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RuntimeConfig } from '@portal/contracts';
import type { ServerConfig } from '../../config';
import { cacheControlFor } from './cachePolicy';

export function runtimeConfigOf(config: ServerConfig): RuntimeConfig {
  return {
    apiBaseUrl: '/api',
    adminEmail: config.adminEmail,
    remotes: config.remoteManifests,
  };
}

/**
 * Serves the shell at `/`, each remote under `/remotes/<name>/` and the shell's
 * runtime configuration at `/config.json`. Files are read from disk on each
 * request, so a remote rebuilt in place is served at once without a restart.
 */
export async function registerStaticHost(app: FastifyInstance, config: ServerConfig) {
  const runtimeConfig = runtimeConfigOf(config);
  app.get('/config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return runtimeConfig;
  });

  const indexFile = path.join(config.shellDir, 'index.html');
  // Every page of the single-page app is the shell's index.html; the shell routes.
  // Set before the static plugins so that their misses fall through to it.
  app.setNotFoundHandler((request, reply) => {
    const url = request.raw.url ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      !url.startsWith('/remotes/') &&
      !path.extname(url.split('?')[0] ?? '');
    if (isPage && existsSync(indexFile)) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html', config.shellDir);
    }
    return reply.code(404).send({ success: false, message: 'Not found' });
  });

  for (const name of REMOTE_NAMES) {
    await app.register(fastifyStatic, {
      root: config.remoteDirs[name],
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      cacheControl: false,
      index: false,
      setHeaders: (reply, filePath) => {
        reply.header('Cache-Control', cacheControlFor(filePath));
        // The shell fetches the manifest, possibly from another origin.
        reply.header('Access-Control-Allow-Origin', '*');
      },
    });
  }

  await app.register(fastifyStatic, {
    root: config.shellDir,
    prefix: '/',
    cacheControl: false,
    index: ['index.html'],
    wildcard: true,
    setHeaders: (reply, filePath) => reply.header('Cache-Control', cacheControlFor(filePath)),
  });
}
