import type { ItemStatus } from '@portal/contracts';

/** A status as an upper-case badge (spec §2), coloured by its meaning. */
export function StatusBadge({ status }: { status: ItemStatus }) {
  return <span className={`badge badge-${status}`}>{status.toUpperCase()}</span>;
}
