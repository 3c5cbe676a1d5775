import { neutraliseCsvCell } from '@portal/contracts';
import { stringify } from 'csv-stringify';
import { Readable, pipeline } from 'node:stream';

/** One column of a statement: its header and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  /** The cell as text: amounts as plain decimals ("1250.50"), times ISO 8601, null as empty. */
  value: (row: Row) => string | null;
}

/**
 * A statement as CSV, streamed (D36): a header line, then one line per row as the rows
 * arrive, so memory holds one batch at a time however long the period. Every cell goes
 * through `neutraliseCsvCell`, so a recipient named "=HYPERLINK(…)" stays text in a
 * spreadsheet. Rows come from an async iterable (e.g. `keysetBatches`); a failure while
 * reading destroys the stream (the download ends short rather than looking complete).
 */
export function streamCsv<Row>(rows: AsyncIterable<Row>, columns: readonly CsvColumn<Row>[]): Readable {
  const csv = stringify({
    header: true,
    columns: columns.map((column) => neutraliseCsvCell(column.header)),
    // CRLF as RFC 4180 writes it, which every spreadsheet reads.
    record_delimiter: 'windows',
  });
  async function* records() {
    for await (const row of rows) {
      yield columns.map((column) => neutraliseCsvCell(column.value(row) ?? ''));
    }
  }
  pipeline(Readable.from(records()), csv, () => {
    // pipeline destroys `csv` with the error; the route's reply ends with it.
  });
  return csv;
}
