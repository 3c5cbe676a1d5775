/** Longest display name kept, in characters; file systems allow 255 bytes. */
export const MAX_FILE_NAME_LENGTH = 120;

/** What the name ends with, when it is a short extension worth keeping on truncation. */
const EXTENSION = /\.[\p{L}\p{N}]{1,8}$/u;

/**
 * The client's file name, made safe to store and show: only its last path part,
 * without control or invisible formatting characters (a right-to-left override can
 * make "cod.exe" read as "exe.doc"), spaces collapsed, at most MAX_FILE_NAME_LENGTH
 * characters with the extension kept. It is only ever a label: files are stored
 * under keys the server makes, never under this name.
 */
export function displayFileName(raw: string | undefined, fallback: string): string {
  const lastPart = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = lastPart
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!cleaned || /^\.+$/.test(cleaned)) return fallback;
  const characters = Array.from(cleaned);
  if (characters.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const extension = EXTENSION.exec(cleaned)?.[0] ?? '';
  const stemLength = MAX_FILE_NAME_LENGTH - Array.from(extension).length - 1;
  return `${characters.slice(0, stemLength).join('').trimEnd()}…${extension}`;
}
