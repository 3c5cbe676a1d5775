import { LOCAL_CURRENCY, type PaymentCurrency } from '@portal/rules/currencies';
import { formatMoney, formatRate } from '@portal/rules/money';
import { JOURNEY_MESSAGES } from '@portal/contracts/paymentJourney';
import { computeLocalAmount } from '@portal/rules/paymentMoney';
import { rateSetText } from '@portal/rules/rateSetText';
import { RotateCw, Icon, Skeleton, SkeletonLine } from '@portal/ui';
import { parsePositiveAmount } from '../currency';
import type { PaymentRate } from './usePaymentRate';

export const RATE_LOAD_FAILED =
  'The exchange rate could not be loaded. The server will still apply its rate.';

/** What the local amount says before a foreign amount is entered. */
export const NO_AMOUNT_YET = 'Enter an amount to see it in naira';

/**
 * The local amount as the customer types (foreign amount × rate, exact, nothing added), with
 * the staff-set rate that produced it stated beside it. The quote on the review step
 * fixes the rate; a currency without a staff-set rate shows no amount at all (D30).
 */
export function LocalAmount({
  foreignAmount,
  currency,
  rate,
}: {
  foreignAmount: string;
  currency: PaymentCurrency;
  rate: PaymentRate;
}) {
  // Nothing typed yet (or not a positive amount): no figure, since "₦0.00" is not what it costs.
  const amount = parsePositiveAmount(foreignAmount);
  return (
    <div className="local-amount" aria-live="polite">
      <p className="local-amount-label">Local amount ({LOCAL_CURRENCY})</p>
      {rate.status === 'loading' && (
        <Skeleton label="Loading the exchange rate…">
          <p className="local-amount-value">
            <SkeletonLine width="8em" />
          </p>
          <p className="muted">
            <SkeletonLine width="22em" />
          </p>
        </Skeleton>
      )}
      {rate.status === 'error' && (
        <div className="load-failed">
          <p className="muted">{RATE_LOAD_FAILED}</p>
          <button type="button" className="btn btn-secondary" onClick={rate.reload}>
            <Icon icon={RotateCw} />
            Retry
          </button>
        </div>
      )}
      {rate.status === 'ready' && rate.rate === null && (
        <p className="muted" data-testid="local-amount">
          {JOURNEY_MESSAGES.quoteUnavailable}
        </p>
      )}
      {rate.status === 'ready' && rate.rate !== null && (
        <>
          <p className="local-amount-value money" data-testid="local-amount">
            {amount === undefined ? (
              <>
                <span aria-hidden="true">—</span>
                <span className="visually-hidden">{NO_AMOUNT_YET}</span>
              </>
            ) : (
              formatMoney(computeLocalAmount(amount, rate.rate), LOCAL_CURRENCY)
            )}
          </p>
          <p className="muted" data-testid="payment-rate">
            Exchange rate used: {formatRate(currency, rate.rate)}
            {rate.setAt ? `, ${rateSetText(rate.setAt)}` : ''} (local amount = foreign amount × rate). Your
            quote on the next step fixes it.
          </p>
        </>
      )}
    </div>
  );
}
