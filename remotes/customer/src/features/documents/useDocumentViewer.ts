import { useCallback } from 'react';
import type { CustomerDocument } from '@portal/contracts/documents';
import { useOpenFile, type OpenFile } from '@portal/ui';
import { useCustomerDataSource } from '../../api';

export interface DocumentViewer extends Pick<OpenFile, 'isOpening' | 'error' | 'dismissError'> {
  view: (document: CustomerDocument) => Promise<void>;
}

/** Opens a document's file in a new tab, fetched through the authorised route. */
export function useDocumentViewer(): DocumentViewer {
  const source = useCustomerDataSource();
  const files = useOpenFile(useCallback((id: string) => source.openDocumentFile(id), [source]));
  const { open } = files;
  return {
    isOpening: files.isOpening,
    error: files.error,
    dismissError: files.dismissError,
    view: useCallback(
      (document: CustomerDocument) =>
        open({ id: document.id, fileName: document.fileName, contentType: document.contentType }),
      [open],
    ),
  };
}
