import { ERROR_CODES } from '@portal/contracts/errorCodes';
import {
  BATCH_COLUMNS,
  BATCH_FILE_FIELD,
  BATCH_QUOTES_FIELD,
  BATCH_REQUIRED_COLUMNS,
  PAYMENT_BATCH_LIMITS,
  PAYMENT_BATCH_MESSAGES,
  type BatchColumn,
} from '@portal/contracts/paymentBatches';
import type { FastifyRequest } from 'fastify';
import { open, readFile } from 'node:fs/promises';
import { ApiError } from '../../plugins/http';
import { receiveForm, type FileRecogniser } from '../../plugins/uploads';
import { readCsv } from '../screening';

/** One line of the file under its header: its number in the file and its cells by column. */
export interface BatchFileRow {
  line: number;
  cells: Partial<Record<BatchColumn, string>>;
  /** The line's fields did not line up with the header's. */
  misaligned: boolean;
}

const CSV = 'text/csv';
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A payments file is UTF-8 text: a NUL byte (a spreadsheet's binary format, a PDF, an image)
 * or bytes that are not UTF-8 are refused (415) before anything is read as CSV.
 */
const csvFiles: FileRecogniser<string> = {
  typeOf: async (tmpPath) => {
    const handle = await open(tmpPath, 'r');
    try {
      const bytes = await handle.readFile();
      if (bytes.includes(0)) return null;
      strictUtf8.decode(bytes);
      return CSV;
    } catch {
      return null;
    } finally {
      await handle.close();
    }
  },
  extensionOf: () => 'csv',
};

const fileRefusal = (message: string, status = 400) =>
  new ApiError(status, message, {
    code: status === 413 ? ERROR_CODES.payloadTooLarge : ERROR_CODES.validation,
    errors: { [BATCH_FILE_FIELD]: [message] },
  });

/** The uploaded payments file as text and the form's quote ids (the confirmation's), through the one multipart reader. */
export async function receiveBatchFile(
  request: FastifyRequest,
  tmpDir: string,
): Promise<{ text: string; quoteIds: string[] }> {
  const form = await receiveForm(request, {
    tmpDir,
    fileField: BATCH_FILE_FIELD,
    kind: {
      recognise: csvFiles,
      maxFileBytes: PAYMENT_BATCH_LIMITS.maxFileBytes,
      messages: { wrongType: PAYMENT_BATCH_MESSAGES.notCsv, tooLarge: PAYMENT_BATCH_MESSAGES.tooLarge },
    },
  });
  try {
    if (!form.file) throw fileRefusal(PAYMENT_BATCH_MESSAGES.fileRequired);
    const text = (await readFile(form.file.tmpPath, 'utf8')).replace(/^\uFEFF/, '');
    const quoted = form.fields[BATCH_QUOTES_FIELD];
    const quoteIds =
      typeof quoted === 'string' && quoted.trim() !== ''
        ? quoted
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean)
        : [];
    return { text, quoteIds };
  } finally {
    await form.discard();
  }
}

const isColumn = (name: string): name is BatchColumn => (BATCH_COLUMNS as readonly string[]).includes(name);

/**
 * The rows of a payments file: the header names the columns (any order, the template's names,
 * any case), each line below it is one payment. A file-wide fault (no header, an unknown,
 * missing or repeated column, an open quote, no payment, too many) is refused on `file`;
 * a line whose fields do not line up is kept, marked, and refused as that line.
 */
export function batchRows(text: string): BatchFileRow[] {
  const csv = readCsv(text);
  if (csv.unclosedQuote) throw fileRefusal(PAYMENT_BATCH_MESSAGES.malformed);
  const [header, ...records] = csv.records;
  if (!header) throw fileRefusal(PAYMENT_BATCH_MESSAGES.empty);
  const columns: BatchColumn[] = [];
  for (const raw of header) {
    const wanted = raw.trim().toLowerCase();
    const name = BATCH_COLUMNS.find((column) => column.toLowerCase() === wanted);
    if (!name || !isColumn(name))
      throw fileRefusal(`${PAYMENT_BATCH_MESSAGES.unknownColumn}: ${raw.slice(0, 40)}.`);
    if (columns.includes(name)) throw fileRefusal(`${PAYMENT_BATCH_MESSAGES.repeatedColumn}: ${name}.`);
    columns.push(name);
  }
  for (const required of BATCH_REQUIRED_COLUMNS) {
    if (!columns.includes(required))
      throw fileRefusal(`${PAYMENT_BATCH_MESSAGES.missingColumn}: ${required}.`);
  }
  const rows: BatchFileRow[] = [];
  records.forEach((record, index) => {
    // A blank line (often the last one a spreadsheet writes) is no payment.
    if (record.every((cell) => cell.trim() === '')) return;
    const cells: Partial<Record<BatchColumn, string>> = {};
    columns.forEach((column, position) => {
      const value = record[position];
      if (value !== undefined) cells[column] = value;
    });
    rows.push({
      line: csv.lines[index + 1] ?? index + 2,
      cells,
      misaligned: record.length !== columns.length,
    });
  });
  if (rows.length === 0) throw fileRefusal(PAYMENT_BATCH_MESSAGES.empty);
  if (rows.length > PAYMENT_BATCH_LIMITS.maxRows) throw fileRefusal(PAYMENT_BATCH_MESSAGES.tooManyRows, 413);
  return rows;
}
