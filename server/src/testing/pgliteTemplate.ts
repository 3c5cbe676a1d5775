import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR, openPglite } from '../plugins/database';
import { leaseWorkerPglite } from './workerPglite';

/**
 * A fresh PGlite takes seconds to initialise; loading a dump of one that is already
 * initialised and migrated takes one. The dump is made once (jest's global setup)
 * and kept in the temp folder for as long as the migrations and PGlite stay the same.
 */
export function templatePath(): string {
  return path.join(tmpdir(), `portal-server-pglite-${templateKey()}.tar`);
}

/** Changes with the migrations and with PGlite's build. */
export function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  // tsx's namespaced loader (the bench's) answers the path with a `?namespace=…` query.
  const pglite = require.resolve('@electric-sql/pglite').replace(/\?.*$/, '');
  hash.update(pglite).update(String(statSync(pglite).mtimeMs));
  return hash.digest('hex').slice(0, 16);
}

export async function ensurePgliteTemplate(): Promise<string> {
  const file = templatePath();
  if (existsSync(file)) return file;
  const database = openPglite({ memory: true });
  await database.migrate();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}

/**
 * Bytes PGlite reads through `arrayBuffer()`, handed over in one copy. Node 20's Blob gives
 * a 42 MB image back in pieces it joins again, which took 1 to 2 s per database here.
 */
class BytesBlob extends Blob {
  constructor(
    private readonly content: Uint8Array,
    type: string,
  ) {
    super([], { type });
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(new Uint8Array(this.content).buffer);
  }
}

/** The image's bytes, read once per test file (PGlite keeps its compiled WebAssembly itself). */
let image: Buffer | undefined;

/**
 * A start with PostgreSQL's default 128 MB of shared buffers cost 0.5 to 1 s of CPU more
 * per database here than with 16 MB; a test database holds a few hundred rows.
 */
const SMALL_BUFFERS = ['-c', 'shared_buffers=16MB'];
const TEST_START_PARAMS = [...PGlite.defaultStartParams, ...SMALL_BUFFERS];

/**
 * An in-memory PGlite holding the migrated, empty schema: the jest worker's own, handed over
 * as the image holds it (workerPglite.ts), unless another holder has it or `fresh` asks for a
 * new one.
 */
export async function pgliteFromTemplate({ fresh = false }: { fresh?: boolean } = {}): Promise<PGlite> {
  const file = await ensurePgliteTemplate();
  const workers = fresh ? undefined : await leaseWorkerPglite(file, SMALL_BUFFERS);
  if (workers) return workers;
  image ??= readFileSync(file);
  const client = new PGlite({
    loadDataDir: new BytesBlob(image, 'application/x-tar'),
    startParams: TEST_START_PARAMS,
  });
  await client.waitReady;
  return client;
}
