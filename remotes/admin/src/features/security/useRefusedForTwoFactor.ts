import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { RequestError } from '@portal/auth';
import { ERROR_CODES } from '@portal/contracts/errorCodes';

/** The server's refusal of a staff member who must enrol an authenticator app first (D35). */
const refusedForTwoFactor = (error: unknown): boolean =>
  error instanceof RequestError && error.code === ERROR_CODES.twoFactorSetupRequired;

const anyReadRefused = (client: QueryClient): boolean =>
  client
    .getQueryCache()
    .getAll()
    .some((query) => refusedForTwoFactor(query.state.error));

/**
 * Whether a read of this page's QueryClient stands refused with 403 TWO_FACTOR_SETUP_REQUIRED.
 * An invited staff member must enrol in every environment, but the two-factor state's
 * `required` says only the configured admin's rule (ADMIN_REQUIRE_2FA): the refusal is what
 * tells. Watched in one place, the cache, rather than by each screen; a read that succeeds
 * again stops counting.
 */
export function useRefusedForTwoFactor(): boolean {
  const client = useQueryClient();
  const subscribe = useCallback((changed: () => void) => client.getQueryCache().subscribe(changed), [client]);
  const refused = useCallback(() => anyReadRefused(client), [client]);
  return useSyncExternalStore(subscribe, refused, refused);
}
