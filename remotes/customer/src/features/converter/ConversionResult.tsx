import type { Conversion } from '@portal/contracts';
import { formatFixed } from '../currency';

/** Spec §9: the rate with 4 decimals, both amounts with 2. */
export function ConversionResult({ conversion }: { conversion: Conversion }) {
  const { amount, from, to, rate, convertedAmount } = conversion;
  return (
    <div className="conversion-result">
      <h2 className="conversion-result-title">Conversion result</h2>
      <p className="conversion-amounts">
        <span data-testid="conversion-from">
          {formatFixed(amount, 2)} {from}
        </span>{' '}
        ={' '}
        <strong data-testid="conversion-to">
          {formatFixed(convertedAmount, 2)} {to}
        </strong>
      </p>
      <p data-testid="conversion-rate">
        Exchange rate: 1 {from} = {formatFixed(rate, 4)} {to}
      </p>
    </div>
  );
}
