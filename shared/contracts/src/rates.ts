import * as z from 'zod/mini';
import { typedAmountChecks } from './typedAmount';
import { CONVERTER_CURRENCIES } from '@portal/rules/currencies';
import { amountAbove } from './paymentFields';
import { PAYMENT_MESSAGES } from './paymentMessages';
import { decimalPlaces, isDecimal, RATE_DECIMALS, RATE_MAX } from '@portal/rules/paymentMoney';

// Rates (D16, D24): one rate table on the server serves the converter, the payment
// form and the admin screens; its first values are the spec's demonstration rates.

export const rateEntrySchema = z.object({
  base: z.enum(CONVERTER_CURRENCIES),
  quote: z.enum(CONVERTER_CURRENCIES),
  rate: z.string(),
  /**
   * When staff last set this rate; null for a seeded placeholder, which prices nothing
   * (D30: no quote until staff set the currency's naira rate).
   */
  setAt: z.nullable(z.string()),
});
/** `GET /api/rates`: the stored pairs (derive the others with `deriveRate`). */
export const ratesDataSchema = z.object({
  rates: z.array(rateEntrySchema),
  /** When any rate last changed. */
  updatedAt: z.string(),
});
export type RatesData = z.infer<typeof ratesDataSchema>;

/** `PUT /api/admin/rates/:base/:quote` body. */
export const rateUpdateSchema = z.object({
  rate: z.string(PAYMENT_MESSAGES.rateInvalid).check(
    z.trim(),
    ...typedAmountChecks(),
    z.refine(
      (value) =>
        isDecimal(value) &&
        !value.startsWith('-') &&
        decimalPlaces(value) <= RATE_DECIMALS &&
        amountAbove(value, '0'),
      PAYMENT_MESSAGES.rateInvalid,
    ),
    z.refine((value) => !isDecimal(value) || !amountAbove(value, RATE_MAX), PAYMENT_MESSAGES.rateTooLarge),
  ),
});
export type RateUpdate = z.infer<typeof rateUpdateSchema>;
export const rateDataSchema = z.object({
  rate: z.object({ ...rateEntrySchema.shape, updatedAt: z.string() }),
});
