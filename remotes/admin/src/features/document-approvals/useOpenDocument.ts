import type { AdminDataSource } from '../../api';
import { useOpenFile, type OpenFile } from '../file-viewer';

export type OpenDocument = OpenFile;

const readDocument = (source: AdminDataSource, documentId: string) => source.openDocumentFile(documentId);

/** Opens an uploaded KYB document in a new tab, through the authorised file route. */
export const useOpenDocument = (): OpenDocument => useOpenFile(readDocument);
