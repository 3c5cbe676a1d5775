import { useState, type ReactNode } from 'react';
import type { AdminReviewQuery, Decision } from '@portal/contracts';
import { DecisionDialog } from './DecisionDialog';
import { DecisionNotice } from './DecisionNotice';
import { ReviewFilters } from './ReviewFilters';
import type { ReviewItemActions } from './ReviewList';
import { SourceDataStatus } from './SourceDataStatus';
import type { FilteredReviewQueue, Reviewable } from './useFilteredReviewQueue';

export interface FilteredReviewListProps<T extends Reviewable> {
  queue: FilteredReviewQueue<T>;
  /** Names the list, its filters and its loading and failure lines, e.g. "Registrations". */
  label: string;
  /** What one decision is about, e.g. "registration" ("Reject registration?"). */
  what: string;
  /** Whose item it is, as the dialog names it. */
  subject: (item: T) => string;
  /** What an empty list says for the query that found nothing. */
  empty: (query: AdminReviewQuery) => string;
  renderItem: (item: T, actions: ReviewItemActions) => ReactNode;
}

/**
 * A review list on screen: its filters, the decision alert, the rows or why there
 * are none, and the dialog that confirms a decision (and takes a rejection's reason).
 */
export function FilteredReviewList<T extends Reviewable>({
  queue,
  label,
  what,
  subject,
  empty,
  renderItem,
}: FilteredReviewListProps<T>) {
  const [asking, setAsking] = useState<{ item: T; decision: Decision } | null>(null);
  const { rows } = queue;
  return (
    <>
      <ReviewFilters what={label.toLowerCase()} query={queue.query} onChange={queue.setQuery} />
      <DecisionNotice notice={queue.notice} onDismiss={queue.dismissNotice} canTakeFocus={asking === null} />
      <SourceDataStatus state={rows} what={label.toLowerCase()} onRetry={queue.reload} />
      {rows.status === 'ready' &&
        (rows.data.length === 0 ? (
          <p className="card empty-state">{empty(queue.query)}</p>
        ) : (
          <ul className="review-list" aria-label={label}>
            {rows.data.map((item) => (
              <li key={item.id}>
                {renderItem(item, {
                  busy: queue.isDeciding(item.id),
                  onDecide: (decision) => setAsking({ item, decision }),
                })}
              </li>
            ))}
          </ul>
        ))}
      {asking && (
        <DecisionDialog
          decision={asking.decision}
          what={what}
          subject={subject(asking.item)}
          onConfirm={(reason) =>
            queue.decide(
              asking.item,
              asking.decision === 'approved'
                ? { decision: 'approved' }
                : { decision: 'rejected', reason: reason ?? '' },
            )
          }
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
