import { useParams } from 'react-router-dom';
import { PageHeader } from '@portal/ui';
import { BatchPage } from '../features/bulk-payments';
import { usePageTitle } from './usePageTitle';

/** `/dashboard/payment-batches/:id`: one bulk payment, reached from its upload. */
export function PaymentBatchScreen() {
  usePageTitle('Bulk Payment');
  const { id = '' } = useParams();
  return (
    <div className="stack page">
      <PageHeader title="Bulk Payment" description="One funding reference for all of its payments." />
      <BatchPage key={id} id={id} />
    </div>
  );
}
