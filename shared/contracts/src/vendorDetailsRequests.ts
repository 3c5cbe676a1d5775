import * as z from 'zod/mini';
import { BENEFICIARY_CORRIDORS } from '@portal/rules/corridors';
import type { BeneficiaryBankField } from './beneficiaryPaths';
import { PAYMENT_CURRENCIES } from '@portal/rules/currencies';

// Bank details from the vendor (D43, issue 35): a maker or owner sends the vendor a link, the
// vendor enters their own bank details under their country's rules (D33) without an account,
// and someone in the business confirms them before they can be paid. Paths, messages and
// answers here; the bodies' rules (with ibantools) in vendorDetailsRules.ts.

/** Paths under `/api`; `:id` is a request's (or, for confirm, a beneficiary's) uuid, `:token` a link's token. */
export const VENDOR_DETAILS_PATHS = {
  /** POST: create a link; GET: the business's open links. */
  requests: '/beneficiaries/requests',
  /** DELETE: withdraw an open link. */
  request: '/beneficiaries/requests/:id',
  /** POST: confirm the bank details the vendor entered (owner or approver). */
  confirm: '/beneficiaries/:id/confirm',
  /** Public: GET what the vendor's page shows, POST the vendor's bank details. */
  vendorDetails: '/vendor-details/:token',
} as const;

export const vendorDetailsRequestPath = (id: string) => `/beneficiaries/requests/${encodeURIComponent(id)}`;
export const confirmBeneficiaryPath = (id: string) => `/beneficiaries/${encodeURIComponent(id)}/confirm`;
export const vendorDetailsApiPath = (token: string) => `/vendor-details/${encodeURIComponent(token)}`;
/** The public page the link opens (the public site's route). */
export const vendorDetailsPagePath = (token: string) => `/vendor-details/${encodeURIComponent(token)}`;

export const VENDOR_DETAILS_LIMITS = {
  /** How long a link works. */
  linkDays: 14,
} as const;

export const VENDOR_DETAILS_MESSAGES = {
  created: 'Link created: send it to the vendor',
  createdAndMailed: 'Link created and emailed to the vendor',
  list: 'Bank details requests',
  revoked: 'Link withdrawn',
  page: 'Bank details request',
  submitted: 'Thank you: your bank details were sent',
  confirmed: 'Bank details confirmed: this beneficiary can be paid',
  linkUnknown:
    'This link is not valid. Check that you copied the whole link, or ask the business that sent it.',
  linkExpired: `This link has expired (links work for ${VENDOR_DETAILS_LIMITS.linkDays} days). Ask the business that sent it for a new one.`,
  linkUsed:
    'Bank details were already given through this link, and a link works once. If something changed, ask the business that sent it for a new link.',
  linkRevoked:
    'The business that sent this link withdrew it. Ask them for a new one if they still need your bank details.',
  tooMany: 'Too many attempts from this address.',
  notAwaitingConfirmation: 'These bank details do not wait for a confirmation',
  unconfirmed:
    'The vendor entered these bank details themselves: someone in your business (an owner or approver) must confirm them before this beneficiary can be paid',
  beneficiaryUnknown: 'This beneficiary was not found; choose one of yours',
  beneficiaryArchived: 'This beneficiary is archived; restore it or choose another one',
} as const;

/** What the 410 of a link says it is: used, withdrawn or expired. */
export const VENDOR_LINK_STATES = ['used', 'revoked', 'expired'] as const;

/** An open link of the business, as its members see it (the token itself is shown only once). */
export const vendorDetailsRequestViewSchema = z.object({
  id: z.string(),
  /** The beneficiary asked about; null for a new vendor until they answer. */
  beneficiaryId: z.nullable(z.string()),
  name: z.string(),
  /** Where the link was e-mailed; null when it was not. */
  email: z.nullable(z.string()),
  country: z.string(),
  currency: z.enum(PAYMENT_CURRENCIES),
  /** The member who created the link (their name). */
  requestedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type VendorDetailsRequestView = z.infer<typeof vendorDetailsRequestViewSchema>;

/** `POST /api/beneficiaries/requests`: the link, whose token is shown this once. */
export const vendorDetailsRequestCreatedSchema = z.object({
  request: vendorDetailsRequestViewSchema,
  /** `<PUBLIC_URL>/vendor-details/<token>`. */
  link: z.string(),
});
export type VendorDetailsRequestCreated = z.infer<typeof vendorDetailsRequestCreatedSchema>;

/** `GET /api/beneficiaries/requests`: the links not used, withdrawn or expired, newest first. */
export const vendorDetailsRequestListSchema = z.object({
  requests: z.array(vendorDetailsRequestViewSchema),
});
export type VendorDetailsRequestList = z.infer<typeof vendorDetailsRequestListSchema>;

const BANK_FIELD_NAMES = [
  'iban',
  'bic',
  'routingNumber',
  'sortCode',
  'accountNumber',
] as const satisfies readonly BeneficiaryBankField[];

/**
 * `GET /api/vendor-details/:token`: all the vendor's page shows (D43): who asks, the
 * beneficiary's name, country and currency, the bank fields the country needs (D33) and
 * until when the link works.
 * Nothing already saved about the beneficiary's bank is ever sent here.
 */
export const vendorDetailsPageSchema = z.object({
  businessName: z.string(),
  name: z.string(),
  country: z.string(),
  currency: z.enum(PAYMENT_CURRENCIES),
  corridor: z.enum(BENEFICIARY_CORRIDORS),
  /** The country's bank fields, in the order the form shows them (CORRIDOR_FIELDS). */
  fields: z.array(z.enum(BANK_FIELD_NAMES)),
  /** When the link stops working (D43: 14 days), an ISO time: the vendor is told until when. */
  expiresAt: z.string(),
});
export type VendorDetailsPage = z.infer<typeof vendorDetailsPageSchema>;
export const vendorDetailsPageDataSchema = z.object({ details: vendorDetailsPageSchema });

/** A beneficiary version's mark (D43): entered by the vendor, and whether it was confirmed. */
export const vendorEntrySchema = z.object({
  /** When the vendor entered the details. */
  submittedAt: z.string(),
  /** When someone in the business confirmed them; null while they wait (no payment until then). */
  confirmedAt: z.nullable(z.string()),
});
export type VendorEntry = z.infer<typeof vendorEntrySchema>;
