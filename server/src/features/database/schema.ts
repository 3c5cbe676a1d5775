import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Accounts: customers from sign-up and the admin from configuration (spec §3, D13). */
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
     * The admin's decision on the registration (D22): pending until approved or
     * rejected, final after. `approved` mirrors "approved" for the session's user.
     */
    registrationStatus: text('registration_status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    registrationReason: text('registration_reason'),
    registrationDecidedAt: timestamp('registration_decided_at', { withTimezone: true }),
    registrationDecidedBy: uuid('registration_decided_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ('user', 'admin')`),
    check(
      'users_registration_status_check',
      sql`${table.registrationStatus} in ('pending', 'approved', 'rejected')`,
    ),
    index('users_pending_registrations_idx')
      .on(table.createdAt)
      .where(sql`${table.registrationStatus} = 'pending' and ${table.role} = 'user'`),
  ],
);

/** A customer's company profile (spec §3 profile form); one row per customer, made on first save. */
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
 * Uploaded KYB documents (D22, D23). Every upload is a row; a newer upload of the
 * same type marks the older one superseded, which is kept. The bytes are in the
 * file store under `storage_key`; the row keeps what identifies them.
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
 * The append-only record of admin decisions and settings changes (D26): who, when,
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
 * E-mails to send (D27), written in the same transaction as the change they tell
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

/** The one outstanding e-mail verification code of an account (D12). */
export const verificationCodes = pgTable('verification_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: createdAt(),
});

/** Password reset links (D10): stored as hashes, single use, expiring. */
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
 * Refresh tokens (D7). Every sign-in starts a family; each refresh rotates the token
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
    createdAt: createdAt(),
  },
  (table) => [
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
  ],
);

/**
 * Rate-limit counters (D12), in the database so that every instance counts the same
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

export type UserRow = typeof users.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
