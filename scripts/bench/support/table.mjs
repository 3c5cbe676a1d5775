// Plain-text tables for the terminal and Markdown tables for docs/benchmarks.md,
// from the same rows, so the document holds exactly what a run printed.

/**
 * @typedef {object} Table
 * @property {string} title
 * @property {string[]} columns
 * @property {(string | number)[][]} rows
 * @property {string[]} [notes]  printed under the table
 */

const cell = (value) => (typeof value === 'number' ? value.toLocaleString('en-US') : String(value));
const isNumeric = (value) => typeof value === 'number' || /^[\d.,]+( KB| s| ms|%|×)?$/.test(value);

/** @param {Table} table */
export function formatTable({ title, columns, rows, notes = [] }) {
  const text = rows.map((row) => row.map(cell));
  const widths = columns.map((column, i) => Math.max(column.length, ...text.map((row) => row[i].length)));
  const line = (values, sourceRow) =>
    values
      .map((value, i) =>
        sourceRow && isNumeric(sourceRow[i]) ? value.padStart(widths[i]) : value.padEnd(widths[i]),
      )
      .join('  ')
      .trimEnd();
  return [
    title,
    line(columns),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...text.map((row, r) => line(row, rows[r])),
    ...notes.map((note) => `  ${note}`),
    '',
  ].join('\n');
}

/** @param {Table} table */
export function markdownTable({ title, columns, rows, notes = [] }) {
  const escape = (value) => cell(value).replace(/\|/g, '\\|');
  return [
    `**${title}**`,
    '',
    `| ${columns.join(' | ')} |`,
    `| ${columns.map((_c, i) => (rows.length && isNumeric(rows[0][i]) ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
    '',
    ...notes.map((note) => `${note}  `),
    '',
  ].join('\n');
}

/** Kilobytes (1 KB = 1024 bytes) with one decimal, the unit every budget here uses. */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
