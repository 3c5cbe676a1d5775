import { PAYMENT_STATE_LABELS } from '@portal/words/paymentStates';
import {
  PAYMENT_STATE_TONES,
  type PaymentState,
  type PaymentStateTone,
} from '@portal/rules/paymentLifecycle';
import { Icon, type LucideIcon } from './Icon';
import { CircleCheck, CircleX, Clock } from './icons';

/** Each tone's badge colours (the badge classes of styles.css) and icon. */
const TONE_LOOKS: Record<PaymentStateTone, { className: string; icon: LucideIcon }> = {
  pending: { className: 'badge-pending', icon: Clock },
  progress: { className: 'badge-progress', icon: Clock },
  success: { className: 'badge-approved', icon: CircleCheck },
  danger: { className: 'badge-rejected', icon: CircleX },
  neutral: { className: 'badge-neutral', icon: CircleX },
};

/**
 * A payment request's state as the lifecycle names it (PAYMENT_STATE_LABELS), upper case
 * like the other badges, with an icon so no reader depends on colour alone: the same word
 * for the customer and staff, in lists, details and timelines.
 */
export function PaymentStateBadge({ state }: { state: PaymentState }) {
  const look = TONE_LOOKS[PAYMENT_STATE_TONES[state]];
  return (
    <span className={`badge ${look.className}`}>
      <Icon icon={look.icon} />
      {PAYMENT_STATE_LABELS[state].toUpperCase()}
    </span>
  );
}
