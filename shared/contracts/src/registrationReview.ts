import * as z from 'zod/mini';
import { documentApprovalRowSchema, registrationRowSchema } from './review';
import { PROFILE_CHECKLIST_FIELDS } from './onboarding';
import { PROFILE_LIMITS } from './profileLimits';

/**
 * The KYB review of one registration (issue 22 point 5): the whole profile with its
 * identifiers masked, the onboarding state and the current documents with each one's decision.
 * A full BVN, TIN or director's NIN/BVN is read only through the audited reveal route.
 */
export const REGISTRATION_REVIEW_PATHS = {
  registration: '/admin/registrations/:id',
  reveal: '/admin/registrations/:id/reveal',
} as const;

export const registrationReviewPagePath = (id: string) => `/admin/registrations/${encodeURIComponent(id)}`;

/** `director`: one director's NIN or BVN, named by the director's place in the list (0 first). */
export const REVEALABLE_FIELDS = ['bvn', 'tin', 'director'] as const;
export type RevealableField = (typeof REVEALABLE_FIELDS)[number];

export const REGISTRATION_REVIEW_MESSAGES = {
  registration: 'Registration',
  revealed: 'Revealed',
  revealFieldInvalid: 'Choose the field to reveal: bvn, tin or director',
  revealDirectorInvalid: 'Choose the director by their place in the list: 0 for the first',
  noSuchDirector: 'This registration lists no such director',
} as const;

const directorIndex = z
  .int(REGISTRATION_REVIEW_MESSAGES.revealDirectorInvalid)
  .check(
    z.minimum(0, REGISTRATION_REVIEW_MESSAGES.revealDirectorInvalid),
    z.maximum(PROFILE_LIMITS.directorsMax - 1, REGISTRATION_REVIEW_MESSAGES.revealDirectorInvalid),
  );

/** `{field: 'bvn'}`, `{field: 'tin'}` or `{field: 'director', director: 0}`. */
export const revealBodySchema = z
  .object({
    field: z.enum(REVEALABLE_FIELDS, REGISTRATION_REVIEW_MESSAGES.revealFieldInvalid),
    director: z.optional(directorIndex),
  })
  .check(
    z.refine((body) => (body.field === 'director') === (body.director !== undefined), {
      message: REGISTRATION_REVIEW_MESSAGES.revealDirectorInvalid,
      path: ['director'],
    }),
  );
export type RevealBody = z.infer<typeof revealBodySchema>;

export const revealDataSchema = z.object({
  field: z.enum(REVEALABLE_FIELDS),
  director: z.optional(z.number()),
  value: z.string(),
});
export type RevealData = z.infer<typeof revealDataSchema>;

/** The profile as a reviewer reads it: BVN, TIN and each director's NIN/BVN masked (last 4 shown). */
export const reviewedProfileSchema = z.object({
  companyName: z.string(),
  address: z.string(),
  phone: z.string(),
  bvnMasked: z.string(),
  tinMasked: z.string(),
  directors: z.array(z.object({ name: z.string(), ninOrBvnMasked: z.string(), position: z.string() })),
  updatedAt: z.nullable(z.string()),
});
export type ReviewedProfile = z.infer<typeof reviewedProfileSchema>;

export const registrationReviewSchema = z.object({
  /** The list's row: name, e-mail, registered date, the registration's own decision. */
  registration: registrationRowSchema,
  profile: reviewedProfileSchema,
  /** Which profile fields are still empty (the customer's onboarding checklist). */
  missingProfileFields: z.array(z.enum(PROFILE_CHECKLIST_FIELDS)),
  /** The current document set with each document's status and reason; null before any upload. */
  documentSet: z.nullable(documentApprovalRowSchema),
});
export type RegistrationReview = z.infer<typeof registrationReviewSchema>;
export const registrationReviewDataSchema = z.object({ review: registrationReviewSchema });
