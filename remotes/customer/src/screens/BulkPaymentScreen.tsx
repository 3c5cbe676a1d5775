import { PageHeader } from '@portal/ui';
import { BulkPayment } from '../features/bulk-payments';
import { usePageTitle } from './usePageTitle';

/** `/dashboard/bulk-payments`: many payments from one CSV file (issue 36). */
export function BulkPaymentScreen() {
  usePageTitle('Bulk Payment');
  return (
    <div className="stack page">
      <PageHeader
        title="Bulk Payment"
        description="Pay up to 1,000 vendors from one CSV file, funded by one transfer. Every line is checked before anything is created."
      />
      <BulkPayment />
    </div>
  );
}
