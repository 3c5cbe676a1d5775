import type { TimelineEntry } from '@portal/contracts/paymentJourney';
import { timelineMoveLabel, timelineNamesActor } from '@portal/ui/words/timelineWords';
import { formatDateTime } from '../details';
import { PaymentStateBadge, WholeIdentifiers } from '@portal/ui';

/**
 * Every move of the request, oldest first, named by the move it records ("Approved in the
 * business by ada@acme.ng"), with the state it left, when, and the note given with it.
 */
export function PaymentTimeline({ entries }: { entries: TimelineEntry[] }) {
  if (entries.length === 0) return <p className="muted">Nothing has happened yet.</p>;
  return (
    <ol className="payment-timeline" aria-label="Timeline">
      {entries.map((entry, index) => (
        <li key={`${entry.status}-${entry.at}`} className="payment-timeline-entry">
          <PaymentStateBadge state={entry.status} />
          {/* One layout for every row: the badge in the first column, the move, time and note in
              the second, the note under its own row's text (not from the card's edge). */}
          <div className="payment-timeline-body breakable">
            <p className="payment-timeline-what">
              <strong>
                {timelineMoveLabel(entries, index, 'staff')}
                {timelineNamesActor(entry.status) && ` by ${entry.by}`}
              </strong>{' '}
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              {timelineNamesActor(entry.status) && entry.byEmail && entry.byEmail !== entry.by && (
                <span className="person-email">{entry.byEmail}</span>
              )}
            </p>
            {entry.note && (
              <p className="payment-timeline-note">
                <WholeIdentifiers text={entry.note} />
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
