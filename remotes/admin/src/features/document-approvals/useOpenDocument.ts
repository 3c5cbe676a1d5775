import { useCallback } from 'react';
import { useOpenFile, type OpenFile } from '@portal/ui';
import { useAdminDataSource } from '../../api';

export type OpenDocument = OpenFile;

/** Opens an uploaded KYB document in a new tab, through the authorised file route. */
export function useOpenDocument(): OpenDocument {
  const source = useAdminDataSource();
  return useOpenFile(useCallback((documentId: string) => source.openDocumentFile(documentId), [source]));
}
