import { useEffect } from 'react';

/** Names the browser tab after the page, so each screen is told apart in history and by screen readers. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${page} · Customer Portal · VendorBridge`;
    return () => {
      document.title = previous;
    };
  }, [page]);
}
