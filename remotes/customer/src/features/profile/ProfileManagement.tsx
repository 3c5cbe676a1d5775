import { useCallback } from 'react';
import { sessionStore, useSession } from '@portal/auth';
import type { CustomerDataSource, ProfileUpdate } from '@portal/contracts';
import { Skeleton } from '@portal/ui';
import { useCustomerData, useCustomerDataSource } from '../../api';
import { LoadFailed } from '../load-state';
import { ProfileForm } from './ProfileForm';
import { ProfileSkeleton } from './ProfileSkeleton';

const loadProfile = (source: CustomerDataSource) => source.getProfile();

/** Loads the signed-in customer's profile from the server, then lets them edit it. */
export function ProfileManagement() {
  const { user } = useSession();
  const source = useCustomerDataSource();
  const { state, reload } = useCustomerData(`profile:${user?.id ?? ''}`, loadProfile);

  const save = useCallback(
    async (update: ProfileUpdate) => {
      const saved = await source.saveProfile(update);
      // The navbar greets the customer by the account's name, which this save changed.
      const current = sessionStore.getState().user;
      if (current && current.name !== saved.name) sessionStore.updateUser({ ...current, name: saved.name });
      return saved;
    },
    [source],
  );

  if (state.status === 'loading') {
    return (
      <Skeleton label="Loading your profile…">
        <ProfileSkeleton />
      </Skeleton>
    );
  }
  if (state.status === 'error') return <LoadFailed onRetry={reload} />;
  return <ProfileForm key={state.data.id} initial={state.data} save={save} />;
}
