import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FirstScreen } from '@portal/contracts/firstScreen';
import { REMOTE_NAMES, type RuntimeConfig } from '@portal/contracts/remote';
import { preloadsForPage, preloadsForSignedInPage } from './areaPreloads';
import { isServedBuildFile } from './buildFiles';
import { cacheControlFor } from './cachePolicy';
import { renderPage } from './pageHtml';
import { placePrerendered, prerenderedPage, type StaticHostSettings } from './prerenderedPage';
import { loadRenderers, signedInPage } from './signedInPage';
import { inlineStyleSources, styleSourcesOfTemplate, withStyleSources } from './pageStyles';

export function runtimeConfigOf(config: StaticHostSettings): RuntimeConfig {
  return {
    apiBaseUrl: '/api',
    remotes: config.remoteEntries,
  };
}

/** The first screen of a signed-in navigation (D41), or null for the plain page. */
export type PageFirstScreen = (request: FastifyRequest, pathname: string) => Promise<FirstScreen | null>;

export interface StaticHostOptions {
  /** Without it every page is the plain page. */
  firstScreen?: PageFirstScreen;
}

/**
 * Serves the shell's page at `/` and every page path, each remote under
 * `/remotes/<name>/` and the shell's runtime configuration at `/config.json`, but
 * never a source map or the federation stats (isServedBuildFile). Files
 * are read from disk on each request, so a remote rebuilt in place is served at
 * once without a restart. The page carries the runtime configuration and the
 * preload of its area's remoteEntry.js (see renderPage) and, for a navigation with a live
 * session, its first screen (D41): such a page is never stored by any cache.
 */
export async function registerStaticHost(
  app: FastifyInstance,
  config: StaticHostSettings,
  options: StaticHostOptions = {},
) {
  const runtimeConfig = runtimeConfigOf(config);
  app.get('/config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return runtimeConfig;
  });

  if (options.firstScreen) void loadRenderers(config).catch(() => undefined);
  const indexFile = path.join(config.shellDir, 'index.html');
  const notFound = (reply: FastifyReply) => reply.code(404).send({ success: false, message: 'Not found' });
  const styleSources = styleSourcesOfTemplate();
  /**
   * What `make` gives, or null when it throws: the plain page still works (the shell then
   * signs in and reads by itself, or renders from the first screen's data).
   */
  const orPlainPage = async <T>(request: FastifyRequest, what: string, make: () => Promise<T | null>) => {
    try {
      return await make();
    } catch (error) {
      request.log.error({ err: error }, `${what} not made`);
      return null;
    }
  };
  const sendPage = async (request: FastifyRequest, pathname: string, reply: FastifyReply) => {
    const template = await readFile(indexFile, 'utf8').catch(() => null);
    if (template === null) return notFound(reply);
    const makeFirstScreen = options.firstScreen;
    const firstScreen = makeFirstScreen
      ? await orPlainPage(request, 'first screen', () => makeFirstScreen(request, pathname))
      : null;
    // Knowing the role, the hint names the area the person will see (D41).
    const preloads = firstScreen
      ? preloadsForSignedInPage(pathname, firstScreen.user.role, runtimeConfig.remotes)
      : preloadsForPage(pathname, runtimeConfig.remotes);
    // The answer depends on the cookie; one with a person's data is never stored.
    reply.header('Vary', 'Cookie');
    const page = renderPage(template, runtimeConfig, preloads, firstScreen);
    // Signed out, a public page's first screen comes as the builds rendered it; signed in,
    // as the server renders it from the page's first reads (D41).
    const prerendered = firstScreen
      ? await orPlainPage(request, 'signed-in first screen', () =>
          signedInPage(pathname, firstScreen, config, template),
        )
      : await prerenderedPage(pathname, config, template);
    const sent = prerendered ? placePrerendered(page, prerendered) : page;
    // The page's inline styles (the first frame's, a prerendered page's), allowed by their hashes.
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') {
      const sources = prerendered ? inlineStyleSources(sent) : styleSources(template);
      reply.header('Content-Security-Policy', withStyleSources(csp, sources));
    }
    return reply
      .header('Cache-Control', firstScreen ? 'no-store, private' : 'no-cache')
      .type('text/html; charset=utf-8')
      .send(sent);
  };
  app.get('/', (request, reply) => sendPage(request, '/', reply));
  // Every page of the single-page app is the shell's index.html; the shell routes.
  // Set before the static plugins so that their misses fall through to it.
  app.setNotFoundHandler((request, reply) => {
    const [pathname = '/'] = (request.raw.url ?? '/').split('?');
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/remotes/') &&
      !path.extname(pathname);
    return isPage ? sendPage(request, pathname, reply) : notFound(reply);
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
