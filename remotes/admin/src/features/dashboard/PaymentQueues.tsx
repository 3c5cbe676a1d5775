import { Link } from 'react-router-dom';
import { ADMIN_PAYMENT_QUEUE_LABELS } from '@portal/ui/words/adminPaymentQueues';
import { ADMIN_PAYMENT_QUEUES, type AdminPaymentQueue } from '@portal/rules/paymentLifecycle';
import { ArrowRight, Icon } from '@portal/ui';
import { adminKeys, useAdminQuery, type AdminDataSource } from '../../api';
import { paymentListLink } from '../payment-requests';

const read = (source: AdminDataSource) => source.getDashboardStats();
const QUEUES = Object.keys(ADMIN_PAYMENT_QUEUES) as AdminPaymentQueue[];
const numberFormat = new Intl.NumberFormat('en-NG');

/**
 * How many payment requests wait at each of staff's steps (the server's counts, from
 * the same read as the figures above), each linking to the list filtered by its queue.
 * Nothing shows until the figures are in: the stat cards say they are loading.
 */
export function PaymentQueues() {
  const { state } = useAdminQuery(adminKeys.dashboardStats, read);
  if (state.status !== 'ready') return null;
  const counts = state.data.paymentQueues;
  return (
    <section aria-labelledby="admin-payment-queues-title">
      <h2 id="admin-payment-queues-title">Payment work queues</h2>
      <ul className="payment-queues">
        {QUEUES.map((queue) => (
          <li key={queue}>
            <Link to={paymentListLink(queue)} className="card payment-queue">
              <span className="payment-queue-label">{ADMIN_PAYMENT_QUEUE_LABELS[queue]}</span>
              <span className="payment-queue-count num">{numberFormat.format(counts[queue])}</span>
              <Icon icon={ArrowRight} className="icon-sm" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
