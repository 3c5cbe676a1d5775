import { isCountryCode } from '@portal/rules/bankRules';
import { withoutBlockedCountries } from '@portal/contracts/screening';

export interface CountryOption {
  code: string;
  name: string;
}

const A = 'A'.charCodeAt(0);
const LETTERS = Array.from({ length: 26 }, (_, index) => String.fromCharCode(A + index));

let names: Intl.DisplayNames | null = null;
/** The English name of an ISO 3166 alpha-2 code ('DE' → 'Germany'); the code when unknown. */
export function countryName(code: string): string {
  names ??= new Intl.DisplayNames('en', { type: 'region' });
  return names.of(code) ?? code;
}

let options: readonly CountryOption[] | null = null;
/**
 * The countries a beneficiary may be in, by name: every two-letter code the contracts'
 * rule accepts (the codes ibantools knows), named by the browser's Intl.DisplayNames,
 * so the list needs neither a table of its own nor a library, less the countries VendorBridge
 * cannot pay into (BLOCKED_COUNTRIES, D44). Built once, when first asked.
 */
export function countryOptions(blocked: readonly string[]): readonly CountryOption[] {
  return withoutBlockedCountries(allCountryOptions(), blocked);
}

function allCountryOptions(): readonly CountryOption[] {
  options ??= LETTERS.flatMap((first) => LETTERS.map((second) => `${first}${second}`))
    .filter(isCountryCode)
    .map((code) => ({ code, name: countryName(code) }))
    .sort((left, right) => left.name.localeCompare(right.name, 'en'));
  return options;
}
