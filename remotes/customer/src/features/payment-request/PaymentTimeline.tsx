import type { PaymentDetail } from '@portal/contracts/paymentAnswers';
import { PAYMENT_STATE_GROUPS, type PaymentState } from '@portal/rules/paymentLifecycle';
import { timelineMoveLabel, timelineNamesActor } from '@portal/ui/words/timelineWords';
import { WholeIdentifiers } from '@portal/ui';
import { formatDateTime } from '../dates';
import { paymentNextStep } from './paymentNextStep';

/**
 * Whether the row is the one that closed the request (rejected, declined, cancelled, expired,
 * refunded): its note is the request's reason, which the page prints once, in its Reason line
 * beside the way on, so the row leaves it out (issue 31).
 */
const isClosingRow = (payment: PaymentDetail, index: number, status: PaymentState) =>
  index === payment.timeline.length - 1 &&
  (PAYMENT_STATE_GROUPS.closed as readonly PaymentState[]).includes(status);

/**
 * What has happened to the request, when and by whom, as the server recorded it: each row named
 * by the move it records ("Approved by Ada Obi"), never by the state it left ("Pending").
 */
export function PaymentTimeline({ payment }: { payment: PaymentDetail }) {
  const next = paymentNextStep(payment.status);
  return (
    <ol className="timeline" aria-label="Progress of this request">
      {payment.timeline.map((entry, index) => (
        <li
          key={`${entry.status}-${entry.at}`}
          className={`timeline-step timeline-done timeline-${entry.status}`}
        >
          <span className="timeline-label">
            {timelineMoveLabel(payment.timeline, index, 'customer')}
            {timelineNamesActor(entry.status) && ` by ${entry.by}`}
          </span>{' '}
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          {entry.note && !isClosingRow(payment, index, entry.status) && (
            <span className="timeline-note">
              : <WholeIdentifiers text={entry.note} />
            </span>
          )}
        </li>
      ))}
      {next && (
        <li className="timeline-step timeline-current" aria-current="step">
          <span className="timeline-label">{next}</span>
        </li>
      )}
    </ol>
  );
}
