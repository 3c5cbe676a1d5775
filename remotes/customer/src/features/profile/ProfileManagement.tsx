import { useSession } from '@portal/auth';
import { Alert } from '@portal/ui';
import { useCustomerDataSource, useCustomerQuery } from '../data-source';
import { ProfileForm } from './ProfileForm';

/** Loads the signed-in customer's profile, then lets them edit it. */
export function ProfileManagement() {
  const { user } = useSession();
  const source = useCustomerDataSource();
  const owner = { id: user?.id ?? '', name: user?.name ?? '', email: user?.email ?? '' };
  const profile = useCustomerQuery(`profile:${owner.id}`, (dataSource) => dataSource.getProfile(owner));

  if (profile.status === 'loading') return <p role="status">Loading your profile…</p>;
  if (profile.status === 'error') return <Alert tone="error">{profile.message}</Alert>;
  return <ProfileForm key={owner.id} initial={profile.data} save={(values) => source.saveProfile(values)} />;
}
