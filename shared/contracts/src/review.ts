import * as z from 'zod/mini';
import { customerDocumentSchema, DOCUMENT_TYPES } from './documents';
import { itemStatusSchema } from './documents';
import { paymentQueueCountsSchema, staleRateSchema } from './paymentJourney';
import { nextCursorField, pageCursorParam, pageLimitParam } from './pageQuery';

/**
 * What admins review (spec §3 rows, D21, D22, D26): registrations, document sets and
 * (issue 11) payment requests, each decided once, with a reason when rejected.
 */
export const REVIEW_MESSAGES = {
  reasonRequired: 'Please give a reason for the rejection',
  reasonTooLong: 'The reason must be at most 500 characters',
  alreadyDecided: 'This item has already been decided.',
  notFound: 'Not found',
  approveNeedsBvnAndCac: 'BVN and CAC documents are required before approval',
  nothingPending: 'There are no pending documents to decide.',
  registrationRefused:
    'The registration was not approved: its documents are decided again once the customer uploads new ones.',
  approved: 'Approved.',
  rejected: 'Rejected.',
} as const;

export const REASON_MAX = 500;

export const DECISIONS = ['approve', 'reject'] as const;
export type DecisionAction = (typeof DECISIONS)[number];

/** Body of `POST …/:id/approve` (nothing) and `…/reject` (the reason the customer sees). */
export const decisionBodySchema = z.object({
  reason: z.optional(z.string().check(z.trim(), z.maxLength(REASON_MAX, REVIEW_MESSAGES.reasonTooLong))),
});
export const rejectionBodySchema = z.object({
  reason: z
    .string(REVIEW_MESSAGES.reasonRequired)
    .check(
      z.trim(),
      z.minLength(1, REVIEW_MESSAGES.reasonRequired),
      z.maxLength(REASON_MAX, REVIEW_MESSAGES.reasonTooLong),
    ),
});
export type RejectionBody = z.infer<typeof rejectionBodySchema>;

/** Who decided and when, for a decided row. */
export const decisionRecordSchema = z.object({
  decidedAt: z.nullable(z.string()),
  decidedBy: z.nullable(z.string()),
  /** The deciding staff member's name (`decidedBy` is their e-mail); absent from a server from before. */
  decidedByName: z.optional(z.nullable(z.string())),
  reason: z.nullable(z.string()),
});

export const documentPresenceSchema = z.object(
  Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, z.boolean()])) as Record<
    (typeof DOCUMENT_TYPES)[number],
    z.ZodMiniBoolean
  >,
);

/** Spec §3 pending registration row; `documents` says which types are there (n/5 badge). */
export const registrationRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  companyName: z.string(),
  submittedAt: z.string(),
  status: itemStatusSchema,
  /**
   * Profile complete and all five documents in (not rejected): only then is a pending registration
   * "In review", as the customer reads it (issue 31 §4); before, it is "Not submitted" (fixa).
   */
  submitted: z.boolean(),
  documents: documentPresenceSchema,
  /** Each type's current standing (null: not uploaded), for the approval rule (registrationApproval.ts). */
  documentStandings: z.object(
    Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, z.nullable(itemStatusSchema)])) as Record<
      (typeof DOCUMENT_TYPES)[number],
      z.ZodMiniNullable<typeof itemStatusSchema>
    >,
  ),
  ...decisionRecordSchema.shape,
});
export type RegistrationRow = z.infer<typeof registrationRowSchema>;

/** Spec §3 document approval row: one per customer, the checklist from their uploads. */
export const documentApprovalRowSchema = z.object({
  /** The customer's id: a row is a customer's document set. */
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  email: z.string(),
  companyName: z.string(),
  /**
   * pending while any current document waits; else rejected if any is; else approved. A set whose
   * registration was refused is rejected (it left the queue) until the customer uploads again.
   */
  status: itemStatusSchema,
  /** The registration was refused (trutha, issue 31): nothing here is decided until a new upload. */
  registrationRefused: z.boolean(),
  submittedAt: z.string(),
  documents: z.array(
    z.object({
      type: z.enum(DOCUMENT_TYPES),
      name: z.string(),
      uploaded: z.boolean(),
      fileCount: z.number(),
      files: z.array(customerDocumentSchema),
    }),
  ),
  ...decisionRecordSchema.shape,
});
export type DocumentApprovalRow = z.infer<typeof documentApprovalRowSchema>;

export const REVIEW_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];
/** A page of a review list (registrations, document sets): newest first, `pageDefault` rows unless `limit` says. */
export const REVIEW_PAGE = { pageDefault: 50, pageMax: 100 } as const;

/** `GET ?status=&search=&cursor=&limit=`: a review list, a page at a time (the shared cursor). */
export const reviewQuerySchema = z.object({
  status: z.optional(z.enum(REVIEW_FILTERS)),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  cursor: pageCursorParam,
  limit: pageLimitParam(REVIEW_PAGE.pageMax),
});

/** Each with `nextCursor`: pass it as `cursor` for the next (older) page; null on the last page. */
export const registrationListDataSchema = z.object({
  registrations: z.array(registrationRowSchema),
  nextCursor: nextCursorField,
});
export type RegistrationListData = z.infer<typeof registrationListDataSchema>;
export const documentApprovalListDataSchema = z.object({
  approvals: z.array(documentApprovalRowSchema),
  nextCursor: nextCursorField,
});
export type DocumentApprovalListData = z.infer<typeof documentApprovalListDataSchema>;
export const registrationDataSchema = z.object({ registration: registrationRowSchema });
export const documentApprovalDataSchema = z.object({ approval: documentApprovalRowSchema });

/** Counted from the database on every read (D20). */
export const dashboardStatsSchema = z.object({
  pendingRegistrations: z.number(),
  documentApprovals: z.number(),
  paymentRequests: z.number(),
  totalUsers: z.number(),
  /** Requests in each payment work queue (to review, awaiting funds, funds to confirm, to pay out). */
  paymentQueues: paymentQueueCountsSchema,
  /** Payment currencies whose naira rate is a placeholder or older than 24 hours (D30). */
  staleRates: z.array(staleRateSchema),
});
export const dashboardDataSchema = z.object({ stats: dashboardStatsSchema });

export const ACTIVITY_KINDS = ['registration', 'documents', 'payment', 'settings'] as const;

/**
 * One entry of the audit record (D26: every admin decision and settings change, who,
 * when, before and after, never editable) as the dashboard's recent activity shows it.
 */
export const activityEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  action: z.string(),
  description: z.string(),
  /** Who did it: the person's name (their e-mail once the account is gone); null for the system. */
  actor: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  occurredAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export const activityListDataSchema = z.object({ activity: z.array(activityEntrySchema) });
export const activityQuerySchema = z.object({
  limit: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,3}$/)),
      z.transform((value: string) => Math.min(Math.max(Number(value), 1), 100)),
    ),
  ),
});
