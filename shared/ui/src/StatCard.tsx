import type { ReactNode } from 'react';
import { Icon, type LucideIcon } from './Icon';
import { SkeletonLine } from './Skeleton';

export interface StatCardProps {
  label: string;
  /** The figure; undefined while it is read (a placeholder of its size is shown). */
  value: ReactNode | undefined;
  icon?: LucideIcon;
  /** A line under the figure saying what it counts, when the label alone does not. */
  hint?: string;
}

/**
 * One figure of a <dl className="stat-grid">: its label (a term) and its value (the
 * definition). The figure sits at the foot of the card so that a row of cards lines
 * its figures up whatever the labels' length.
 */
export function StatCard({ label, value, icon, hint }: StatCardProps) {
  return (
    <div className="card stat">
      <dt>
        {icon && <Icon icon={icon} />}
        {label}
      </dt>
      <dd>{value === undefined ? <SkeletonLine width="3ch" /> : value}</dd>
      {hint && <dd className="stat-hint">{hint}</dd>}
    </div>
  );
}
