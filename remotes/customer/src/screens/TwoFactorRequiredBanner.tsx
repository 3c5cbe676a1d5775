import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { hashKey, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { RequestError } from '@portal/auth';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { Alert, TWO_FACTOR_QUERY_KEY } from '@portal/ui';

export const SECURITY_PAGE = '/dashboard/security';

/** The server's answer to a member its business requires two-factor sign-in of, who has not set it up. */
const refusedForTwoFactor = (error: unknown): boolean =>
  error instanceof RequestError && error.code === ERROR_CODES.twoFactorSetupRequired;

/** The two-factor state's answer says it is on. */
const isOn = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && 'enabled' in data && data.enabled === true;

/** The two-factor state's place in the cache. */
const TWO_FACTOR_HASH = hashKey(TWO_FACTOR_QUERY_KEY);

/** The reads already refused so when the layout appears (a page read before it). */
const refusedReads = (client: QueryClient) =>
  new Set(
    client
      .getQueryCache()
      .getAll()
      .filter((query) => refusedForTwoFactor(query.state.error))
      .map((query) => `read:${query.queryHash}`),
  );

/**
 * Whether a read or write of this page was refused with 403 TWO_FACTOR_SETUP_REQUIRED,
 * watched in one place, the page's QueryClient, rather than by each screen. The server
 * does not say so in the two-factor state (its `required` is the admins' rule), only
 * in that refusal. A refused read counts until it succeeds (the owner lifted the rule)
 * or leaves the cache; a refused write until a write succeeds; all of them until the
 * two-factor state reads on.
 */
function useTwoFactorSetupRequired(): boolean {
  const client = useQueryClient();
  const [refused, setRefused] = useState<ReadonlySet<string>>(() => refusedReads(client));

  useEffect(() => {
    const change = (edit: (next: Set<string>) => void) =>
      setRefused((previous) => {
        const next = new Set(previous);
        edit(next);
        // Each edit only adds or only removes, so the same size is the same set: no render.
        return next.size === previous.size ? previous : next;
      });
    // A read refused between the first render and this subscription counts too.
    change((next) => refusedReads(client).forEach((key) => next.add(key)));
    const stopReads = client.getQueryCache().subscribe((event) => {
      const key = `read:${event.query.queryHash}`;
      if (event.type === 'removed') change((next) => next.delete(key));
      if (event.type !== 'updated') return;
      if (event.action.type === 'error' && refusedForTwoFactor(event.action.error)) {
        change((next) => next.add(key));
      } else if (event.action.type === 'success') {
        const enrolled = event.query.queryHash === TWO_FACTOR_HASH && isOn(event.action.data);
        change((next) => (enrolled ? next.clear() : next.delete(key)));
      }
    });
    const stopWrites = client.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      const key = `write:${event.mutation.mutationId}`;
      if (event.action.type === 'error' && refusedForTwoFactor(event.action.error)) {
        change((next) => next.add(key));
      } else if (event.action.type === 'success') {
        change((next) => {
          for (const each of next) if (each.startsWith('write:')) next.delete(each);
        });
      }
    });
    return () => {
      stopReads();
      stopWrites();
    };
  }, [client]);

  return refused.size > 0;
}

/**
 * While the member's business requires two-factor sign-in and they have not set it up,
 * every customer route refuses them; the banner says why and where to go.
 */
export function TwoFactorRequiredBanner() {
  const { pathname } = useLocation();
  const required = useTwoFactorSetupRequired();
  if (!required) return null;
  return (
    <Alert tone="warning">
      Your business requires two-factor sign-in. Until you set it up the customer pages cannot show their
      data.{' '}
      {pathname === SECURITY_PAGE ? (
        'Set it up below.'
      ) : (
        <Link to={SECURITY_PAGE}>Set up two-factor sign-in</Link>
      )}
    </Alert>
  );
}
