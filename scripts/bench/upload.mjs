// Part 6 of `npm run bench` (`node scripts/bench.mjs upload`): ten customers upload a
// PDF of just under 5 MB each at the same time (POST /api/documents, the built server
// as `npm start` runs it, on PGlite, disk store). Each figure is set against a
// reference measured in the same run on the same machine: the server's peak memory
// growth against the 10 × 5 MB it received (a server that held the files in memory
// would grow by at least that much), and its throughput against writing the same
// bytes with fs and against a bare HTTP server that streams them to disk.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createVerifiedAccounts, signIn } from './api/accounts.mjs';
import { REPO_DIR, SERVER_MAIN, startServer } from './api/server.mjs';
import { stoppedAfter } from './support/cleanup.mjs';
import { withDeadline } from './support/deadline.mjs';
import { startBareReceiver } from './upload/bareReceiver.mjs';
import { residentBytes, watchResidentMemory } from './upload/memory.mjs';
import { multipartFile, pdfOfSize } from './upload/multipart.mjs';

const MB = 1024 * 1024;
export const UPLOAD = {
  clients: 10,
  /** Just under the 5 MB limit (MAX_UPLOAD_BYTES), so every upload is accepted. */
  fileBytes: 5 * MB - 1024,
  rounds: 3,
  /** A round that takes longer than this is a failure, not a figure. */
  roundDeadlineMs: 60_000,
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fixed = (value, digits = 1) => (value === null || value === undefined ? 'n/a' : value.toFixed(digits));
const percent = (ratio) => `${Math.round(ratio * 100)}%`;
const seconds = (started) => Number(process.hrtime.bigint() - started) / 1e9;

/** The server bundle; built (the server only) when there is none. */
function ensureServerBuilt(log) {
  if (existsSync(SERVER_MAIN)) return;
  log('building the server (no server/dist/main.js yet)…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'server'], {
    cwd: REPO_DIR,
    stdio: ['ignore', 2, 2],
    timeout: 5 * 60_000,
  });
  if (result.status !== 0) throw new Error('npm run build -w server failed or took over 5 minutes');
}

/** One upload; resolves to its status and answer (read, so the connection is free again). */
async function uploadOnce(url, token, { body, contentType }) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body,
  });
  const answer = await response.json().catch(() => null);
  if (response.status === 404) {
    throw new Error(`${url} answered 404: server/dist predates the route; run npm run build -w server`);
  }
  return { status: response.status, answer };
}

/**
 * Every token uploads the file once, all at the same time; resolves to the wall time
 * and the process's peak resident memory meanwhile. The request bodies are made
 * before the clock starts: the client's work is not the server's.
 */
async function concurrentUploads(url, pid, tokens, content) {
  const bodies = tokens.map(() => multipartFile('bvnFile', 'statement.pdf', content));
  const memory = watchResidentMemory(pid);
  const started = process.hrtime.bigint();
  const answers = await withDeadline(
    Promise.all(tokens.map((token, i) => uploadOnce(url, token, bodies[i]))),
    UPLOAD.roundDeadlineMs,
    `${tokens.length} concurrent uploads`,
  );
  const wall = seconds(started);
  const refused = answers.filter((answer) => answer.status !== 201);
  if (refused.length) throw new Error(`uploads refused: ${JSON.stringify(refused.slice(0, 3))}`);
  return { wall, ...memory.stop() };
}

/** The same bytes written with fs.writeFile, ten files at once, on the file system of DATA_DIR. */
async function writeWithFs(content, count) {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-fs-'));
  try {
    const started = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: count }, (_v, i) => writeFile(path.join(dir, `file-${i}.pdf`), content)),
    );
    return seconds(started);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The customers and their tokens, made on a first server process that is then stopped. */
async function prepareCustomers(log) {
  const setup = await startServer();
  try {
    log(`creating ${UPLOAD.clients} verified customers…`);
    const accounts = await createVerifiedAccounts(setup, UPLOAD.clients);
    const tokens = [];
    for (const account of accounts) tokens.push((await signIn(setup, account)).token);
    return { dataDir: setup.dataDir, tokens };
  } finally {
    await setup.stop();
  }
}

const filesUnder = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
    : 0;

/**
 * The rounds run on a fresh server process on the same data: sign-ups hash passwords
 * with argon2id (19 MiB each), and the memory they leave resident would hide, or
 * stand in for, what the uploads need. Its memory before the first upload is the base.
 */
async function measurePortal(log, content) {
  const { dataDir, tokens } = await prepareCustomers(log);
  const server = await startServer({ DATA_DIR: dataDir });
  return stoppedAfter(
    async () => {
      await server.stop();
      server.removeData();
      rmSync(dataDir, { recursive: true, force: true });
    },
    async () => {
      const url = `${server.url}/api/documents`;
      // A signed-in read first, so the base includes a warm token check and database.
      const list = await fetch(url, { headers: { authorization: `Bearer ${tokens[0]}` } });
      if (!list.ok) throw new Error(`GET /api/documents answered ${list.status}`);
      const before = residentBytes(server.pid);
      const rounds = [];
      for (let i = 1; i <= UPLOAD.rounds; i += 1) {
        log(`portal, round ${i} of ${UPLOAD.rounds}: ${UPLOAD.clients} uploads at once`);
        const result = await concurrentUploads(url, server.pid, tokens, content);
        rounds.push({ ...result, fsWall: await writeWithFs(content, UPLOAD.clients) });
      }
      const leftovers = filesUnder(path.join(dataDir, 'tmp'));
      if (leftovers) throw new Error(`${leftovers} temporary files left after the uploads`);
      return { before, rounds, stored: filesUnder(path.join(dataDir, 'files')) };
    },
  );
}

async function measureBare(log, content) {
  const receiver = await startBareReceiver();
  return stoppedAfter(receiver.stop, async () => {
    const before = residentBytes(receiver.pid);
    const tokens = Array.from({ length: UPLOAD.clients }, () => 'unused');
    const rounds = [];
    for (let i = 1; i <= UPLOAD.rounds; i += 1) {
      log(`bare receiver, round ${i} of ${UPLOAD.rounds}`);
      rounds.push(await concurrentUploads(receiver.url, receiver.pid, tokens, content));
    }
    return { before, rounds };
  });
}

/** @param {{ log: (line: string) => void }} context */
export async function runUpload({ log }) {
  ensureServerBuilt(log);
  const content = pdfOfSize(UPLOAD.fileBytes);
  const portal = await measurePortal(log, content);
  const bare = await measureBare(log, content);
  return uploadTables(portal, bare);
}

function uploadTables(portal, bare) {
  const sent = UPLOAD.clients * UPLOAD.fileBytes;
  const limit = UPLOAD.clients * 5 * MB;
  const rate = (wall) => sent / MB / wall;
  const rows = portal.rounds.map((round, i) => {
    const growth = portal.before === null || round.peak === null ? null : round.peak - portal.before;
    return {
      label: String(i + 1),
      wall: round.wall,
      bareWall: bare.rounds[i].wall,
      fsWall: round.fsWall,
      growth,
      bareGrowth:
        bare.before === null || bare.rounds[i].peak === null ? null : bare.rounds[i].peak - bare.before,
    };
  });
  const middle = Object.fromEntries(
    ['wall', 'bareWall', 'fsWall', 'growth', 'bareGrowth'].map((key) => [
      key,
      rows.some((row) => row[key] === null) ? null : median(rows.map((row) => row[key])),
    ]),
  );
  const line = (row) => [
    row.label,
    fixed(row.wall, 2),
    fixed(rate(row.wall)),
    fixed(rate(row.bareWall)),
    percent(row.bareWall / row.wall),
    fixed(rate(row.fsWall)),
    percent(row.fsWall / row.wall),
    fixed(row.growth === null ? null : row.growth / MB),
    row.growth === null ? 'n/a' : percent(row.growth / limit),
    fixed(row.bareGrowth === null ? null : row.bareGrowth / MB),
  ];
  return [
    {
      title:
        `Uploads: ${UPLOAD.clients} customers × one ${fixed(UPLOAD.fileBytes / MB, 2)} MB PDF at once, ` +
        `${UPLOAD.rounds} rounds (POST /api/documents, PGlite, disk store)`,
      columns: [
        'Round',
        'Wall s',
        'Portal MB/s',
        'Bare MB/s',
        'Of bare',
        'fs MB/s',
        'Of fs',
        'RSS growth MB',
        'Of 10 × 5 MB',
        'Bare RSS growth MB',
      ],
      rows: [...rows.map(line), line({ ...middle, label: 'median' })],
      notes: [
        `All ${UPLOAD.clients * UPLOAD.rounds} uploads answered 201 and ${portal.stored} files were stored; ` +
          'no temporary file was left.',
        'Portal MB/s: the ten files’ bytes over the wall time from the first request sent to the last answer ' +
          '(token check, multipart parsing, temporary file, SHA-256, type by content, move into the store, ' +
          'database transaction with its audit row). Bare: the same requests to a bare Node HTTP server that ' +
          'streams each body to a file (scripts/bench/upload/bare-receiver.mjs). fs: the same ten files written ' +
          'at once with fs.writeFile on the same file system (page cache: memory speed, no network).',
        `RSS growth: the server's peak resident memory during the round (${portal.rounds[0]?.method}) minus its ` +
          `resident memory before its first upload (${fixed(portal.before === null ? null : portal.before / MB)} MB, ` +
          'a fresh process after one signed-in read; round 1 includes loading the upload code), against the ' +
          '50 MB the clients sent in the round. Bare: the same for the bare receiver, which keeps nothing: what ' +
          'both grow by is received socket buffers awaiting garbage collection, not files held.',
        'The client (fetch, in the benchmark process) shares the two cores with the server.',
      ],
    },
  ];
}
