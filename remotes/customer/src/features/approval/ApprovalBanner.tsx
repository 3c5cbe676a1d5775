import { REGISTRATION_NOT_APPROVED } from '@portal/words/registrationApproval';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CUSTOMER_MESSAGES } from '@portal/contracts/customerMessages';
import {
  nextStepMessage,
  onboardingNextStep,
  type NextStepMessage,
} from '@portal/ui/words/onboardingNextStep';
import { sessionStore, useSession } from '@portal/auth';
import { useOnboardingQuery } from '../../api';

export const DOCUMENTS_PATH = '/dashboard/documents';
/** A refused registration is not pending (issue 31: never a status that is not so). */
export const REGISTRATION_NOT_APPROVED_TITLE = REGISTRATION_NOT_APPROVED;

/** Before the onboarding state is known: the spec's banner text, without a link that may be a leftover. */
const WHILE_READING: NextStepMessage = { text: 'Checking where your account stands…' };

/** When the state cannot be read, the spec's own words: asking for documents is never wrong then. */
const WHEN_UNKNOWN = nextStepMessage({ kind: 'nothingSubmitted', missing: [] });

/**
 * Shown on every dashboard page while the signed-in customer is not approved (D40):
 * the title stays the spec's, the text and link say the ONE next step that
 * `onboardingNextStep` derives from the server's onboarding state, the same step the
 * dashboard's checklist and the documents page say.
 */
export function ApprovalBanner() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const query = useOnboardingQuery({ enabled: Boolean(user && !user.approved) });
  const step = query.data ? onboardingNextStep(query.data) : null;
  const approvedNow = step?.kind === 'approved';
  // Staff approved the business while the page was open (the onboarding read is live): the
  // session's user says so too, so every screen that asks whether it is approved moves on
  // without a reload (the next token refresh answers the same from the database).
  useEffect(() => {
    const current = sessionStore.getState().user;
    if (approvedNow && current && !current.approved) sessionStore.updateUser({ ...current, approved: true });
  }, [approvedNow]);
  if (!user || user.approved) return null;
  if (approvedNow) return null;
  const reading = !step && !query.isError;
  const message = step ? nextStepMessage(step) : reading ? WHILE_READING : WHEN_UNKNOWN;
  return (
    <section className="approval-banner" aria-labelledby="approval-banner-title" aria-busy={query.isPending}>
      <h2 id="approval-banner-title">
        {/* D40: the title stays the spec's; the text below says where the account stands. */}
        {step?.kind === 'registrationRejected'
          ? REGISTRATION_NOT_APPROVED_TITLE
          : CUSTOMER_MESSAGES.accountPendingApproval}
      </h2>
      {/* While the state is read, the banner keeps the room its next step will take (the
          lines and the button), so the page below does not move when the words arrive
          (Lighthouse measured a layout shift of 0.1 on the dashboard). */}
      <p className={reading ? 'approval-banner-reading' : undefined}>{message.text}</p>
      {/* A link to the page it sits on would only reload it: the page itself is the way on. */}
      {message.action && message.action.to !== pathname ? (
        <Link to={message.action.to} className="btn">
          {message.action.label}
        </Link>
      ) : (
        reading && (
          <span className="btn approval-banner-placeholder" aria-hidden="true">
            {'\u00a0'}
          </span>
        )
      )}
    </section>
  );
}
