export { FileNotFoundError, SAFE_KEY, type FileStore } from './fileStore';
export { diskStore } from './diskStore';
export { s3Store, type S3Settings } from './s3Store';
export { createFileStore } from './createFileStore';
