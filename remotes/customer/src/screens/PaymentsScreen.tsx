import { PageHeader } from '@portal/ui';
import { PaymentSubmission } from '../features/payments';
import { usePageTitle } from './usePageTitle';

export function PaymentsScreen() {
  usePageTitle('Payment Submission');
  return (
    <div className="stack page">
      <PageHeader
        title="Payment Submission"
        description="Request a payment to a vendor abroad. VendorBridge reviews every request; if your team's approval policy applies, an approver in your team approves it first."
      />
      <PaymentSubmission />
    </div>
  );
}
