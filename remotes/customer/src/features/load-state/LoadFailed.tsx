import { Alert, Icon, RotateCw } from '@portal/ui';

export interface LoadFailedProps {
  message: string;
  onRetry: () => void;
}

/** What could not be loaded, and a way to try again without reloading the page. */
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
