/**
 * Told when this tab turned two-factor sign-in on or off, so the layout's banner
 * that asks for it reads the state again instead of waiting for the next page.
 */
const EVENT = 'portal:two-factor-changed';

export const announceTwoFactorChanged = (): void => {
  window.dispatchEvent(new Event(EVENT));
};

export function onTwoFactorChanged(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
