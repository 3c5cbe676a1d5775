export { FileNotFoundError, SAFE_KEY, type FileStore } from './fileStore';
export { diskStore } from './diskStore';
export { createFileStore } from './createFileStore';
