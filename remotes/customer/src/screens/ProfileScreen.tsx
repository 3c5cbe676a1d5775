import { ProfileManagement } from '../features/profile';
import { usePageTitle } from './usePageTitle';

export function ProfileScreen() {
  usePageTitle('Profile Management');
  return (
    <div className="stack">
      <header>
        <h1>Profile Management</h1>
        <p className="muted">Your contact details, company details and directors.</p>
      </header>
      <ProfileManagement />
    </div>
  );
}
