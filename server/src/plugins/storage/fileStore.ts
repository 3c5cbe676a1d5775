import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (never a public path: only authorised routes serve them): the local
 * disk under DATA_DIR by default, an S3-compatible bucket when configured. Uploads are first
 * streamed to a local temporary file (checked, hashed and size-bounded on the way), then handed
 * over whole with `save`, so a refused or broken upload never reaches the store.
 */
export interface FileStore {
  /** For the start-up log, e.g. "disk /srv/data/files" or "S3 bucket docs at host:9000". */
  readonly describe: string;
  /** Moves or copies the finished temporary file at `localPath` to `key`. */
  save(key: string, localPath: string, meta: { contentType: string; sizeBytes: number }): Promise<void>;
  /** The bytes stored under `key`; rejects with FileNotFoundError when there are none. */
  open(key: string): Promise<Readable>;
  /** Removes `key`; no error when it is already gone. */
  remove(key: string): Promise<void>;
  /** Resolves when the store can be written (health and start-up checks). */
  check(): Promise<void>;
}

export class FileNotFoundError extends Error {
  constructor(key: string) {
    super(`no stored file ${key}`);
    this.name = 'FileNotFoundError';
  }
}

/** Keys are ours (prefix/uuid): never a name a client chose, so never a path outside the store. */
export const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;
