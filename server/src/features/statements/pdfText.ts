import { LOCAL_CURRENCY } from '@portal/rules/currencies';
import { formatUtcDateTime } from '@portal/rules/dateTime';
import { formatMoney, formatRate } from '@portal/rules/money';

/**
 * Text for a PDF written in the standard Helvetica font. Standard fonts are not
 * embedded: PDF readers draw them from the WinAnsi (Windows-1252) encoding, which has
 * €, £, ¥ and $ but no naira sign (U+20A6). pdfkit would write it as a wrong glyph, so
 * naira is written by its code, "NGN 604,000.00": readable in every viewer and in the
 * extracted text. Embedding a font with ₦ would mean shipping a font file for one sign.
 * The money itself is formatted by the one formatter every screen uses (contracts).
 */
const NAIRA_SIGN = '\u20a6';

// Windows-1252's printable characters beyond Latin-1 (0x80–0x9f), which Helvetica has.
const WIN_ANSI_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);

/** Any character Helvetica cannot draw becomes "?" rather than a wrong glyph. */
function winAnsi(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      const printable = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
      return printable || WIN_ANSI_EXTRA.has(char) ? char : '?';
    })
    .join('');
}

/** A line for the PDF: naira by its code, anything else Helvetica lacks as "?". */
export const pdfText = (text: string): string => winAnsi(text.replaceAll(NAIRA_SIGN, `${LOCAL_CURRENCY} `));

/** "€1,250.50", "NGN 604,000.00". */
export const pdfMoney = (amount: string, currency: string): string => pdfText(formatMoney(amount, currency));

/** "1 EUR = NGN 483.00": the screens' rate, naira by its code. */
export const pdfRate = (rate: string, currency: string): string => pdfText(formatRate(currency, rate));

/** "25 Nov 2026, 14:05 UTC": one zone for everyone who reads the file. */
export function pdfDate(iso: string | null): string {
  if (iso === null) return '-';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  return formatUtcDateTime(iso);
}
