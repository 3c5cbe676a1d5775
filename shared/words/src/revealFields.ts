import type { RevealableField } from '@portal/contracts/registrationReview';

/** The name of each identifier staff may reveal, on the review screen and in the audit. */
export const REVEAL_FIELD_LABELS: Readonly<Record<RevealableField, string>> = {
  bvn: 'BVN',
  tin: 'TIN',
  director: 'NIN or BVN',
};
