import { useParams } from 'react-router-dom';
import { PaymentRequestPage } from '../features/payment-request';
import { usePageTitle } from './usePageTitle';

/** `/dashboard/payments/:id`: one payment request, reached from the transaction history. */
export function PaymentRequestScreen() {
  usePageTitle('Payment request');
  const { id = '' } = useParams();
  // A new id is a new page: nothing of the previous request's state carries over.
  return <PaymentRequestPage key={id} id={id} />;
}
