import path from 'node:path';
import type { ServerConfig } from '../../config';
import { diskStore } from './diskStore';
import type { FileStore } from './fileStore';

/** The local disk under DATA_DIR/files, unless S3 is configured (README, "Configuration"). */
export function createFileStore(config: Pick<ServerConfig, 'dataDir'>): FileStore {
  return diskStore(path.join(config.dataDir, 'files'));
}
