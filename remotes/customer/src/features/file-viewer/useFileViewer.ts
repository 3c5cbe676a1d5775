import { useCallback, useEffect, useRef, useState } from 'react';
import { RequestError, SERVER_MESSAGES } from '../../api';

export interface FileViewer {
  /** Opens the file of `id` in a new tab. */
  view: (id: string) => Promise<void>;
  /** The id whose file is being fetched. */
  opening: string | null;
  error: string | null;
  dismissError: () => void;
}

/**
 * Opens a file behind an authorised route (a document, an invoice) in a new tab.
 * The file is fetched with the customer's token and shown from an object URL; the
 * URLs are revoked when the customer leaves the page, after the tabs have loaded them.
 */
export function useFileViewer(open: (id: string) => Promise<Blob>): FileViewer {
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
    async (id: string) => {
      setError(null);
      setOpening(id);
      // A tab opened now, while the click still counts as the customer's, is not
      // stopped as a pop-up; the file goes into it once it has arrived. It gets no
      // handle on this page.
      const tab = window.open('', '_blank');
      if (tab) tab.opener = null;
      try {
        const blob = await open(id);
        const url = URL.createObjectURL(blob);
        urls.current.push(url);
        if (tab) tab.location.href = url;
        else window.open(url, '_blank', 'noopener');
      } catch (failure) {
        tab?.close();
        setError(failure instanceof RequestError ? failure.message : SERVER_MESSAGES.fileFailed);
      } finally {
        setOpening(null);
      }
    },
    [open],
  );

  return { view, opening, error, dismissError: useCallback(() => setError(null), []) };
}
