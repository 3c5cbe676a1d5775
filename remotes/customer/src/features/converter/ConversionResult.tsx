import { formatMoney, formatRate } from '@portal/contracts';
import type { Conversion } from './useCurrencyConversion';

/** The spec's converter: "The result shows the rate with 4 decimals and amounts with 2." */
const CONVERTER_RATE_DECIMALS = 4;

/**
 * The rate as every screen writes rates ("1 USD = ₦410.5000": the spec's 4 decimals here, more if it has them),
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
        Exchange rate: {formatRate(from, rate, to, CONVERTER_RATE_DECIMALS)}
      </p>
    </div>
  );
}
