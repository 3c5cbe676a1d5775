import { PageHeader } from '@portal/ui';
import { PaymentRequestList } from '../features/payment-requests';
import { usePageTitle } from './usePageTitle';

export function PaymentRequestsScreen() {
  usePageTitle('Payment Requests');
  return (
    <div className="admin-screen">
      <PageHeader
        title="Payment Requests"
        description="Foreign-currency payments customers asked to send to vendors abroad, by work queue or state. A decision is final; each step after it is recorded in the request's timeline."
      />
      <PaymentRequestList />
    </div>
  );
}
