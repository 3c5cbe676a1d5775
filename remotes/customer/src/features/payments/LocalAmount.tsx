import { formatMoney, LOCAL_CURRENCY, localAmountFor, type PaymentCurrency } from '@portal/contracts';
import { parsePositiveAmount } from '../currency';

/**
 * The local amount as the customer types (D15: foreign amount × rate), with the
 * rate that produced it stated beside it.
 */
export function LocalAmount({
  foreignAmount,
  currency,
  rate,
}: {
  foreignAmount: string;
  currency: PaymentCurrency;
  rate: number | undefined;
}) {
  const amount = parsePositiveAmount(foreignAmount) ?? 0;
  return (
    <div className="local-amount" aria-live="polite">
      <p className="local-amount-label">Local amount ({LOCAL_CURRENCY})</p>
      {rate === undefined ? (
        <p role="status">Loading the exchange rate…</p>
      ) : (
        <>
          <p className="local-amount-value" data-testid="local-amount">
            {formatMoney(localAmountFor(amount, rate), LOCAL_CURRENCY)}
          </p>
          <p className="muted" data-testid="payment-rate">
            Exchange rate used: 1 {currency} = {formatMoney(rate, LOCAL_CURRENCY)} (local amount = foreign
            amount × rate).
          </p>
        </>
      )}
    </div>
  );
}
