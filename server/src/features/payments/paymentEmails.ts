import { LOCAL_CURRENCY } from '@portal/rules/currencies';
import { formatMoney } from '@portal/rules/money';
import {
  escapeHtml,
  mailMessage,
  plainParagraph,
  PRODUCT,
  quotedReason,
  stateLine,
  stateSubject,
  type DecisionOutcome,
  type MailMessage,
  type Paragraph,
} from '../../plugins/mail';

/**
 * The e-mails that tell a customer an admin decided their payment request (written to the outbox in
 * the decision's transaction, so a crash loses none). An approval names the naira amount but not
 * where to send it: customers read the receiving account on their signed-in request page only, so
 * an e-mail (which anyone can forge) never becomes the place bank details come from. Written with
 * the one e-mail kit of plugins/mail.
 */
export interface DecidedPayment {
  reference: string;
  recipientCompany: string;
  foreignAmount: string;
  foreignCurrency: string;
  localAmount: string;
}

export type PaymentOutcome = DecisionOutcome;

export const paymentApprovedSubject = (reference: string) =>
  stateSubject('approved', `your ${PRODUCT} payment request ${reference} is approved`);
export const paymentRejectedSubject = (reference: string) =>
  stateSubject('rejected', `your ${PRODUCT} payment request ${reference} was not approved`);

/** The request's page, as the e-mail's last paragraph. */
export const requestLink = (link: string): Paragraph => ({
  text: `See the request: ${link}`,
  html: `<a href="${escapeHtml(link)}">See the request</a>`,
});

export function paymentDecisionEmail(
  to: string,
  name: string,
  payment: DecidedPayment,
  outcome: PaymentOutcome,
  /** The request's page in the customer area, when known. */
  link?: string,
): MailMessage {
  const what = `${formatMoney(payment.foreignAmount, payment.foreignCurrency)} to ${payment.recipientCompany}`;
  const naira = formatMoney(payment.localAmount, LOCAL_CURRENCY);
  const paragraphs: Paragraph[] = [];
  if (outcome.status === 'approved') {
    paragraphs.push(
      {
        text: `Your payment request ${payment.reference} (${what}) has been approved.`,
        html: `Your payment request <strong>${escapeHtml(payment.reference)}</strong> (${escapeHtml(what)}) has been approved.`,
      },
      stateLine('approved'),
      {
        text: `To complete it, send ${naira}. Sign in to ${PRODUCT} and open the request under Transaction History to see the account to send it to.`,
        html: `To complete it, send <strong>${escapeHtml(naira)}</strong>. Sign in to ${PRODUCT} and open the request under Transaction History to see the account to send it to.`,
      },
    );
  } else {
    paragraphs.push(
      {
        text: `Your payment request ${payment.reference} (${what}) was not approved.`,
        html: `Your payment request <strong>${escapeHtml(payment.reference)}</strong> (${escapeHtml(what)}) was not approved.`,
      },
      stateLine('rejected'),
      quotedReason(outcome.reason),
      plainParagraph('You can submit a new request with the details corrected.'),
    );
  }
  if (link) paragraphs.push(requestLink(link));
  const subject =
    outcome.status === 'approved'
      ? paymentApprovedSubject(payment.reference)
      : paymentRejectedSubject(payment.reference);
  return mailMessage(to, subject, name, paragraphs);
}
