import { ACCEPTED_CONTENT_TYPES } from '@portal/contracts/documents';

/** Long enough for the new tab to have read the file; the URL only keeps the bytes in memory. */
export const OBJECT_URL_LIFETIME_MS = 60_000;

/** What the tab or the saved file is called and typed as. */
export interface OpenedFile {
  /** The name a saved copy gets; empty lets the browser choose. */
  fileName: string;
  contentType: string;
}

/** "application/pdf; charset=binary" → "application/pdf". */
export const mediaTypeOf = (blob: Blob) => blob.type.split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * The bytes as the type the server accepted them as (PDF, JPEG, PNG, judged by
 * content, not name). Anything else is typed as a plain download: a blob URL has
 * the portal's own origin, so a file the browser would render as a page must never
 * open as one.
 */
function typed(blob: Blob, contentType: string): Blob {
  const safe = (ACCEPTED_CONTENT_TYPES as readonly string[]).includes(contentType.toLowerCase())
    ? contentType.toLowerCase()
    : 'application/octet-stream';
  return new Blob([blob], { type: safe });
}

/**
 * Shows a downloaded file in the tab opened for it (opened during the click, so the
 * pop-up blocker lets it through, and with no handle on this page). When the browser
 * gave no tab, the file is saved instead: never a second `window.open`, which could
 * hand the new page an opener. The object URL is revoked a minute later to free the memory;
 * it is answered so that a page may revoke it sooner (when it goes).
 */
export function openBlobInTab(tab: Window | null, blob: Blob, file: OpenedFile): string {
  if (!tab || tab.closed) return saveBlob(blob, file);
  const url = URL.createObjectURL(typed(blob, file.contentType));
  tab.location.href = url;
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  return url;
}

/**
 * Saves downloaded bytes under `file.fileName` with no tab opened (a statement, a receipt: files
 * to keep). Files come through authorised routes (a bearer token), so a plain link cannot fetch
 * them: the bytes are read first, then saved from an object URL, typed as the server accepted
 * them or as a plain download. Answers the URL (revoked a minute later) so a page may revoke it
 * sooner.
 */
export function saveBlob(blob: Blob, file: OpenedFile): string {
  const url = URL.createObjectURL(typed(blob, file.contentType));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  return url;
}
