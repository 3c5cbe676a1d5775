import Big from 'big.js';
import * as z from 'zod/mini';
import { feeRuleSchema } from './fees';
import { LOCAL_CURRENCY, PAYMENT_CURRENCIES } from '@portal/rules/currencies';
import { customerPaymentSchema } from './paymentAnswers';

// Bulk payments (issue 36, item 4): a CSV of up to 1,000 payments checked line by line, then
// created as one batch. Paths, limits, the file's columns and template, the words, and the
// answers: shared by the server's routes and the customer's "Bulk payment" page.

export const PAYMENT_BATCH_PATHS = {
  /** POST: the CSV (multipart, `file` and the check's `quoteIds`): creates the batch. */
  batches: '/payment-batches',
  /** POST: the CSV (multipart, `file`): checks every line and quotes each currency; creates no payment. */
  check: '/payment-batches/check',
  batch: '/payment-batches/:id',
  template: '/payment-batches/template',
  /** Staff: the one transfer of a batch arrived; each of its approved payments moves to funded. */
  adminFundingConfirm: '/admin/payment-batches/:id/funding/confirm',
} as const;

export const PAYMENT_BATCH_LIMITS = {
  /** The most payments one file may hold (issue 36). */
  maxRows: 1000,
  /** 1,000 full rows are about 300 KB; a file over this is refused while it arrives. */
  maxFileBytes: 1024 * 1024,
  /** The longest customer's reference (an ERP's invoice number fits). */
  referenceMax: 100,
} as const;

/** The multipart field of the file, and of the quotes the check gave (create only). */
export const BATCH_FILE_FIELD = 'file';
export const BATCH_QUOTES_FIELD = 'quoteIds';

/**
 * The file's columns, in the template's order: a saved beneficiary's id, or the beneficiary's
 * fields by its country's corridor (D33: IBAN and BIC; a US routing number; a UK sort code
 * and account number; else an account number and BIC), then the payment itself.
 */
export const BATCH_COLUMNS = [
  'beneficiaryId',
  'name',
  'country',
  'address',
  'email',
  'bankName',
  'iban',
  'bic',
  'routingNumber',
  'sortCode',
  'accountNumber',
  'amount',
  'currency',
  'purpose',
  'purposeText',
  'reference',
] as const;
export type BatchColumn = (typeof BATCH_COLUMNS)[number];

/** The columns a line must have (the rest may be left out of the header). */
export const BATCH_REQUIRED_COLUMNS: readonly BatchColumn[] = ['amount', 'currency', 'purpose'];

/** The template: the header, a line paying a saved beneficiary by id, and one by its D33 fields. */
export const BATCH_TEMPLATE_CSV =
  `${BATCH_COLUMNS.join(',')}\r\n` +
  '00000000-0000-4000-8000-000000000000,,,,,,,,,,,1500.00,EUR,goods,,INV-2041\r\n' +
  ',Acme GmbH,DE,"Hauptstrasse 1, 10115 Berlin",billing@acme.example,Deutsche Bank,DE89370400440532013000,DEUTDEFF,,,,2500.00,EUR,services,,INV-2042\r\n';

export const BATCH_TEMPLATE_FILE_NAME = 'bulk-payments-template.csv';

export const PAYMENT_BATCH_MESSAGES = {
  checked: 'Bulk payment checked',
  created: 'Bulk payment created',
  batch: 'Bulk payment',
  linesRefused: 'Some lines of the file need correcting; no payment was created.',
  fileRequired: 'Choose a CSV file of payments.',
  notCsv: 'The file is not a CSV text file (UTF-8).',
  empty: 'The file has no payments under its header.',
  tooManyRows: `A file may hold at most ${PAYMENT_BATCH_LIMITS.maxRows.toLocaleString('en-GB')} payments.`,
  tooLarge: 'The file is larger than 1 MB.',
  unknownColumn: 'The header has a column the template does not have',
  missingColumn: 'The header lacks a required column',
  repeatedColumn: 'The header names a column twice',
  malformed: 'The file is not well-formed CSV (a quoted field is not closed).',
  wrongFieldCount: 'This line has a different number of fields from the header.',
  formula: 'Must not start with =, +, -, @ or a tab (a spreadsheet would run it as a formula).',
  referenceTooLong: `At most ${PAYMENT_BATCH_LIMITS.referenceMax} characters.`,
  quotesRequired: 'Check the file first: confirming needs the quotes its check gave.',
  quotesDiffer: 'The file or its quotes changed since it was checked; check it again.',
  rateUnavailable: 'No rate is set for this currency yet, so it cannot be quoted.',
  fundingConfirmed: 'Funding of the bulk payment confirmed',
  notAllApproved:
    'Every payment of the batch must be approved (or closed) before its one transfer is confirmed.',
  nothingToFund: 'No payment of this batch waits for its funds.',
} as const;

/** One line of the file as checked: its number in the file (the header is line 1) and its errors by column. */
export const batchLineSchema = z.object({
  line: z.number(),
  /** Who it pays: the saved beneficiary's name, or the name given; '' when neither. */
  payee: z.string(),
  amount: z.string(),
  currency: z.string(),
  reference: z.nullable(z.string()),
  /** Messages by column; empty when the line is good. */
  errors: z.record(z.string(), z.array(z.string())),
});
export type BatchLine = z.infer<typeof batchLineSchema>;

/** A currency's part of the batch, priced by one quote at the rate staff set (D30) with its fee (D47). */
export const batchTotalSchema = z.object({
  currency: z.enum(PAYMENT_CURRENCIES),
  count: z.number(),
  amount: z.string(),
  rate: z.string(),
  /** The naira of this currency's payments, fees included. */
  localAmount: z.string(),
  feeAmount: z.string(),
  fee: z.nullable(feeRuleSchema),
  quoteId: z.string(),
  /** Until when the check's quote holds; null on a created batch (its quotes are used). */
  expiresAt: z.nullable(z.string()),
});
export type BatchTotal = z.infer<typeof batchTotalSchema>;

/** A check of the file: every line with its errors, and (when none has any) the quotes' totals. */
export const batchCheckSchema = z.object({
  lines: z.array(batchLineSchema),
  errorCount: z.number(),
  /** Per currency; empty when a line has errors (nothing is quoted then). */
  totals: z.array(batchTotalSchema),
  /** The naira of the whole batch, fees included; null when a line has errors. */
  localTotal: z.nullable(z.string()),
  feeTotal: z.nullable(z.string()),
  localCurrency: z.literal(LOCAL_CURRENCY),
  /** Whether the team's approval policy will hold the batch for an approver (D34). */
  needsApproval: z.boolean(),
});
export type BatchCheck = z.infer<typeof batchCheckSchema>;
export const batchCheckDataSchema = z.object({ check: batchCheckSchema });

export const PAYMENT_BATCH_STATES = ['awaiting_approval', 'submitted', 'funded'] as const;
export type PaymentBatchState = (typeof PAYMENT_BATCH_STATES)[number];

/** A batch as its business sees it: the one funding reference, totals, and its payments. */
export const paymentBatchSchema = z.object({
  id: z.string(),
  /** The one reference the business's single naira transfer carries (D31's shape). */
  reference: z.string(),
  status: z.enum(PAYMENT_BATCH_STATES),
  paymentCount: z.number(),
  totals: z.array(batchTotalSchema),
  localTotal: z.string(),
  feeTotal: z.string(),
  localCurrency: z.literal(LOCAL_CURRENCY),
  madeBy: z.nullable(z.object({ id: z.string(), name: z.string() })),
  createdAt: z.string(),
  payments: z.array(z.extend(customerPaymentSchema, { customerReference: z.nullable(z.string()) })),
});
export type PaymentBatch = z.infer<typeof paymentBatchSchema>;
export const paymentBatchDataSchema = z.object({ batch: paymentBatchSchema });

/** What the check and create routes receive, for their declaration (the file is read as CSV by the route). */
export const batchUploadSchema = z.object({
  [BATCH_FILE_FIELD]: z.file(),
  /** The check's quote ids, comma-separated (create only). */
  [BATCH_QUOTES_FIELD]: z.optional(z.string()),
});

/** The sum of decimal amounts, to `decimals` places (a batch's totals, issue 36). */
export const sumDecimals = (amounts: readonly string[], decimals = 2): string =>
  amounts.reduce((sum, amount) => sum.plus(amount), new Big(0)).toFixed(decimals);

/** Whether a text cell would run as a formula when the file is opened in a spreadsheet (CSV injection). */
export const looksLikeFormula = (value: string): boolean => /^[=+\-@\t\r]/.test(value);
