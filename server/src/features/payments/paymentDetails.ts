import { LOCAL_CURRENCY } from '@portal/rules/currencies';
import type { AdminPaymentDetail, PaidBeneficiary, PaymentDetail } from '@portal/contracts/paymentAnswers';
import { movableFrom } from '@portal/rules/paymentLifecycle';
import { readBeneficiaryVersion } from '../beneficiaries';
import { type Db, tables, type PaymentRequestRow } from '../../plugins/database';
import { eq } from 'drizzle-orm';
import { notFound } from '../../plugins/http';
import { readReceivingAccount, readWallet } from '../receiving-account';
import { listAdminPayments } from './adminPaymentRows';
import { toCustomerPayment } from './customerPayment';
import { paymentProgress } from './paymentProgress';
import { approversOf } from './businessApprovers';
import { payoutControlOf } from './payoutDualControl';

const { users } = tables;

/** The version of the beneficiary's details the request was made with; null before the beneficiary book. */
async function paidBeneficiary(db: Db, row: PaymentRequestRow): Promise<PaidBeneficiary | null> {
  if (!row.beneficiaryId || row.beneficiaryVersion === null) return null;
  const paid = await readBeneficiaryVersion(db, row.userId, row.beneficiaryId, row.beneficiaryVersion);
  if (!paid) return null;
  return {
    id: paid.id,
    version: paid.version,
    name: paid.name,
    country: paid.country,
    address: paid.address,
    corridor: paid.corridor,
    bankName: paid.bankName,
    iban: paid.iban,
    bic: paid.bic,
    routingNumber: paid.routingNumber,
    sortCode: paid.sortCode,
    accountNumber: paid.accountNumber,
  };
}

/** A request as its owner's page shows it: the request, where to pay while it waits for funds, the journey. */
export async function customerPaymentDetail(
  db: Db,
  row: PaymentRequestRow,
  /** The member reading it: their own moves show as "You". */
  viewerId: string,
  /** The clock an invitation's expiry is read against. */
  now: Date = new Date(),
): Promise<PaymentDetail> {
  const [maker] = row.createdBy
    ? await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, row.createdBy))
    : [];
  const payment = toCustomerPayment(row, maker ?? null);
  // Where to send the naira, only while the request waits for it (the receiving account and
  // wallet the admins keep): the states the customer may still report funding from.
  const payTo: PaymentDetail['payTo'] = movableFrom('reportFunding', 'customer').includes(row.status)
    ? {
        amount: payment.localAmount,
        currency: LOCAL_CURRENCY,
        receivingAccount: await readReceivingAccount(db),
        wallet: await readWallet(db),
      }
    : null;
  return {
    ...payment,
    beneficiary: await paidBeneficiary(db, row),
    payTo,
    approvers: await approversOf(db, row, now),
    ...(await paymentProgress(db, row, { kind: 'customer', id: viewerId, business: row.userId })),
  };
}

/** A request as staff see it: the review row and the journey, with who acted by e-mail. */
export async function adminPaymentDetail(db: Db, row: PaymentRequestRow): Promise<AdminPaymentDetail> {
  const { payments } = await listAdminPayments(db, {
    status: 'all',
    cursor: null,
    limit: 1,
    id: row.id,
    fullDetails: true,
  });
  const [listed] = payments;
  if (!listed) throw notFound();
  return {
    ...listed,
    beneficiary: await paidBeneficiary(db, row),
    ...(await paymentProgress(db, row, { kind: 'admin' })),
    payoutControl: await payoutControlOf(db, row),
  };
}
