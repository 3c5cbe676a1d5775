import { ITEM_STATUS_LABELS } from './words/onboardingNextStep';
import type { ItemStatus } from '@portal/contracts/status';
import { Icon, type LucideIcon } from './Icon';
import { CircleCheck, CircleX, Clock } from './icons';

const STATUS_ICONS: Record<ItemStatus, LucideIcon> = {
  pending: Clock,
  approved: CircleCheck,
  rejected: CircleX,
};

/**
 * A status as an upper-case badge: the word, an icon and a colour, so no
 * reader depends on the colour alone.
 */
export function StatusBadge({ status }: { status: ItemStatus }) {
  return (
    <span className={`badge badge-${status}`}>
      <Icon icon={STATUS_ICONS[status]} />
      {ITEM_STATUS_LABELS[status].toUpperCase()}
    </span>
  );
}
