import * as z from 'zod/mini';
import { hasControlCharacter } from '@portal/rules/controlCharacters';
import {
  isValidIban,
  compactUpper,
  isPlainAccountNumber,
  isValidSwift,
  looksLikeIban,
} from '@portal/rules/paymentAccounts';
import { PAYMENT_MESSAGES } from './paymentMessages';
import { decimalGreaterThan, isDecimal } from '@portal/rules/paymentMoney';
import { PAYMENT_LIMITS } from './paymentPaths';

// The field rules the payment request, the receiving account and the rate share.

/** A name-like field: trimmed, present, bounded, one line. */
export const requiredText = (required: string) =>
  z.string(required).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(PAYMENT_LIMITS.textMax, PAYMENT_MESSAGES.textTooLong),
    z.refine((value) => !hasControlCharacter(value), PAYMENT_MESSAGES.controlCharacters),
  );

/** An identifier typed with spaces or in lower case: compacted and upper-cased first. */
const identifier = (required: string) =>
  z.string(required).check(z.overwrite(compactUpper), z.minLength(1, required));

export const swiftCode = (required: string) =>
  identifier(required).check(
    z.refine((value) => value === '' || isValidSwift(value), PAYMENT_MESSAGES.swiftInvalid),
  );

/** An account number: an IBAN by its check digits when it looks like one, else 6–34 letters and digits. */
export const accountNumber = identifier(PAYMENT_MESSAGES.accountRequired).check(
  z.refine(
    (value) => value === '' || !looksLikeIban(value) || isValidIban(value),
    PAYMENT_MESSAGES.ibanInvalid,
  ),
  z.refine(
    (value) => value === '' || looksLikeIban(value) || isPlainAccountNumber(value),
    PAYMENT_MESSAGES.accountInvalid,
  ),
);

export const isAmount = (value: string) => isDecimal(value);
/** Exact comparison of a typed decimal with a limit (big.js, never a float). */
export const amountAbove = (value: string, limit: string) =>
  isAmount(value) && decimalGreaterThan(value, limit);

/** Checked even when another field is refused, so every field's error shows at once. */
export const everyField = { when: () => true };
