import { useEffect } from 'react';

/**
 * Names the browser tab after the page ("Profile Management · Customer Portal ·
 * VendorBridge"), so history entries and screen readers tell pages apart.
 */
export function usePageTitle(...parts: string[]): void {
  const title = [...parts, 'VendorBridge'].join(' · ');
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
