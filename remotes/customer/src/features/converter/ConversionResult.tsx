import { formatRate } from '@portal/contracts';
import { formatPlainAmount, groupDigits } from '../currency';
import type { Conversion } from './useCurrencyConversion';

/** Spec §9: the rate with 4 decimals, the amounts with their currency's decimals (2, yen 0). */
export function ConversionResult({ conversion }: { conversion: Conversion }) {
  const { amount, from, to, rate, convertedAmount } = conversion;
  return (
    <div className="conversion-result">
      <h2 className="conversion-result-title">Conversion result</h2>
      <p className="conversion-amounts">
        <span data-testid="conversion-from">
          {formatPlainAmount(amount, from)} {from}
        </span>{' '}
        ={' '}
        <strong data-testid="conversion-to">
          {formatPlainAmount(convertedAmount, to)} {to}
        </strong>
      </p>
      <p data-testid="conversion-rate">
        Exchange rate: 1 {from} = {groupDigits(formatRate(rate))} {to}
      </p>
    </div>
  );
}
