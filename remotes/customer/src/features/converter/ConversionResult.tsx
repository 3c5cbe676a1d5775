import { formatMoney, formatRate } from '@portal/rules/money';
import type { Conversion } from './useCurrencyConversion';

/**
 * The rate as every screen writes rates (formatRate, "1 USD = ₦1,712.40": issue 31 made the
 * converter's spec'd 4 decimals give way to the one rate format),
 * the amounts with their currency's decimals (2, yen 0) as every screen writes money
 * (formatMoney: "$100.00", "₦41,050.00"), so a conversion reads like a payment request.
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
        Exchange rate: {formatRate(from, rate, to)}
      </p>
    </div>
  );
}
