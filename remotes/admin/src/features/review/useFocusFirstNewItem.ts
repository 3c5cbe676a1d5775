import { useEffect, useRef } from 'react';

/**
 * After "Load more", focus goes to the first row that arrived, so a keyboard or
 * screen-reader user continues where the new rows start; the button they pressed
 * may be gone once the last page is in. Focus is moved only if it is still on the
 * button (or lost to the page), never taken from somewhere the admin went since.
 */
export function useFocusFirstNewItem(count: number) {
  const listRef = useRef<HTMLUListElement>(null);
  const countBefore = useRef<number | null>(null);

  useEffect(() => {
    const before = countBefore.current;
    if (before === null || count <= before) return;
    countBefore.current = null;
    const active = document.activeElement;
    const stillWaiting = !active || active === document.body || active.closest('[data-load-more]') !== null;
    const first = listRef.current?.children[before];
    if (stillWaiting && first instanceof HTMLElement) first.focus();
  }, [count]);

  return {
    listRef,
    expectNewItems: () => {
      countBefore.current = count;
    },
  };
}
