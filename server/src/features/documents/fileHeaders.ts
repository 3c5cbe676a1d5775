/** RFC 5987's attr-char: what may stand unescaped in `filename*`. */
const percentEncode = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The headers of a stored file's download. The type is the one recognised from the
 * bytes at upload (only PDF, JPEG or PNG) and the browser must not guess another;
 * PDFs and images are safe to show in place, under the customer's own file name
 * (RFC 6266: an ASCII `filename` for old clients, the exact name in `filename*`).
 * A customer's document is never kept in a shared or local cache.
 */
export function downloadHeaders(file: { fileName: string; contentType: string; sizeBytes: number }) {
  const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return {
    'content-type': file.contentType,
    'content-length': String(file.sizeBytes),
    'content-disposition': `inline; filename="${ascii}"; filename*=UTF-8''${percentEncode(file.fileName)}`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  };
}
