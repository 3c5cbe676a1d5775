import path from 'node:path';
import { diskStore } from './diskStore';
import type { FileStore } from './fileStore';
import { s3Store, type S3Settings } from './s3Store';

/** The S3 bucket of S3_URL when it is set, the local disk under DATA_DIR/files otherwise (README, "Configuration"). */
export function createFileStore(config: { dataDir: string; s3: S3Settings | null }): FileStore {
  return config.s3 ? s3Store(config.s3) : diskStore(path.join(config.dataDir, 'files'));
}
