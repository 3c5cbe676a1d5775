import * as z from 'zod/mini';
import { PAYMENT_CURRENCIES } from '@portal/rules/currencies';
import { BENEFICIARY_CORRIDORS } from '@portal/rules/corridors';
import { vendorEntrySchema } from './vendorDetailsRequests';

// Beneficiaries as their owner sees them: answers only, apart from the input's rules
// (beneficiaryRules.ts, which carries ibantools), so a screen that only lists does not
// download the checks.

/** The bank details of one version; a field the corridor does not use is null. */
export const beneficiaryBankDetailsSchema = z.object({
  corridor: z.enum(BENEFICIARY_CORRIDORS),
  bankName: z.string(),
  iban: z.nullable(z.string()),
  bic: z.nullable(z.string()),
  routingNumber: z.nullable(z.string()),
  /** Six digits, no dashes. */
  sortCode: z.nullable(z.string()),
  accountNumber: z.nullable(z.string()),
});
export type BeneficiaryBankDetails = z.infer<typeof beneficiaryBankDetailsSchema>;

/** A saved beneficiary with its current bank details (version `version`). */
export const beneficiaryViewSchema = z.object({
  id: z.string(),
  /** The version of the bank details shown; 1 until they first change. */
  version: z.number(),
  name: z.string(),
  /** ISO 3166 alpha-2. */
  country: z.string(),
  currency: z.enum(PAYMENT_CURRENCIES),
  address: z.string(),
  email: z.nullable(z.string()),
  ...beneficiaryBankDetailsSchema.shape,
  /** When the bank details last changed: the current version's time (the creation for version 1). */
  detailsChangedAt: z.string(),
  createdAt: z.string(),
  /** Set when archived (DELETE); archived beneficiaries are listed only with `?archived=true`. */
  archivedAt: z.nullable(z.string()),
  /**
   * D43: set when the vendor entered these bank details through a link (null or absent when a
   * member typed them); while `confirmedAt` is null no payment can be made to them (409).
   */
  vendorEntry: z.optional(z.nullable(vendorEntrySchema)),
});
export type BeneficiaryView = z.infer<typeof beneficiaryViewSchema>;

export const beneficiaryDataSchema = z.object({ beneficiary: beneficiaryViewSchema });
export type BeneficiaryData = z.infer<typeof beneficiaryDataSchema>;

/** `GET /api/beneficiaries?search=&archived=&cursor=&limit=`: newest first. */
export const beneficiaryListDataSchema = z.object({
  beneficiaries: z.array(beneficiaryViewSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type BeneficiaryListData = z.infer<typeof beneficiaryListDataSchema>;

/**
 * What the admin reviewing a payment request sees of its beneficiary (issue 25, D33): the
 * first payment to it, a change of its bank details (the version paid and the one before),
 * and the same account or IBAN saved under another name by the same owner.
 */
export const beneficiarySignalsSchema = z.object({
  firstPaymentToBeneficiary: z.boolean(),
  /** When the bank details this request pays were saved, if they replaced earlier ones; null otherwise. */
  bankDetailsChangedAt: z.nullable(z.string()),
  /** The details they replaced (one click away on the admin's screens); null when none. */
  previousBankDetails: z.nullable(beneficiaryBankDetailsSchema),
  duplicateAccountUnderOtherName: z.boolean(),
  /** D43: the bank details this request pays were entered by the vendor (then confirmed by the business). */
  bankDetailsEnteredByVendor: z.optional(z.boolean()),
});
export type BeneficiarySignals = z.infer<typeof beneficiarySignalsSchema>;
