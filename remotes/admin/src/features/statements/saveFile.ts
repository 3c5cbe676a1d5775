/** How long the object URL lives: the browser has started the download well before. */
const URL_LIFETIME_MS = 60_000;

/**
 * Saves downloaded bytes under `fileName`. The statements come through the
 * authorised API (a bearer token), so a plain link cannot fetch them: the bytes are
 * read first, then saved from an object URL. Typed as a plain download, never shown
 * as a page of the portal's origin.
 */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/octet-stream' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
}
