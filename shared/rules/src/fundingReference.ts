/**
 * The payment reference a customer's bank transfer must carry (D31): short, made of
 * characters nobody misreads on a phone or a bank statement (Crockford's base 32: no
 * I, L, O or U), and ending in a check character (Luhn mod 32) so a mistyped
 * reference is caught before anyone searches the bank statement for it.
 * Shape: "VB" + 8 random characters + 1 check character, e.g. VB7K3M9Q2XC.
 */

export const FUNDING_REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PREFIX = 'VB';
const BODY_LENGTH = 8;
const BASE = FUNDING_REFERENCE_ALPHABET.length;

/** Luhn mod N over the alphabet's code points; the check character makes the sum 0. */
function checkCharacter(body: string): string {
  let sum = 0;
  let factor = 2;
  for (let index = body.length - 1; index >= 0; index -= 1) {
    const codePoint = FUNDING_REFERENCE_ALPHABET.indexOf(body[index] ?? '');
    let addend = factor * codePoint;
    factor = factor === 2 ? 1 : 2;
    addend = Math.floor(addend / BASE) + (addend % BASE);
    sum += addend;
  }
  return FUNDING_REFERENCE_ALPHABET[(BASE - (sum % BASE)) % BASE] ?? '0';
}

/** A reference from random bytes (at least 8; each picks one character). */
export function fundingReferenceFromBytes(bytes: Uint8Array): string {
  if (bytes.length < BODY_LENGTH) throw new RangeError(`need ${BODY_LENGTH} random bytes`);
  let body = '';
  for (let index = 0; index < BODY_LENGTH; index += 1) {
    // 256 is a multiple of 32, so taking the low five bits keeps every character equally likely.
    body += FUNDING_REFERENCE_ALPHABET[(bytes[index] ?? 0) % BASE];
  }
  return `${PREFIX}${body}${checkCharacter(body)}`;
}

/**
 * Reads a reference as a person may type it (lower case, spaces, dashes, O for 0,
 * I or L for 1) into its canonical form, or null when it is not a valid reference.
 */
export function normalizeFundingReference(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!compact.startsWith(PREFIX) || compact.length !== PREFIX.length + BODY_LENGTH + 1) return null;
  const body = compact.slice(PREFIX.length, PREFIX.length + BODY_LENGTH);
  const check = compact.slice(-1);
  if (![...body, check].every((char) => FUNDING_REFERENCE_ALPHABET.includes(char))) return null;
  return checkCharacter(body) === check ? compact : null;
}

export const isValidFundingReference = (value: string): boolean => normalizeFundingReference(value) === value;
