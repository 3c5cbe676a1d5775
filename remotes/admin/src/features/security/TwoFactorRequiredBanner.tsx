import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { security } from '@portal/auth/security';
import { Alert } from '@portal/ui';
import { adminKeys, useAdminQuery } from '../../api';
import { useRefusedForTwoFactor } from './useRefusedForTwoFactor';

export const SECURITY_PAGE = '/admin/security';

/** This admin's two-factor state: whether the admins' rule requires it, and whether it is on (null: unread). */
const readStatus = (): Promise<{ required: boolean; enabled: boolean } | null> =>
  security.readTwoFactorStatus().then(
    ({ required, enabled }) => ({ required, enabled }),
    () => null,
  );

/**
 * While the server requires admins to use two-factor sign-in and this one has not
 * set it up, every admin data route is refused; the banner says why and where to go. An
 * invited staff member (D35) always must: for them a read refused with
 * TWO_FACTOR_SETUP_REQUIRED shows it, until their two-factor state reads on.
 */
export function TwoFactorRequiredBanner() {
  const { pathname } = useLocation();
  // Read again on every page and after every change of the admin's two-factor sign-in
  // (which invalidates it); the banner keeps its last answer while the next is read, so
  // it does not flicker. A page's answer is dropped as soon as the page is left (gcTime 0):
  // coming back after enrolling must not show that page's old "off" while it reads again.
  const { state } = useAdminQuery(adminKeys.twoFactorRequired(pathname), readStatus, {
    staleTime: 0,
    gcTime: 0,
    placeholderData: keepPreviousData,
  });
  const status = state.status === 'ready' ? state.data : undefined;
  const refused = useRefusedForTwoFactor();
  const enabled = status?.enabled === true;
  const [required, setRequired] = useState(false);
  if (status !== undefined && (status?.required ?? false) !== required)
    setRequired(status?.required ?? false);
  const needed = !enabled && (required || refused);

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
