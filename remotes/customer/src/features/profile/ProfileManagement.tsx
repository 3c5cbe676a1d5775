import { Skeleton } from '@portal/ui';
import { useProfileQuery, useSaveProfileMutation } from '../../api';
import { RoleNote, useMayDo } from '../business-role';
import { LoadFailed } from '../load-state';
import { ProfileForm } from './ProfileForm';
import { ProfileSkeleton } from './ProfileSkeleton';

/** Loads the signed-in customer's profile from the server, then lets them edit it. */
export function ProfileManagement() {
  const query = useProfileQuery();
  const { mutateAsync: save } = useSaveProfileMutation();
  const mayEdit = useMayDo('manageProfile');

  if (query.isPending) {
    return (
      <Skeleton label="Loading your profile…">
        <ProfileSkeleton />
      </Skeleton>
    );
  }
  if (!query.data) return <LoadFailed onRetry={() => void query.refetch()} />;
  return (
    <>
      {!mayEdit && <RoleNote reads="the business profile" cannot="edit it" />}
      <ProfileForm key={query.data.id} initial={query.data} save={save} readOnly={!mayEdit} />
    </>
  );
}
