import { neutraliseCsvCell } from '@portal/contracts/paymentJourney';
import { escapeLiteral } from 'pg';

/*
 * The CSV writer's cell rules (csvStream.ts, `neutraliseCsvCell` in the contracts) as SQL,
 * for the statements PostgreSQL writes itself with COPY (issue 34). The tests compare the
 * two writers' bytes for the same rows (copyStatement.test.ts).
 */

/** A separator of any locale or a line break. */
const SEPARATOR = String.raw`[,;|\t\r\n\u2028\u2029]`;
/** What a formula starts with, after any spaces: =, +, -, @, a tab or a carriage return. */
const FORMULA_START = String.raw`[ \u00a0]*[-=+@\t\r]`;
/** A separator of any locale or a line break, followed by a formula: gets an apostrophe after it. */
const FORMULA_AFTER_SEPARATOR = String.raw`(${SEPARATOR})(?=${FORMULA_START})`;

/**
 * A literal for SQL that COPY runs: COPY takes no bind parameters, so every value is
 * written into the text. node-postgres' escapeLiteral doubles quotes and backslashes
 * (E'…' when there is a backslash), and callers pass only values they checked first
 * (a uuid, a time they wrote, a known state) or constants of the code.
 */
export const sqlLiteral = (value: string): string => escapeLiteral(value);

/** What neutraliseCsvCell acts on: a formula at the text's start or after a separator. */
export const FORMULA_ANYWHERE = String.raw`(^|${SEPARATOR})${FORMULA_START}`;

/**
 * `neutraliseCsvCell(expression)` in SQL, with the same result for every text. The
 * JavaScript expression is one global replace of `(^|separator)(?=formula)`; at the
 * text's start it prefers the empty `^` alternative and then goes on from the second
 * character, while PostgreSQL's regular expressions take the longest alternative
 * there, so the start is handled apart: an apostrophe before the first character and
 * the separators replaced in the rest. PostgreSQL asks this for every text cell of
 * every row, so one test decides almost every cell (issue 34: the export within 0.8× of
 * a bare COPY): a text where that replace finds nothing is returned as it is. Before,
 * a cell with a formula's character but no formula (a reference like PAY-1042, an
 * e-mail address, a uuid) took three tests.
 */
export function neutralisedSql(expression: string): string {
  return `(case when ${expression} !~ '${FORMULA_ANYWHERE}' then ${expression}
    when ${expression} ~ '^${FORMULA_START}'
      then '''' || left(${expression}, 1) || regexp_replace(substr(${expression}, 2), '${FORMULA_AFTER_SEPARATOR}', '\\1''', 'g')
    else regexp_replace(${expression}, '${FORMULA_AFTER_SEPARATOR}', '\\1''', 'g') end)`;
}

/**
 * A text cell as `csvCell` writes it, with COPY's FORCE_QUOTE on its column: neutralised,
 * and null for an empty text (COPY writes null as nothing, and quotes any other value).
 */
export const textCellSql = (expression: string): string => neutralisedSql(`nullif(${expression}, '')`);

/** A constant of the code (a label) as the text cell it becomes: neutralised here, quoted by COPY. */
export const constantCellSql = (text: string): string =>
  text === '' ? 'null' : sqlLiteral(neutraliseCsvCell(text));

/** `case <expression> when <key> then <cell> … else <otherwise> end` over a table of constants. */
export function caseSql(expression: string, cells: Record<string, string>, otherwise: string): string {
  const branches = Object.entries(cells).map(
    ([key, text]) => `when ${sqlLiteral(key)} then ${constantCellSql(text)}`,
  );
  return `(case ${expression} ${branches.join(' ')} else ${otherwise} end)`;
}
