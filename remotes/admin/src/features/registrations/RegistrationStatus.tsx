import { DOCUMENT_TYPE_LABELS } from '@portal/words/documentTypes';
import { DOCUMENT_TYPES } from '@portal/contracts/documents';
import type { RegistrationRow } from '@portal/contracts/review';
import { Icon, StatusBadge, FileUp } from '@portal/ui';

/** The badge word of a registration still being filled in (fixa): not "In review", which it is not yet. */
export const NOT_SUBMITTED_LABEL = 'Not submitted';

/**
 * What the customer has still to send before staff can review, or undefined once submitted: the
 * customer's own page says "Approval: Not started" until then (onboardingNextStep, issue 31 §4).
 */
export function notSubmittedDetail(
  registration: Pick<RegistrationRow, 'status' | 'submitted' | 'documents'>,
): string | undefined {
  if (registration.status !== 'pending' || registration.submitted) return undefined;
  const missing = DOCUMENT_TYPES.filter((type) => !registration.documents[type]);
  // Submitted means the profile complete and five documents in: with the five in, the profile is what is missing.
  return missing.length > 0
    ? `The customer has not uploaded every document yet (missing: ${missing.map((type) => DOCUMENT_TYPE_LABELS[type]).join(', ')}).`
    : 'The customer has not completed the business profile yet.';
}

/** A registration's status as staff read it: "Not submitted" with what is missing, else its decision state. */
export function RegistrationStatus({
  registration,
}: {
  registration: Pick<RegistrationRow, 'status' | 'submitted' | 'documents'>;
}) {
  const detail = notSubmittedDetail(registration);
  if (detail === undefined) return <StatusBadge status={registration.status} />;
  return (
    <span className="registration-not-submitted">
      <span className="badge badge-neutral">
        <Icon icon={FileUp} />
        {NOT_SUBMITTED_LABEL.toUpperCase()}
      </span>{' '}
      <span>{detail}</span>
    </span>
  );
}
