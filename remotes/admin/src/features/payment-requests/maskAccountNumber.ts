const VISIBLE_DIGITS = 4;
const MASK = '****';

/**
 * Shows only the last four characters of an account number (spec §2). The mask has
 * a fixed width so it does not give away the number's length either; a number too
 * short to hide anything is hidden whole.
 */
export function maskAccountNumber(accountNumber: string): string {
  const compact = accountNumber.replace(/\s+/g, '');
  if (compact.length <= VISIBLE_DIGITS) return MASK;
  return `${MASK}${compact.slice(-VISIBLE_DIGITS)}`;
}
