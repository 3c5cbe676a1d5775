/** The name every tab of the portal locks its refreshes under. */
export const REFRESH_LOCK = 'vb-refresh';

/**
 * Runs `refresh` while no other tab refreshes (Web Locks). Refresh tokens rotate and a
 * rotated one sent again ends the session (reuse detection): two tabs sending the same
 * cookie at once would sign each other out. Under the lock each tab sends the cookie the
 * jar holds then, the one the previous tab's refresh put there. Where Web Locks are
 * missing (old browsers, jsdom) it just runs.
 */
export function withRefreshLock<T>(refresh: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof locks.request !== 'function') return refresh();
  // The lock's callback answers the refresh's promise; request() resolves with its value.
  return locks.request(REFRESH_LOCK, () => refresh()) as Promise<Awaited<T>>;
}
