export { OBJECT_URL_LIFETIME_MS, openBlobInTab, saveBlob, type OpenedFile } from './openBlobInTab';
export { useOpenFile, type OpenableFile, type OpenFile } from './useOpenFile';
