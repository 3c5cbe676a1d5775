import { useState } from 'react';
import type { AdminDataSource } from '../../api';
import { useAdminDataSource } from '../../api';
import { openBlobInTab } from './openBlobInTab';

const OPEN_FAILED = 'The file could not be opened. Please try again.';

/** A file to open: `id` is what the reader fetches it by. */
export interface OpenableFile {
  id: string;
  fileName: string;
  /** The type the server stored it as; when unknown, the type the download answered with. */
  contentType?: string;
}

export interface OpenFile {
  open: (file: OpenableFile) => Promise<void>;
  isOpening: (id: string) => boolean;
  /** Why the last file did not open, until the next try. */
  error: string | null;
  dismissError: () => void;
}

/** "application/pdf; charset=binary" → "application/pdf". */
const mediaTypeOf = (blob: Blob) => blob.type.split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * Opens an uploaded file (a KYB document, an invoice) in a new tab. Files are
 * served only through authorised routes (the owner and admins), which need the admin's bearer
 * token, so a plain link cannot work: the bytes are downloaded through the API
 * client and shown from an object URL. `read` must be stable (module level).
 */
export function useOpenFile(read: (source: AdminDataSource, id: string) => Promise<Blob>): OpenFile {
  const source = useAdminDataSource();
  const [opening, setOpening] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);

  const open = async (file: OpenableFile) => {
    if (opening.has(file.id)) return;
    // Opened now, while the click still counts as the admin's, and filled when the bytes are here.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setError(null);
    setOpening((previous) => new Set(previous).add(file.id));
    try {
      const blob = await read(source, file.id);
      openBlobInTab(tab, blob, {
        fileName: file.fileName,
        contentType: file.contentType ?? mediaTypeOf(blob),
      });
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
