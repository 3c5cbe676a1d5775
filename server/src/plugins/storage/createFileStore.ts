import path from 'node:path';
import type { ServerConfig } from '../../config';
import { diskStore } from './diskStore';
import type { FileStore } from './fileStore';
import { s3Store } from './s3Store';

/** The S3 bucket of S3_URL when it is set, the local disk under DATA_DIR/files otherwise (README, "Configuration"). */
export function createFileStore(config: Pick<ServerConfig, 'dataDir' | 's3'>): FileStore {
  return config.s3 ? s3Store(config.s3) : diskStore(path.join(config.dataDir, 'files'));
}
