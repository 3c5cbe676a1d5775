import type { ReactNode } from 'react';

export type AlertTone = 'success' | 'error' | 'warning' | 'info';

export interface AlertProps {
  tone: AlertTone;
  children: ReactNode;
  onDismiss?: () => void;
}

/**
 * An in-page message (D19) instead of a blocking browser alert(). Errors interrupt
 * screen readers (role alert); the rest are polite (role status).
 */
export function Alert({ tone, children, onDismiss }: AlertProps) {
  return (
    <div className={`alert alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <p>{children}</p>
      {onDismiss && (
        <button type="button" className="alert-dismiss" aria-label="Dismiss message" onClick={onDismiss}>
          ×
        </button>
      )}
    </div>
  );
}
