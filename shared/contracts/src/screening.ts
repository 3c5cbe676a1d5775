import * as z from 'zod/mini';
import { ADMIN_SCREENING_STATUS_PATH } from './api';
import { CONTROL_CHARACTER_MESSAGE } from './controlCharacters';
import { hasControlCharacterBesidesLayout } from '@portal/rules/controlCharacters';
import { PAYMENT_CURRENCIES } from '@portal/rules/currencies';
import { nextCursorField, pageCursorParam, pageLimitParam } from './pageQuery';
import { JOURNEY_LIMITS, JOURNEY_MESSAGES, reasonBodySchema } from './paymentJourney';

// Who may be paid (D44, issue 35 item 3): countries the portal never pays into
// (BLOCKED_COUNTRIES), and the sanctions screening of beneficiary names that holds a payment
// in staff's "Screening" queue until a reviewer clears or rejects it. Paths are under /api.

export const SCREENING_PATHS = {
  /** Public: the countries refused (no sign-in; the vendor-details page needs it too). */
  policy: '/screening/policy',
  /** Staff: whether a list is loaded (how many entries, since when) and how many payments wait. */
  adminStatus: ADMIN_SCREENING_STATUS_PATH,
  /** Staff: the payments held by a likely match, oldest first, each with its matched entry. */
  adminHolds: '/admin/screening/holds',
  adminClear: '/admin/screening/holds/:id/clear',
  adminReject: '/admin/screening/holds/:id/reject',
} as const;

/** `SCREENING_PATHS.adminClear` / `adminReject` with the payment's id filled in. */
export const screeningHoldPath = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** BLOCKED_COUNTRIES' default (ISO 3166 alpha-2): Cuba, Iran, North Korea, Syria. */
export const DEFAULT_BLOCKED_COUNTRIES: readonly string[] = ['CU', 'IR', 'KP', 'SY'];

export const SCREENING_MESSAGES = {
  countryBlocked: 'VendorBridge cannot send payments to this country. Please choose another country.',
  beneficiaryCountryBlocked:
    'This beneficiary is in a country VendorBridge cannot send payments to, so it cannot be paid.',
  policy: 'Countries we cannot pay into',
  status: 'Sanctions screening',
  holds: 'Payments held for screening',
  cleared: 'Screening cleared: the payment goes on to review.',
  rejected: 'Payment rejected: the customer sees your reason.',
  notHeld: 'This payment is not waiting for screening.',
  off: 'Sanctions screening is off: no list loaded',
  /** The customer's timeline note of a hold: it says what happens, never which list entry. */
  heldNote: "Held for a compliance check of the beneficiary's name before review",
  clearedNote: 'Compliance check passed',
} as const;

/** How many held payments a page of the queue holds (oldest first): by default, and at most. */
export const SCREENING_PAGE = { pageDefault: 25, pageMax: 100 } as const;

/** `GET /api/admin/screening/holds?cursor&limit`: the queue a page at a time, oldest hold first. */
export const screeningHoldsQuerySchema = z.object({
  cursor: pageCursorParam,
  limit: pageLimitParam(SCREENING_PAGE.pageMax),
});

/**
 * A country code as the policy compares it: upper case, no spaces. BLOCKED_COUNTRIES is
 * read with this, and the beneficiary's country is already checked as an ISO code.
 */
export const normalizeCountryCode = (code: string) => code.trim().toUpperCase();

/** Whether `country` is one the portal refuses (D44). */
export const isBlockedCountry = (blocked: readonly string[], country: string): boolean =>
  blocked.includes(normalizeCountryCode(country));

/** A country list with the blocked countries taken out: what every country select offers. */
export const withoutBlockedCountries = <T extends { code: string }>(
  options: readonly T[],
  blocked: readonly string[],
): T[] => options.filter((option) => !isBlockedCountry(blocked, option.code));

/** `GET /api/screening/policy`. */
export const screeningPolicySchema = z.object({
  blockedCountries: z.array(z.string()),
});
export const screeningPolicyDataSchema = screeningPolicySchema;
export type ScreeningPolicy = z.infer<typeof screeningPolicySchema>;

/** The sanctions list as loaded at start (SANCTIONS_LIST_FILE); `loaded` false without one. */
export const sanctionsListStatusSchema = z.object({
  loaded: z.boolean(),
  /** Entries screened against (the file's, less vessels and aircraft; 0 when none is loaded). */
  entries: z.number(),
  /** When the file was read (ISO 8601), null when none is loaded. */
  loadedAt: z.nullable(z.string()),
  /** The file's name (no folder), null when none is loaded. */
  fileName: z.nullable(z.string()),
});
export type SanctionsListStatus = z.infer<typeof sanctionsListStatusSchema>;

/** `GET /api/admin/screening/status`. */
export const screeningStatusDataSchema = z.object({
  list: sanctionsListStatusSchema,
  /** Payments waiting in the Screening queue now. */
  held: z.number(),
});
export type ScreeningStatusData = z.infer<typeof screeningStatusDataSchema>;

/** The list entry a beneficiary name matched, as the OFAC SDN file states it, and how closely. */
export const sanctionsMatchSchema = z.object({
  /** The file's ent_num. */
  entryId: z.string(),
  name: z.string(),
  /** SDN_Type ("individual", "entity", "vessel", "aircraft"); empty when the file says none. */
  type: z.string(),
  program: z.string(),
  remarks: z.string(),
  /** The similarity of the screened name to the entry's, 0–1 (D44 threshold in docs/decisions.md). */
  score: z.number(),
});
export type SanctionsMatch = z.infer<typeof sanctionsMatchSchema>;

/** One payment held in the Screening queue. */
export const screeningHoldSchema = z.object({
  paymentId: z.string(),
  reference: z.string(),
  businessName: z.string(),
  /** The beneficiary name that was screened, as the payment carries it. */
  beneficiaryName: z.string(),
  beneficiaryCountry: z.nullable(z.string()),
  foreignAmount: z.string(),
  foreignCurrency: z.enum(PAYMENT_CURRENCIES),
  heldAt: z.string(),
  match: sanctionsMatchSchema,
});
export type ScreeningHold = z.infer<typeof screeningHoldSchema>;

/** `GET /api/admin/screening/holds`: with `nextCursor`, the cursor of the next (newer) holds; null on the last page. */
export const screeningHoldsDataSchema = z.object({
  holds: z.array(screeningHoldSchema),
  nextCursor: nextCursorField,
});
export type ScreeningHoldsData = z.infer<typeof screeningHoldsDataSchema>;
export const screeningHoldDataSchema = z.object({ hold: screeningHoldSchema });

/** `POST /api/admin/screening/holds/:id/clear` `{note?}`: why the match is a false one (audited). */
export const screeningClearBodySchema = z.object({
  note: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(JOURNEY_LIMITS.reasonMax, JOURNEY_MESSAGES.reasonTooLong),
      z.refine((value) => !hasControlCharacterBesidesLayout(value), CONTROL_CHARACTER_MESSAGE),
    ),
  ),
});
export type ScreeningClearBody = z.output<typeof screeningClearBodySchema>;

/** `POST /api/admin/screening/holds/:id/reject` `{reason}`: the reason the customer sees. */
export const screeningRejectBodySchema = reasonBodySchema;
export type ScreeningRejectBody = z.output<typeof screeningRejectBodySchema>;
