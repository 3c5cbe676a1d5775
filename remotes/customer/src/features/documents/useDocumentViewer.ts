import { useCallback, useEffect, useRef, useState } from 'react';
import type { CustomerDocument } from '@portal/contracts';
import { CustomerRequestError, SERVER_MESSAGES, useCustomerDataSource } from '../data-source';

export interface DocumentViewer {
  view: (document: CustomerDocument) => Promise<void>;
  /** The document whose file is being fetched. */
  opening: string | null;
  error: string | null;
  dismissError: () => void;
}

/**
 * Opens a document's file in a new tab. The file is behind an authorised route, so
 * it is fetched with the customer's token and shown from an object URL; the URLs
 * are revoked when the customer leaves the page, after the tabs have loaded them.
 */
export function useDocumentViewer(): DocumentViewer {
  const source = useCustomerDataSource();
  const [opening, setOpening] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const urls = useRef<string[]>([]);

  useEffect(() => {
    const created = urls.current;
    return () => {
      for (const url of created) URL.revokeObjectURL(url);
    };
  }, []);

  const view = useCallback(
    async (document: CustomerDocument) => {
      setError(null);
      setOpening(document.id);
      // A tab opened now, while the click still counts as the customer's, is not
      // stopped as a pop-up; the file goes into it once it has arrived. It gets no
      // handle on this page.
      const tab = window.open('', '_blank');
      if (tab) tab.opener = null;
      try {
        const blob = await source.openDocumentFile(document.id);
        const url = URL.createObjectURL(blob);
        urls.current.push(url);
        if (tab) tab.location.href = url;
        else window.open(url, '_blank', 'noopener');
      } catch (failure) {
        tab?.close();
        setError(failure instanceof CustomerRequestError ? failure.message : SERVER_MESSAGES.fileFailed);
      } finally {
        setOpening(null);
      }
    },
    [source],
  );

  return { view, opening, error, dismissError: () => setError(null) };
}
