import type { ReactNode } from 'react';
import { Icon, type LucideIcon } from './Icon';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from './icons';

export type AlertTone = 'success' | 'error' | 'warning' | 'info';

export interface AlertProps {
  tone: AlertTone;
  children: ReactNode;
  onDismiss?: () => void;
}

const TONE_ICONS: Record<AlertTone, LucideIcon> = {
  success: CircleCheck,
  error: CircleAlert,
  warning: TriangleAlert,
  info: Info,
};

/**
 * An in-page message instead of a blocking browser alert(). Errors interrupt
 * screen readers (role alert); the rest are polite (role status). The tone shows in
 * its icon as well as its colour.
 */
export function Alert({ tone, children, onDismiss }: AlertProps) {
  return (
    <div className={`alert alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon icon={TONE_ICONS[tone]} />
      <p>{children}</p>
      {onDismiss && (
        <button type="button" className="alert-dismiss" aria-label="Dismiss message" onClick={onDismiss}>
          <Icon icon={X} />
        </button>
      )}
    </div>
  );
}
