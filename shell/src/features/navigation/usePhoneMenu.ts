import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { tabbableElements } from '@portal/ui';

/** Where the navbar shows its links inline and the menu button is gone (shell.css). */
const WIDE_SCREEN = '(min-width: 801px)';

/** Tab and Shift+Tab go round the menu's button and the menu's own controls. */
function keepTabInMenu(event: KeyboardEvent, button: HTMLElement | null, panel: HTMLElement | null) {
  if (!button || !panel) return;
  const stops = [button, ...tabbableElements(panel)];
  const first = stops[0];
  const last = stops[stops.length - 1];
  const active = document.activeElement;
  let next: HTMLElement | undefined;
  if (!stops.some((stop) => stop === active)) next = event.shiftKey ? last : first;
  else if (event.shiftKey && active === first) next = last;
  else if (!event.shiftKey && active === last) next = first;
  if (!next) return;
  event.preventDefault();
  next.focus();
}

export interface PhoneMenu {
  open: boolean;
  toggle: () => void;
  /** Closes the menu and puts focus back on its button. */
  close: () => void;
  /** Closes the menu if it is open; on a wide screen, where nothing is open, does nothing. */
  closeIfOpen: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  panelRef: RefObject<HTMLDivElement | null>;
}

/**
 * The state and focus handling of the navbar's one menu on a phone. Opening moves
 * focus to the menu's first link; while it is open Tab goes round the menu and its
 * button (which is then the close control) and nothing else; Escape, a link, or a
 * tap beside it closes it and focus goes back to the button. The menu belongs to the
 * page it was opened on, so arriving on another page (Log Out, Back) closes it too.
 */
export function usePhoneMenu(): PhoneMenu {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);

  const close = useCallback(() => {
    setOpenOn(null);
    buttonRef.current?.focus();
  }, []);
  const closeIfOpen = () => {
    if (open) close();
  };
  const toggle = () => (open ? close() : setOpenOn(pathname));

  useEffect(() => {
    const panel = panelRef.current;
    if (open && panel) tabbableElements(panel)[0]?.focus();
  }, [open]);

  // Turning a phone to a wide screen shows the links inline: nothing is left to close.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return undefined;
    const wide = window.matchMedia(WIDE_SCREEN);
    const onChange = () => {
      if (wide.matches) setOpenOn(null);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);

  // The open menu lies over the page; the page behind it should not scroll away.
  useEffect(() => {
    if (!open) return undefined;
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, [open]);

  // On the document, not the navbar: a tap on the menu's text leaves focus on the
  // page's body, and Escape and Tab must still work from there.
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab') {
        keepTabInMenu(event, buttonRef.current, panelRef.current);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  return { open, toggle, close, closeIfOpen, buttonRef, panelRef };
}
