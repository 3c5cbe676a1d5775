import * as z from 'zod/mini';
import { MONEY_LIMIT_MESSAGES, MONEY_MAXIMA, isNairaAmount, nairaAboveMaximum } from './moneyLimits';
import { typedAmountChecks } from './typedAmount';
import { feeRuleSchema } from './fees';
import { CONTROL_CHARACTER_MESSAGE } from './controlCharacters';
import { hasControlCharacter, hasControlCharacterBesidesLayout } from '@portal/rules/controlCharacters';
import { LOCAL_CURRENCY, PAYMENT_CURRENCIES, type PaymentCurrency } from '@portal/rules/currencies';
import { PAYMENT_STATES } from '@portal/rules/paymentLifecycle';
import {
  CURRENCY_DECIMALS,
  decimalGreaterThan,
  decimalPlaces,
  formatAmount,
  isDecimal,
} from '@portal/rules/paymentMoney';

/**
 * The payment's journey after the spec's decision (D29–D32, D36, D37): quotes,
 * funding, payout, refund, cancellation, the timeline, receipts and statements. Amounts
 * are decimal strings, times ISO 8601 strings.
 */

/** Paths under `/api`; `:id` is a payment request's uuid. */
export const JOURNEY_PATHS = {
  quotes: '/quotes',
  paymentFunding: '/payments/:id/funding',
  paymentFundingProof: '/payments/:id/funding/proof',
  paymentCancel: '/payments/:id/cancel',
  paymentReceipt: '/payments/:id/receipt',
  paymentPayoutFile: '/payments/:id/payout/file',
  paymentsExport: '/payments/export.csv',
  adminFundingConfirm: '/admin/payments/:id/funding/confirm',
  adminPayout: '/admin/payments/:id/payout',
  adminPayoutConfirm: '/admin/payments/:id/payout/confirm',
  adminRefund: '/admin/payments/:id/refund',
  adminCancel: '/admin/payments/:id/cancel',
  adminPaymentsExport: '/admin/payments/export.csv',
  adminAuditExport: '/admin/audit/export.csv',
} as const;

/** `JOURNEY_PATHS` with the request's id filled in. */
export const journeyPath = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** The multipart fields of the optional files (D23 rules: PDF, JPG, PNG by content, 5 MB). */
export const FUNDING_PROOF_FIELD = 'proof';
export const PAYOUT_FILE_FIELD = 'confirmation';

/** Lifetimes' defaults, in seconds (configuration QUOTE_TTL_SECONDS, FUNDING_TTL_SECONDS). */
export const QUOTE_TTL_DEFAULT_SECONDS = 1800;
/**
 * PAYOUT_DUAL_CONTROL_NGN's default (issue 22): a payout of at least this many naira is
 * recorded by one member of staff and confirmed by another. An exact decimal, as amounts are.
 */
export const PAYOUT_DUAL_CONTROL_DEFAULT_NGN = '5000000';
export const FUNDING_TTL_DEFAULT_SECONDS = 259_200;
/** A rate older than this is flagged on the admin dashboard (D30). */
export const RATE_STALE_AFTER_HOURS = 24;
/** The longest period a statement covers (D36). */
export const STATEMENT_MAX_DAYS = 366;

export const JOURNEY_LIMITS = { referenceMax: 100, reasonMax: 500 } as const;

export const JOURNEY_MESSAGES = {
  accountNotApproved:
    'Your business must be approved before you can send payments. Finish onboarding: complete your profile and upload your documents.',
  quoteRequired: 'Please get a quote first',
  quoteExpired: 'This quote has expired. Get a new quote to continue.',
  quoteUsed: 'This quote has already been used. Get a new quote to continue.',
  quoteMismatch: 'The amount or currency differs from the quote. Get a new quote to continue.',
  quoteUnavailable:
    'No rate has been set for this currency yet, so we cannot quote it. Please try again later.',
  referenceRequired: 'Bank reference is required',
  referenceTooLong: `Must be at most ${JOURNEY_LIMITS.referenceMax} characters`,
  reasonRequired: 'A reason is required',
  reasonTooLong: `Must be at most ${JOURNEY_LIMITS.reasonMax} characters`,
  amountReceivedInvalid: 'Enter the naira amount received, e.g. 604,000.00',
  amountShort: 'Less than the amount due was received: the request stays to be resolved',
  paidAtInvalid: 'Enter the date and time the payout was made',
  paidAtFuture: 'The payout time cannot be in the future',
  paidAtBeforeFunding: 'The payout cannot be earlier than when the funds were confirmed',
  wrongState: 'This payment request cannot make that move in its current state',
  periodInvalid: 'Give from and to as dates (YYYY-MM-DD), from not after to',
  periodTooLong: `A statement covers at most ${STATEMENT_MAX_DAYS} days`,
  fundingReported: 'Thank you. We will confirm when your payment arrives.',
  cancelled: 'Payment request cancelled.',
  fundingConfirmed: 'Funds confirmed.',
  payoutRecorded: 'Payout recorded.',
  payoutAwaitingConfirmation: 'Payout recorded: another member of staff must confirm it.',
  payoutConfirmed: 'Payout confirmed.',
  samePerson: 'Another member of staff must confirm a payout you recorded.',
  refunded: 'Refund recorded.',
} as const;

/** Error codes the journey's refusals carry (`code` beside the D5 message). */
export const JOURNEY_CODES = {
  accountNotApproved: 'ACCOUNT_NOT_APPROVED',
  quoteExpired: 'QUOTE_EXPIRED',
  quoteUsed: 'QUOTE_USED',
  quoteUnavailable: 'RATE_NOT_SET',
  wrongState: 'INVALID_TRANSITION',
  amountShort: 'AMOUNT_SHORT',
} as const;
export type JourneyCode = (typeof JOURNEY_CODES)[keyof typeof JOURNEY_CODES];

/**
 * A move the request's state does not allow answers 409 INVALID_TRANSITION with the
 * request's current state as `errors.status[0]` (the failure shape has no data), as the
 * receipt's "not sent yet" does. This reads it from a failure's errors.
 */
export const currentStateOf = (errors: Readonly<Record<string, readonly string[] | undefined>> | undefined) =>
  errors?.status?.[0];

/**
 * `POST /api/payments` names the quote it is priced by (D30): a JSON field or a text field
 * of the multipart form, beside the payment form's fields.
 */
export const QUOTE_ID_FIELD = 'quoteId';
export const quoteIdSchema = z
  .string(JOURNEY_MESSAGES.quoteRequired)
  .check(
    z.trim(),
    z.minLength(1, JOURNEY_MESSAGES.quoteRequired),
    z.maxLength(100, JOURNEY_MESSAGES.quoteRequired),
  );

export const paymentStateSchema = z.enum(PAYMENT_STATES);

/** A required text: a reason may span lines, a reference is one line. */
const text = (required: string, max: number, tooLong: string, multiline = false) =>
  z.string(required).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(max, tooLong),
    z.refine(
      (value) => !(multiline ? hasControlCharacterBesidesLayout(value) : hasControlCharacter(value)),
      CONTROL_CHARACTER_MESSAGE,
    ),
  );

/** A decimal above 0 (its decimals are checked against the currency below). */
const positiveAmount = (message: string) =>
  z.string(message).check(
    z.trim(),
    ...typedAmountChecks(),
    z.refine(
      (value) => isDecimal(value) && !value.startsWith('-') && decimalGreaterThan(value, '0'),
      message,
    ),
  );

/** `POST /api/quotes` `{currency, amount}`. */
export const quoteBodySchema = z.pipe(
  z
    .object({
      currency: z.enum(PAYMENT_CURRENCIES, `Please choose one of ${PAYMENT_CURRENCIES.join(', ')}`),
      amount: positiveAmount('Amount must be a number greater than 0'),
    })
    .check(
      z.refine(
        (value) =>
          !isDecimal(value.amount.trim()) ||
          decimalPlaces(value.amount.trim()) <= CURRENCY_DECIMALS[value.currency],
        {
          path: ['amount'],
          error: (issue) =>
            (issue.input as { currency?: unknown } | undefined)?.currency === 'JPY'
              ? 'JPY amounts are whole numbers: no decimal places'
              : 'Amount can have at most 2 decimal places',
        },
      ),
      // Only a decimal is compared: big.js throws on anything else (the amount's own check refused it).
      z.refine(
        (value) =>
          !isDecimal(value.amount.trim()) ||
          !decimalGreaterThan(value.amount.trim(), MONEY_MAXIMA.foreignAmount),
        {
          path: ['amount'],
          message: 'Amount must be at most 1,000,000,000',
        },
      ),
    ),
  z.transform((value: { currency: PaymentCurrency; amount: string }) => ({
    currency: value.currency,
    amount: formatAmount(value.amount, value.currency),
  })),
);
export type QuoteBody = z.output<typeof quoteBodySchema>;

export const quoteSchema = z.object({
  id: z.string(),
  currency: z.enum(PAYMENT_CURRENCIES),
  amount: z.string(),
  /** Naira per unit of `currency`, fixed for this quote. */
  rate: z.string(),
  /** What the customer pays in naira with 2 decimals: amount × rate to the kobo, plus `feeAmount` (D47). */
  localAmount: z.string(),
  /** The fee in naira ("0.00" for none), fixed for this quote (fees.ts). */
  feeAmount: z.string(),
  /** The rule the fee came from; null when staff set none ("No fee"). */
  fee: z.nullable(feeRuleSchema),
  expiresAt: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;
export const quoteDataSchema = z.object({ quote: quoteSchema });

/** `POST /api/payments/:id/funding` `{reference}` (the customer's bank reference). */
export const fundingReportBodySchema = z.object({
  reference: text(
    JOURNEY_MESSAGES.referenceRequired,
    JOURNEY_LIMITS.referenceMax,
    JOURNEY_MESSAGES.referenceTooLong,
  ),
});
export type FundingReportBody = z.infer<typeof fundingReportBodySchema>;

/** `POST /api/payments/:id/cancel` `{reason?}`. */
export const customerCancelBodySchema = z.object({
  reason: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(JOURNEY_LIMITS.reasonMax, JOURNEY_MESSAGES.reasonTooLong),
      z.refine((value) => !hasControlCharacterBesidesLayout(value), CONTROL_CHARACTER_MESSAGE),
    ),
  ),
});

/** `POST /api/admin/payments/:id/refund` and `/cancel` `{reason}`. */
export const reasonBodySchema = z.object({
  reason: text(
    JOURNEY_MESSAGES.reasonRequired,
    JOURNEY_LIMITS.reasonMax,
    JOURNEY_MESSAGES.reasonTooLong,
    true,
  ),
});

/** `POST /api/admin/payments/:id/funding/confirm` `{amountReceived, bankReference}` (naira). */
export const fundingConfirmBodySchema = z.object({
  amountReceived: z.string(JOURNEY_MESSAGES.amountReceivedInvalid).check(
    z.trim(),
    ...typedAmountChecks(),
    z.refine(isNairaAmount, JOURNEY_MESSAGES.amountReceivedInvalid),
    z.refine((value) => !nairaAboveMaximum(value), MONEY_LIMIT_MESSAGES.nairaTooLarge),
  ),
  bankReference: text(
    JOURNEY_MESSAGES.referenceRequired,
    JOURNEY_LIMITS.referenceMax,
    JOURNEY_MESSAGES.referenceTooLong,
  ),
});
export type FundingConfirmBody = z.infer<typeof fundingConfirmBodySchema>;

/**
 * A moment with its date, time and offset ("2026-11-29T01:45:00.000Z", "…T02:45+01:00"): a
 * payout's time is what staff record (D47), so a date alone (read as midnight) is refused.
 */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
export const isInstant = (value: string): boolean => INSTANT.test(value) && !Number.isNaN(Date.parse(value));

/**
 * `POST /api/admin/payments/:id/payout` `{paidAt, reference}`: when the payout was made (date
 * and time with its offset; the server refuses one in the future or before the funds were
 * confirmed, D47) and the bank's UETR or transfer reference.
 */
export const payoutBodySchema = z.object({
  paidAt: z
    .string(JOURNEY_MESSAGES.paidAtInvalid)
    .check(z.trim(), z.refine(isInstant, JOURNEY_MESSAGES.paidAtInvalid)),
  reference: text(
    JOURNEY_MESSAGES.referenceRequired,
    JOURNEY_LIMITS.referenceMax,
    JOURNEY_MESSAGES.referenceTooLong,
  ),
});
export type PayoutBody = z.infer<typeof payoutBodySchema>;

/** `POST /api/admin/payments/:id/payout/confirm`: nothing to say (no body or `{}`). */
export const payoutConfirmBodySchema = z.object({});

/** One row of a request's timeline: what happened, when, by whom (a name or "VendorBridge"). */
export const timelineEntrySchema = z.object({
  status: paymentStateSchema,
  at: z.string(),
  by: z.string(),
  /** Staff's view only: the e-mail of the person named in `by` (their name), absent otherwise. */
  byEmail: z.optional(z.string()),
  note: z.nullable(z.string()),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** Where and what to pay for an approved request (D31). `account` is null until staff set it. */
export const fundingInstructionsSchema = z.object({
  amount: z.string(),
  currency: z.literal(LOCAL_CURRENCY),
  /** The payment reference the transfer must carry, e.g. VB7K3M9Q2XC. */
  reference: z.string(),
  deadline: z.string(),
  account: z.nullable(
    z.object({
      bankName: z.string(),
      accountName: z.string(),
      accountNumber: z.string(),
    }),
  ),
});
export type FundingInstructions = z.infer<typeof fundingInstructionsSchema>;

const DAY_MS = 86_400_000;
// Years that PostgreSQL's timestamptz and JavaScript's ISO strings both write as YYYY.
const FIRST_DAY = Date.parse('1900-01-01T00:00:00.000Z');
const LAST_DAY = Date.parse('9998-12-31T00:00:00.000Z');

/**
 * Whether `date` (YYYY-MM-DD) is a day of the calendar in range: JavaScript reads
 * 2026-02-31 as 3 March, and PostgreSQL would refuse it mid-query.
 */
export function isCalendarDay(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const time = Date.parse(`${date}T00:00:00.000Z`);
  if (Number.isNaN(time) || time < FIRST_DAY || time > LAST_DAY) return false;
  return new Date(time).toISOString().slice(0, 10) === date;
}

const calendarDay = z
  .string(JOURNEY_MESSAGES.periodInvalid)
  .check(z.refine(isCalendarDay, JOURNEY_MESSAGES.periodInvalid));

const periodFields = { from: calendarDay, to: calendarDay };
/** From not after to, at most STATEMENT_MAX_DAYS days counting both. */
const periodChecks = [
  z.refine<{ from: string; to: string }>((value) => value.from <= value.to, {
    path: ['from'],
    message: JOURNEY_MESSAGES.periodInvalid,
  }),
  z.refine<{ from: string; to: string }>(
    (value) => Date.parse(value.to) - Date.parse(value.from) <= (STATEMENT_MAX_DAYS - 1) * DAY_MS,
    { path: ['to'], message: JOURNEY_MESSAGES.periodTooLong },
  ),
] as const;

/** The audit statement's period: `from`/`to` as calendar days, at most 366 days apart. */
export const periodQuerySchema = z.object(periodFields).check(...periodChecks);
export type PeriodQuery = z.infer<typeof periodQuerySchema>;

/** The payments statement: its period and, as on the lists, a state. */
export const statementQuerySchema = z
  .object({ ...periodFields, status: z.optional(paymentStateSchema) })
  .check(...periodChecks);
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/**
 * Where a cell could start, followed by what a spreadsheet runs as a formula there. A
 * cell starts at the text's start, and, for a reader that splits without honouring the
 * quotes (a `;` locale opening the file, an import with no text qualifier), after any
 * separator of any locale or import dialog (`,` `;` tab `|`) or line break (issue 32).
 * Spaces between are skipped, as some readers trim them; a formula starts with =, +, -,
 * @, a tab or a carriage return.
 */
const FORMULA_AT_A_CELL_START = /(^|[,;|\t\r\n\u2028\u2029])(?=[ \u00a0]*[=+\-@\t\r])/g;

/**
 * A CSV cell as a spreadsheet will read it (D36, issue 32): wherever a cell could start
 * (the text's start, or after a character a spreadsheet may split on) with =, +, -, @,
 * a tab or a carriage return, it would run as a formula, so an apostrophe is put there:
 * `=1+1` becomes `'=1+1`, `Acme;=1+1` becomes `Acme;'=1+1`. Text is otherwise unchanged.
 */
export const neutraliseCsvCell = (value: string): string => value.replace(FORMULA_AT_A_CELL_START, "$1'");

/** What the customer reported when they said "I have paid". */
export const fundingReportSchema = z.object({
  reference: z.string(),
  reportedAt: z.string(),
  /** Whether a proof file was attached (opened through `JOURNEY_PATHS.paymentFundingProof`). */
  hasProof: z.boolean(),
});

/** What staff confirmed arrived. */
export const fundingConfirmationSchema = z.object({
  amountReceived: z.string(),
  bankReference: z.string(),
  confirmedAt: z.string(),
});

/** The payout to the vendor (D32). */
export const payoutSchema = z.object({
  paidAt: z.string(),
  reference: z.string(),
  /** Whether a confirmation file was attached (opened through `JOURNEY_PATHS.paymentPayoutFile`). */
  hasFile: z.boolean(),
});

/**
 * Dual control of a payout (issue 22), for staff: who recorded it and when, who confirmed
 * it and when (null while it waits, and for a payout below PAYOUT_DUAL_CONTROL_NGN).
 */
export const payoutControlSchema = z.object({
  /** The recorder's account id: the screen offers "Confirm payout" to anyone else. */
  recordedById: z.string(),
  recordedBy: z.string(),
  recordedAt: z.string(),
  confirmedBy: z.nullable(z.string()),
  confirmedAt: z.nullable(z.string()),
});
export type PayoutControl = z.infer<typeof payoutControlSchema>;

/**
 * Everything after the decision, carried by a request's detail for the customer and
 * staff alike: spread into the detail schemas (`...paymentProgressSchema.shape`).
 */
export const paymentProgressSchema = z.object({
  timeline: z.array(timelineEntrySchema),
  /** Set once approved, while the request still waits for its naira (and kept after, for the record). */
  funding: z.nullable(fundingInstructionsSchema),
  fundingReport: z.nullable(fundingReportSchema),
  fundingConfirmation: z.nullable(fundingConfirmationSchema),
  payout: z.nullable(payoutSchema),
});
export type PaymentProgress = z.infer<typeof paymentProgressSchema>;

/** Requests counted by state (every state present, 0 when none). */
export const stateCountsSchema = z.record(paymentStateSchema, z.number());
export type StateCounts = z.infer<typeof stateCountsSchema>;

/** Requests in each of staff's work queues (ADMIN_PAYMENT_QUEUES), for the admin dashboard. */
export const paymentQueueCountsSchema = z.object({
  toReview: z.number(),
  awaitingFunds: z.number(),
  fundsToConfirm: z.number(),
  toPayOut: z.number(),
  payoutsToConfirm: z.number(),
});
export type PaymentQueueCounts = z.infer<typeof paymentQueueCountsSchema>;

/**
 * A payment currency whose naira rate needs staff's attention (D30): never set (a seeded
 * placeholder or no row: `setAt` null, no quote is given) or set more than
 * RATE_STALE_AFTER_HOURS ago.
 */
export const staleRateSchema = z.object({
  currency: z.enum(PAYMENT_CURRENCIES),
  setAt: z.nullable(z.string()),
});
export type StaleRate = z.infer<typeof staleRateSchema>;
