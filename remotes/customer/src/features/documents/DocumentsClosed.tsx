import { Link } from 'react-router-dom';
import {
  approvedMessage,
  formatReviewDate,
  type DocumentsPageState,
} from '@portal/ui/words/onboardingNextStep';
import { useDashboardQuery } from '../../api';
import { ArrowRight, Icon } from '@portal/ui';

export const DOCUMENTS_IN_REVIEW_TITLE = 'Your documents are under review';
export const DOCUMENTS_APPROVED_TITLE = 'Your documents are approved';

/**
 * In place of the upload form when there is nothing to upload (D40): every document is
 * in and under review, or the account is approved and the next step is the first payment.
 */
export function DocumentsClosed({ state }: { state: Exclude<DocumentsPageState, { kind: 'open' }> }) {
  if (state.kind === 'inReview') {
    return (
      <section className="card documents-closed" aria-labelledby="documents-closed-title">
        <h2 id="documents-closed-title">{DOCUMENTS_IN_REVIEW_TITLE}</h2>
        <p>
          {state.since
            ? `Every document is in. VendorBridge has been reviewing them since ${formatReviewDate(state.since)}.`
            : 'Every document is in. VendorBridge is reviewing them.'}{' '}
          You will get an email when they are decided.
        </p>
      </section>
    );
  }
  return <DocumentsApproved />;
}

/**
 * The approval and where payments start: the first payment's invitation only while the business
 * has sent none (issue 31 item 9); until its count is read, the words true either way.
 */
function DocumentsApproved() {
  const counts = useDashboardQuery().data;
  const requests = counts ? Object.values(counts.byState).reduce((total, count) => total + count, 0) : 1;
  const invite = approvedMessage(requests > 0);
  return (
    <section className="card documents-closed" aria-labelledby="documents-closed-title">
      <h2 id="documents-closed-title">{DOCUMENTS_APPROVED_TITLE}</h2>
      <p>{invite.text}</p>
      {invite.action && (
        <Link to={invite.action.to} className="btn">
          {invite.action.label}
          <Icon icon={ArrowRight} />
        </Link>
      )}
    </section>
  );
}
