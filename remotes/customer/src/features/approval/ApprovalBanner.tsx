import { Link } from 'react-router-dom';
import { CUSTOMER_MESSAGES } from '@portal/contracts';
import { useSession } from '@portal/auth';

export const DOCUMENTS_PATH = '/dashboard/documents';

/** Shown on every dashboard page while the signed-in customer is not approved. */
export function ApprovalBanner() {
  const { user } = useSession();
  if (!user || user.approved) return null;
  return (
    <section className="approval-banner" aria-labelledby="approval-banner-title">
      <h2 id="approval-banner-title">{CUSTOMER_MESSAGES.accountPendingApproval}</h2>
      <p>
        Your account is under review. Please upload your verification documents so that an administrator can
        approve your account.
      </p>
      <Link to={DOCUMENTS_PATH} className="btn">
        Upload Documents
      </Link>
    </section>
  );
}
