import type { ReactNode } from 'react';
import { Alert } from '../Alert';
import { Icon } from '../Icon';
import { RotateCw } from '../icons';

export interface LoadFailedProps {
  /** Why the section is empty: what could not be loaded. */
  message: ReactNode;
  /** Reads again (a query's refetch), without reloading the page. */
  onRetry: () => void;
}

/**
 * What a section shows when its read failed: the reason as an error alert, and
 * Retry. Each area lays `.load-failed` out in its own stylesheet.
 */
export function LoadFailed({ message, onRetry }: LoadFailedProps) {
  return (
    <div className="load-failed">
      <Alert tone="error">{message}</Alert>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        <Icon icon={RotateCw} />
        Retry
      </button>
    </div>
  );
}
