import { useCallback, useEffect, useRef, useState } from 'react';
import { RequestError, SERVER_MESSAGES } from '@portal/auth';
import { mediaTypeOf, openBlobInTab } from './openBlobInTab';

/** A file to open: `id` is what `read` fetches it by. */
export interface OpenableFile {
  id: string;
  /** The name a saved copy gets when the browser opens no tab. */
  fileName?: string;
  /** The type the server stored it as; when unknown, the type the download answered with. */
  contentType?: string;
  /**
   * `download`: saved under `fileName` (a receipt, a document to keep) with no tab opened;
   * `open` (the default): shown in a new tab (an uploaded file to look at).
   */
  mode?: 'open' | 'download';
}

export interface OpenFile {
  /** Opens the file in a new tab; a second click while it is being fetched is ignored. */
  open: (file: OpenableFile) => Promise<void>;
  isOpening: (id: string) => boolean;
  /** Why the last file did not open, until the next try. */
  error: string | null;
  dismissError: () => void;
}

/**
 * Opens an uploaded file (a KYB document, an invoice) in a new tab, or saves a file to keep
 * (`mode: 'download'`, a receipt) under its name. Files are served
 * only through authorised routes, which need the bearer token, so a plain link cannot
 * work: the bytes are downloaded through the API client (`read`, e.g. with
 * `readFile`) and shown from an object URL. Only the server's own words (a
 * RequestError's message) are shown; anything else says the file could not be opened.
 * The object URLs are revoked a minute later, or when the page using the hook goes,
 * whichever comes first, so no file's bytes outlive the page that showed them.
 */
export function useOpenFile(read: (id: string) => Promise<Blob>): OpenFile {
  const [opening, setOpening] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  // Read synchronously, so a double click is refused before React re-renders.
  const inFlight = useRef(new Set<string>());
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const created = urls.current;
    return () => {
      for (const url of created) URL.revokeObjectURL(url);
      created.clear();
    };
  }, []);

  const open = useCallback(
    async (file: OpenableFile) => {
      if (inFlight.current.has(file.id)) return;
      inFlight.current.add(file.id);
      // Opened now, while the click still counts as the user's, and filled when the bytes are here;
      // a download opens none (the file is saved from this page).
      const tab = file.mode === 'download' ? null : window.open('', '_blank');
      if (tab) tab.opener = null;
      setError(null);
      setOpening((previous) => new Set(previous).add(file.id));
      try {
        const blob = await read(file.id);
        const url = openBlobInTab(tab, blob, {
          fileName: file.fileName ?? '',
          contentType: file.contentType ?? mediaTypeOf(blob),
        });
        urls.current.add(url);
      } catch (failure) {
        tab?.close();
        setError(failure instanceof RequestError ? failure.message : SERVER_MESSAGES.fileFailed);
      } finally {
        inFlight.current.delete(file.id);
        setOpening((previous) => {
          const next = new Set(previous);
          next.delete(file.id);
          return next;
        });
      }
    },
    [read],
  );

  return {
    open,
    isOpening: (id) => opening.has(id),
    error,
    dismissError: useCallback(() => setError(null), []),
  };
}
