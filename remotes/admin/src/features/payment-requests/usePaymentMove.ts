import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPaymentRow } from '@portal/contracts/paymentAnswers';
import { JOURNEY_MESSAGES, type FundingConfirmBody, type PayoutBody } from '@portal/contracts/paymentJourney';
import { canMove } from '@portal/rules/paymentLifecycle';
import { adminKeys, useAdminDataSource, type AdminDataSource } from '../../api';
import { moveFailure, type MoveFailure } from './moveOutcome';

/** The staff moves made through a dialog (approve and reject go through the review list's decision). */
export type PaymentMoveInput =
  | { move: 'confirmFunding'; body: FundingConfirmBody }
  | { move: 'payout'; body: PayoutBody; file: File | null }
  | { move: 'confirmPayout' }
  | { move: 'refund'; reason: string }
  | { move: 'cancel'; reason: string };

export type JourneyMove = PaymentMoveInput['move'];

function send(source: AdminDataSource, id: string, input: PaymentMoveInput): Promise<AdminPaymentRow> {
  switch (input.move) {
    case 'confirmFunding':
      return source.confirmFunding(id, input.body);
    case 'payout':
      return source.recordPayout(id, input.body, input.file);
    case 'confirmPayout':
      return source.confirmPayout(id);
    case 'refund':
      return source.refundPayment(id, input.reason);
    case 'cancel':
      return source.cancelPayment(id, input.reason);
  }
}

const DONE: Record<JourneyMove, string> = {
  confirmFunding: JOURNEY_MESSAGES.fundingConfirmed,
  payout: JOURNEY_MESSAGES.payoutRecorded,
  confirmPayout: JOURNEY_MESSAGES.payoutConfirmed,
  refund: JOURNEY_MESSAGES.refunded,
  cancel: JOURNEY_MESSAGES.cancelled,
};

/** What a move came to: done (with the sentence to announce), or why not. */
export type MoveResult = { kind: 'done'; message: string } | MoveFailure;

/**
 * Makes one of a request's staff moves (useMutation). Once the server made it, or said
 * the request had moved on (409), everything that shows the request reads again: the
 * payment lists and their queues, its detail, the dashboard's counts and the recent
 * activity. A refused field (a short amount) changes nothing, so nothing is read again.
 */
export function usePaymentMove(payment: Pick<AdminPaymentRow, 'id' | 'reference'>) {
  const source = useAdminDataSource();
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: adminKeys.reviewList('payments') });
    void client.invalidateQueries({ queryKey: adminKeys.payment(payment.id) });
    void client.invalidateQueries({ queryKey: adminKeys.dashboardStats });
    void client.invalidateQueries({ queryKey: adminKeys.recentActivity });
  };
  const mutation = useMutation({
    mutationFn: (input: PaymentMoveInput) => send(source, payment.id, input),
    onSuccess: refresh,
  });
  return {
    busy: mutation.isPending,
    run: async (input: PaymentMoveInput): Promise<MoveResult> => {
      try {
        const moved = await mutation.mutateAsync(input);
        // A large payout is recorded, not sent: it waits for another member of staff (issue 22).
        const done = canMove(moved.status, 'confirmPayout', 'admin')
          ? JOURNEY_MESSAGES.payoutAwaitingConfirmation
          : DONE[input.move];
        return { kind: 'done', message: `${payment.reference}: ${done}` };
      } catch (error) {
        const failure = moveFailure(error, payment.reference);
        if (failure.kind === 'moved') refresh();
        return failure;
      }
    },
  };
}
