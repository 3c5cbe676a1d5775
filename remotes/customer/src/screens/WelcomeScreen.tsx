import { Link } from 'react-router-dom';
import { useSession } from '@portal/auth';
import { Icon, PageHeader, Plus } from '@portal/ui';
import { useMayDo } from '../features/business-role';
import { FirstPaymentInvite, QuickStats, RecentPayments, WelcomeCards } from '../features/dashboard';
import { PAYMENT_SUBMISSION_PATH } from '../features/navigation';
import { OnboardingChecklist } from '../features/onboarding';
import { AwaitingApproval } from '../features/transactions';
import { usePageTitle } from './usePageTitle';

export const NEW_PAYMENT_LABEL = 'New payment';

/**
 * `/user-dashboard` and `/dashboard/overview` (the welcome page). The figures come first:
 * their cards keep one size while they load. While onboarding is unfinished it shows the
 * account setup checklist and the ways to finish it. Once approved it is where work starts
 * (issue 31): a New payment action for those who prepare payments, the requests waiting for
 * this member's approval (for those who approve), the recent payments, each opening on its
 * page, and, with nothing paid yet, the first payment's invitation.
 */
export function WelcomeScreen() {
  const { user } = useSession();
  const approved = user?.approved ?? false;
  const mayPrepare = useMayDo('preparePayments');
  const mayApprove = useMayDo('approvePayments');
  usePageTitle('Overview');
  return (
    <div className="stack page">
      <PageHeader
        title={`Welcome, ${user?.name ?? ''}`}
        description={
          approved
            ? 'Pay your vendors abroad and follow every payment here.'
            : 'Manage your vendor payments, documents and company profile in one place.'
        }
        actions={
          approved &&
          mayPrepare && (
            <Link to={PAYMENT_SUBMISSION_PATH} className="btn">
              <Icon icon={Plus} />
              {NEW_PAYMENT_LABEL}
            </Link>
          )
        }
      />
      <QuickStats />
      {approved ? (
        <>
          {mayApprove && <AwaitingApproval />}
          <RecentPayments />
        </>
      ) : (
        <div className="dashboard-columns">
          <OnboardingChecklist hideWhenDone />
          <WelcomeCards />
        </div>
      )}
      {/* Last, so nothing above it moves when it appears with the counts. */}
      <FirstPaymentInvite />
    </div>
  );
}
