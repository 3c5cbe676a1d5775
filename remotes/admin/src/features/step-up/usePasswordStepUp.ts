import { adminKeys, useAdminQuery, type AdminDataSource } from '../../api';

const read = (source: AdminDataSource) => source.getTwoFactorStatus();

/**
 * Whether the server would take this staff member's password as their step-up: only when they
 * have no authenticator enrolled (the server's verifyStepUp; in production not even then, which
 * the browser cannot tell; there every staff member must enrol first). Until the two-factor
 * state is read, or when it cannot be, only the code is offered. Turning two-factor on or off on
 * the Security page reads it again (it invalidates every admin query).
 */
export function usePasswordStepUp(): boolean {
  const { state } = useAdminQuery(adminKeys.twoFactor, read);
  return state.status === 'ready' && !state.data.enabled;
}
