import { CurrencyConverter } from '../features/converter';
import { usePageTitle } from './usePageTitle';

export function CurrencyConverterScreen() {
  usePageTitle('Currency Converter');
  return (
    <div className="stack">
      <header>
        <h1>Currency Converter</h1>
        <p className="muted">See what an amount is worth in another currency before you request a payment.</p>
      </header>
      <CurrencyConverter />
    </div>
  );
}
