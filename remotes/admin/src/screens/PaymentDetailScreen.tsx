import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, Icon, PageHeader } from '@portal/ui';
import { PAYMENT_REQUESTS_PATH, PaymentDetail } from '../features/payment-requests';
import { usePageTitle } from './usePageTitle';

/** /admin/payment-requests/:id: one payment request and its journey (the sidebar keeps Payment Requests current). */
export function PaymentDetailScreen() {
  usePageTitle('Payment Request');
  const { id = '' } = useParams();
  return (
    <div className="admin-screen">
      <p>
        <Link to={PAYMENT_REQUESTS_PATH}>
          <Icon icon={ArrowLeft} className="icon-sm" />
          Payment Requests
        </Link>
      </p>
      <PageHeader
        title="Payment Request"
        description="The request, what staff may do next, and everything that happened to it."
      />
      <PaymentDetail id={id} />
    </div>
  );
}
