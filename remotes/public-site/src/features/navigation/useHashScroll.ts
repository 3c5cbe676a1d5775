import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a link's section is waited for: a lazy page's chunk, not a later render. */
const WAIT_FOR_SECTION_MS = 5_000;

/** The section id a #fragment names, or null when it is not valid percent-encoding. */
function sectionId(hash: string): string | null {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

/**
 * Client-side links with a #fragment scroll to it, as ordinary links would. A page in a
 * chunk of its own (About) renders after the location changed, so the target may not be
 * there yet: the page is watched until it appears, for a few seconds at most, so a link
 * to a section that does not exist never makes the page jump later.
 */
export function useHashScroll(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo?.(0, 0);
      return;
    }
    const id = sectionId(hash);
    if (id === null) return;
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
    const giveUp = setTimeout(() => observer.disconnect(), WAIT_FOR_SECTION_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [pathname, hash]);
}
