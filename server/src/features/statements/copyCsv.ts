import { Client, type Pool } from 'pg';
import { PassThrough, pipeline, type Readable } from 'node:stream';
import { CopyCrlfRows } from './copyCrlfRows';

/**
 * How long one export's COPY may run. Not the pool's 10 s query bound: a year of a
 * large business's requests (a million rows) is sent in seconds, but to a slow
 * download PostgreSQL writes only as fast as the client reads.
 */
export const COPY_EXPORT_TIMEOUT_MS = 15 * 60_000;

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
  const client = new Client({ ...pool.options, query_timeout: COPY_EXPORT_TIMEOUT_MS });
  // A connection error after the COPY ended or was abandoned has nobody to tell.
  client.on('error', () => undefined);
  await client.connect();
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
