// The statement export against PostgreSQL's own COPY of the same rows, in the same
// run: the portal's GET …/export.csv read to its end over loopback, the server's
// resident memory watched meanwhile (its peak from the kernel), then psql's
// `COPY (the same select) TO STDOUT (FORMAT csv, HEADER)` read to its end the same way.
import { spawn } from 'node:child_process';
import { watchResidentMemory } from '../upload/memory.mjs';

/**
 * Reads a response body to its end, counting bytes and lines (the client does the
 * least it can, so the time is the server's).
 */
async function drain(stream) {
  let bytes = 0;
  let lines = 0;
  for await (const chunk of stream) {
    bytes += chunk.length;
    for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) lines += 1;
  }
  return { bytes, lines };
}

/**
 * One export through the portal, with the server's memory peak.
 * @param {{ url: string, pid: number }} server
 * @param {string} path   e.g. /api/admin/payments/export.csv?from=…&to=…
 * @param {string} token
 */
export async function portalExport(server, path, token) {
  const memory = watchResidentMemory(server.pid);
  const started = performance.now();
  // identity: the same bytes as COPY writes (the API compresses no answer, a CSV download included: decisions.md, export2).
  const response = await fetch(`${server.url}${path}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
  });
  if (response.status !== 200 || !response.body) {
    memory.stop();
    throw new Error(`${path}: ${response.status} ${await response.text()}`);
  }
  const { bytes, lines } = await drain(response.body);
  const seconds = (performance.now() - started) / 1000;
  const { start, peak, method } = memory.stop();
  return {
    seconds,
    bytes,
    rows: lines - 1,
    rssStart: start,
    rssGrowth: start === null ? null : peak - start,
    memoryMethod: method,
    contentType: response.headers.get('content-type'),
  };
}

/**
 * The same rows through psql's COPY … TO STDOUT, read by this process as the portal's
 * answer is (psql's connection start is in the time: a few milliseconds).
 * @param {{ psql: string, url: string }} database
 * @param {string} select  the statement's select, with its period written in
 */
export async function copyExport({ psql, url }, select) {
  const started = performance.now();
  const child = spawn(
    psql,
    ['--no-psqlrc', '-X', '-q', '-d', url, '-c', `copy (${select}) to stdout (format csv, header)`],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const { bytes, lines } = await drain(child.stdout);
  const code = await exited;
  if (code !== 0) throw new Error(`psql COPY failed (${code}): ${stderr}`);
  return { seconds: (performance.now() - started) / 1000, bytes, rows: lines - 1 };
}
