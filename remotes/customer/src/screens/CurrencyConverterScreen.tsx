import { PageHeader } from '@portal/ui';
import { CurrencyConverter } from '../features/converter';
import { usePageTitle } from './usePageTitle';

export function CurrencyConverterScreen() {
  usePageTitle('Currency Converter');
  return (
    <div className="stack page">
      <PageHeader
        title="Currency Converter"
        description="See what an amount is worth in another currency before you request a payment."
      />
      <CurrencyConverter />
    </div>
  );
}
