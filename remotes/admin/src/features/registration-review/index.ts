// One registration's KYB review (issue 22 point 5): profile, documents inline, a decision per document.
export { RegistrationReview, registrationReviewKey } from './RegistrationReview';
