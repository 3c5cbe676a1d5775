import { CustomerDocuments } from '../features/documents';
import { usePageTitle } from './usePageTitle';

export function DocumentsScreen() {
  usePageTitle('Document Upload');
  return (
    <div className="stack">
      <header>
        <h1>Document Upload</h1>
        <p className="muted">Upload your company verification documents for review.</p>
      </header>
      <CustomerDocuments />
    </div>
  );
}
