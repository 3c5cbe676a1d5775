import { BENEFICIARY_CORRIDORS, type BeneficiaryCorridor } from '@portal/rules/corridors';
import { CORRIDOR_NAMES } from '@portal/ui/words/beneficiaryFieldLabels';
import type { AuditRecordEntry } from '@portal/contracts/securitySchemas';

// The browser's own names for ISO 3166 codes, as the payment pages name a beneficiary's country.
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

const isCorridor = (value: string): value is BeneficiaryCorridor =>
  (BENEFICIARY_CORRIDORS as readonly string[]).includes(value);

/** "Italy"; the code itself when the browser does not know it. */
function countryWords(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A beneficiary entry's stored codes, "(IT, iban)", "(GB, gb)", as words: "(Italy, IBAN)",
 * "(United Kingdom, sort code and account number)". Done here, from what is stored, so entries
 * written before read as well as new ones; the record itself is never rewritten.
 */
const BENEFICIARY_CODES = /\(([A-Z]{2}), (iban|us|gb|other)\)/g;

/**
 * What an audit entry says, in words: scheme codes named, and the person who did it named once,
 * in the entry's "By" line, not also inside the sentence ("submitted by ngozi@…", "ngozi@… signed in").
 */
export function auditSummaryText(entry: Pick<AuditRecordEntry, 'summary' | 'actor'>): string {
  let text = entry.summary.replace(BENEFICIARY_CODES, (whole, country: string, corridor: string) =>
    isCorridor(corridor) ? `(${countryWords(country)}, ${CORRIDOR_NAMES[corridor]})` : whole,
  );
  if (entry.actor) {
    text = text.split(` by ${entry.actor}`).join('');
    // "folake@… signed in": the person is the sentence's subject; the "By" line names them (shots8).
    if (text.startsWith(`${entry.actor} `)) {
      const rest = text.slice(entry.actor.length + 1);
      text = `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
    }
  }
  return text;
}
