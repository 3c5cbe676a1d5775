import { Link } from 'react-router-dom';
import { formatMoney } from '@portal/rules/money';
import { paymentDescription, type CustomerPayment } from '@portal/contracts/paymentAnswers';
import { SkeletonBlock, SkeletonLine } from '@portal/ui';
import { paymentPagePath } from '../navigation';
import { PaymentStateBadge } from '@portal/ui';
import { formatDate } from './formatDate';

export const TRANSACTION_COLUMNS = {
  id: 'Transaction ID',
  description: 'Description',
  amount: 'Amount',
  status: 'Status',
  date: 'Date',
} as const;
const COLUMNS = TRANSACTION_COLUMNS;

function HeaderRow() {
  return (
    <thead>
      <tr>
        {Object.entries(COLUMNS).map(([key, column]) => (
          <th key={key} scope="col" className={key === 'amount' ? 'num' : undefined}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The transaction table: one row per payment request, its reference leading to the request's page. */
export function TransactionTable({
  payments,
  labelledBy,
}: {
  payments: CustomerPayment[];
  labelledBy: string;
}) {
  return (
    // Scrolls sideways if a screen is too narrow for the columns; on a phone the rows
    // become stacked cards instead (customer.css), each cell shown with its data-label.
    // The region takes focus so a keyboard user can scroll it; a scrollable area no
    // key can reach fails WCAG 2.1.1 (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-wrap" tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <table className="table table-cards transactions-table" aria-labelledby={labelledBy}>
        <HeaderRow />
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td data-label={COLUMNS.id}>
                <Link to={paymentPagePath(payment.id)}>{payment.reference}</Link>
              </td>
              <td data-label={COLUMNS.description}>
                {paymentDescription(payment)}
                {payment.madeBy && <span className="made-by muted">Prepared by {payment.madeBy.name}</span>}
              </td>
              <td data-label={COLUMNS.amount} className="amount num">
                <span className="money">{formatMoney(payment.foreignAmount, payment.foreignCurrency)}</span>
              </td>
              <td data-label={COLUMNS.status}>
                <PaymentStateBadge state={payment.status} />
              </td>
              <td data-label={COLUMNS.date}>
                <time dateTime={payment.submittedAt}>{formatDate(payment.submittedAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const SKELETON_ROWS = 5;

/** The table's frame and header with placeholder rows, while the first page is read. */
export function TransactionTableSkeleton() {
  return (
    <div className="table-wrap">
      <table className="table table-cards transactions-table">
        <HeaderRow />
        <tbody>
          {Array.from({ length: SKELETON_ROWS }, (_, row) => (
            <tr key={row}>
              <td data-label={COLUMNS.id}>
                <SkeletonLine width="6em" />
              </td>
              <td data-label={COLUMNS.description}>
                <SkeletonLine width="14em" />
              </td>
              <td data-label={COLUMNS.amount} className="amount num">
                <SkeletonLine width="7em" />
              </td>
              <td data-label={COLUMNS.status}>
                <SkeletonBlock width="7em" height="1.5em" radius="999px" />
              </td>
              <td data-label={COLUMNS.date}>
                <SkeletonLine width="6em" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
