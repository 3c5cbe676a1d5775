import { TwoFactorSection } from '@portal/ui';
import { adminKeys } from '../../api';

/**
 * The shared two-factor section as the admin's Security page shows it. Turning it on
 * or off reads every admin query again: the banner, and the admin data the server
 * refused while two-factor sign-in was required.
 */
export function AdminTwoFactorSection() {
  return (
    <TwoFactorSection
      requiredNote="Set up two-factor sign-in before using the admin area."
      invalidates={adminKeys.all}
    />
  );
}
