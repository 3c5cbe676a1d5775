import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { security } from '@portal/auth';
import { Alert } from '@portal/ui';
import { adminKeys } from '../../api';

export const SECURITY_PAGE = '/admin/security';

/** Whether this admin must still set up two-factor sign-in; a failed read shows no banner. */
const mustSetUp = (): Promise<boolean> =>
  security.readTwoFactorStatus().then(
    (status) => status.required && !status.enabled,
    () => false,
  );

/**
 * While the server requires admins to use two-factor sign-in and this one has not
 * set it up, every admin data route is refused; the banner says why and where to go.
 */
export function TwoFactorRequiredBanner() {
  const { pathname } = useLocation();
  // Read again on every page and after every change of the admin's two-factor sign-in
  // (which invalidates it); the banner keeps its last answer while the next is read, so
  // it does not flicker.
  const { data } = useQuery({
    queryKey: adminKeys.twoFactorRequired(pathname),
    queryFn: mustSetUp,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  const [needed, setNeeded] = useState(false);
  if (data !== undefined && data !== needed) setNeeded(data);

  if (!needed) return null;
  return (
    <Alert tone="warning">
      Two-factor sign-in is required for admins. Until you set it up the admin pages cannot show their data.{' '}
      {pathname === SECURITY_PAGE ? (
        'Set it up below.'
      ) : (
        <Link to={SECURITY_PAGE}>Set up two-factor sign-in</Link>
      )}
    </Alert>
  );
}
