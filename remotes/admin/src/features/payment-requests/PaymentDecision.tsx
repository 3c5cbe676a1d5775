import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDecision } from '@portal/contracts/admin';
import { formatMoney } from '@portal/rules/money';
import type { AdminPaymentRow } from '@portal/contracts/paymentAnswers';
import { canMove } from '@portal/rules/paymentLifecycle';
import type { Decision } from '@portal/contracts/status';
import { adminKeys, useAdminDataSource } from '../../api';
import { DecisionActions, DecisionDialog, decisionFailure, type DecisionFailure } from '../review';
import { useStaffMayDo } from '../staff-role';

/** The sentence announced once the decision is made (the list's words). */
const decidedText = (payment: AdminPaymentRow, decision: Decision) =>
  `Payment request ${payment.reference} of ${formatMoney(payment.foreignAmount, payment.foreignCurrency)} to ${payment.recipientCompany} ${decision}.`;

/** Whether the signed-in staff member may approve or reject this request now. */
export function useDecisionOffered(payment: Pick<AdminPaymentRow, 'status'>): boolean {
  const mayReview = useStaffMayDo('reviewPayments');
  return mayReview && canMove(payment.status, 'approve', 'admin');
}

export interface PaymentDecisionProps {
  payment: AdminPaymentRow;
  /** Told the outcome: the decision made, or why the request could not be decided (it moved on). */
  onDecided: (tone: 'success' | 'info' | 'error', text: string) => void;
}

/**
 * Approve and Reject for a pending request on its own page (issue 31), inside its next-step
 * card, with the list's buttons and dialog (a rejection asks for the reason the customer reads). Only staff who may review
 * payments see it, and only while the lifecycle allows the decision. Once made, or once the
 * server says someone else decided first, the page, the lists and the counts read again.
 */
export function PaymentDecision({ payment, onDecided }: PaymentDecisionProps) {
  const source = useAdminDataSource();
  const client = useQueryClient();
  const offered = useDecisionOffered(payment);
  const [asking, setAsking] = useState<Decision | null>(null);
  const refresh = () => {
    void client.invalidateQueries({ queryKey: adminKeys.payment(payment.id) });
    void client.invalidateQueries({ queryKey: adminKeys.reviewList('payments') });
    void client.invalidateQueries({ queryKey: adminKeys.dashboardStats });
    void client.invalidateQueries({ queryKey: adminKeys.recentActivity });
  };
  const decide = useMutation({
    mutationFn: (decision: AdminDecision) => source.decidePaymentRequest(payment.id, decision),
    onSettled: refresh,
  });
  if (!offered) return null;

  const confirm = async (decision: Decision, reason: string | null): Promise<DecisionFailure | null> => {
    try {
      await decide.mutateAsync(
        decision === 'approved' ? { decision: 'approved' } : { decision: 'rejected', reason: reason ?? '' },
      );
      onDecided(decision === 'approved' ? 'success' : 'info', decidedText(payment, decision));
      return null;
    } catch (error) {
      const failure = decisionFailure(error);
      if (failure.kind === 'stale') onDecided('error', failure.message);
      return failure;
    }
  };

  return (
    <>
      <DecisionActions busy={decide.isPending} onDecide={setAsking} />
      {asking && (
        <DecisionDialog
          decision={asking}
          what="payment request"
          subject={`${payment.reference}: ${formatMoney(payment.foreignAmount, payment.foreignCurrency)} to ${payment.recipientCompany}`}
          onConfirm={(reason) => confirm(asking, reason)}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
