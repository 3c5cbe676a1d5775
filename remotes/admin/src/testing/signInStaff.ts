import { act } from '@testing-library/react';
import { sessionStore } from '@portal/auth';
import type { StaffRole } from '@portal/contracts/roles';

/** Signs a staff member with `role` in, as sign-in would (null: a session from before staff roles). */
export function signInStaff(role: StaffRole | null): void {
  act(() =>
    sessionStore.login(
      {
        id: 'adm-1',
        name: 'Ada Admin',
        email: 'admin@vendorbridge.ng',
        role: 'admin',
        approved: true,
        ...(role ? { staffRole: role } : {}),
      },
      'token',
    ),
  );
}

/** Ends the test's session. */
export function signOutStaff(): void {
  act(() => sessionStore.logout());
}
