import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Client-side links with a #fragment scroll to it, as ordinary links would. A page in a
 * chunk of its own (About) renders after the location changed, so the target may not be
 * there yet: the page is watched until it appears, or until the location changes again.
 */
export function useHashScroll(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo?.(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const scrolled = () => {
      const target = document.getElementById(id);
      target?.scrollIntoView?.();
      return target !== null;
    };
    if (scrolled()) return;
    const observer = new MutationObserver(() => {
      if (scrolled()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname, hash]);
}
