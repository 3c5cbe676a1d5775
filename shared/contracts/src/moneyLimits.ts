import { RATE_MAX, decimalGreaterThan, decimalPlaces, isDecimal } from '@portal/rules/paymentMoney';
import { PAYMENT_LIMITS } from './paymentPaths';

// The largest value each money field of a request accepts (issue 32), declared once here so
// that the forms and the server refuse the same values, at the field (400), before the
// database could overflow (a 500). Each fits the numeric column it lands in: numeric(20, 2)
// holds 18 digits before the point, numeric(20, 8) 12; the server's moneyMaxima test holds
// every maximum to its column.

export const MONEY_MAXIMA = {
  /** A payment's or a quote's amount in its own currency (payment_requests.foreign_amount, quotes.amount). */
  foreignAmount: PAYMENT_LIMITS.amountMax,
  /** An exchange rate (exchange_rates.rate, payment_requests.exchange_rate). */
  rate: RATE_MAX,
  /**
   * A naira amount someone types: the naira received, a business's approval threshold
   * (payment_requests.amount_received, business_policies.threshold_ngn): the largest foreign
   * amount at the largest rate, so no request's naira amount is above it.
   */
  nairaAmount: '1000000000000000',
} as const;

export const MONEY_LIMIT_MESSAGES = {
  nairaTooLarge: 'Enter at most ₦1,000,000,000,000,000',
} as const;

/** A naira amount as typed: not negative, kobo at most, not above MONEY_MAXIMA.nairaAmount. */
export const isNairaAmount = (value: string): boolean =>
  isDecimal(value) && !value.startsWith('-') && decimalPlaces(value) <= 2;

/** Whether a decimal is above the naira maximum (anything not a decimal is another check's). */
export const nairaAboveMaximum = (value: string): boolean =>
  isDecimal(value) && decimalGreaterThan(value, MONEY_MAXIMA.nairaAmount);
