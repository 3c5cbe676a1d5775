import { useState } from 'react';
import type { CustomerDocument } from '@portal/contracts';
import { useAdminDataSource } from '../../data-source';
import { openBlobInTab } from './openBlobInTab';

const OPEN_FAILED = 'The file could not be opened. Please try again.';

export interface OpenDocument {
  open: (file: CustomerDocument) => Promise<void>;
  isOpening: (id: string) => boolean;
  /** Why the last file did not open, until the next try. */
  error: string | null;
  dismissError: () => void;
}

/**
 * Opens an uploaded document in a new tab. Files are served only through the
 * authorised route (D23), which needs the admin's bearer token, so a plain link
 * cannot work: the bytes are downloaded through the API client and shown from an
 * object URL.
 */
export function useOpenDocument(): OpenDocument {
  const source = useAdminDataSource();
  const [opening, setOpening] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);

  const open = async (file: CustomerDocument) => {
    if (opening.has(file.id)) return;
    // Opened now, while the click still counts as the admin's, and filled when the bytes are here.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setError(null);
    setOpening((previous) => new Set(previous).add(file.id));
    try {
      openBlobInTab(tab, await source.openDocumentFile(file.id), file);
    } catch (failure) {
      tab?.close();
      setError(failure instanceof Error && failure.message ? failure.message : OPEN_FAILED);
    } finally {
      setOpening((previous) => {
        const next = new Set(previous);
        next.delete(file.id);
        return next;
      });
    }
  };

  return { open, isOpening: (id) => opening.has(id), error, dismissError: () => setError(null) };
}
