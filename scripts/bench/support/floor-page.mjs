// The floor of a page's Lighthouse figures on this machine: the portal's own answer for
// the page, its scripts taken out, served with the portal's own headers. What the page
// scores above its floor is its script's cost; the floor itself is the browser's and the
// machine's (docs/benchmarks.md part 3). A second address serves the same page without
// Cross-Origin-Opener-Policy, the one header measured to move the floor.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { listenLocally } from './local-server.mjs';

/** Headers that describe one transfer, not the page: the floor server sets its own. */
const PER_TRANSFER = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'vary',
]);

/**
 * The page without what runs: external scripts and the hints that fetch them go; the inert
 * JSON blocks (`type="application/json"`), the styles and the markup stay.
 * @param {string} html
 */
export function withoutScripts(html) {
  return html
    .replace(/<script\b(?![^>]*type=["']?application\/json)[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\b(?:rel=["']?modulepreload|as=["']?script)\b[^>]*>/gi, '');
}

/**
 * Serves `pagePath` of the portal at `portalUrl`, as a visitor without a session gets it,
 * without its scripts: `/floor` with every header the portal sent, `/floor-without-coop`
 * the same without Cross-Origin-Opener-Policy.
 * @param {string} portalUrl
 * @param {string} pagePath
 * @returns {Promise<{ url: string, withoutCoopUrl: string, stop: () => Promise<void> }>}
 */
export async function serveFloorPage(portalUrl, pagePath) {
  const answer = await fetch(new URL(pagePath, portalUrl));
  if (!answer.ok) throw new Error(`${pagePath} answered ${answer.status}: no floor to measure`);
  const body = gzipSync(withoutScripts(await answer.text()));
  /** @type {Record<string, string>} */
  const headers = {};
  for (const [name, value] of answer.headers) if (!PER_TRANSFER.has(name)) headers[name] = value;
  const withoutCoop = Object.fromEntries(
    Object.entries(headers).filter(([name]) => name !== 'cross-origin-opener-policy'),
  );

  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    const chosen = pathname === '/floor' ? headers : pathname === '/floor-without-coop' ? withoutCoop : null;
    if (!chosen) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { ...chosen, 'content-encoding': 'gzip', 'content-length': body.length });
    response.end(body);
  });
  const { url, stop } = await listenLocally(server);
  return { url: `${url}/floor`, withoutCoopUrl: `${url}/floor-without-coop`, stop };
}
