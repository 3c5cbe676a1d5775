import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Accounts: customers from sign-up and the admin from configuration (customers start not approved). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored normalized (trimmed, lower case); unique. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    approved: boolean('approved').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Raised when the password changes, so access tokens issued before stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * The admin's decision on the registration: pending until approved or
     * rejected, final after. `approved` mirrors "approved" for the session's user.
     */
    registrationStatus: text('registration_status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    registrationReason: text('registration_reason'),
    registrationDecidedAt: timestamp('registration_decided_at', { withTimezone: true }),
    registrationDecidedBy: uuid('registration_decided_by'),
    /**
     * The business a customer acts in (issue 21, D34), named by its founding account: the
     * founder's own id for the founder, whose row carries the business's KYB (approved,
     * registration) and owns its data (profile, documents, beneficiaries, payments, all keyed
     * by it); a member's `approved` mirrors it. Null for staff.
     */
    businessId: uuid('business_id').references((): AnyPgColumn => users.id),
    /** owner, maker, approver or viewer; null for staff and for a removed member (who cannot sign in). */
    businessRole: text('business_role', { enum: ['owner', 'maker', 'approver', 'viewer'] }),
    /**
     * Set on every member while their business requires two-factor sign-in (issue 21): the
     * customer routes then refuse them until they enrol (a copy of the business's policy, so
     * that only members of such businesses pay the check).
     */
    twoFactorRequired: boolean('two_factor_required').notNull().default(false),
    /**
     * A staff member's role (issue 22, D35): reviewer, finance or superadmin; null for customers
     * and for a removed staff member (who cannot sign in). The configured admin is superadmin.
     */
    staffRole: text('staff_role', { enum: ['reviewer', 'finance', 'superadmin'] }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ('user', 'admin')`),
    check(
      'users_business_role_check',
      sql`${table.businessRole} is null or ${table.businessRole} in ('owner', 'maker', 'approver', 'viewer')`,
    ),
    index('users_business_idx').on(table.businessId),
    check(
      'users_staff_role_check',
      sql`${table.staffRole} is null or ${table.staffRole} in ('reviewer', 'finance', 'superadmin')`,
    ),
    check(
      'users_registration_status_check',
      sql`${table.registrationStatus} in ('pending', 'approved', 'rejected')`,
    ),
    index('users_pending_registrations_idx')
      .on(table.createdAt)
      .where(sql`${table.registrationStatus} = 'pending' and ${table.role} = 'user'`),
  ],
);

/** A customer's company profile (the profile form's fields); one row per customer, made on first save. */
export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull().default(''),
  address: text('address').notNull().default(''),
  bvn: text('bvn').notNull().default(''),
  tin: text('tin').notNull().default(''),
  companyName: text('company_name').notNull().default(''),
  directors: jsonb('directors')
    .$type<{ name: string; ninOrBvn: string; position: string }[]>()
    .notNull()
    .default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Uploaded KYB documents (PDF, JPEG or PNG by content, at most 5 MB; pending until decided). Every
 * upload is a row; a newer upload of the same type marks the older one superseded, which is kept.
 * The bytes are in the file store under `storage_key`; the row keeps what identifies them.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['bvn', 'cac', 'proofOfAddress', 'tin', 'directorInfo'] }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('documents_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check(
      'documents_type_check',
      sql`${table.type} in ('bvn', 'cac', 'proofOfAddress', 'tin', 'directorInfo')`,
    ),
    index('documents_user_idx').on(table.userId, table.type),
    index('documents_pending_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'pending' and ${table.supersededAt} is null`),
  ],
);

/**
 * The append-only record of admin decisions and settings changes: who, when,
 * what, before and after, and the reason. A trigger refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    /** e.g. registration.approve, documents.reject, settings.receiving-account */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** Whose record it is (the customer), for the customer's own history. */
    subjectUserId: uuid('subject_user_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    summary: text('summary').notNull(),
  },
  (table) => [index('audit_log_occurred_idx').on(table.occurredAt)],
);

/**
 * E-mails to send, written in the same transaction as the change they tell
 * of, and sent from here: a crash after the commit delays a message, never loses it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** The Reply-To address, when replies go elsewhere than the sender (0015). */
    replyTo: text('reply_to'),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
  ],
);

/**
 * The one outstanding e-mail verification code of an account (stored hashed; it expires and allows
 * a few attempts).
 */
export const verificationCodes = pgTable('verification_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: createdAt(),
});

/** Password reset links: stored as hashes, single use, expiring. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/**
 * Refresh tokens. Every sign-in starts a family; each refresh rotates the token
 * within it. A token presented after it was rotated means it was stolen or replayed,
 * and the whole family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The family's absolute end: rotation never extends a session beyond it. */
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The browser that signed in or refreshed (its User-Agent, cut short), for the sessions list. */
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
  ],
);

/**
 * Two-factor sign-in (issue 12): one row per account that started enrolment. The
 * secrets are stored encrypted under a key derived from the server secret; a pending
 * secret becomes the active one only when a code from it is confirmed. The last time
 * step a code was accepted for makes each code single use.
 */
export const twoFactor = pgTable('two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted'),
  pendingSecretEncrypted: text('pending_secret_encrypted'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes of an enrolled account, stored as keyed hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

/**
 * Rate-limit counters, in the database so that every instance counts the same
 * attempts. One fixed window per key; the key is a hash of what is limited.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.key] }), index('rate_limits_reset_idx').on(table.resetAt)],
);

/**
 * The rate table (exact decimals, its first values the spec's rates): units of `quote` per unit of
 * `base`, for USD, EUR and GBP to the other currencies; every other pair is derived from these. The
 * migration seeds the spec's rates; admins change them, audited.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    base: text('base').notNull(),
    quote: text('quote').notNull(),
    rate: numeric('rate', { precision: 20, scale: 8 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who set it; null for the seeded values. */
    updatedBy: uuid('updated_by'),
    /**
     * When staff last set this rate; null for a seeded placeholder, which prices nothing
     * (D30: no quote until staff set the currency's naira rate).
     */
    setAt: timestamp('set_at', { withTimezone: true }),
    /**
     * The rate a change is measured from for step-up, and since when (issue 32): fixed for 24
     * hours at a time, or anew by a change confirmed with step-up; null until staff first set it.
     */
    stepUpReference: numeric('step_up_reference', { precision: 20, scale: 8 }),
    stepUpReferenceAt: timestamp('step_up_reference_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.base, table.quote] }),
    check('exchange_rates_positive', sql`${table.rate} > 0`),
    check('exchange_rates_distinct', sql`${table.base} <> ${table.quote}`),
  ],
);

/**
 * The lifecycle's states (D29), the same list as PAYMENT_STATES in shared/contracts
 * (written out here because drizzle-kit reads this file on its own; a test compares them).
 */
export const PAYMENT_STATE_VALUES = [
  'awaiting_approval',
  'screening',
  'pending',
  'approved',
  'funding_reported',
  'funded',
  'payout_recorded',
  'sent',
  'rejected',
  'declined',
  'cancelled',
  'expired',
  'refunded',
] as const;

/**
 * A rate quoted to a customer (D30): the naira price of an amount, fixed until it
 * expires, used by at most one payment request. A rate edit never changes it.
 */
/** Staff's fee per payment currency (D47): no row is no fee; see shared/contracts fees.ts. */
export const paymentFees = pgTable(
  'payment_fees',
  {
    currency: text('currency', { enum: ['USD', 'EUR', 'GBP', 'JPY', 'CAD'] }).primaryKey(),
    flatNgn: numeric('flat_ngn', { precision: 20, scale: 2 }),
    percent: numeric('percent', { precision: 9, scale: 4 }),
    setAt: timestamp('set_at', { withTimezone: true }).notNull(),
    updatedBy: uuid('updated_by'),
  },
  (table) => [
    check('payment_fees_currency_check', sql`${table.currency} in ('USD', 'EUR', 'GBP', 'JPY', 'CAD')`),
    check(
      'payment_fees_non_negative',
      sql`coalesce(${table.flatNgn}, 0) >= 0 and coalesce(${table.percent}, 0) >= 0`,
    ),
  ],
);

export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency', { enum: ['USD', 'EUR', 'GBP', 'JPY', 'CAD'] }).notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    /** NGN per unit of `currency`. */
    rate: numeric('rate', { precision: 20, scale: 8 }).notNull(),
    /** The total naira: amount × rate to the kobo, plus `feeAmount` (D47). */
    localAmount: numeric('local_amount', { precision: 20, scale: 2 }).notNull(),
    /** The fee in naira this quote was given with (0 for none), and the rule it came from. */
    feeAmount: numeric('fee_amount', { precision: 20, scale: 2 }).notNull().default('0'),
    feeFlatNgn: numeric('fee_flat_ngn', { precision: 20, scale: 2 }),
    feePercent: numeric('fee_percent', { precision: 9, scale: 4 }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    check('quotes_currency_check', sql`${table.currency} in ('USD', 'EUR', 'GBP', 'JPY', 'CAD')`),
    check('quotes_amounts_check', sql`${table.amount} > 0 and ${table.rate} > 0`),
    index('quotes_user_idx').on(table.userId, table.createdAt),
  ],
);

/** Numbers the payment references (PAY-1001, PAY-1002, …); gaps are harmless. */
export const paymentReferenceSeq = pgSequence('payment_reference_seq', { startWith: 1001 });

/**
 * A customer's payment request (pending until an admin decides): the recipient, the
 * foreign amount, and the rate and naira amount computed by the server at
 * submission, kept as they were. The invoice's bytes are in the file store under
 * `invoice_storage_key`. A repeated submit with the same idempotency key of the same
 * customer finds this row instead of making another.
 */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference')
      .notNull()
      .unique()
      .default(sql`'PAY-' || nextval('payment_reference_seq')`),
    /** The business (its founding account, D34) the request belongs to. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The member who made it (its maker): an approver other than them approves it. Set on
     * every insert (a trigger fills in the business's founder when a writer leaves it out).
     */
    createdBy: uuid('created_by').references(() => users.id),
    recipientCompany: text('recipient_company').notNull(),
    recipientBank: text('recipient_bank').notNull(),
    swiftCode: text('swift_code').notNull(),
    /** An IBAN or another account number, compact and upper case. */
    accountNumber: text('account_number').notNull(),
    foreignAmount: numeric('foreign_amount', { precision: 20, scale: 2 }).notNull(),
    foreignCurrency: text('foreign_currency', { enum: ['USD', 'EUR', 'GBP', 'JPY', 'CAD'] }).notNull(),
    /** NGN per unit of the foreign currency, as used at submission. */
    exchangeRate: numeric('exchange_rate', { precision: 20, scale: 8 }).notNull(),
    /**
     * What the customer transfers in NGN: foreign_amount × exchange_rate rounded half-up to
     * the kobo, plus fee_amount (D47; 0 when no fee was set), as its quote gave it.
     */
    localAmount: numeric('local_amount', { precision: 20, scale: 2 }).notNull(),
    /** The quote's fee in naira (0 for none) and the rule it came from (D47). */
    feeAmount: numeric('fee_amount', { precision: 20, scale: 2 }).notNull().default('0'),
    feeFlatNgn: numeric('fee_flat_ngn', { precision: 20, scale: 2 }),
    feePercent: numeric('fee_percent', { precision: 9, scale: 4 }),
    invoiceStorageKey: text('invoice_storage_key').unique(),
    invoiceFileName: text('invoice_file_name'),
    invoiceContentType: text('invoice_content_type'),
    invoiceSizeBytes: integer('invoice_size_bytes'),
    invoiceSha256: text('invoice_sha256'),
    status: text('status', { enum: PAYMENT_STATE_VALUES }).notNull().default('pending'),
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    /** The quote the request was priced by (D30); null for requests made before quotes. */
    quoteId: uuid('quote_id').references(() => quotes.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** The reference the customer's naira transfer must carry (D31), set at approval. */
    fundingReference: text('funding_reference').unique(),
    fundingDeadline: timestamp('funding_deadline', { withTimezone: true }),
    fundingReportedAt: timestamp('funding_reported_at', { withTimezone: true }),
    /** The customer's bank reference of their transfer ("I have paid"). */
    fundingReportReference: text('funding_report_reference'),
    fundingProofStorageKey: text('funding_proof_storage_key').unique(),
    fundingProofFileName: text('funding_proof_file_name'),
    fundingProofContentType: text('funding_proof_content_type'),
    fundingProofSizeBytes: integer('funding_proof_size_bytes'),
    fundingProofSha256: text('funding_proof_sha256'),
    fundingConfirmedAt: timestamp('funding_confirmed_at', { withTimezone: true }),
    fundingConfirmedBy: uuid('funding_confirmed_by'),
    /** The naira staff confirmed arrived (at least local_amount; more is noted, D31). */
    amountReceived: numeric('amount_received', { precision: 20, scale: 2 }),
    fundingBankReference: text('funding_bank_reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The bank's UETR or transfer reference of the payout to the vendor (D32). */
    payoutReference: text('payout_reference'),
    payoutFileStorageKey: text('payout_file_storage_key').unique(),
    payoutFileName: text('payout_file_name'),
    payoutFileContentType: text('payout_file_content_type'),
    payoutFileSizeBytes: integer('payout_file_size_bytes'),
    payoutFileSha256: text('payout_file_sha256'),
    payoutRecordedBy: uuid('payout_recorded_by'),
    /**
     * Dual control (issue 22): when a large payout was recorded, and who confirmed it when.
     * A payout below PAYOUT_DUAL_CONTROL_NGN is confirmed by nobody (null).
     */
    payoutRecordedAt: timestamp('payout_recorded_at', { withTimezone: true }),
    payoutConfirmedBy: uuid('payout_confirmed_by'),
    payoutConfirmedAt: timestamp('payout_confirmed_at', { withTimezone: true }),
    /** Why it was cancelled or refunded (a rejection's reason stays in `reason`). */
    closedReason: text('closed_reason'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The beneficiary and the version of its bank details the request pays (issue 25); null
     * for requests made before the beneficiary book.
     */
    beneficiaryId: uuid('beneficiary_id').references((): AnyPgColumn => beneficiaries.id),
    beneficiaryVersion: integer('beneficiary_version'),
    /** Why the payment is made (PAYMENT_PURPOSES); null for requests made before it was asked. */
    purpose: text('purpose', { enum: ['goods', 'services', 'software', 'freight', 'other'] }),
    purposeText: text('purpose_text'),
    /** The bulk upload the request came in (issue 36); null for a request made on its own. */
    batchId: uuid('batch_id').references((): AnyPgColumn => paymentBatches.id),
    /** The business's own reference of the payment (e.g. its ERP's invoice number), as uploaded. */
    customerReference: text('customer_reference'),
  },
  (table) => [
    check(
      'payment_requests_status_check',
      sql`${table.status} in (${sql.raw(PAYMENT_STATE_VALUES.map((state) => `'${state}'`).join(', '))})`,
    ),
    check(
      'payment_requests_currency_check',
      sql`${table.foreignCurrency} in ('USD', 'EUR', 'GBP', 'JPY', 'CAD')`,
    ),
    check(
      'payment_requests_amounts_check',
      sql`${table.foreignAmount} > 0 and ${table.exchangeRate} > 0 and ${table.localAmount} >= 0`,
    ),
    // The customer's history, newest first, page by page (created_at, id).
    index('payment_requests_user_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The admin's list by status, newest first.
    index('payment_requests_status_idx').on(
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The admin's list of every status.
    index('payment_requests_created_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The customer's history filtered by state, newest first.
    index('payment_requests_user_status_idx').on(
      table.userId,
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The expiry job: approved requests by deadline.
    index('payment_requests_funding_deadline_idx')
      .on(table.fundingDeadline)
      .where(sql`${table.status} = 'approved'`),
    // A beneficiary's requests (first payment to it, issue 25).
    index('payment_requests_beneficiary_idx').on(table.beneficiaryId, table.createdAt),
    uniqueIndex('payment_requests_idempotency_idx')
      .on(table.userId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    // A batch's payments (issue 36).
    index('payment_requests_batch_idx')
      .on(table.batchId)
      .where(sql`${table.batchId} is not null`),
  ],
);

/**
 * A payment request's timeline (D29): one row per move, written in the move's
 * transaction. `actor_id` null means the system (the expiry job).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => paymentRequests.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PAYMENT_STATE_VALUES }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    note: text('note'),
  },
  (table) => [index('payment_events_payment_idx').on(table.paymentId, table.at)],
);

/**
 * Where customers send the naira amount of an approved request: one row at
 * most (id 1), absent until an admin saves it, so nothing pretends to be real.
 */
export const receivingAccount = pgTable(
  'receiving_account',
  {
    id: smallint('id').primaryKey().default(1),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    currency: text('currency', { enum: ['USD', 'EUR', 'GBP', 'NGN'] }).notNull(),
    swiftCode: text('swift_code').notNull().default(''),
    iban: text('iban').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
  },
  (table) => [
    check('receiving_account_single_row', sql`${table.id} = 1`),
    check('receiving_account_currency_check', sql`${table.currency} in ('USD', 'EUR', 'GBP', 'NGN')`),
  ],
);

/**
 * The wallet settings: one row at most (id 1); an empty field is not
 * set. The network of each stablecoin address is read from the address and kept.
 */
export const walletSettings = pgTable(
  'wallet_settings',
  {
    id: smallint('id').primaryKey().default(1),
    nairaAccountNumber: text('naira_account_number').notNull().default(''),
    usdcWalletAddress: text('usdc_wallet_address').notNull().default(''),
    usdcNetwork: text('usdc_network', { enum: ['ERC20', 'TRC20'] }),
    usdtWalletAddress: text('usdt_wallet_address').notNull().default(''),
    usdtNetwork: text('usdt_network', { enum: ['ERC20', 'TRC20'] }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
  },
  (table) => [check('wallet_settings_single_row', sql`${table.id} = 1`)],
);

/**
 * A customer's saved vendor (issue 25, D33): who and where; the bank details are in
 * `beneficiary_versions`, `current_version` naming the one in use. Scoped by `owner_id`
 * (the customer today; the business once businesses exist, D34). Archived, never deleted:
 * payment requests keep pointing at the version they were made with.
 */
export const beneficiaries = pgTable(
  'beneficiaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    /** ISO 3166 alpha-2. */
    country: text('country').notNull(),
    currency: text('currency', { enum: ['USD', 'EUR', 'GBP', 'JPY', 'CAD'] }).notNull(),
    email: text('email'),
    currentVersion: integer('current_version').notNull().default(1),
    /**
     * What the list's search matches: the name, the current bank's name and account
     * number or IBAN, lower case, kept by every write (no pg_trgm on PGlite, see decisions).
     */
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (table) => [
    check('beneficiaries_currency_check', sql`${table.currency} in ('USD', 'EUR', 'GBP', 'JPY', 'CAD')`),
    check('beneficiaries_version_check', sql`${table.currentVersion} >= 1`),
    // The owner's book, newest first, page by page; the search filters this walk.
    index('beneficiaries_owner_active_idx')
      .on(table.ownerId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.archivedAt} is null`),
    index('beneficiaries_owner_idx').on(
      table.ownerId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * Each version of a beneficiary's bank details, kept forever: a change of bank details
 * adds version n+1 (name or address edits do not); a payment request names the version
 * it was made with. Fields a corridor does not use are null.
 */
export const beneficiaryVersions = pgTable(
  'beneficiary_versions',
  {
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    corridor: text('corridor', { enum: ['iban', 'us', 'gb', 'other'] }).notNull(),
    bankName: text('bank_name').notNull(),
    iban: text('iban'),
    bic: text('bic'),
    routingNumber: text('routing_number'),
    sortCode: text('sort_code'),
    accountNumber: text('account_number'),
    createdAt: createdAt(),
    /** D43: entered by the vendor through a details link; payable once confirmed. */
    enteredByVendor: boolean('entered_by_vendor').notNull().default(false),
    /** When (and by whom) the business confirmed a version the vendor entered. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: uuid('confirmed_by').references((): AnyPgColumn => users.id),
  },
  (table) => [
    primaryKey({ columns: [table.beneficiaryId, table.version] }),
    check('beneficiary_versions_corridor_check', sql`${table.corridor} in ('iban', 'us', 'gb', 'other')`),
  ],
);

/**
 * Messages sent with the public contact form (D38), kept so that none is lost if its
 * e-mail to SUPPORT_EMAIL fails for good. The sender is a visitor, not an account, so
 * nothing links it to users; the client's address is not kept (the throttle hashes it).
 */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/**
 * Receipts anyone can verify (D42): the code a sent payment's receipt carries (16 random
 * bytes in base32), issued on the move to sent, or when an older receipt is next made.
 */
export const receiptVerifications = pgTable('receipt_verifications', {
  paymentId: uuid('payment_id')
    .primaryKey()
    .references(() => paymentRequests.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: createdAt(),
});

export type UserRow = typeof users.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type PaymentRequestRow = typeof paymentRequests.$inferSelect;
export type QuoteRow = typeof quotes.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
export type BeneficiaryRow = typeof beneficiaries.$inferSelect;
export type BeneficiaryVersionRow = typeof beneficiaryVersions.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;

/**
 * A business's approval policy (issue 21, D34): requests whose naira amount is at or above
 * `threshold_ngn` wait for an approver other than their maker; no row (or null) is no policy.
 */
export const businessPolicies = pgTable('business_policies', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  thresholdNgn: numeric('threshold_ngn', { precision: 20, scale: 2 }),
  /** Every member must sign in with an authenticator app (owners decide). */
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id),
});

/**
 * Invitations to join a business (issue 21): the link's token is stored hashed (SHA-256), lasts
 * 14 days and works once. A withdrawn or accepted invitation keeps its row for the record.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['owner', 'maker', 'approver', 'viewer'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    check('team_invitations_role_check', sql`${table.role} in ('owner', 'maker', 'approver', 'viewer')`),
    // One waiting invitation per address and business: a second is a resend.
    uniqueIndex('team_invitations_waiting_idx')
      .on(table.businessId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
  ],
);
export type TeamInvitationRow = typeof teamInvitations.$inferSelect;

/**
 * Invitations to the platform's staff (issue 22, D35): the link's token is stored hashed
 * (SHA-256), lasts 72 hours and works once.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    role: text('role', { enum: ['reviewer', 'finance', 'superadmin'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    check('staff_invitations_role_check', sql`${table.role} in ('reviewer', 'finance', 'superadmin')`),
    uniqueIndex('staff_invitations_waiting_idx')
      .on(table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
  ],
);

/**
 * A change of the receiving account waiting for another superadmin (issue 22 point 3b, migration
 * 0011): at most one waits at a time; approving it writes receiving_account, rejecting leaves it.
 */
export const receivingAccountChanges = pgTable(
  'receiving_account_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    currency: text('currency', { enum: ['USD', 'EUR', 'GBP', 'NGN'] }).notNull(),
    swiftCode: text('swift_code').notNull().default(''),
    iban: text('iban').notNull().default(''),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    proposedBy: uuid('proposed_by')
      .notNull()
      .references(() => users.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull(),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'receiving_account_changes_status_check',
      sql`${table.status} in ('pending', 'approved', 'rejected')`,
    ),
    uniqueIndex('receiving_account_changes_one_pending_idx')
      .on(table.status)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * Links asking a vendor for their own bank details (D43): for a new vendor (`beneficiary_id`
 * null until they answer) or an existing beneficiary. The token is stored hashed (SHA-256),
 * lasts 14 days and works once (`used_at`); `used_version` names the version it made.
 */
export const vendorDetailsRequests = pgTable(
  'vendor_details_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    beneficiaryId: uuid('beneficiary_id').references(() => beneficiaries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    country: text('country').notNull(),
    currency: text('currency', { enum: ['USD', 'EUR', 'GBP', 'JPY', 'CAD'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedVersion: integer('used_version'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'vendor_details_requests_currency_check',
      sql`${table.currency} in ('USD', 'EUR', 'GBP', 'JPY', 'CAD')`,
    ),
    index('vendor_details_requests_business_idx').on(table.businessId, table.createdAt.desc().nullsFirst()),
  ],
);
export type VendorDetailsRequestRow = typeof vendorDetailsRequests.$inferSelect;

/**
 * API keys (issue 36, D45): the business's own software acting with the key's scopes. The
 * secret is shown once and kept as its SHA-256 only (256 random bits need no slow hash); the
 * prefix, shown in the list, finds the row. A revoked key keeps its row for the record.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull().unique(),
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id),
  },
  (table) => [index('api_keys_business_idx').on(table.businessId, table.createdAt)],
);
export type ApiKeyRow = typeof apiKeys.$inferSelect;

/**
 * Webhook endpoints (issue 36, D46). The `whsec_` secret is kept as it is (signing needs it);
 * after a rotation the previous one signs too until `previous_secret_until`. A deleted endpoint
 * keeps its row (its deliveries' log) but receives nothing.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('webhook_endpoints_business_idx')
      .on(table.businessId)
      .where(sql`${table.deletedAt} is null`),
  ],
);
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/** What happened, written in the transaction of the move it reports; its id is the message id. */
export const webhookEvents = pgTable('webhook_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  businessId: uuid('business_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  /** The message exactly as sent (and signed) on every attempt. */
  body: text('body').notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
export type WebhookEventRow = typeof webhookEvents.$inferSelect;

/** One event to one endpoint: the outbox row the worker claims (a lease) until it is delivered or given up. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    check('webhook_deliveries_status_check', sql`${table.status} in ('pending', 'delivered', 'failed')`),
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
  ],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Every attempt at a delivery: when, the answer's status code (null: none came), how long, why it failed. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId, table.attemptedAt)],
);

/**
 * A payment held by a likely sanctions match of its beneficiary's name (D44, migration 0018):
 * the name screened, the list entry it matched (as the OFAC SDN file states it) and the score,
 * and the reviewer's outcome. One row per payment: a payment is screened once, when it first
 * reaches the platform's review.
 */
export const paymentScreenings = pgTable(
  'payment_screenings',
  {
    paymentId: uuid('payment_id')
      .primaryKey()
      .references(() => paymentRequests.id, { onDelete: 'cascade' }),
    screenedName: text('screened_name').notNull(),
    entryId: text('entry_id').notNull(),
    entryName: text('entry_name').notNull(),
    entryType: text('entry_type').notNull().default(''),
    entryProgram: text('entry_program').notNull().default(''),
    entryRemarks: text('entry_remarks').notNull().default(''),
    score: doublePrecision('score').notNull(),
    /** The list's file name at the time (SANCTIONS_LIST_FILE, no folder). */
    listFile: text('list_file').notNull(),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
    outcome: text('outcome', { enum: ['held', 'cleared', 'rejected'] })
      .notNull()
      .default('held'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The reviewer's note (clear) or the reason the customer sees (reject). */
    note: text('note'),
  },
  (table) => [
    check('payment_screenings_outcome_check', sql`${table.outcome} in ('held', 'cleared', 'rejected')`),
    check('payment_screenings_score_check', sql`${table.score} >= 0 and ${table.score} <= 1`),
    // The Screening queue: what waits, oldest first.
    index('payment_screenings_held_idx')
      .on(table.heldAt)
      .where(sql`${table.outcome} = 'held'`),
  ],
);
export type PaymentScreeningRow = typeof paymentScreenings.$inferSelect;

/** A batch's total in one currency (issue 36): what its one quote priced. */
export interface PaymentBatchTotal {
  currency: 'USD' | 'EUR' | 'GBP' | 'JPY' | 'CAD';
  count: number;
  amount: string;
  rate: string;
  localAmount: string;
  feeAmount: string;
  feeFlatNgn: string | null;
  feePercent: string | null;
  quoteId: string;
}

/**
 * A bulk upload of payments (issue 36): its rows are ordinary payment requests with its id in
 * batch_id. `reference` is the one funding reference of the business's single naira transfer
 * (D31's shape); the totals are the quotes' per currency and the naira sum they make.
 */
export const paymentBatches = pgTable(
  'payment_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull().unique(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['awaiting_approval', 'submitted', 'funded'] }).notNull(),
    paymentCount: integer('payment_count').notNull(),
    totals: jsonb('totals').$type<PaymentBatchTotal[]>().notNull(),
    localTotal: numeric('local_total', { precision: 20, scale: 2 }).notNull(),
    feeTotal: numeric('fee_total', { precision: 20, scale: 2 }).notNull(),
    fundingConfirmedAt: timestamp('funding_confirmed_at', { withTimezone: true }),
    fundingConfirmedBy: uuid('funding_confirmed_by'),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'payment_batches_status_check',
      sql`${table.status} in ('awaiting_approval', 'submitted', 'funded')`,
    ),
    check('payment_batches_count_check', sql`${table.paymentCount} > 0 and ${table.paymentCount} <= 1000`),
    index('payment_batches_business_idx').on(table.businessId, table.createdAt),
  ],
);
export type PaymentBatchRow = typeof paymentBatches.$inferSelect;
