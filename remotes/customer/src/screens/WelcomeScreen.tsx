import { useSession } from '@portal/auth';
import { QuickStats, WelcomeCards } from '../features/dashboard';
import { OnboardingChecklist } from '../features/onboarding';
import { usePageTitle } from './usePageTitle';

/** `/user-dashboard` and `/dashboard/overview` (spec §2), with the account setup checklist. */
export function WelcomeScreen() {
  const { user } = useSession();
  usePageTitle('Overview');
  return (
    <div className="stack">
      <header>
        <h1>Welcome, {user?.name}</h1>
        <p className="muted">Manage your vendor payments, documents and company profile in one place.</p>
      </header>
      <OnboardingChecklist />
      <WelcomeCards />
      <QuickStats />
    </div>
  );
}
