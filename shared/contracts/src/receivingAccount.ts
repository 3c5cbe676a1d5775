import * as z from 'zod/mini';
import { RECEIVING_ACCOUNT_CURRENCIES } from '@portal/rules/currencies';
import { compactUpper, isNuban, isValidIban, isValidSwift } from '@portal/rules/paymentAccounts';
import { accountNumber, everyField, requiredText } from './paymentFields';
import { PAYMENT_MESSAGES } from './paymentMessages';

// Receiving account and wallet (D28): admins edit them on the server, validated
// before Save succeeds; a customer sees where to send an approved request's naira.

/**
 * `PUT /api/admin/receiving-account`: where customers send money. An NGN account is
 * a 10-digit NUBAN; a USD, EUR or GBP account needs a SWIFT code and an account
 * number or IBAN; an IBAN may be given besides and is checked.
 */
const receivingAccountFields = z.object({
  bankName: requiredText(PAYMENT_MESSAGES.bankNameRequired),
  accountName: requiredText(PAYMENT_MESSAGES.accountNameRequired),
  accountNumber,
  currency: z.enum(RECEIVING_ACCOUNT_CURRENCIES, PAYMENT_MESSAGES.receivingCurrencyInvalid),
  swiftCode: z.string(PAYMENT_MESSAGES.swiftInvalid).check(
    z.overwrite(compactUpper),
    z.refine((value) => value === '' || isValidSwift(value), PAYMENT_MESSAGES.swiftInvalid),
  ),
  iban: z.string(PAYMENT_MESSAGES.ibanOnlyInvalid).check(
    z.overwrite(compactUpper),
    z.refine((value) => value === '' || isValidIban(value), PAYMENT_MESSAGES.ibanOnlyInvalid),
  ),
});
export const receivingAccountSchema = receivingAccountFields.check(
  z.refine(
    (value) => {
      const { currency, accountNumber: number } = value as Record<string, unknown>;
      return (
        currency !== 'NGN' || typeof number !== 'string' || number === '' || isNuban(compactUpper(number))
      );
    },
    { path: ['accountNumber'], message: PAYMENT_MESSAGES.nubanInvalid, ...everyField },
  ),
  z.refine(
    (value) => {
      const { currency, swiftCode } = value as Record<string, unknown>;
      return currency === 'NGN' || typeof swiftCode !== 'string' || compactUpper(swiftCode) !== '';
    },
    { path: ['swiftCode'], message: PAYMENT_MESSAGES.swiftRequiredForForeign, ...everyField },
  ),
);
export type ReceivingAccountInput = z.input<typeof receivingAccountSchema>;
export type ReceivingAccount = z.output<typeof receivingAccountSchema>;
