/**
 * One entry of the OFAC SDN list as `sdn.csv` lays it out (no header row; columns ent_num,
 * SDN_Name, SDN_Type, Program, Title, Call_Sign, Vess_type, Tonnage, GRT, Vess_flag,
 * Vess_owner, Remarks; "-0- " stands for an empty field). Only what screening shows is kept.
 */
export interface SanctionsEntry {
  entryId: string;
  name: string;
  type: string;
  program: string;
  remarks: string;
}

/** The file's mark of an empty field ("-0- ", sometimes without its space). */
const EMPTY = /^-0-\s*$/;
const clean = (value: string | undefined) => {
  const trimmed = (value ?? '').trim();
  return EMPTY.test(trimmed) ? '' : trimmed;
};

/** A CSV text read whole: its records, the line each starts on (1 for the first), and whether a quote was left open. */
export interface CsvText {
  records: string[][];
  lines: number[];
  unclosedQuote: boolean;
}

/**
 * Reads a CSV text (RFC 4180: commas, double-quoted fields with "" for a quote, CRLF or LF).
 * Written here rather than taken from csv-parse because the layouts read (the SDN list, the
 * bulk payment file) are small and fixed, and this is their one reader (no new dependency for
 * 40 lines).
 */
export function readCsv(text: string): CsvText {
  const records: string[][] = [];
  const lines: number[] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\n' || (char === '\r' && text[index + 1] !== '\n')) line += 1;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') {
        index += 1;
        line += 1;
      }
      record.push(field);
      records.push(record);
      lines.push(recordLine);
      recordLine = line;
      record = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
    lines.push(recordLine);
  }
  return { records, lines, unclosedQuote: quoted };
}

/** The records of a CSV text, as `readCsv` reads them. */
export const csvRecords = (text: string): string[][] => readCsv(text).records;

/**
 * The entries of an SDN CSV file. A record whose first field is not a number (the file's
 * trailing end-of-file character, a blank line) or whose name is empty is not an entry.
 */
export function parseSdnCsv(text: string): SanctionsEntry[] {
  const entries: SanctionsEntry[] = [];
  for (const record of csvRecords(text)) {
    const entryId = clean(record[0]);
    const name = clean(record[1]);
    if (!/^\d+$/.test(entryId) || !name) continue;
    entries.push({
      entryId,
      name,
      type: clean(record[2]),
      program: clean(record[3]),
      remarks: clean(record[11]),
    });
  }
  return entries;
}
