import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PendingReceivingAccountChange } from '@portal/contracts/accountViews';
import { RECEIVING_ACCOUNT_CHANGE_MESSAGES } from '@portal/contracts/receivingAccountChanges';
import { useSession } from '@portal/auth';
import { Alert } from '@portal/ui';
import { adminKeys, useAdminDataSource } from '../../api';
import { DetailList, formatDate } from '../details';
import { useStaffMayDo } from '../staff-role';
import { refusalText, StepUpField, useStepUpCode } from '../step-up';
import { SWIFT_LABEL } from '@portal/ui/words/beneficiaryFieldLabels';

/**
 * A change of the receiving account waiting for another superadmin (issue 22 point 3b): who
 * proposed it, when, the new details; Approve (with the authentication code) and Reject for
 * another superadmin, "Waiting for another superadmin to approve" for its proposer. The section
 * hands it the change from its one read of the route.
 */
export function PendingAccountChange({ change }: { change: PendingReceivingAccountChange }) {
  const { user } = useSession();
  const mine = change.proposedById === user?.id;
  const source = useAdminDataSource();
  const client = useQueryClient();
  const mayDecide = useStaffMayDo('manageSettings');
  const code = useStepUpCode();
  const [failure, setFailure] = useState<string | null>(null);
  const settled = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.receivingAccount }),
      client.invalidateQueries({ queryKey: adminKeys.recentActivity }),
    ]);
  const approve = useMutation({
    mutationFn: () => source.approveReceivingAccountChange(change.id, code.stepUp()),
    onSuccess: settled,
  });
  const reject = useMutation({
    mutationFn: () => source.rejectReceivingAccountChange(change.id),
    onSuccess: settled,
  });
  const busy = approve.isPending || reject.isPending;

  const onApprove = async () => {
    setFailure(null);
    try {
      await approve.mutateAsync();
    } catch (error) {
      if (!code.refused(error)) setFailure(refusalText(error));
    }
  };
  const onReject = async () => {
    setFailure(null);
    try {
      await reject.mutateAsync();
    } catch (error) {
      setFailure(refusalText(error));
    }
  };

  const { account } = change;
  return (
    <section className="card" aria-labelledby="pending-account-change">
      <h2 id="pending-account-change">Change waiting for approval</h2>
      <p>
        {change.proposedBy} proposed a new receiving bank account on {formatDate(change.proposedAt)}.
        Customers keep seeing the current account until another superadmin approves it.
      </p>
      <DetailList
        details={[
          { label: 'Bank Name', value: account.bankName },
          { label: 'Account Name', value: account.accountName },
          { label: 'Account Number', value: account.accountNumber },
          { label: 'Currency', value: account.currency },
          { label: SWIFT_LABEL, value: account.swiftCode || '—' },
          ...(account.currency === 'NGN' && !account.iban
            ? []
            : [{ label: 'IBAN', value: account.iban || '—' }]),
        ]}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      {mine ? (
        <p className="muted">{RECEIVING_ACCOUNT_CHANGE_MESSAGES.waiting}</p>
      ) : (
        mayDecide && (
          <form
            className="stack"
            noValidate
            aria-label="Approve or reject the change"
            onSubmit={(event) => {
              event.preventDefault();
              void onApprove();
            }}
          >
            <StepUpField {...code.field(busy)} />
            <div className="form-actions">
              <button type="submit" className="btn" disabled={busy} aria-busy={approve.isPending}>
                {approve.isPending ? 'Approving...' : 'Approve'}
              </button>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy}
                aria-busy={reject.isPending}
                onClick={() => void onReject()}
              >
                {reject.isPending ? 'Rejecting...' : 'Reject'}
              </button>
            </div>
          </form>
        )
      )}
    </section>
  );
}
