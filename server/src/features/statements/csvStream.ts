import { neutraliseCsvCell } from '@portal/contracts/paymentJourney';
import { Readable } from 'node:stream';

/** One column of a statement: its header and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  /** The cell as text: amounts as plain decimals ("1250.50"), times ISO 8601, null as empty. */
  value: (row: Row) => string | null;
  /**
   * A column of plain decimals (amounts, rates), written bare so a spreadsheet reads a
   * number; a value that is not a plain decimal is written as text all the same.
   */
  numeric?: true;
}

/** A plain decimal: nothing a spreadsheet could run, nothing a reader could split. */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;
/** About this much CSV text is sent at a time: few, large writes to the socket. */
const CHUNK_CHARS = 64 * 1024;

/**
 * A text cell as RFC 4180 writes it, after `neutraliseCsvCell` (D36, issue 32): always
 * quoted, its quotes doubled, so a separator inside it (`;` in a `;` locale, a comma, a
 * tab, a line break) never starts a new cell; and wherever a spreadsheet could still
 * split it, the formula that would start there has an apostrophe before it.
 */
export function csvCell(value: string | null): string {
  if (value === null || value === '') return '';
  return `"${neutraliseCsvCell(value).replaceAll('"', '""')}"`;
}

/** A numeric column's cell: a plain decimal bare, anything else as text. */
const numericCell = (value: string | null): string =>
  value !== null && PLAIN_DECIMAL.test(value) ? value : csvCell(value);

/** One record, CRLF-terminated as RFC 4180 and every spreadsheet read it. */
const csvLine = (cells: readonly string[]): string => `${cells.join(',')}\r\n`;

/** The header line of these headers, as the streamed statement writes it (and the COPY one, copyCsv). */
export const csvHeaderLine = (headers: readonly string[]): string => csvLine(headers.map(csvCell));

const headerLine = <Row>(columns: readonly CsvColumn<Row>[]) =>
  csvHeaderLine(columns.map((column) => column.header));

const rowLine = <Row>(columns: readonly CsvColumn<Row>[], row: Row) =>
  csvLine(columns.map((column) => (column.numeric ? numericCell : csvCell)(column.value(row))));

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
    let chunk = headerLine(columns);
    for await (const row of rows) {
      chunk += rowLine(columns, row);
      if (chunk.length >= CHUNK_CHARS) {
        yield chunk;
        chunk = '';
      }
    }
    yield chunk;
  }
  return Readable.from(chunks(), { objectMode: false });
}
