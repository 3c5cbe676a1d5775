import { formatMoney, formatRate } from '@portal/contracts';
import { groupDigits } from '../currency';
import type { Conversion } from './useCurrencyConversion';

/**
 * The rate with 4 decimals, the amounts with their currency's decimals (2,
 * yen 0), written as every other screen writes money (formatMoney: "US$100.00",
 * "₦41,050.00"), so a converted amount reads the same as on a payment request.
 */
export function ConversionResult({ conversion }: { conversion: Conversion }) {
  const { amount, from, to, rate, convertedAmount } = conversion;
  return (
    <div className="conversion-result">
      <h2 className="conversion-result-title">Conversion result</h2>
      <p className="conversion-amounts">
        <span data-testid="conversion-from" className="money">
          {formatMoney(amount, from)}
        </span>{' '}
        ={' '}
        <strong data-testid="conversion-to" className="money">
          {formatMoney(convertedAmount, to)}
        </strong>
      </p>
      <p data-testid="conversion-rate" className="num">
        Exchange rate: 1 {from} = {groupDigits(formatRate(rate))} {to}
      </p>
    </div>
  );
}
