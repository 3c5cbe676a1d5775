import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** What the headers depend on (ServerConfig has it). */
export interface SecurityHeaderSettings {
  production: boolean;
  /** Where each remote's entry is served from: an absolute URL's origin may serve code. */
  remoteEntries: Record<string, string>;
}

/** Origins (other than our own) that the shell loads remote code from. */
function remoteOrigins(settings: SecurityHeaderSettings): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(settings.remoteEntries)) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/**
 * Security headers on everything served: a CSP that allows code and styles only
 * from our origin and the configured remotes' origins and fetches only to our own
 * (the shell runs a remote's entry and chunks as scripts and stylesheets; nothing
 * fetches from a remote's origin), no framing of us, frames and images of our own blob URLs
 * (documents shown inline), nosniff, a strict referrer policy.
 */
export function helmetOptions(config: SecurityHeaderSettings): FastifyHelmetOptions {
  const remotes = remoteOrigins(config);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        styleSrc: ["'self'", ...remotes],
        connectSrc: ["'self'"],
        // blob: the admin's KYB review shows a document it fetched with the staff token inline: an
        // image as <img>, a PDF in an <iframe> (object-src stays 'none'). A blob URL is made by
        // the page itself from bytes our API answered, never fetched from elsewhere.
        imgSrc: ["'self'", 'data:', 'blob:'],
        frameSrc: ["'self'", 'blob:'],
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
  };
}

/** Headers of an answer that are the server's own, not helmet's. */
const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers @fastify/helmet sets with these options. They depend on nothing in
 * the request, yet the plugin builds helmet's middleware anew for every request
 * (parsing the CSP each time); asking it once, at start, gives the same headers.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, options);
    probe.get('/', async () => 'probe');
    const answer = await probe.inject({ method: 'GET', url: '/' });
    return Object.fromEntries(
      Object.entries(answer.headers)
        .filter(([name, value]) => !NOT_HELMET.has(name) && value !== undefined)
        .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
    );
  } finally {
    await probe.close();
  }
}

/** Where the API is mounted (app.ts registers it under this prefix). */
const API_PREFIX = '/api';

/** Whether a request's path (query aside) is the API's or under it. */
export function isApiPath(url: string): boolean {
  const [pathname = ''] = url.split('?');
  return pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);
}

/**
 * Every API answer is personal or carries tokens (sign-in, refresh, /auth/me, a
 * customer's records), so no browser, proxy or CDN may keep a copy: `no-store`,
 * set before the route runs so refusals and 404s carry it too. A route may still
 * set a stricter value of its own (downloads say `private, no-store`).
 */
const API_CACHE_CONTROL = 'no-store';

/**
 * Sets the headers on every answer a route or hook gives, and returns them for the
 * answers given before any hook runs (an undecodable URL: frameworkErrors).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: SecurityHeaderSettings,
): Promise<Record<string, string>> {
  const headers = await helmetHeaders(helmetOptions(config));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (isApiPath(request.url)) reply.header('Cache-Control', API_CACHE_CONTROL);
    done();
  });
  // A URL that cannot be decoded is answered no-store wherever it points.
  return { ...headers, 'cache-control': API_CACHE_CONTROL };
}
