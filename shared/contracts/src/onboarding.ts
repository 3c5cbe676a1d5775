import * as z from 'zod/mini';
import { DOCUMENT_TYPES } from './documents';
import { itemStatusSchema } from './documents';

/**
 * Where a customer stands in onboarding (issue 10, D22): their registration's
 * decision (with the reason when rejected, which /auth/me does not carry), whether
 * the profile is filled in, and which documents are in. The dashboard's checklist
 * reads it; every figure is counted from the same tables the admin reviews.
 */
export const PROFILE_CHECKLIST_FIELDS = [
  'companyName',
  'phone',
  'address',
  'bvn',
  'tin',
  'directorInfo',
] as const;
export type ProfileChecklistField = (typeof PROFILE_CHECKLIST_FIELDS)[number];

export const onboardingSchema = z.object({
  registration: z.object({
    status: itemStatusSchema,
    reason: z.nullable(z.string()),
    decidedAt: z.nullable(z.string()),
  }),
  profile: z.object({
    complete: z.boolean(),
    missing: z.array(z.enum(PROFILE_CHECKLIST_FIELDS)),
  }),
  documents: z.object({
    /** Types with a current document that is not rejected. */
    uploaded: z.array(z.enum(DOCUMENT_TYPES)),
    pending: z.number(),
    approved: z.number(),
    rejected: z.number(),
    /** Each current rejected document with the reviewer's reason: what to redo (D40). */
    rejections: z.array(z.object({ type: z.enum(DOCUMENT_TYPES), reason: z.nullable(z.string()) })),
    /** When the latest current document that is not rejected went in: "under review since". */
    submittedAt: z.nullable(z.string()),
  }),
});
export type Onboarding = z.infer<typeof onboardingSchema>;
export const onboardingDataSchema = z.object({ onboarding: onboardingSchema });
