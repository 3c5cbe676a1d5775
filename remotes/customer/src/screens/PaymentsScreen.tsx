import { PaymentSubmission } from '../features/payments';
import { usePageTitle } from './usePageTitle';

export function PaymentsScreen() {
  usePageTitle('Payment Submission');
  return (
    <div className="stack">
      <header>
        <h1>Payment Submission</h1>
        <p className="muted">
          Request a payment to a vendor abroad. An administrator approves every request.
        </p>
      </header>
      <PaymentSubmission />
    </div>
  );
}
