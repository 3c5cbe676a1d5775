import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** No upload takes this long: a temporary file this old belongs to no request. */
export const STALE_UPLOAD_MS = 60 * 60_000;

/**
 * Deletes temporary upload files that a stopped or killed process left behind (a
 * request's own failures already delete its files). Only files older than any
 * upload can be are touched, so another instance's uploads in progress are safe.
 * Resolves to how many were deleted.
 */
export async function sweepStaleUploads(
  tmpDir: string,
  now: Date,
  olderThanMs = STALE_UPLOAD_MS,
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(tmpDir);
  } catch {
    return 0;
  }
  let deleted = 0;
  for (const name of names.filter((entry) => entry.startsWith('upload-'))) {
    const file = path.join(tmpDir, name);
    const info = await stat(file).catch(() => null);
    if (info?.isFile() && now.getTime() - info.mtimeMs > olderThanMs) {
      await rm(file, { force: true });
      deleted += 1;
    }
  }
  return deleted;
}
