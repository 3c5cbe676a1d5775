import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileNotFoundError, SAFE_KEY, type FileStore } from './fileStore';

/** Files on the local disk under `dir` (DATA_DIR/files by default), readable by this user only. */
export function diskStore(dir: string): FileStore {
  let probing: Promise<void> | undefined;
  const fileFor = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key ${key}`);
    return path.join(dir, key);
  };
  return {
    describe: `disk ${dir}`,
    async save(key, localPath) {
      const target = fileFor(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      try {
        await rename(localPath, target);
      } catch (error) {
        // Another file system (a temp folder elsewhere): copy, then remove the original.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(localPath, target);
        await unlink(localPath);
      }
    },
    async open(key): Promise<Readable> {
      const file = fileFor(key);
      try {
        await stat(file);
      } catch {
        throw new FileNotFoundError(key);
      }
      return createReadStream(file);
    },
    async remove(key) {
      await rm(fileFor(key), { force: true });
    },
    check() {
      // Concurrent health checks share one probe write: each its own file would be
      // needless work, and one shared name raced (one check's unlink removed another's file).
      probing ??= (async () => {
        await mkdir(dir, { recursive: true, mode: 0o700 });
        const probe = path.join(dir, `.probe-${process.pid}-${randomUUID()}`);
        await writeFile(probe, 'ok');
        await unlink(probe);
      })().finally(() => {
        probing = undefined;
      });
      return probing;
    },
  };
}
