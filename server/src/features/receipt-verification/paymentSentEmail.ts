import { LOCAL_CURRENCY } from '@portal/rules/currencies';
import { maskIdentifier } from '@portal/rules/masking';
import { formatMoney } from '@portal/rules/money';
import { verifyPageUrl } from '@portal/contracts/receiptVerification';
import { eq } from 'drizzle-orm';
import { type Db, tables, type PaymentRequestRow } from '../../plugins/database';
import {
  escapeHtml,
  mailMessage,
  plainParagraph,
  PRODUCT,
  type MailMessage,
  type Mailer,
} from '../../plugins/mail';
import { verificationCodeOf } from './verificationCode';
import { formatUtcDateTime } from '@portal/rules/dateTime';

const { beneficiaries, profiles, users } = tables;

export const paymentSentSubject = (payer: string) => `Payment sent to you by ${payer}`;

/** "22 Nov 2026, 08:45 UTC": one zone for a reader anywhere, as on the receipt. */
const utcTime = (date: Date) => formatUtcDateTime(date.toISOString());

export interface SentPaymentNotice {
  to: string;
  vendorName: string;
  payer: string;
  amount: string;
  currency: string;
  accountNumber: string;
  sentAt: Date;
  payoutReference: string | null;
  verifyUrl: string;
}

/**
 * The vendor's "Payment sent" (D42): who paid, how much, to which account (masked), the
 * payout reference, and the link where anyone can check the signed receipt. No naira amount
 * or rate: that is the payer's business, and the verify page shows only what the receipt states.
 */
export function paymentSentEmail(notice: SentPaymentNotice): MailMessage {
  const amount = formatMoney(notice.amount, notice.currency);
  return mailMessage(notice.to, paymentSentSubject(notice.payer), notice.vendorName, [
    plainParagraph(
      `${notice.payer} has paid you ${amount} through ${PRODUCT}. The payment was sent on ` +
        `${utcTime(notice.sentAt)} to your account ending ${maskIdentifier(notice.accountNumber)}.`,
    ),
    ...(notice.payoutReference ? [plainParagraph(`Payout reference (UETR): ${notice.payoutReference}`)] : []),
    {
      text: `Check this payment, and our signature on its receipt, at ${notice.verifyUrl}`,
      html: `Check this payment, and our signature on its receipt, at <a href="${escapeHtml(notice.verifyUrl)}">${escapeHtml(notice.verifyUrl)}</a>`,
    },
    plainParagraph(
      `Funds can take a few working days to reach your account, depending on the banks involved. ` +
        `Amounts in ${LOCAL_CURRENCY} are not shown here: they are the payer's own.`,
    ),
  ]);
}

/**
 * What the move to sent adds in its transaction (D42): the receipt's verification code, and
 * the vendor's "Payment sent" in the outbox when the beneficiary paid has an e-mail address.
 */
export async function recordPaymentSent(
  tx: Db,
  deps: { mailer: Pick<Mailer, 'enqueue'>; publicUrl: string },
  sent: PaymentRequestRow,
): Promise<void> {
  const code = await verificationCodeOf(tx, sent.id);
  if (!sent.beneficiaryId) return;
  const [vendor] = await tx
    .select({ email: beneficiaries.email, company: profiles.companyName, founder: users.name })
    .from(beneficiaries)
    .innerJoin(users, eq(users.id, sent.userId))
    .leftJoin(profiles, eq(profiles.userId, sent.userId))
    .where(eq(beneficiaries.id, sent.beneficiaryId));
  if (!vendor?.email) return;
  await deps.mailer.enqueue(
    tx,
    paymentSentEmail({
      to: vendor.email,
      vendorName: sent.recipientCompany,
      payer: vendor.company || vendor.founder,
      amount: sent.foreignAmount,
      currency: sent.foreignCurrency,
      accountNumber: sent.accountNumber,
      sentAt: sent.paidAt ?? sent.statusChangedAt,
      payoutReference: sent.payoutReference,
      verifyUrl: verifyPageUrl(deps.publicUrl, code),
    }),
  );
}
