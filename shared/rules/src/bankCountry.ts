// Whether a beneficiary's IBAN and SWIFT/BIC are of its bank country (issue 32): a German
// vendor saved with a British IBAN would be paid to an account in another country than the
// one the business chose, checked by the form and the route alike.

/**
 * Territories whose banks use another country's IBAN and BIC country code, as the SWIFT IBAN
 * registry's "includes" lists them (Réunion's accounts have FR IBANs, Åland's FI ones, Jersey's
 * GB sort codes and BICs), and the US territories on US routing. Their own code is accepted too.
 */
const SHARES_CODES_WITH: Readonly<Record<string, string>> = {
  AX: 'FI',
  BL: 'FR',
  GF: 'FR',
  GP: 'FR',
  MF: 'FR',
  MQ: 'FR',
  NC: 'FR',
  PF: 'FR',
  PM: 'FR',
  RE: 'FR',
  TF: 'FR',
  WF: 'FR',
  YT: 'FR',
  GG: 'GB',
  IM: 'GB',
  JE: 'GB',
  AS: 'US',
  GU: 'US',
  MP: 'US',
  PR: 'US',
  UM: 'US',
  VI: 'US',
};

/** Whether an IBAN's or BIC's country code may be that of a bank in `country`. */
export const isOfBankCountry = (code: string, country: string): boolean =>
  code === country || SHARES_CODES_WITH[country] === code;

/** The country code of a compact, upper-case IBAN (its first two letters). */
export const ibanCountryOf = (iban: string): string => iban.slice(0, 2);
/** The country code of a compact, upper-case SWIFT/BIC (its fifth and sixth characters). */
export const bicCountryOf = (bic: string): string => bic.slice(4, 6);

let regionNames: Intl.DisplayNames | null | undefined;
/** 'United Kingdom (GB)', or the code alone where the runtime cannot name regions. */
function countryLabel(code: string): string {
  if (regionNames === undefined) {
    regionNames =
      typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames('en', { type: 'region' }) : null;
  }
  let name: string | undefined;
  try {
    name = regionNames?.of(code);
  } catch {
    name = undefined;
  }
  return name && name !== code ? `${name} (${code})` : code;
}

/** Why an IBAN or a BIC of another country is refused, at its field: both countries named. */
export function bankCountryMismatchMessage(field: 'iban' | 'bic', found: string, country: string): string {
  const what = field === 'iban' ? 'IBAN' : 'SWIFT/BIC';
  return `This ${what} is of a bank in ${countryLabel(found)}, but the country chosen is ${countryLabel(country)}: check the ${what} or the country`;
}
