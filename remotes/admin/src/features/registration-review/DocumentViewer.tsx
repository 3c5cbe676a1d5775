import { useEffect, useState } from 'react';
import { DOCUMENT_TYPE_LABELS } from '@portal/words/documentTypes';
import type { CustomerDocument } from '@portal/contracts/documents';
import { useAdminDataSource } from '../../api';

type Shown = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'error' };

/** "Proof of Address: utility-bill.pdf": what a document is and which file, never its id. */
export const documentTitle = (document: Pick<CustomerDocument, 'type' | 'fileName'>) =>
  `${DOCUMENT_TYPE_LABELS[document.type]}: ${document.fileName}`;

/**
 * One uploaded document shown in the page: its bytes fetched with the staff token through the
 * authorised file route, then a PDF in a frame and an image as an image, from a blob URL that is
 * let go when the viewer leaves. The content type is the server's (read from the file's first
 * bytes, D23), so the frame is told what it shows.
 */
export function DocumentViewer({ document }: { document: CustomerDocument }) {
  const source = useAdminDataSource();
  const [shown, setShown] = useState<Shown>({ status: 'loading' });
  const title = documentTitle(document);

  useEffect(() => {
    let url: string | null = null;
    let left = false;
    source.openDocumentFile(document.id).then(
      (blob) => {
        if (left) return;
        url = URL.createObjectURL(new Blob([blob], { type: document.contentType }));
        setShown({ status: 'ready', url });
      },
      () => {
        if (!left) setShown({ status: 'error' });
      },
    );
    return () => {
      left = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [source, document.id, document.contentType]);

  if (shown.status === 'loading') {
    return (
      <p className="muted document-viewer" role="status">
        Loading {title}…
      </p>
    );
  }
  if (shown.status === 'error') {
    return (
      <p className="field-error document-viewer" role="alert">
        {title} could not be loaded.
      </p>
    );
  }
  // A browser without a PDF viewer in the page (Chrome on Android, a headless browser) shows
  // the frame empty: the same file opens in a tab of its own, where it offers to save it.
  if (document.contentType === 'application/pdf') {
    return (
      <>
        <iframe className="document-viewer document-frame" title={title} src={shown.url} />
        <p className="document-open">
          <a href={shown.url} target="_blank" rel="noopener noreferrer">
            Open <span className="whole-word">{document.fileName}</span> in a new tab
          </a>
        </p>
      </>
    );
  }
  return <img className="document-viewer document-image" alt={title} src={shown.url} />;
}
