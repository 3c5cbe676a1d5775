import { RequestError, type SecurityAnswer } from '@portal/auth';
import { useServerData, type ServerRead } from '../server-data';

/** A read @portal/auth answered with a refusal; its message is the server's, fit to show. */
export class RefusedRead extends Error {}

/** What to show for a failed security read: the server's message (a RequestError's), or a general one. */
export function refusalMessage(failure: unknown): string {
  return failure instanceof RefusedRead || failure instanceof RequestError
    ? failure.message
    : 'This information could not be loaded. Please try again.';
}

/**
 * useServerData over one of @portal/auth's deprecated account-security reads, which
 * answer `{ ok, data | message }` instead of throwing: a refusal becomes the read's
 * failure. The `security` calls throw a RequestError themselves: read them with
 * useServerData (or TanStack Query) directly.
 * @deprecated Kept until the admin remote reads `security.readTwoFactorStatus`. `read` names what is read, so it must be the same function every render
 * (the module-level functions of @portal/auth are).
 */
export function useSecurityRead<T>(read: () => Promise<SecurityAnswer<T>>): ServerRead<T> {
  return useServerData(read, async () => {
    const answer = await read();
    if (!answer.ok) throw new RefusedRead(answer.message);
    return answer.data;
  });
}
