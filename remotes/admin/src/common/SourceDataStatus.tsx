import { Alert } from '@portal/ui';
import type { SourceData } from './useSourceData';

/** What a section shows until its data is there: a loading line, or why it is missing. */
export function SourceDataStatus({ state, what }: { state: SourceData<unknown>; what: string }) {
  if (state.status === 'loading') {
    return (
      <p className="muted" role="status">
        Loading {what}…
      </p>
    );
  }
  if (state.status === 'failed') {
    return <Alert tone="error">The {what} could not be loaded. Please reload the page to try again.</Alert>;
  }
  return null;
}
