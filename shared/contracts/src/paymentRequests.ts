import * as z from 'zod/mini';
import { typedAmountChecks } from './typedAmount';
import { PAYMENT_CURRENCIES, type PaymentCurrency } from '@portal/rules/currencies';
import { validateWith, type Validated } from './fieldErrors';
import { accountNumber, amountAbove, isAmount, requiredText, swiftCode } from './paymentFields';
import { paymentStateSchema } from './paymentJourney';
import { ADMIN_PAYMENT_QUEUES, BUSINESS_ONLY_STATES, PAYMENT_STATES } from '@portal/rules/paymentLifecycle';
import { PAYMENT_MESSAGES } from './paymentMessages';
import { CURRENCY_DECIMALS, decimalPlaces, formatAmount } from '@portal/rules/paymentMoney';
import { PAYMENT_LIMITS } from './paymentPaths';
import { pageCursorParam, pageLimitParam } from './pageQuery';

// Payment requests (D21, D25): the body and its check, the list queries, and the
// request as its owner and as an admin see it.

/** Messages that mean "something required is missing", for which the form shows the spec's alert. */
export const PAYMENT_REQUIRED_MESSAGES: ReadonlySet<string> = new Set([
  PAYMENT_MESSAGES.recipientCompanyRequired,
  PAYMENT_MESSAGES.recipientBankRequired,
  PAYMENT_MESSAGES.swiftRequired,
  PAYMENT_MESSAGES.accountRequired,
  PAYMENT_MESSAGES.amountRequired,
  // Spec §5: "a foreign amount above 0" is among the required fields.
  PAYMENT_MESSAGES.amountNotPositive,
]);

/**
 * The foreign amount as typed: a plain decimal above 0 and at most the maximum; the
 * decimals its currency allows are checked with the currency (below).
 */
const foreignAmount = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? PAYMENT_MESSAGES.amountRequired
        : PAYMENT_MESSAGES.amountInvalid,
  })
  .check(
    z.trim(),
    z.minLength(1, PAYMENT_MESSAGES.amountRequired),
    ...typedAmountChecks(),
    z.refine((value) => value === '' || isAmount(value), PAYMENT_MESSAGES.amountInvalid),
    z.refine((value) => !isAmount(value) || amountAbove(value, '0'), PAYMENT_MESSAGES.amountNotPositive),
    z.refine(
      (value) => !isAmount(value) || !amountAbove(value, PAYMENT_LIMITS.amountMax),
      PAYMENT_MESSAGES.amountTooLarge,
    ),
  );

const paymentFields = z.object({
  recipientCompany: requiredText(PAYMENT_MESSAGES.recipientCompanyRequired),
  recipientBank: requiredText(PAYMENT_MESSAGES.recipientBankRequired),
  recipientBankSwiftCode: swiftCode(PAYMENT_MESSAGES.swiftRequired),
  accountNumber,
  foreignAmount,
  foreignCurrency: z.enum(PAYMENT_CURRENCIES, PAYMENT_MESSAGES.currencyInvalid),
});

/**
 * The body of `POST /api/payments` (JSON, or the text fields of the multipart form
 * with the optional invoice beside them), and the payment form's own check. The
 * server works out the rate and the local amount itself (D21); the body carries
 * neither. Parsed values are normalised: SWIFT and account number compact and upper
 * case, the amount written with its currency's decimals.
 */
/** The amount's decimals are the currency's: checked beside the other fields, with a message naming the rule. */
const currencyDecimalsCheck = z.refine<{ foreignAmount?: unknown; foreignCurrency?: unknown }>(
  (value) => {
    const { foreignAmount: amount, foreignCurrency: currency } = value;
    if (typeof amount !== 'string' || !isAmount(amount.trim())) return true;
    if (!(PAYMENT_CURRENCIES as readonly unknown[]).includes(currency)) return true;
    return decimalPlaces(amount.trim()) <= CURRENCY_DECIMALS[currency as PaymentCurrency];
  },
  {
    path: ['foreignAmount'],
    // The message names the rule of the chosen currency.
    error: (issue) =>
      (issue.input as { foreignCurrency?: unknown } | undefined)?.foreignCurrency === 'JPY'
        ? PAYMENT_MESSAGES.amountNoDecimals
        : PAYMENT_MESSAGES.amountTooPrecise,
    // Checked even when another field is refused, so every field's error shows at once.
    when: () => true,
  },
);

/** The amount written with its currency's decimals. */
const withCurrencyDecimals = <T extends { foreignAmount: string; foreignCurrency: PaymentCurrency }>(
  value: T,
): T => ({
  ...value,
  foreignAmount: formatAmount(value.foreignAmount, value.foreignCurrency),
});

/**
 * The body of `POST /api/payments` (JSON, or the text fields of the multipart form
 * with the optional invoice beside them), and the payment form's own check. The
 * server works out the rate and the local amount itself (D21); the body carries
 * neither. Parsed values are normalised: SWIFT and account number compact and upper
 * case, the amount written with its currency's decimals.
 */
export const paymentRequestSchema = z.pipe(
  paymentFields.check(currencyDecimalsCheck),
  z.transform((value: z.infer<typeof paymentFields>) => withCurrencyDecimals(value)),
);

const amountFields = z.object({
  foreignAmount,
  foreignCurrency: z.enum(PAYMENT_CURRENCIES, PAYMENT_MESSAGES.currencyInvalid),
});

/** How much, in which currency: the amount part of a payment request (issue 25's submission). */
export const paymentAmountSchema = z.pipe(
  amountFields.check(currencyDecimalsCheck),
  z.transform((value: z.infer<typeof amountFields>) => withCurrencyDecimals(value)),
);
export type PaymentAmount = z.output<typeof paymentAmountSchema>;

export type PaymentRequestFields = z.input<typeof paymentFields>;
export type PaymentRequestBody = z.output<typeof paymentRequestSchema>;

/**
 * Validates a payment request for the form and the route alike: each refused field
 * with its message, and as the general message the spec's 'Please fill in all
 * required fields' when something required is missing (else the first field's).
 */
export function validatePaymentRequest(value: unknown): Validated<PaymentRequestBody> {
  const result = validateWith(paymentRequestSchema, value);
  if (result.ok) return result;
  const missing = Object.values(result.errors).some((messages) =>
    messages?.some((message) => PAYMENT_REQUIRED_MESSAGES.has(message)),
  );
  return missing ? { ...result, message: PAYMENT_MESSAGES.requiredFields } : result;
}

/** The Idempotency-Key header: any visible ASCII, 1 to 100 characters. */
export const idempotencyKeySchema = z
  .string(PAYMENT_MESSAGES.idempotencyKeyInvalid)
  .check(
    z.regex(
      new RegExp(`^[\\x21-\\x7e]{1,${PAYMENT_LIMITS.idempotencyKeyMax}}$`),
      PAYMENT_MESSAGES.idempotencyKeyInvalid,
    ),
  );

const pageLimit = pageLimitParam(PAYMENT_LIMITS.pageMax);
const pageCursor = pageCursorParam;

/** `GET /api/payments?status=&cursor=&limit=`: the customer's own requests, newest first. */
export const paymentListQuerySchema = z.object({
  status: z.optional(paymentStateSchema),
  cursor: pageCursor,
  limit: pageLimit,
});

/**
 * What the admin's payment list filters by: one state, one work queue (several states,
 * ADMIN_PAYMENT_QUEUES), or all.
 */
export const ADMIN_PAYMENT_FILTERS = [
  ...(PAYMENT_STATES.filter(
    (state) => !(BUSINESS_ONLY_STATES as readonly string[]).includes(state),
  ) as Exclude<(typeof PAYMENT_STATES)[number], (typeof BUSINESS_ONLY_STATES)[number]>[]),
  ...(Object.keys(ADMIN_PAYMENT_QUEUES) as (keyof typeof ADMIN_PAYMENT_QUEUES)[]),
  'all',
] as const;
export type AdminPaymentFilter = (typeof ADMIN_PAYMENT_FILTERS)[number];

/** `GET /api/admin/payments?status=&cursor=&limit=` (status defaults to all). */
export const adminPaymentListQuerySchema = z.object({
  status: z.optional(z.enum(ADMIN_PAYMENT_FILTERS)),
  cursor: pageCursor,
  limit: pageLimit,
});
