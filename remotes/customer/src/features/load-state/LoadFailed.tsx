import { LoadFailed as SharedLoadFailed } from '@portal/ui';

/** What a page says when a read failed and nothing more specific fits. */
export const LOAD_FAILED_MESSAGE = 'This information could not be loaded. Please try again.';

export interface LoadFailedProps {
  message?: string;
  onRetry: () => void;
}

/** @portal/ui's LoadFailed with the customer area's general message as its default. */
export function LoadFailed({ message = LOAD_FAILED_MESSAGE, onRetry }: LoadFailedProps) {
  return <SharedLoadFailed message={message} onRetry={onRetry} />;
}
