/**
 * The one rule for an amount a person types (issue 31, D47), shared by every form and the
 * server's schemas (@portal/contracts/typedAmount holds the schema checks and their message): a
 * figure may be typed as the portal writes it, with commas between groups of three digits
 * ("2,141,356.20"), and is read as the plain decimal "2141356.20". Anything that could be read
 * two ways is refused, never guessed.
 */

/** Digits grouped by commas in threes, an optional fraction: "2,141,356.20", "-1,000". */
const GROUPED = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;

/**
 * Whether `text` (trimmed) is written in a way that could mean two amounts: a comma not in
 * a group of three before the point, two points, or digits split by a space.
 */
export function isAmbiguousAmount(text: string): boolean {
  const typed = text.trim();
  if (typed.includes(',') && !GROUPED.test(typed)) return true;
  if ((typed.match(/\./g) ?? []).length > 1) return true;
  return /\d\s+\d/.test(typed);
}

/**
 * `text` trimmed, without its grouping commas when they group in threes ("2,141,356.20"
 * → "2141356.20"); anything else is returned trimmed as it was, for the checks to refuse.
 */
export function ungroupAmount(text: string): string {
  const typed = text.trim();
  return GROUPED.test(typed) ? typed.replace(/,/g, '') : typed;
}

/**
 * An amount as the API writes it ("2000000.00") grouped as the screens show figures
 * ("2,000,000.00"), for a form that opens on a saved amount: the field shows the figure in
 * the format it accepts back (issue 31.6). Anything not a plain decimal is left as it is.
 */
export function groupAmount(plain: string): string {
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(plain.trim());
  if (!match) return plain;
  const [, sign, whole = '', fraction = ''] = match;
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`;
}
