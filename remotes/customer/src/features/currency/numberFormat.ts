const formatters = new Map<number, Intl.NumberFormat>();

/** A number with exactly `digits` decimals and thousands separators, e.g. 41,050.00. */
export function formatFixed(value: number, digits: number): string {
  let formatter = formatters.get(digits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-NG', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(digits, formatter);
  }
  return formatter.format(value);
}

/** Spec §5: an amount must be a number above 0. */
export function parsePositiveAmount(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const amount = Number(text);
  return Number.isFinite(amount) && amount > 0 ? amount : undefined;
}
