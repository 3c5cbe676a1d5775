import { LOCAL_CURRENCY } from '@portal/rules/currencies';
import { formatMoney, formatRate } from '@portal/rules/money';
import type { BatchTotal } from '@portal/contracts/paymentBatches';
import { feeText } from '../currency';

/**
 * The batch's price per currency (the quote's rate from the rate table, its fee or "No fee",
 * D47) and the naira total the business transfers once.
 */
export function BatchTotals({
  totals,
  localTotal,
  caption,
}: {
  totals: readonly BatchTotal[];
  localTotal: string;
  caption: string;
}) {
  return (
    <table className="table-cards batch-totals" aria-label={caption}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Currency</th>
          <th scope="col">Payments</th>
          <th scope="col">Amount</th>
          <th scope="col">Rate</th>
          <th scope="col">Fee</th>
          <th scope="col">Naira</th>
        </tr>
      </thead>
      <tbody>
        {totals.map((total) => (
          <tr key={total.currency}>
            <th scope="row" data-label="Currency">
              {total.currency}
            </th>
            <td data-label="Payments">{total.count}</td>
            <td data-label="Amount">{formatMoney(total.amount, total.currency)}</td>
            <td data-label="Rate">{formatRate(total.currency, total.rate)}</td>
            <td data-label="Fee">{feeText(total)}</td>
            <td data-label="Naira">{formatMoney(total.localAmount, LOCAL_CURRENCY)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={5}>
            Naira total
          </th>
          <td data-label="Naira total" data-testid="batch-naira-total">
            {formatMoney(localTotal, LOCAL_CURRENCY)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
