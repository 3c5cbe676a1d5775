import { PAYMENT_STATE_LABELS } from '@portal/words/paymentStates';
import type { PaymentState } from '@portal/rules/paymentLifecycle';
import { escapeHtml, type Paragraph } from './emailKit';

/**
 * A payment e-mail names the request's state in the badge's words (PAYMENT_STATE_LABELS,
 * issue 31): its subject starts with them, as the timeline's rows do, and its body says
 * "Status: …", so the customer finds the same word on the request's page.
 */
export const stateSubject = (state: PaymentState, said: string): string =>
  `${PAYMENT_STATE_LABELS[state]}: ${said}`;

export const stateLine = (state: PaymentState): Paragraph => ({
  text: `Status: ${PAYMENT_STATE_LABELS[state]}`,
  html: `Status: <strong>${escapeHtml(PAYMENT_STATE_LABELS[state])}</strong>`,
});
