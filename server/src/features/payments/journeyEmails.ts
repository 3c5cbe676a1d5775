import { LOCAL_CURRENCY } from '@portal/rules/currencies';
import { formatMoney } from '@portal/rules/money';
import { nextState, type PaymentMove } from '@portal/rules/paymentLifecycle';
import { PAYMENT_STATE_LABELS } from '@portal/words/paymentStates';
import {
  escapeHtml,
  mailMessage,
  plainParagraph,
  PRODUCT,
  quotedReason,
  stateLine,
  stateSubject,
  type MailMessage,
  type Paragraph,
} from '../../plugins/mail';
import { paymentDecisionEmail, requestLink, type DecidedPayment } from './paymentEmails';

/** Where the customer area shows one request (the customer remote's /dashboard/payments/:id). */
export const customerPaymentPage = (publicUrl: string, id: string) =>
  `${publicUrl}/dashboard/payments/${encodeURIComponent(id)}`;

export interface MovedPayment extends DecidedPayment {
  id: string;
  fundingReference: string | null;
  fundingDeadline: Date | null;
}

export const journeySubject = (move: PaymentMove, reference: string): string => {
  const subjects: Record<PaymentMove, string> = {
    teamApprove: `your ${PRODUCT} payment request ${reference} was approved in your business`,
    teamDecline: `your ${PRODUCT} payment request ${reference} was declined in your business`,
    holdForScreening: `your ${PRODUCT} payment request ${reference} is being checked`,
    clearScreening: `your ${PRODUCT} payment request ${reference} goes on to review`,
    rejectScreening: `your ${PRODUCT} payment request ${reference} was not approved`,
    approve: `your ${PRODUCT} payment request ${reference} is approved`,
    reject: `your ${PRODUCT} payment request ${reference} was not approved`,
    reportFunding: `we have your payment report for ${reference}`,
    confirmFunding: `your naira for ${reference} arrived`,
    payout: `your payment ${reference} was sent to your vendor`,
    recordPayout: `your payment ${reference} is being sent to your vendor`,
    confirmPayout: `your payment ${reference} was sent to your vendor`,
    refund: `your payment ${reference} is being refunded`,
    cancel: `your payment request ${reference} was cancelled`,
    expire: `your payment request ${reference} expired`,
  };
  return stateSubject(nextState(move), subjects[move]);
};

/**
 * Whether the customer is e-mailed about a move. Recording a large payout is staff's own
 * step (the customer's page reads as for funded): they hear when it is sent, on confirm.
 */
export const customerHearsOf = (move: PaymentMove): boolean =>
  // A screening hold and its clearing are shown on the request's timeline (D44); the customer
  // is e-mailed when it is rejected (with the reason) or, once cleared, when staff decide it.
  move !== 'recordPayout' && move !== 'holdForScreening' && move !== 'clearScreening';

/**
 * The customer's e-mail for a move of their request (D27, D29), written to the outbox in
 * the move's transaction, with a link to the request's page. Like the approval, none of
 * them names an account to pay into: bank details are read on the signed-in page only.
 */
export function journeyEmail(
  to: string,
  name: string,
  payment: MovedPayment,
  move: PaymentMove,
  options: { publicUrl: string; reason?: string | null; amountReceived?: string | null },
): MailMessage {
  const link = customerPaymentPage(options.publicUrl, payment.id);
  if (move === 'approve') return paymentDecisionEmail(to, name, payment, { status: 'approved' }, link);
  if (move === 'reject' || move === 'rejectScreening') {
    return paymentDecisionEmail(
      to,
      name,
      payment,
      { status: 'rejected', reason: options.reason ?? '' },
      link,
    );
  }
  const what = `${payment.reference} (${formatMoney(payment.foreignAmount, payment.foreignCurrency)} to ${payment.recipientCompany})`;
  const strong = (text: string) => `<strong>${escapeHtml(text)}</strong>`;
  const paragraphs: Paragraph[] = [];
  switch (move) {
    case 'teamApprove':
      paragraphs.push(
        plainParagraph(
          `Your payment request ${what} was approved in your business and goes to VendorBridge for review.`,
        ),
      );
      break;
    case 'teamDecline':
      paragraphs.push(
        plainParagraph(
          `Your payment request ${what} was declined by an approver in your business. Nothing will be paid.`,
        ),
      );
      break;
    case 'reportFunding':
      paragraphs.push(
        plainParagraph(`You told us you paid for ${what}. We will e-mail you when the naira arrives.`),
      );
      break;
    case 'confirmFunding':
      paragraphs.push({
        text: `We received ${formatMoney(options.amountReceived ?? payment.localAmount, LOCAL_CURRENCY)} for ${what}. We are now paying your vendor.`,
        html: `We received ${strong(formatMoney(options.amountReceived ?? payment.localAmount, LOCAL_CURRENCY))} for ${escapeHtml(what)}. We are now paying your vendor.`,
      });
      break;
    case 'payout':
    case 'confirmPayout':
      paragraphs.push(
        plainParagraph(
          `Your payment ${what} was sent to your vendor. Your receipt is ready on the request's page.`,
        ),
      );
      break;
    case 'refund':
      paragraphs.push(
        plainParagraph(
          `The payout of ${what} could not be made or was returned by the vendor's bank, so your naira is being returned to you.`,
        ),
      );
      break;
    case 'cancel':
      paragraphs.push(plainParagraph(`Your payment request ${what} was cancelled. Nothing will be paid.`));
      break;
    case 'expire':
      paragraphs.push(
        plainParagraph(
          `Your payment request ${what} expired: the naira did not arrive before the deadline. Get a new quote to pay.`,
        ),
      );
      break;
  }
  paragraphs.push(stateLine(nextState(move)));
  if (options.reason) paragraphs.push(quotedReason(options.reason));
  paragraphs.push(requestLink(link));
  return mailMessage(to, journeySubject(move, payment.reference), name, paragraphs);
}

/** The label of a state, for audit summaries. */
export const stateLabel = (state: keyof typeof PAYMENT_STATE_LABELS) => PAYMENT_STATE_LABELS[state];
