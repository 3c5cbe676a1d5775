import './paymentRequests.css';
import type { ReactNode } from 'react';

/**
 * Reject and Cancel request side by side said nothing of their difference (issue 31 review). The
 * lifecycle's words (D29): a rejection refuses a request under review, with a reason the customer
 * reads; a cancellation withdraws it, by the customer or by staff (for example at the customer's
 * request).
 */
export const REJECT_OR_CANCEL_HINT =
  'Reject refuses the request, with a reason the customer reads. Cancel request withdraws it, for example when the customer asks. Either way nothing is paid.';

/**
 * A request's buttons, Approve and Reject and the moves after them, on one row while they fit
 * (they wrap only on a narrow screen), with the hint above when Reject and Cancel are both there.
 */
export function ActionsRow({
  children,
  rejectAndCancel = false,
}: {
  children: ReactNode;
  /** Said where one request is decided (its detail page); a list says it once (RejectOrCancelListHint). */
  rejectAndCancel?: boolean;
}) {
  return (
    <div className="actions-row">
      {rejectAndCancel && <p className="muted actions-row-hint">{REJECT_OR_CANCEL_HINT}</p>}
      <div className="actions-row-buttons">{children}</div>
    </div>
  );
}
