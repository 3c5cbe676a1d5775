import { Link } from 'react-router-dom';
import { nextStepMessage, onboardingNextStep } from '@portal/ui/words/onboardingNextStep';
import { JOURNEY_MESSAGES } from '@portal/contracts/paymentJourney';
import { Alert } from '@portal/ui';
import { useOnboardingQuery } from '../../api';
import { whatIsLeft, type LeftToDo } from './whatIsLeft';

/** Where onboarding is done, when the checklist cannot be read to say which is left. */
const EVERY_STEP: LeftToDo[] = [
  { title: 'Profile', what: '', to: '/dashboard/profile', label: 'Go to Profile Management' },
  { title: 'Documents', what: '', to: '/dashboard/documents', label: 'Go to Document Upload' },
];

/** The server's refusal's first sentence; what is left follows from the onboarding state. */
const MUST_BE_APPROVED = 'Your business must be approved before you can send payments.';

/**
 * The approval banner above this card says the next step in words (and a refusal's reason): the
 * card lists where to act, or points to the banner, rather than print its sentence a second time.
 */
const SEE_BANNER = 'What is left:';
/** Under the refusal's banner, which has its heading, reason and action: only a pointer to it. */
export const SEE_NOTICE_ABOVE =
  'You can send payments once your registration is approved: the notice above says what to do.';

export const NOT_APPROVED_TITLES = {
  unfinished: 'Finish onboarding to send payments',
  underReview: 'Your account is under review',
} as const;

/**
 * In place of the payment form until the business is approved (D37): why, and what is
 * left, from the same onboarding step as the banner and the checklist. A customer whose
 * everything is in is told it is under review (not to finish onboarding), and one whose
 * registration was refused is given the reason and the link it points at, never "reviewing".
 */
export function NotApproved() {
  const onboarding = useOnboardingQuery();
  const step = onboarding.data ? onboardingNextStep(onboarding.data) : null;
  if (step?.kind === 'registrationRejected') {
    // Not the banner's "Registration not approved" and "Upload Documents" a second time (shots8).
    return (
      <section className="card" aria-label="Sending payments">
        <p>{SEE_NOTICE_ABOVE}</p>
      </section>
    );
  }
  if (step?.kind === 'underReview') {
    const message = nextStepMessage(step);
    return (
      <section className="card stack" aria-labelledby="not-approved-title">
        <h2 id="not-approved-title">{NOT_APPROVED_TITLES.underReview}</h2>
        <p>
          Your profile and documents are in: VendorBridge is reviewing your account. You can send payments
          once it is approved.
        </p>
        {message.action && (
          <p>
            <Link to={message.action.to}>{message.action.label}</Link>
          </p>
        )}
      </section>
    );
  }
  const steps = onboarding.data ? whatIsLeft(onboarding.data) : EVERY_STEP;
  return (
    <section className="card stack" aria-labelledby="not-approved-title">
      <h2 id="not-approved-title">{NOT_APPROVED_TITLES.unfinished}</h2>
      {/* What is left, from the same step as the banner: never "complete your profile" of a
          profile that is done (issue 31), and not the banner's sentence again. The server's
          general words until the state is read. */}
      <Alert tone="info">
        {step ? `${MUST_BE_APPROVED} ${SEE_BANNER}` : JOURNEY_MESSAGES.accountNotApproved}
      </Alert>
      <ul className="not-approved-steps">
        {steps.map((item) => (
          <li key={item.to}>
            {item.what && (
              <>
                <strong>{item.title}:</strong> {item.what} —{' '}
              </>
            )}
            <Link to={item.to}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
