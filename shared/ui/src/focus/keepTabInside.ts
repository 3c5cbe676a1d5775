import type { KeyboardEvent } from 'react';
import { tabbableElements } from './tabbableElements';

/**
 * For a modal's keydown: Tab from its last control goes to the first and Shift+Tab
 * from the first to the last. showModal() makes the page behind inert, but the
 * browser still lets Tab leave the last control for its own toolbar (or the bare
 * document), and a keyboard user then has to find the way back.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const tabbable = tabbableElements(event.currentTarget);
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  let wrapTo: HTMLElement | null = null;
  if (event.shiftKey && (active === first || active === event.currentTarget)) wrapTo = last;
  if (!event.shiftKey && active === last) wrapTo = first;
  if (!wrapTo) return;
  event.preventDefault();
  wrapTo.focus();
}
