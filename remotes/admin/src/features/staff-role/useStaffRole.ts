import { useSession } from '@portal/auth';
import type { StaffRole } from '@portal/contracts/roles';
import { staffMayDo, type StaffAction } from '@portal/contracts/staff';

/**
 * The signed-in staff member's role, as /auth/me and sign-in gave it. A session from before
 * staff roles carries none: it is the configured admin's, the first superadmin (D35).
 */
export function useStaffRole(): StaffRole {
  const { user } = useSession();
  return user?.staffRole ?? 'superadmin';
}

/** Whether the signed-in staff member may take `action` (the contracts' table, as the server checks it). */
export function useStaffMayDo(action: StaffAction): boolean {
  return staffMayDo(useStaffRole(), action);
}
