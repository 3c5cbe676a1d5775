// Serves a benchmark build (not the deployed dist folders) the way the portal's
// server lays it out: the shell at /, each remote under /remotes/<name>/, and
// /config.json, gzip-compressed like the portal's server (byte counts are computed
// from the files; Lighthouse's simulation uses what went over the wire).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { listenLocally } from './local-server.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain',
};

/**
 * @param {object} layout
 * @param {string} layout.shellDir
 * @param {Record<string, string>} layout.remoteDirs  remote name → dist folder
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function serveBuild({ shellDir, remoteDirs }) {
  const config = {
    apiBaseUrl: '/api',
    remotes: Object.fromEntries(
      ['public-site', 'customer', 'admin'].map((name) => [name, `/remotes/${name}/remoteEntry.js`]),
    ),
  };

  const fileFor = (pathname) => {
    const remote = /^\/remotes\/([^/]+)\/(.*)$/.exec(pathname);
    const [root, relative] = remote ? [remoteDirs[remote[1]], remote[2]] : [shellDir, pathname.slice(1)];
    if (!root) return null;
    const file = path.join(root, relative);
    // Never outside the build folders.
    if (!file.startsWith(root + path.sep)) return null;
    return existsSync(file) && statSync(file).isFile() ? file : null;
  };

  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (pathname === '/config.json') {
      response.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
      response.end(JSON.stringify(config));
      return;
    }
    if (pathname.startsWith('/api/')) {
      response.writeHead(503, { 'Content-Type': TYPES['.json'] });
      response.end('{"success":false,"message":"no API in the benchmark build server"}');
      return;
    }
    let file = fileFor(pathname);
    if (!file && !path.extname(pathname)) file = path.join(shellDir, 'index.html');
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
      'Access-Control-Allow-Origin': '*',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    const body = createReadStream(file);
    if (gzip) body.pipe(createGzip()).pipe(response);
    else body.pipe(response);
  });

  return listenLocally(server);
}
