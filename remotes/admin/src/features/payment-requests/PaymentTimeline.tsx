import type { TimelineEntry } from '@portal/contracts';
import { formatDateTime } from '../details';
import { PaymentStateBadge } from '@portal/ui';

/** Every move of the request, oldest first: its state, when, by whom, and the note given with it. */
export function PaymentTimeline({ entries }: { entries: TimelineEntry[] }) {
  if (entries.length === 0) return <p className="muted">Nothing has happened yet.</p>;
  return (
    <ol className="payment-timeline" aria-label="Timeline">
      {entries.map((entry) => (
        <li key={`${entry.status}-${entry.at}`} className="payment-timeline-entry">
          <PaymentStateBadge state={entry.status} />
          <span className="breakable">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> by {entry.by}
          </span>
          {entry.note && <p className="payment-timeline-note">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
