import { useCallback, useState } from 'react';
import type { PaymentDetail } from '@portal/contracts/paymentAnswers';
import { canMove, PAYMENT_STATE_GROUPS, type PaymentState } from '@portal/rules/paymentLifecycle';
import { Alert, Icon, Receipt, useOpenFile } from '@portal/ui';
import { useCustomerDataSource } from '../../api';
import { useMayDo } from '../business-role';
import { CancelPaymentDialog } from './CancelPaymentDialog';
import { FundingReportDialog } from './FundingReportDialog';

/** A receipt exists once the vendor is paid (D32): the completed group, not a status string. */
const hasReceipt = (state: PaymentState) =>
  (PAYMENT_STATE_GROUPS.completed as readonly PaymentState[]).includes(state);

/**
 * What the customer may do with the request now, and only what the lifecycle allows
 * (canMove): report the funding, cancel, and once paid out download the receipt.
 */
export function PaymentActions({ payment }: { payment: PaymentDetail }) {
  const source = useCustomerDataSource();
  const [open, setOpen] = useState<'funding' | 'cancel' | null>(null);
  const receipts = useOpenFile(useCallback((id: string) => source.downloadReceipt(id), [source]));
  // The lifecycle allows the move and the customer's role may make it ("I have paid" and
  // cancelling prepare a payment).
  const mayPrepare = useMayDo('preparePayments');
  const canReport = mayPrepare && canMove(payment.status, 'reportFunding', 'customer');
  const canCancel = mayPrepare && canMove(payment.status, 'cancel', 'customer');
  const receipt = hasReceipt(payment.status);
  if (!canReport && !canCancel && !receipt) return null;

  return (
    <section className="card" aria-labelledby="payment-actions-title">
      <h2 id="payment-actions-title">What you can do</h2>
      <div className="payment-actions">
        {canReport && (
          <button type="button" className="btn" onClick={() => setOpen('funding')}>
            I have paid
          </button>
        )}
        {receipt && (
          <button
            type="button"
            className="btn"
            aria-busy={receipts.isOpening(payment.id)}
            disabled={receipts.isOpening(payment.id)}
            onClick={() =>
              void receipts.open({
                id: payment.id,
                fileName: `receipt-${payment.reference}.pdf`,
                contentType: 'application/pdf',
                // A receipt is kept, not looked at in a tab (issue 31).
                mode: 'download',
              })
            }
          >
            <Icon icon={Receipt} />
            Download receipt
          </button>
        )}
        {canCancel && (
          <button type="button" className="btn btn-secondary" onClick={() => setOpen('cancel')}>
            Cancel request
          </button>
        )}
      </div>
      {receipts.error && (
        <Alert tone="error" onDismiss={receipts.dismissError}>
          {receipts.error}
        </Alert>
      )}
      {open === 'funding' && <FundingReportDialog paymentId={payment.id} onClose={() => setOpen(null)} />}
      {open === 'cancel' && <CancelPaymentDialog paymentId={payment.id} onClose={() => setOpen(null)} />}
    </section>
  );
}
