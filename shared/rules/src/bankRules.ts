import { countrySpecs } from 'ibantools';
import type { BeneficiaryCorridor } from './corridors';

// The bank rules of a beneficiary's country (D33, issue 25): which corridor's fields it needs,
// and the checks of the identifiers only that corridor has.

/** The ISO 3166 alpha-2 codes ibantools knows (every country, IBAN or not). */
const COUNTRY_CODES: ReadonlySet<string> = new Set(Object.keys(countrySpecs));
export const isCountryCode = (value: string): boolean => COUNTRY_CODES.has(value);

/** Which corridor's bank fields a country's beneficiaries need (`iban`: the IBAN registry's countries). */
export function beneficiaryCorridor(country: string): BeneficiaryCorridor {
  if (country === 'US') return 'us';
  if (country === 'GB') return 'gb';
  return countrySpecs[country]?.IBANRegistry ? 'iban' : 'other';
}

/**
 * ABA routing number: 9 digits whose weighted sum (3, 7, 1 repeated) is a multiple of 10.
 */
export function isValidAbaRouting(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(value.charAt(index)), 0);
  return sum % 10 === 0;
}
