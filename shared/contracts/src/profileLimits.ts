/**
 * How long a profile's texts and its list of directors may be. Kept apart from the rules
 * that check an edit (profile.ts, with the phone-number library): the KYB review's
 * contract needs the directors' limit, and the admin area should not download that
 * library for it.
 */
export const PROFILE_LIMITS = {
  addressMax: 300,
  companyMax: 200,
  positionMax: 100,
  directorsMax: 20,
} as const;
