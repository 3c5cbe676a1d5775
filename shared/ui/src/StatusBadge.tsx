import { ITEM_STATUS_LABELS } from './words/onboardingNextStep';
import type { ItemStatus } from '@portal/contracts/status';
import { Icon, type LucideIcon } from './Icon';
import { DOCUMENT_NOT_REVIEWED } from '@portal/words/registrationApproval';
import { CircleCheck, CircleX, Clock, Info } from './icons';

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

/**
 * A document still waiting when its registration was refused as a whole: not reviewed, and not
 * going to be until the customer uploads again. One badge, one name, for the customer and staff.
 */
export function NotReviewedBadge() {
  return (
    <span className="badge badge-neutral">
      <Icon icon={Info} />
      {DOCUMENT_NOT_REVIEWED.toUpperCase()}
    </span>
  );
}
