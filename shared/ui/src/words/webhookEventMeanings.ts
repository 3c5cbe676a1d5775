import { WEBHOOK_PAYMENT_STATES, type WebhookEventType } from '@portal/contracts/webhooks';
import { PAYMENT_STATE_LABELS } from '@portal/words/paymentStates';

/**
 * Each webhook event's one-line meaning, from the lifecycle's moves (issue 31, review item 13:
 * "payment.rejected" and "payment.declined" were offered with no hint of the difference). The
 * event types keep their API names; the page says which state a person sees for each.
 */
const MEANINGS: Readonly<Record<WebhookEventType, string>> = {
  'payment.awaiting_approval': 'A maker submitted it; an approver in your team must approve it.',
  'payment.screening': "Held by VendorBridge for a compliance check of the beneficiary's name.",
  'payment.pending': 'Sent to VendorBridge for review (by the maker, or once your approver approved it).',
  'payment.approved': 'VendorBridge approved it: the naira can be sent.',
  'payment.funding_reported': 'Your team reported the naira transfer ("I have paid").',
  'payment.funded': 'VendorBridge confirmed that the naira arrived.',
  'payment.sent': 'Paid out to the vendor; the receipt is ready.',
  'payment.rejected': 'VendorBridge refused it in its review or screening, with a reason.',
  'payment.declined': 'An approver in your team declined it before it reached VendorBridge.',
  'payment.cancelled': 'Cancelled by your team or VendorBridge before the naira was confirmed.',
  'payment.expired': 'The naira did not arrive before the deadline.',
  'payment.refunded': "The payout failed or the vendor's bank returned it; the naira is being returned.",
  'beneficiary.created': 'A vendor was added to your beneficiary book.',
  'beneficiary.changed': "A vendor's name or bank details changed.",
};

/** The screen's name of the state each payment event reports ("payment.sent" is "Completed"). */
const STATE_NAMES = new Map<string, string>(
  WEBHOOK_PAYMENT_STATES.map((state) => [`payment.${state}`, PAYMENT_STATE_LABELS[state]]),
);

/** "Completed. Paid out to the vendor; …": the state's screen name first, then what happened. */
export function webhookEventMeaning(type: WebhookEventType): string {
  const name = STATE_NAMES.get(type);
  return name ? `${name}. ${MEANINGS[type]}` : MEANINGS[type];
}
