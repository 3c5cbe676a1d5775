import type { ReactNode } from 'react';
import type { Decision } from '@portal/contracts';
import { DecisionNotice } from './DecisionNotice';
import { SourceDataStatus } from './SourceDataStatus';
import type { ReviewQueue } from './useReviewQueue';

export interface ReviewItemActions {
  busy: boolean;
  onDecide: (decision: Decision) => void;
}

export interface ReviewListProps<T extends { id: string }> {
  queue: ReviewQueue<T>;
  /** Names the list for assistive tech, and its loading and failure lines. */
  label: string;
  empty: string;
  renderItem: (item: T, actions: ReviewItemActions) => ReactNode;
}

/** A review queue on screen: the decision alert, the rows, or why there are none. */
export function ReviewList<T extends { id: string }>({
  queue,
  label,
  empty,
  renderItem,
}: ReviewListProps<T>) {
  const { rows } = queue;
  return (
    <>
      <DecisionNotice notice={queue.notice} onDismiss={queue.dismissNotice} />
      <SourceDataStatus state={rows} what={label.toLowerCase()} />
      {rows.status === 'ready' &&
        (rows.data.length === 0 ? (
          <p className="card empty-state">{empty}</p>
        ) : (
          <ul className="review-list" aria-label={label}>
            {rows.data.map((item) => (
              <li key={item.id}>
                {renderItem(item, {
                  busy: queue.isDeciding(item.id),
                  onDecide: (decision) => void queue.decide(item, decision),
                })}
              </li>
            ))}
          </ul>
        ))}
    </>
  );
}
