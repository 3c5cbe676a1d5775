import { PAYMENT_STATE_LABELS, type PaymentDetail, type PaymentState } from '@portal/contracts';
import { formatDateTime } from '../dates';

/** The first entry of every timeline is the submission: "Submitted" reads better than "Pending". */
const entryLabel = (status: PaymentState, index: number) =>
  index === 0 && status === 'pending' ? 'Submitted' : PAYMENT_STATE_LABELS[status];

/** What has happened to the request, when and by whom, as the server recorded it. */
export function PaymentTimeline({ payment }: { payment: PaymentDetail }) {
  return (
    <ol className="timeline" aria-label="Progress of this request">
      {payment.timeline.map((entry, index) => (
        <li
          key={`${entry.status}-${entry.at}`}
          className={`timeline-step timeline-done timeline-${entry.status}`}
        >
          <span className="timeline-label">{entryLabel(entry.status, index)}</span>{' '}
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          <span className="timeline-by"> by {entry.by}</span>
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
