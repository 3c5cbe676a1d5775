import type { ReactNode } from 'react';
import { Icon, type LucideIcon } from './Icon';
import { Inbox } from './icons';

export interface EmptyStateProps {
  /** What there is none of, as a sentence: "You have not made any payment requests yet." */
  title: ReactNode;
  /** What to do next, when the title does not say it. */
  children?: ReactNode;
  /** The control that does it: a link or a button. */
  action?: ReactNode;
  icon?: LucideIcon;
  /** E.g. "card" when the empty list stands alone on the page. */
  className?: string;
}

/** A list with nothing in it yet: why it is empty and what to do about it, never a blank space. */
export function EmptyState({ title, children, action, icon = Inbox, className }: EmptyStateProps) {
  return (
    <div className={className ? `empty-state ${className}` : 'empty-state'}>
      <span className="empty-state-icon">
        <Icon icon={icon} />
      </span>
      <p className="empty-state-title">{title}</p>
      {children && <p className="empty-state-text">{children}</p>}
      {action && <div className="empty-state-action">{action}</div>}
    </div>
  );
}
