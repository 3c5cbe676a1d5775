import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, type RuntimeConfig } from '@portal/contracts';
import type { ServerConfig } from '../../config';
import { preloadsForPage } from './areaPreloads';
import { isServedBuildFile } from './buildFiles';
import { cacheControlFor } from './cachePolicy';
import { renderPage } from './pageHtml';
import { styleSourcesOfTemplate, withStyleSources } from './pageStyles';

export function runtimeConfigOf(config: ServerConfig): RuntimeConfig {
  return {
    apiBaseUrl: '/api',
    remotes: config.remoteEntries,
  };
}

/**
 * Serves the shell's page at `/` and every page path, each remote under
 * `/remotes/<name>/` and the shell's runtime configuration at `/config.json`, but
 * never a source map or the federation stats (isServedBuildFile). Files
 * are read from disk on each request, so a remote rebuilt in place is served at
 * once without a restart. The page carries the runtime configuration and the
 * preload of its area's remoteEntry.js (see renderPage).
 */
export async function registerStaticHost(app: FastifyInstance, config: ServerConfig) {
  const runtimeConfig = runtimeConfigOf(config);
  app.get('/config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return runtimeConfig;
  });

  const indexFile = path.join(config.shellDir, 'index.html');
  const notFound = (reply: FastifyReply) => reply.code(404).send({ success: false, message: 'Not found' });
  const styleSources = styleSourcesOfTemplate();
  const sendPage = async (pathname: string, reply: FastifyReply) => {
    const template = await readFile(indexFile, 'utf8').catch(() => null);
    if (template === null) return notFound(reply);
    const preloads = preloadsForPage(pathname, runtimeConfig.remotes);
    // The page's inline first-frame styles, allowed by their hashes (pageStyles.ts).
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string')
      reply.header('Content-Security-Policy', withStyleSources(csp, styleSources(template)));
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderPage(template, runtimeConfig, preloads));
  };
  app.get('/', (_request, reply) => sendPage('/', reply));
  // Every page of the single-page app is the shell's index.html; the shell routes.
  // Set before the static plugins so that their misses fall through to it.
  app.setNotFoundHandler((request, reply) => {
    const [pathname = '/'] = (request.raw.url ?? '/').split('?');
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/remotes/') &&
      !path.extname(pathname);
    return isPage ? sendPage(pathname, reply) : notFound(reply);
  });

  for (const name of REMOTE_NAMES) {
    await app.register(fastifyStatic, {
      root: config.remoteDirs[name],
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      cacheControl: false,
      index: false,
      allowedPath: isServedBuildFile,
      // The build writes .br and .gz beside each file: served as they are.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // No Access-Control-Allow-Origin: a shell (ours or one elsewhere) runs a
        // remote's files as plain scripts and stylesheets, which need none.
        reply.header('Cache-Control', cacheControlFor(filePath));
      },
    });
  }

  await app.register(fastifyStatic, {
    root: config.shellDir,
    prefix: '/',
    cacheControl: false,
    // `/` is a page, answered by its own route above.
    index: false,
    wildcard: true,
    allowedPath: isServedBuildFile,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlFor(filePath));
    },
  });
}
