import type { MailMessage } from '../../plugins/mail';

/**
 * The e-mails that tell a customer an admin decided their payment request (written to the outbox in
 * the decision's transaction, so a crash loses none). An approval names the naira amount but not
 * where to send it: customers read the receiving account on their signed-in request page only, so
 * an e-mail (which anyone can forge) never becomes the place bank details come from. Names and
 * reasons are typed by people, so the HTML part escapes them.
 */
const PRODUCT = 'VendorBridge';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const layout = (paragraphs: string[]) => `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #1a1a1a; line-height: 1.5">
${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n')}
<p>— The ${PRODUCT} team</p>
</body></html>`;

export interface DecidedPayment {
  reference: string;
  recipientCompany: string;
  foreignAmount: string;
  foreignCurrency: string;
  localAmount: string;
}

export type PaymentOutcome = { status: 'approved' } | { status: 'rejected'; reason: string };

export const paymentApprovedSubject = (reference: string) =>
  `Your ${PRODUCT} payment request ${reference} is approved`;
export const paymentRejectedSubject = (reference: string) =>
  `Your ${PRODUCT} payment request ${reference} was not approved`;

/** Groups the whole part of a decimal string in thousands ("506786.88" → "506,786.88"). */
const grouped = (amount: string) => {
  const [whole = '', fraction] = amount.split('.');
  const withCommas = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? withCommas : `${withCommas}.${fraction}`;
};

export function paymentDecisionEmail(
  to: string,
  name: string,
  payment: DecidedPayment,
  outcome: PaymentOutcome,
): MailMessage {
  const what = `${payment.foreignCurrency} ${grouped(payment.foreignAmount)} to ${payment.recipientCompany}`;
  const naira = `NGN ${grouped(payment.localAmount)}`;
  const paragraphs: { text: string; html: string }[] = [
    { text: `Hello ${name},`, html: `Hello ${escapeHtml(name)},` },
  ];
  if (outcome.status === 'approved') {
    paragraphs.push(
      {
        text: `Your payment request ${payment.reference} (${what}) has been approved.`,
        html: `Your payment request <strong>${escapeHtml(payment.reference)}</strong> (${escapeHtml(what)}) has been approved.`,
      },
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
      {
        text: `Reason: ${outcome.reason}`,
        html: `<strong>Reason:</strong> ${escapeHtml(outcome.reason).replace(/\r?\n/g, '<br>')}`,
      },
      {
        text: 'You can submit a new request with the details corrected.',
        html: 'You can submit a new request with the details corrected.',
      },
    );
  }
  return {
    to,
    subject:
      outcome.status === 'approved'
        ? paymentApprovedSubject(payment.reference)
        : paymentRejectedSubject(payment.reference),
    text: paragraphs.map((paragraph) => paragraph.text).join('\n\n'),
    html: layout(paragraphs.map((paragraph) => paragraph.html)),
  };
}
