import { useState } from 'react';
import { useSession } from '@portal/auth';
import type { PaymentDetail } from '@portal/contracts/paymentAnswers';
import { canMove } from '@portal/rules/paymentLifecycle';
import { Alert } from '@portal/ui';
import { RequestError, SERVER_MESSAGES, useApprovePaymentMutation } from '../../api';
import { useMayDo } from '../business-role';
import { DeclinePaymentDialog } from './DeclinePaymentDialog';

/**
 * Whether the signed-in customer may approve or decline this request: the lifecycle
 * offers the move, their role approves payments, and they did not make it (nobody
 * approves their own; the server answers 403 otherwise).
 */
export function useMayApprove(payment: Pick<PaymentDetail, 'status' | 'madeBy'>): boolean {
  const { user } = useSession();
  const approver = useMayDo('approvePayments');
  const ownRequest = payment.madeBy !== null && payment.madeBy.id === user?.id;
  return (
    approver &&
    !ownRequest &&
    canMove(payment.status, 'teamApprove', 'customer') &&
    canMove(payment.status, 'teamDecline', 'customer')
  );
}

/** Approve and Decline (with a reason) for a request another member made that waits for approval. */
export function TeamApproval({ payment }: { payment: PaymentDetail }) {
  const mayApprove = useMayApprove(payment);
  const approval = useApprovePaymentMutation(payment.id);
  const [declining, setDeclining] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!mayApprove) return null;

  const approve = async () => {
    setFailure(null);
    try {
      await approval.mutateAsync();
    } catch (error) {
      setFailure(error instanceof RequestError ? error.message : SERVER_MESSAGES.failed);
    }
  };

  return (
    <section className="card" aria-labelledby="team-approval-title">
      <h2 id="team-approval-title">Awaiting your approval</h2>
      <p>
        {payment.madeBy ? `${payment.madeBy.name} made this request.` : 'Another member made this request.'}{' '}
        Approving sends it to VendorBridge for review; declining ends it.
      </p>
      <div className="payment-actions">
        <button
          type="button"
          className="btn"
          disabled={approval.isPending}
          aria-busy={approval.isPending}
          onClick={() => void approve()}
        >
          {approval.isPending ? 'Approving...' : 'Approve'}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={approval.isPending}
          onClick={() => setDeclining(true)}
        >
          Decline
        </button>
      </div>
      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {declining && <DeclinePaymentDialog paymentId={payment.id} onClose={() => setDeclining(false)} />}
    </section>
  );
}
