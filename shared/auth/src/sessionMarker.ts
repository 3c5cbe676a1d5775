/**
 * D39: a non-secret note in localStorage saying "a refresh cookie may exist". The cookie
 * itself is httpOnly, so the page cannot see it: without this note every anonymous visit
 * would have to ask the server. Shared by every tab of the origin, it is also how a
 * sign-out reaches the other tabs (their `storage` event sees it removed).
 */
export const SESSION_MARKER_KEY = 'vb.session';

function local(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage blocked (privacy settings): no marker, so no silent sign-in.
    return null;
  }
}

export const hasSessionMarker = (): boolean => local()?.getItem(SESSION_MARKER_KEY) === '1';

export function setSessionMarker(): void {
  local()?.setItem(SESSION_MARKER_KEY, '1');
}

export function clearSessionMarker(): void {
  local()?.removeItem(SESSION_MARKER_KEY);
}

/** Runs `onSignedOut` when another tab removes the marker (it signed out). */
export function onMarkerRemovedElsewhere(onSignedOut: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const listener = (event: StorageEvent) => {
    if (event.key === SESSION_MARKER_KEY && event.newValue === null) onSignedOut();
    // localStorage.clear() in another tab: every key went.
    if (event.key === null) onSignedOut();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
