export { FileDrop, type FileDropProgress, type FileDropProps } from './FileDrop';
export { describeFileType, formatFileSize } from './formatFileSize';
export { UploadStatus, type UploadStatusProps } from './UploadStatus';
