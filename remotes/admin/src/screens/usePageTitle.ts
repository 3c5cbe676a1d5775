import { useEffect } from 'react';

/** Names the browser tab after the screen, so history and assistive tech tell pages apart. */
export function usePageTitle(page: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${page} · Admin Portal · VendorBridge`;
    return () => {
      document.title = previous;
    };
  }, [page]);
}
