import { Link } from 'react-router-dom';
import { JOURNEY_MESSAGES } from '@portal/contracts';
import { Alert } from '@portal/ui';
import { useOnboardingQuery } from '../../api';
import { checklistItems } from '../onboarding';

/** Where onboarding is done, when the checklist cannot be read to say which is left. */
const EVERY_STEP = [
  { to: '/dashboard/profile', label: 'Go to Profile Management' },
  { to: '/dashboard/documents', label: 'Go to Document Upload' },
];

/**
 * In place of the payment form until the business is approved (D37): why, and links
 * to what onboarding still needs (from the same checklist as the dashboard).
 */
export function NotApproved() {
  const onboarding = useOnboardingQuery();
  const steps = onboarding.data
    ? checklistItems(onboarding.data).flatMap((item) => (item.action ? [item.action] : []))
    : EVERY_STEP;
  return (
    <section className="card stack" aria-labelledby="not-approved-title">
      <h2 id="not-approved-title">Finish onboarding to send payments</h2>
      <Alert tone="info">{JOURNEY_MESSAGES.accountNotApproved}</Alert>
      {steps.length > 0 ? (
        <ul className="not-approved-steps">
          {steps.map((step) => (
            <li key={step.to}>
              <Link to={step.to}>{step.label}</Link>
            </li>
          ))}
        </ul>
      ) : onboarding.data?.registration.status === 'rejected' ? (
        <p>
          Your registration was not approved. Reason:{' '}
          {onboarding.data.registration.reason ?? 'none was given.'}
        </p>
      ) : (
        <p>Your profile and documents are in: an administrator is reviewing your account.</p>
      )}
    </section>
  );
}
