import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Client-side links with a #fragment scroll to it, as ordinary links would. */
export function useHashScroll(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo?.(0, 0);
      return;
    }
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.();
  }, [pathname, hash]);
}
