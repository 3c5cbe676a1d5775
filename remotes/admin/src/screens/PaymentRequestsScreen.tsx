import { PaymentRequestList } from '../features/payment-requests';
import { usePageTitle } from './usePageTitle';

export function PaymentRequestsScreen() {
  usePageTitle('Payment Requests');
  return (
    <div className="admin-screen">
      <h1>Payment Requests</h1>
      <p className="muted">
        Foreign-currency payments customers asked to send to vendors abroad. A decision is final.
      </p>
      <PaymentRequestList />
    </div>
  );
}
