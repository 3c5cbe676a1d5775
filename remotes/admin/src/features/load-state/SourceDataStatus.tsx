import { useRef, type ReactNode } from 'react';
import { Alert, LoadFailed, Skeleton, type ServerData } from '@portal/ui';

export interface SourceDataStatusProps {
  state: ServerData<unknown>;
  what: string;
  /** Offers Retry when the read failed; without it the admin is asked to reload the page. */
  onRetry?: () => void;
  /**
   * The section's placeholder while it is read, laid out like its content (see
   * skeletons.tsx); without one a single loading line is shown.
   */
  skeleton?: ReactNode;
}

/** What a section shows until its data is there: its placeholder, or why it is missing. */
export function SourceDataStatus({ state, what, onRetry, skeleton }: SourceDataStatusProps) {
  // Retry disappears while reading again; focus waits here, not on the page's start.
  const region = useRef<HTMLDivElement>(null);
  let content = null;
  if (state.status === 'loading') {
    content = skeleton ? (
      <Skeleton label={`Loading ${what}…`}>{skeleton}</Skeleton>
    ) : (
      <p className="muted" role="status">
        Loading {what}…
      </p>
    );
  } else if (state.status === 'error' && onRetry) {
    content = (
      <LoadFailed
        message={`The ${what} could not be loaded.`}
        onRetry={() => {
          region.current?.focus();
          onRetry();
        }}
      />
    );
  } else if (state.status === 'error') {
    content = (
      <Alert tone="error">The {what} could not be loaded. Please reload the page to try again.</Alert>
    );
  }
  if (!onRetry) return content;
  return (
    <div ref={region} tabIndex={-1} className="load-status">
      {content}
    </div>
  );
}
