import type { PaymentDetail } from '@portal/contracts';
import { formatDateTime } from './formatDateTime';

const DECISION_LABELS = { approved: 'Approved', rejected: 'Rejected' } as const;

/** Submitted → decided: what has happened to the request, and when. */
export function PaymentTimeline({ payment }: { payment: PaymentDetail }) {
  return (
    <ol className="timeline" aria-label="Progress of this request">
      <li className="timeline-step timeline-done">
        <span className="timeline-label">Submitted</span>{' '}
        <time dateTime={payment.submittedAt}>{formatDateTime(payment.submittedAt)}</time>
      </li>
      {payment.status === 'pending' ? (
        <li className="timeline-step timeline-current" aria-current="step">
          <span className="timeline-label">Waiting for an administrator&apos;s decision</span>
        </li>
      ) : (
        <li className={`timeline-step timeline-done timeline-${payment.status}`}>
          <span className="timeline-label">{DECISION_LABELS[payment.status]}</span>{' '}
          {payment.decidedAt && <time dateTime={payment.decidedAt}>{formatDateTime(payment.decidedAt)}</time>}
        </li>
      )}
    </ol>
  );
}
