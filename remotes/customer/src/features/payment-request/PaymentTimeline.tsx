import { timelineMoveLabel, timelineNamesActor, type PaymentDetail } from '@portal/contracts';
import { formatDateTime } from '../dates';

/**
 * What has happened to the request, when and by whom, as the server recorded it: each row named
 * by the move it records ("Approved by Ada Obi"), never by the state it left ("Pending").
 */
export function PaymentTimeline({ payment }: { payment: PaymentDetail }) {
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
          {entry.note && <span className="timeline-note">: {entry.note}</span>}
        </li>
      ))}
      {payment.status === 'pending' && (
        <li className="timeline-step timeline-current" aria-current="step">
          <span className="timeline-label">Waiting for an administrator&apos;s decision</span>
        </li>
      )}
    </ol>
  );
}
