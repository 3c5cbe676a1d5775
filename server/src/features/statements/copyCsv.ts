import { Client, type Pool } from 'pg';
import { PassThrough, pipeline, type Readable } from 'node:stream';
import { CopyCrlfRows } from './copyCrlfRows';

/**
 * How long one export's COPY may run. Not the pool's 10 s query bound: a year of a
 * large business's requests (a million rows) is sent in seconds, but to a slow
 * download PostgreSQL writes only as fast as the client reads.
 */
export const COPY_EXPORT_TIMEOUT_MS = 15 * 60_000;

/**
 * How the export's own connection plans its one statement (issue 34: the export within 0.8×
 * of a bare COPY of the same rows). Sent in the connection's startup packet, so no round trip.
 * - enable_sort off: a statement's ORDER BY is the order of an index on payment_requests
 *   (created_at desc, id desc, after the user or the state when filtered), so rows are read
 *   in that order and leave as they are read. With sorting allowed the planner preferred a
 *   bitmap scan and a sort of the finished rows (22 MB to disk for 100,000, spilled past
 *   work_mem): the first byte waited for the last row. Where no index has the order, a sort
 *   is still made (this only makes it the last resort).
 * - max_parallel_workers_per_gather 0: one process per download. The parallel plan spent
 *   about twice the CPU (workers, Gather Merge) and the cells were computed after the
 *   gather anyway, by the leader alone.
 * - jit off: the statement's cost crosses jit_above_cost, and compiling its expressions cost
 *   more CPU (about 0.1 s an export) than it saved on 100,000 rows of plain cells.
 * docs/benchmarks.md ("export2") has the figures.
 */
export const COPY_SESSION_SETTINGS = {
  enable_sort: 'off',
  max_parallel_workers_per_gather: '0',
  jit: 'off',
} as const;

const SET_SESSION = Object.entries(COPY_SESSION_SETTINGS)
  .map(([name, value]) => `set ${name} = ${value}`)
  .join('; ');

/** The export's own connection, open: the pool's server and account, its own bound and planner settings. */
export async function openCopyClient(pool: Pool): Promise<Client> {
  const client = new Client({ ...pool.options, query_timeout: COPY_EXPORT_TIMEOUT_MS });
  // A connection error after the COPY ended or was abandoned has nobody to tell.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(SET_SESSION);
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return client;
}

/** What `COPY (select) TO STDOUT` is asked for: the select and its columns that are always quoted. */
export interface CopyCsvQuery {
  /** The CSV header line, CRLF-terminated, written before the rows. */
  headerLine: string;
  /** A SELECT with every value written into it (COPY takes no bind parameters). */
  select: string;
  /** The select's output column names whose non-null values are always quoted (text cells). */
  quotedColumns: readonly string[];
}

/**
 * A statement straight from PostgreSQL (issue 34): `COPY (select) TO STDOUT (FORMAT csv)`
 * read off the connection by CopyCrlfRows, each record's LF made CRLF, after the header line.
 * The database writes the cells, so the server only passes bytes on.
 *
 * The COPY runs on a connection of its own, not one of the pool's: a download as slow as
 * its reader would otherwise hold a pool connection for minutes and a few of them would
 * starve every other request. The connection is opened before the answer starts, so a
 * database that is down is answered 503 as anywhere else; it is closed when the rows are
 * sent or the download is abandoned (PostgreSQL then stops the COPY). A failure once the
 * rows flow destroys the stream: the download ends short rather than looking complete.
 */
export async function copyCsv(pool: Pool, query: CopyCsvQuery): Promise<Readable> {
  const client = await openCopyClient(pool);
  const quoted = query.quotedColumns.map((name) => `"${name}"`).join(', ');
  const rows = client.query(
    new CopyCrlfRows(`copy (${query.select}) to stdout (format csv, force_quote (${quoted}))`),
  );
  const out = new PassThrough();
  out.write(query.headerLine);
  pipeline(rows, out, () => {
    void client.end().catch(() => undefined);
  });
  return out;
}
