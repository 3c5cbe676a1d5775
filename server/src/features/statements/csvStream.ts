import { neutraliseCsvCell } from '@portal/contracts';
import { Readable } from 'node:stream';

/** One column of a statement: its header and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  /** The cell as text: amounts as plain decimals ("1250.50"), times ISO 8601, null as empty. */
  value: (row: Row) => string | null;
}

const NEEDS_QUOTES = /[",\r\n]/;
/** About this much CSV text is sent at a time: few, large writes to the socket. */
const CHUNK_CHARS = 64 * 1024;

/**
 * One cell as RFC 4180 writes it, after `neutraliseCsvCell` (D36): a cell a spreadsheet
 * would run as a formula gets an apostrophe, and a cell with a comma, quote or line
 * break is quoted with its quotes doubled.
 */
export function csvCell(value: string | null): string {
  const text = neutraliseCsvCell(value ?? '');
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 and every spreadsheet read it. */
export const csvLine = (cells: readonly (string | null)[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * A statement as CSV, streamed (D36): the header line, then the rows as they arrive,
 * written in chunks of about 64 KB, so memory holds one batch of rows and one chunk
 * however long the period. The writer is these few lines rather than csv-stringify:
 * on 100,000 statement rows csv-stringify's stream took 1.1–1.5 s and its synchronous
 * API per batch 0.4–0.6 s, this 0.12 s (same output, checked by the tests), and the
 * export must keep up with PostgreSQL's own COPY (issue 20's benchmark). A failure
 * while reading destroys the stream, so the download ends short rather than looking
 * complete.
 */
export function streamCsv<Row>(rows: AsyncIterable<Row>, columns: readonly CsvColumn<Row>[]): Readable {
  async function* chunks(): AsyncGenerator<string> {
    let chunk = csvLine(columns.map((column) => column.header));
    for await (const row of rows) {
      chunk += csvLine(columns.map((column) => column.value(row)));
      if (chunk.length >= CHUNK_CHARS) {
        yield chunk;
        chunk = '';
      }
    }
    yield chunk;
  }
  return Readable.from(chunks(), { objectMode: false });
}
