import { LOCAL_CURRENCY, movableFrom, type AdminPaymentDetail, type PaymentDetail } from '@portal/contracts';
import type { Db } from '../../plugins/database';
import type { PaymentRequestRow } from '../../plugins/database/schema';
import { notFound } from '../../plugins/http';
import { readReceivingAccount, readWallet } from '../receiving-account';
import { listAdminPayments } from './adminPaymentRows';
import { toCustomerPayment } from './customerPayment';
import { paymentProgress } from './paymentProgress';

/** A request as its owner's page shows it: the request, where to pay while it waits for funds, the journey. */
export async function customerPaymentDetail(db: Db, row: PaymentRequestRow): Promise<PaymentDetail> {
  const payment = toCustomerPayment(row);
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
  return { ...payment, payTo, ...(await paymentProgress(db, row, { kind: 'customer', id: row.userId })) };
}

/** A request as staff see it: the review row and the journey, with who acted by e-mail. */
export async function adminPaymentDetail(db: Db, row: PaymentRequestRow): Promise<AdminPaymentDetail> {
  const { payments } = await listAdminPayments(db, { status: 'all', cursor: null, limit: 1, id: row.id });
  const [listed] = payments;
  if (!listed) throw notFound();
  return { ...listed, ...(await paymentProgress(db, row, { kind: 'admin' })) };
}
