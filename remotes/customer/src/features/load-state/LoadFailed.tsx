import { Alert, Icon, RotateCw } from '@portal/ui';

/** What a page says when a read failed and nothing more specific fits. */
export const LOAD_FAILED_MESSAGE = 'This information could not be loaded. Please try again.';

export interface LoadFailedProps {
  message?: string;
  onRetry: () => void;
}

/** What could not be loaded, and a way to try again without reloading the page. */
export function LoadFailed({ message = LOAD_FAILED_MESSAGE, onRetry }: LoadFailedProps) {
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
