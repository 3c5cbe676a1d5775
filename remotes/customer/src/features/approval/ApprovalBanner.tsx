import { Link } from 'react-router-dom';
import {
  CUSTOMER_MESSAGES,
  nextStepMessage,
  onboardingNextStep,
  type NextStepMessage,
} from '@portal/contracts';
import { useSession } from '@portal/auth';
import { useOnboardingQuery } from '../../api';

export const DOCUMENTS_PATH = '/dashboard/documents';

/** Before the onboarding state is known: the spec's banner text, without a link that may be a leftover. */
const WHILE_READING: NextStepMessage = { text: 'Your account is under review.' };

/** When the state cannot be read, the spec's own words: asking for documents is never wrong then. */
const WHEN_UNKNOWN = nextStepMessage({ kind: 'nothingSubmitted', missing: [] });

/**
 * Whether the banner's words are known: the customer is approved (no banner), or the
 * onboarding state has been answered (or failed to be). The customer frame waits for
 * this before it shows anything, so the banner never grows above a page already on
 * screen and pushes it down (Lighthouse measured a layout shift of 0.1 on the dashboard).
 * The read is one of those the shell starts with the page's own (prefetch.ts).
 */
export function useApprovalBannerKnown(): boolean {
  const { user } = useSession();
  const needed = Boolean(user && !user.approved);
  const query = useOnboardingQuery({ enabled: needed });
  // isLoading, not isPending: a read paused while the browser is offline is pending but not
  // loading, and the frame then shows with the banner's "under review" words.
  return !needed || !query.isLoading;
}

/**
 * Shown on every dashboard page while the signed-in customer is not approved (D40):
 * the title stays the spec's, the text and link say the ONE next step that
 * `onboardingNextStep` derives from the server's onboarding state, the same step the
 * dashboard's checklist and the documents page say.
 */
export function ApprovalBanner() {
  const { user } = useSession();
  const query = useOnboardingQuery({ enabled: Boolean(user && !user.approved) });
  if (!user || user.approved) return null;
  const step = query.data ? onboardingNextStep(query.data) : null;
  if (step?.kind === 'approved') return null;
  const message = step ? nextStepMessage(step) : query.isError ? WHEN_UNKNOWN : WHILE_READING;
  return (
    <section className="approval-banner" aria-labelledby="approval-banner-title" aria-busy={query.isPending}>
      <h2 id="approval-banner-title">{CUSTOMER_MESSAGES.accountPendingApproval}</h2>
      <p>{message.text}</p>
      {message.action && (
        <Link to={message.action.to} className="btn">
          {message.action.label}
        </Link>
      )}
    </section>
  );
}
