import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { startServer } from './server.mjs';

// A stand-in for server/dist/main.js that starts as the real one does on PostgreSQL:
// it refuses local files with DATABASE_URL unless FILES_SHARED is true (or S3_URL set).
const FAKE_MAIN = `
const env = process.env;
if (env.DATABASE_URL && !env.S3_URL && env.FILES_SHARED !== 'true') {
  console.error('DATABASE_URL is set but files are on the local disk');
  process.exit(1);
}
require('node:http').createServer((req, res) => res.end(JSON.stringify({ filesShared: env.FILES_SHARED ?? null })))
  .listen(Number(env.PORT), env.HOST);
`;

test('a benchmark server on PostgreSQL starts with its private files declared shared', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-server-test-'));
  const main = path.join(dir, 'main.cjs');
  writeFileSync(main, FAKE_MAIN);
  try {
    const server = await startServer(
      { DATABASE_URL: 'postgres://bench@127.0.0.1:1/none' },
      { main, upWithinMs: 10_000 },
    );
    try {
      assert.deepEqual(await (await fetch(`${server.url}/api/health`)).json(), { filesShared: 'true' });
    } finally {
      await server.stop();
      server.removeData();
    }
    // On PGlite nothing is added: the server's defaults are what is measured.
    const pglite = await startServer({}, { main, upWithinMs: 10_000 });
    try {
      assert.deepEqual(await (await fetch(`${pglite.url}/api/health`)).json(), { filesShared: null });
    } finally {
      await pglite.stop();
      pglite.removeData();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
