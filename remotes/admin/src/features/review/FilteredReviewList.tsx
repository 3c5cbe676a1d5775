import { useRef, useState, type ReactNode } from 'react';
import type { AdminReviewQuery } from '@portal/contracts/admin';
import type { Decision } from '@portal/contracts/status';
import { EmptyState, Inbox, Search } from '@portal/ui';
import type { ReviewItemActions } from './DecisionActions';
import { LoadMore, SourceDataStatus } from '../load-state';
import { DecisionDialog } from './DecisionDialog';
import { DecisionNotice } from './DecisionNotice';
import { ReviewFilters, type FilterOption } from './ReviewFilters';
import { ReviewListSkeleton } from './ReviewListSkeleton';
import type { FilteredReviewQueue, Reviewable, ReviewQuery } from './useFilteredReviewQueue';
import { useFocusFirstNewItem } from './useFocusFirstNewItem';

export interface FilteredReviewListProps<T extends Reviewable, Q extends ReviewQuery = AdminReviewQuery> {
  queue: FilteredReviewQueue<T, Q>;
  /** Names the list, its filters and its loading and failure lines, e.g. "Registrations". */
  label: string;
  /** What one decision is about, e.g. "registration" ("Reject registration?"). */
  what: string;
  /** Whose item it is, as the dialog names it. */
  subject: (item: T) => string;
  /** What an empty list says for the query that found nothing. */
  empty: (query: Q) => string;
  renderItem: (item: T, actions: ReviewItemActions) => ReactNode;
  /** False for a list the server cannot search: only the status filter is offered. */
  searchable?: boolean;
  /** How many details a card lists, for the placeholder cards shown while the list loads. */
  detailCount?: number;
  /** The status filter's choices (default: Pending, Approved, Rejected, All). */
  filters?: readonly FilterOption[];
  /** Shown between the filters and the list, e.g. an export of what is listed. */
  toolbar?: ReactNode;
}

/** What an empty list suggests next, after saying what it did not find. */
function nextStep<Q extends ReviewQuery>(
  query: Q,
  what: string,
): { hint: string | null; action: string | null; query: Q | null } {
  const { status, search } = query;
  if (search) {
    return {
      hint: 'Check the spelling, or search by another name, email or company.',
      action: 'Clear the search',
      query: { ...query, search: '' },
    };
  }
  if (status === 'pending') {
    return {
      hint: `Nothing waits for a decision. Decided ${what} are under Approved, Rejected and All.`,
      action: `Show all ${what}`,
      query: { ...query, status: 'all' },
    };
  }
  if (status !== 'all') {
    return { hint: null, action: `Show all ${what}`, query: { ...query, status: 'all' } };
  }
  return { hint: 'They appear here as customers send them.', action: null, query: null };
}

/**
 * A review list on screen: its filters, the decision alert, the rows or why there
 * are none, "Load more" while the server has older rows, and the dialog that
 * confirms a decision (and takes a rejection's reason).
 */
export function FilteredReviewList<T extends Reviewable, Q extends ReviewQuery = AdminReviewQuery>({
  queue,
  label,
  what,
  subject,
  empty,
  renderItem,
  searchable = true,
  detailCount = 6,
  filters,
  toolbar,
}: FilteredReviewListProps<T, Q>) {
  const [asking, setAsking] = useState<{ item: T; decision: Decision } | null>(null);
  const filterBox = useRef<HTMLDivElement>(null);
  const step = nextStep(queue.query, label.toLowerCase());
  const { rows } = queue;
  const shown = rows.status === 'ready' ? rows.data.length : 0;
  const { listRef, expectNewItems } = useFocusFirstNewItem(shown);
  return (
    <>
      <div ref={filterBox}>
        <ReviewFilters
          what={label.toLowerCase()}
          query={queue.query}
          onChange={queue.setQuery}
          searchable={searchable}
          filters={filters}
        />
      </div>
      {toolbar}
      <DecisionNotice notice={queue.notice} onDismiss={queue.dismissNotice} canTakeFocus={asking === null} />
      <SourceDataStatus
        state={rows}
        what={label.toLowerCase()}
        onRetry={queue.reload}
        skeleton={<ReviewListSkeleton details={detailCount} />}
      />
      {rows.status === 'ready' &&
        (rows.data.length === 0 ? (
          <EmptyState
            className="card"
            icon={queue.query.search ? Search : Inbox}
            title={empty(queue.query)}
            action={
              step.query && (
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => {
                    const next = step.query;
                    if (!next) return;
                    queue.setQuery(next);
                    // The button goes with the empty list; the filter it changed takes focus.
                    const control = next.search === queue.query.search ? 'select' : 'input[type="search"]';
                    filterBox.current?.querySelector<HTMLElement>(control)?.focus();
                  }}
                >
                  {step.action}
                </button>
              )
            }
          >
            {step.hint}
          </EmptyState>
        ) : (
          <ul ref={listRef} className="review-list" aria-label={label}>
            {rows.data.map((item) => (
              <li key={item.id} tabIndex={-1}>
                {renderItem(item, {
                  busy: queue.isDeciding(item.id),
                  onDecide: (decision) => setAsking({ item, decision }),
                })}
              </li>
            ))}
          </ul>
        ))}
      {rows.status === 'ready' && (
        <LoadMore
          more={queue.more}
          what={label.toLowerCase()}
          onLoad={() => {
            expectNewItems();
            queue.more.load();
          }}
        />
      )}
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
