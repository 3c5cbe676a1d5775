import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { isBlockedCountry } from '@portal/contracts/screening';
import { ApiError } from '../../plugins/http';
import type { SanctionsList } from './sanctionsList';

/** Who may be paid (D44): the countries refused and the sanctions list names are screened against. */
export interface ScreeningPolicy {
  /** BLOCKED_COUNTRIES, ISO 3166 alpha-2, upper case. */
  blockedCountries: readonly string[];
  /** SANCTIONS_LIST_FILE as loaded at start; null: screening is off. */
  sanctions: SanctionsList | null;
}

/**
 * Refuses a country on BLOCKED_COUNTRIES: 400 in the D5 shape, the message on `field` (the
 * form's country field, or the saved beneficiary's id when an existing one is paid).
 */
export function refuseBlockedCountry(
  policy: Pick<ScreeningPolicy, 'blockedCountries'>,
  country: string,
  field: string,
  message: string,
): void {
  if (!isBlockedCountry(policy.blockedCountries, country)) return;
  throw new ApiError(400, message, { code: ERROR_CODES.validation, errors: { [field]: [message] } });
}
