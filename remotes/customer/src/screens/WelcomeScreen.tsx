import { useSession } from '@portal/auth';
import { PageHeader } from '@portal/ui';
import { FirstPaymentInvite, QuickStats, WelcomeCards } from '../features/dashboard';
import { OnboardingChecklist } from '../features/onboarding';
import { usePageTitle } from './usePageTitle';

/**
 * `/user-dashboard` and `/dashboard/overview` (the welcome page), with the account setup
 * checklist. The figures come first: their cards keep one size while they load,
 * so the checklist and the cards below them never move when the counts arrive.
 * Once approved with nothing paid yet, the first payment is invited; the checklist
 * goes when every step is done (finished steps leave the dashboard, D40).
 */
export function WelcomeScreen() {
  const { user } = useSession();
  usePageTitle('Overview');
  return (
    <div className="stack page">
      <PageHeader
        title={`Welcome, ${user?.name ?? ''}`}
        description="Manage your vendor payments, documents and company profile in one place."
      />
      <QuickStats />
      <div className="dashboard-columns">
        <OnboardingChecklist hideWhenDone />
        <WelcomeCards />
      </div>
      {/* Last, so nothing above it moves when it appears with the counts. */}
      <FirstPaymentInvite />
    </div>
  );
}
