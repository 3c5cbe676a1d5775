import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { readTwoFactorStatus } from '@portal/auth';
import { Alert } from '@portal/ui';
import { onTwoFactorChanged } from './twoFactorChanged';

export const SECURITY_PAGE = '/admin/security';

/**
 * While the server requires admins to use two-factor sign-in and this one has not
 * set it up, every admin data route is refused; the banner says why and where to go.
 */
export function TwoFactorRequiredBanner() {
  const { pathname } = useLocation();
  const [needed, setNeeded] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => onTwoFactorChanged(() => setVersion((current) => current + 1)), []);

  useEffect(() => {
    let live = true;
    void readTwoFactorStatus().then((answer) => {
      if (live) setNeeded(answer.ok && answer.data.required && !answer.data.enabled);
    });
    return () => {
      live = false;
    };
  }, [pathname, version]);

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
