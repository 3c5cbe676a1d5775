import * as z from 'zod/mini';
import { RECEIVING_ACCOUNT_CURRENCIES } from './admin';
import {
  CONVERTER_CURRENCIES,
  CUSTOMER_MESSAGES,
  LOCAL_CURRENCY,
  PAYMENT_CURRENCIES,
  type PaymentCurrency,
} from './customer';
import { itemStatusSchema } from './documents';
import { validateWith, type Validated } from './fieldErrors';
import {
  canonicalWalletAddress,
  compactUpper,
  isNuban,
  isPlainAccountNumber,
  isValidIban,
  isValidSwift,
  looksLikeIban,
  walletNetworkOf,
  WALLET_NETWORKS,
} from './paymentAccounts';
import {
  CURRENCY_DECIMALS,
  RATE_DECIMALS,
  RATE_MAX,
  decimalGreaterThan,
  decimalPlaces,
  formatAmount,
  isDecimal,
} from './paymentMoney';
import { REVIEW_FILTERS } from './review';

export * from './paymentMoney';
export * from './paymentAccounts';

/**
 * Payments made real (issue 11, D15, D20–D28): the rate table, payment requests and
 * their review, the receiving account and the wallet, as one contract for the
 * customer's and the admin's screens and the server. Amounts and rates are decimal
 * strings everywhere ("1234.50"), never numbers.
 */

/** Paths under `/api`; `:id` is a payment request's uuid. */
export const PAYMENT_PATHS = {
  rates: '/rates',
  adminRate: '/admin/rates/:base/:quote',
  payments: '/payments',
  payment: '/payments/:id',
  paymentInvoice: '/payments/:id/invoice',
  dashboard: '/dashboard',
  adminPayments: '/admin/payments',
  adminPaymentApprove: '/admin/payments/:id/approve',
  adminPaymentReject: '/admin/payments/:id/reject',
  adminReceivingAccount: '/admin/receiving-account',
  adminWallet: '/admin/wallet',
} as const;

export const adminRatePath = (base: string, quote: string) =>
  `/admin/rates/${encodeURIComponent(base)}/${encodeURIComponent(quote)}`;
export const paymentInvoicePath = (id: string) => `/payments/${encodeURIComponent(id)}/invoice`;

/** The request header that makes a repeated submit return the first request (D25). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** The multipart field of the optional invoice (spec §3 invoiceFile). */
export const INVOICE_FIELD = 'invoiceFile';

export const PAYMENT_LIMITS = {
  /** The largest foreign amount a request may carry; far above any invoice, far below overflow. */
  amountMax: '1000000000',
  textMax: 200,
  pageDefault: 20,
  pageMax: 50,
  idempotencyKeyMax: 100,
} as const;

export const PAYMENT_MESSAGES = {
  requiredFields: CUSTOMER_MESSAGES.requiredFields,
  recipientCompanyRequired: 'Recipient company is required',
  recipientBankRequired: 'Recipient bank is required',
  swiftRequired: 'SWIFT code is required',
  swiftInvalid:
    'Please enter a valid SWIFT/BIC code: 8 or 11 letters and digits with a real country code, e.g. DEUTDEFF',
  accountRequired: 'Account number is required',
  ibanInvalid: 'This IBAN is not valid: please check it, its check digits do not match',
  accountInvalid: 'Account number must be 6 to 34 letters or digits, or a valid IBAN',
  amountRequired: 'Amount is required',
  amountInvalid: CUSTOMER_MESSAGES.invalidAmount,
  amountNotPositive: 'Amount must be greater than 0',
  amountTooLarge: 'Amount must be at most 1,000,000,000',
  amountNoDecimals: 'JPY amounts are whole numbers: no decimal places',
  amountTooPrecise: 'Amount can have at most 2 decimal places',
  currencyInvalid: `Please choose one of ${PAYMENT_CURRENCIES.join(', ')}`,
  textTooLong: `Must be at most ${PAYMENT_LIMITS.textMax} characters`,
  controlCharacters: 'Must not contain control characters such as tabs or line breaks',
  idempotencyKeyInvalid: `The ${IDEMPOTENCY_HEADER} header must be 1 to ${PAYMENT_LIMITS.idempotencyKeyMax} visible characters`,
  cursorInvalid: 'This page cursor is not valid; start again from the first page',
  submitted: 'Payment request submitted. Pending Admin Approval.',
  pendingApproval: CUSTOMER_MESSAGES.pendingAdminApproval,
  rateInvalid: `The rate must be a number above 0 with at most ${RATE_DECIMALS} decimal places`,
  rateTooLarge: 'The rate must be at most 1,000,000',
  rateUnknown: 'There is no such rate in the table',
  rateUpdated: 'Rate updated.',
  rateUnavailable: 'No exchange rate is set for this currency; please try again later',
  bankNameRequired: 'Bank name is required',
  accountNameRequired: 'Account name is required',
  nubanInvalid: 'A naira (NUBAN) account number is exactly 10 digits',
  receivingCurrencyInvalid: `Please choose one of ${RECEIVING_ACCOUNT_CURRENCIES.join(', ')}`,
  swiftRequiredForForeign: 'SWIFT code is required for a USD, EUR or GBP account',
  ibanOnlyInvalid: 'This IBAN is not valid: please check it, its check digits do not match',
  usdcAddressInvalid:
    'Please enter a valid USDC (ERC-20) address: 0x and 40 hex digits, with a correct EIP-55 checksum when mixed case',
  usdtAddressInvalid:
    'Please enter a valid USDT address: ERC-20 (0x and 40 hex digits) or TRC-20 (34 characters starting with T)',
  receivingAccountUpdated: 'Bank account details updated successfully!',
  walletUpdated: 'Wallet settings updated successfully!',
} as const;

/** Messages that mean "something required is missing", for which the form shows the spec's alert. */
const REQUIRED_MESSAGES: ReadonlySet<string> = new Set([
  PAYMENT_MESSAGES.recipientCompanyRequired,
  PAYMENT_MESSAGES.recipientBankRequired,
  PAYMENT_MESSAGES.swiftRequired,
  PAYMENT_MESSAGES.accountRequired,
  PAYMENT_MESSAGES.amountRequired,
  // Spec §5: "a foreign amount above 0" is among the required fields.
  PAYMENT_MESSAGES.amountNotPositive,
]);

const hasControlCharacter = (value: string) =>
  [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/** A name-like field: trimmed, present, bounded, one line. */
const requiredText = (required: string) =>
  z.string(required).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(PAYMENT_LIMITS.textMax, PAYMENT_MESSAGES.textTooLong),
    z.refine((value) => !hasControlCharacter(value), PAYMENT_MESSAGES.controlCharacters),
  );

/** An identifier typed with spaces or in lower case: compacted and upper-cased first. */
const identifier = (required: string) =>
  z.string(required).check(z.overwrite(compactUpper), z.minLength(1, required));

const swiftCode = (required: string) =>
  identifier(required).check(
    z.refine((value) => value === '' || isValidSwift(value), PAYMENT_MESSAGES.swiftInvalid),
  );

/** An account number: an IBAN by its check digits when it looks like one, else 6–34 letters and digits. */
const accountNumber = identifier(PAYMENT_MESSAGES.accountRequired).check(
  z.refine(
    (value) => value === '' || !looksLikeIban(value) || isValidIban(value),
    PAYMENT_MESSAGES.ibanInvalid,
  ),
  z.refine(
    (value) => value === '' || looksLikeIban(value) || isPlainAccountNumber(value),
    PAYMENT_MESSAGES.accountInvalid,
  ),
);

const isAmount = (value: string) => isDecimal(value);
/** Exact comparison of a typed decimal with a limit (big.js, never a float). */
const amountAbove = (value: string, limit: string) => isAmount(value) && decimalGreaterThan(value, limit);

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
export const paymentRequestSchema = z.pipe(
  paymentFields.check(
    z.refine(
      (value) => {
        const { foreignAmount: amount, foreignCurrency: currency } = value as Record<string, unknown>;
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
    ),
  ),
  z.transform((value: z.infer<typeof paymentFields>) => ({
    ...value,
    foreignAmount: formatAmount(value.foreignAmount, value.foreignCurrency),
  })),
);
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
    messages?.some((message) => REQUIRED_MESSAGES.has(message)),
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

const pageLimit = z.optional(
  z.pipe(
    z.string().check(z.regex(/^\d{1,4}$/, `limit must be a number from 1 to ${PAYMENT_LIMITS.pageMax}`)),
    z.transform((value: string) => Math.min(Math.max(Number(value), 1), PAYMENT_LIMITS.pageMax)),
  ),
);
const pageCursor = z.optional(z.string().check(z.maxLength(200, PAYMENT_MESSAGES.cursorInvalid)));

/** `GET /api/payments?cursor=&limit=`: the customer's own requests, newest first. */
export const paymentListQuerySchema = z.object({ cursor: pageCursor, limit: pageLimit });

/** `GET /api/admin/payments?status=&cursor=&limit=` (status defaults to all). */
export const adminPaymentListQuerySchema = z.object({
  status: z.optional(z.enum(REVIEW_FILTERS)),
  cursor: pageCursor,
  limit: pageLimit,
});

// Answers.

export const paymentInvoiceSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  sha256: z.string(),
});
export type PaymentInvoice = z.infer<typeof paymentInvoiceSchema>;

/** A payment request as its owner sees it (history rows and the request's page). */
export const customerPaymentSchema = z.object({
  id: z.string(),
  /** The customer-facing reference, e.g. PAY-1001. */
  reference: z.string(),
  recipientCompany: z.string(),
  recipientBank: z.string(),
  recipientBankSwiftCode: z.string(),
  accountNumber: z.string(),
  foreignAmount: z.string(),
  foreignCurrency: z.enum(PAYMENT_CURRENCIES),
  /** NGN per unit of the foreign currency, as used at submission. */
  exchangeRate: z.string(),
  localAmount: z.string(),
  localCurrency: z.literal(LOCAL_CURRENCY),
  invoice: z.nullable(paymentInvoiceSchema),
  status: itemStatusSchema,
  /** Why it was rejected; null otherwise. */
  reason: z.nullable(z.string()),
  submittedAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type CustomerPayment = z.infer<typeof customerPaymentSchema>;

/** The history row's description (spec §3 transaction row). */
export const paymentDescription = (payment: Pick<CustomerPayment, 'recipientCompany'>) =>
  `Payment to ${payment.recipientCompany}`;

export const paymentDataSchema = z.object({ payment: customerPaymentSchema });
export const paymentListDataSchema = z.object({
  payments: z.array(customerPaymentSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type PaymentListData = z.infer<typeof paymentListDataSchema>;

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
const everyField = { when: () => true };
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

export const receivingAccountViewSchema = z.object({
  ...receivingAccountFields.shape,
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  swiftCode: z.string(),
  iban: z.string(),
  updatedAt: z.string(),
});
export type ReceivingAccountView = z.infer<typeof receivingAccountViewSchema>;
/** `GET/PUT /api/admin/receiving-account`: null until an admin has saved one. */
export const receivingAccountDataSchema = z.object({
  receivingAccount: z.nullable(receivingAccountViewSchema),
});

const walletAddress = (coin: 'USDC' | 'USDT', message: string) =>
  z.pipe(
    z.string(message).check(
      z.trim(),
      z.refine((value) => value === '' || walletNetworkOf(value, coin) !== null, message),
    ),
    z.transform((value: string) => (value === '' ? '' : canonicalWalletAddress(value))),
  );

/**
 * `PUT /api/admin/wallet`: an empty field is "Not set" (spec §2). The naira account
 * is a NUBAN; an Ethereum address is stored with its EIP-55 checksum.
 */
export const walletSettingsSchema = z.object({
  nairaAccountNumber: z.string(PAYMENT_MESSAGES.nubanInvalid).check(
    z.overwrite((value) => value.replace(/\s+/g, '')),
    z.refine((value) => value === '' || isNuban(value), PAYMENT_MESSAGES.nubanInvalid),
  ),
  usdcWalletAddress: walletAddress('USDC', PAYMENT_MESSAGES.usdcAddressInvalid),
  usdtWalletAddress: walletAddress('USDT', PAYMENT_MESSAGES.usdtAddressInvalid),
});
export type WalletSettingsInput = z.input<typeof walletSettingsSchema>;
export type WalletSettingsBody = z.output<typeof walletSettingsSchema>;

export const walletViewSchema = z.object({
  nairaAccountNumber: z.string(),
  usdcWalletAddress: z.string(),
  usdtWalletAddress: z.string(),
  /** The network each address is on, read from the address; null when it is not set. */
  usdcNetwork: z.nullable(z.enum(WALLET_NETWORKS)),
  usdtNetwork: z.nullable(z.enum(WALLET_NETWORKS)),
  /** Null while never saved. */
  updatedAt: z.nullable(z.string()),
});
export type WalletView = z.infer<typeof walletViewSchema>;
export const walletDataSchema = z.object({ wallet: walletViewSchema });

/**
 * Where the customer of an approved request sends its naira amount (D28). The
 * receiving account is null while no admin has set one: the page then says the
 * details are not available yet.
 */
export const paymentPayToSchema = z.object({
  amount: z.string(),
  currency: z.literal(LOCAL_CURRENCY),
  receivingAccount: z.nullable(receivingAccountViewSchema),
  wallet: walletViewSchema,
});
export type PaymentPayTo = z.infer<typeof paymentPayToSchema>;

/** `GET /api/payments/:id`: the request, and once approved, where to pay. */
export const paymentDetailSchema = z.object({
  ...customerPaymentSchema.shape,
  payTo: z.nullable(paymentPayToSchema),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;
export const paymentDetailDataSchema = z.object({ payment: paymentDetailSchema });

/** `GET /api/dashboard`: the quick stats, counted from the same rows as the history. */
export const customerDashboardSchema = z.object({
  pendingPayments: z.number(),
  /** Approved requests. */
  completedTransactions: z.number(),
  rejected: z.number(),
});
export type CustomerDashboard = z.infer<typeof customerDashboardSchema>;
export const customerDashboardDataSchema = z.object({ stats: customerDashboardSchema });

/** Spec §3 admin payment request row; the account number is masked to its last four. */
export const adminPaymentRowSchema = z.object({
  id: z.string(),
  reference: z.string(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  /** From the customer's profile; empty when they have not given it. */
  companyName: z.string(),
  recipientCompany: z.string(),
  recipientBank: z.string(),
  recipientBankSwiftCode: z.string(),
  accountNumber: z.string(),
  foreignAmount: z.string(),
  foreignCurrency: z.enum(PAYMENT_CURRENCIES),
  exchangeRate: z.string(),
  localAmount: z.string(),
  localCurrency: z.literal(LOCAL_CURRENCY),
  /** The invoice's file name, opened through `paymentInvoicePath(id)`; null when none. */
  invoiceFile: z.nullable(z.string()),
  status: itemStatusSchema,
  submittedAt: z.string(),
  decidedAt: z.nullable(z.string()),
  /** The deciding admin's e-mail. */
  decidedBy: z.nullable(z.string()),
  reason: z.nullable(z.string()),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRowSchema>;
export const adminPaymentListDataSchema = z.object({
  payments: z.array(adminPaymentRowSchema),
  nextCursor: z.nullable(z.string()),
});
export const adminPaymentDataSchema = z.object({ payment: adminPaymentRowSchema });

// Rates (D16, D24): one rate table on the server serves the converter, the payment
// form and the admin screens; its first values are the spec's demonstration rates.

export const rateEntrySchema = z.object({
  base: z.enum(CONVERTER_CURRENCIES),
  quote: z.enum(CONVERTER_CURRENCIES),
  rate: z.string(),
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
