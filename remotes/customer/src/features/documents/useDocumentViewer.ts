import { useCallback } from 'react';
import type { CustomerDocument } from '@portal/contracts';
import { useCustomerDataSource } from '../../api';
import { useFileViewer } from '../file-viewer';

export interface DocumentViewer {
  view: (document: CustomerDocument) => Promise<void>;
  /** The document whose file is being fetched. */
  opening: string | null;
  error: string | null;
  dismissError: () => void;
}

/** Opens a document's file in a new tab, fetched through the authorised route. */
export function useDocumentViewer(): DocumentViewer {
  const source = useCustomerDataSource();
  const read = useCallback((id: string) => source.openDocumentFile(id), [source]);
  const files = useFileViewer(read);
  const { view } = files;
  return {
    ...files,
    view: useCallback((document: CustomerDocument) => view(document.id), [view]),
  };
}
