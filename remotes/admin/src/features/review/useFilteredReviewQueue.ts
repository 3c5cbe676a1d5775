import { useRef, useState } from 'react';
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { AdminDecision, AdminReviewQuery } from '@portal/contracts/admin';
import type { PaymentState } from '@portal/rules/paymentLifecycle';
import type { Decision, ItemStatus } from '@portal/contracts/status';
import type { AdminDataSource } from '../../api';
import type { AlertTone, ServerData } from '@portal/ui';
import { adminKeys, useAdminDataSource } from '../../api';
import { usePagedList, type MorePages } from '../load-state';
import { decisionFailure, type DecisionFailure } from './decisionFailure';
import type { Notice } from './notice';

/** A row under review: a registration or document set (ItemStatus) or a payment request (its lifecycle state). */
export interface Reviewable {
  id: string;
  status: ItemStatus | PaymentState;
}

/**
 * What a review list is filtered by: a status filter (a list's own set of values, e.g.
 * REVIEW_FILTERS, or the payment list's states and work queues) and a search.
 */
export interface ReviewQuery {
  status: string;
  search: string;
}

/** One page of a review list; `nextCursor` reads the next page, null on the last. */
export interface ReviewPage<T> {
  rows: T[];
  nextCursor: string | null;
}

export interface FilteredReviewQueueOptions<T extends Reviewable, Q extends ReviewQuery> {
  /** Names the list in the query keys: `registrations`, `documents`, `payments`. */
  name: string;
  /**
   * Stable (module-level) reader of the rows matching a query: the first page when
   * `cursor` is null, else the page after it (the server's shared page cursor).
   */
  list: (source: AdminDataSource, query: Q, cursor: string | null) => Promise<ReviewPage<T>>;
  /** Stable (module-level) sender of a decision; resolves with the row as decided. */
  decide: (source: AdminDataSource, id: string, decision: AdminDecision) => Promise<T>;
  /** The alert shown once `item` is decided. */
  announce: (item: T, decision: Decision) => string;
  /** The filter the list opens on. */
  initialQuery: Q;
  /** Whether a row as the server answered it still belongs under `query` (default: its status is the filter, or all). */
  matches?: (row: T, query: Q) => boolean;
  /** Told of every change of filter (e.g. to keep it in the page's address). */
  onQueryChange?: (query: Q) => void;
}

export interface FilteredReviewQueue<T, Q extends ReviewQuery = AdminReviewQuery> {
  query: Q;
  setQuery: (query: Q) => void;
  rows: ServerData<T[]>;
  reload: () => void;
  more: MorePages;
  isDeciding: (id: string) => boolean;
  /** Sends a decision; answers why it failed, or null once the server confirmed it. */
  decide: (item: T, decision: AdminDecision) => Promise<DecisionFailure | null>;
  notice: Notice | null;
  dismissNotice: () => void;
  /** Shows a notice above the list (a move made from a row, or why it was not). */
  notify: (tone: AlertTone, text: string) => void;
}

/** The review list opens on what waits for a decision. */
export const DEFAULT_REVIEW_QUERY: AdminReviewQuery = { status: 'pending', search: '' };

const statusMatches = (row: Reviewable, { status }: ReviewQuery) => status === 'all' || row.status === status;

type Pages<T> = InfiniteData<ReviewPage<T>>;

/** Rows of consecutive pages, each once: a row may move between pages while the admin reads. */
function withoutRepeats<T extends Reviewable>(rows: T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.id) && seen.add(row.id));
}

/** The pages read so far with the decided row as the server answered it, or without it once it left the filter. */
function withDecided<T extends Reviewable>(pages: Pages<T>, row: T, keep: boolean): Pages<T> {
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      rows: page.rows.flatMap((shown) => (shown.id !== row.id ? [shown] : keep ? [row] : [])),
    })),
  };
}

/** What a decision changes beyond the list on screen: the list's other filters and the dashboard. */
function invalidateAfterDecision(client: QueryClient, name: string) {
  // The list on screen already shows the server's answer; the others (Approved, All…) read again when shown.
  void client.invalidateQueries({ queryKey: adminKeys.reviewList(name), refetchType: 'none' });
  void client.invalidateQueries({ queryKey: adminKeys.dashboardStats });
  void client.invalidateQueries({ queryKey: adminKeys.recentActivity });
  // A decided payment's detail (its timeline) reads again when next shown.
  if (name === 'payments') void client.invalidateQueries({ queryKey: adminKeys.payments });
}

/**
 * A server-backed list of items an admin approves or rejects, filtered by status
 * and searched by name, e-mail or company (pending → approved or rejected, and a
 * decision is final), read a page at a time with the one pager (usePagedList) where the server
 * pages it. A decision (useMutation) changes the row only once the server
 * confirmed it: a row that no longer matches the filter (a decided row under
 * Pending) leaves the list; elsewhere it shows its decision. When the server says
 * the row changed under the admin (someone else decided first), the page says so
 * and reads the list again.
 */
export function useFilteredReviewQueue<T extends Reviewable, Q extends ReviewQuery = AdminReviewQuery>({
  name,
  list,
  decide,
  announce,
  initialQuery,
  matches = statusMatches,
  onQueryChange,
}: FilteredReviewQueueOptions<T, Q>): FilteredReviewQueue<T, Q> {
  const source = useAdminDataSource();
  const client = useQueryClient();
  const [query, setQueryState] = useState<Q>(initialQuery);
  const setQuery = (next: Q) => {
    setQueryState(next);
    onQueryChange?.(next);
  };
  // The admin's one pager: a review list is the admins' shared work, so every change of filter asks the server again.
  const paged = usePagedList(
    adminKeys.review(name, query),
    (cursor: string | null) => list(source, query, cursor),
    (page: ReviewPage<T>) => page.rows,
  );
  const [deciding, setDeciding] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeCount = useRef(0);
  const inFlight = useRef(new Set<string>());

  const sendDecision = useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: AdminDecision; on: Q }) =>
      decide(source, id, decision),
    onSuccess: (row, { on }) => {
      client.setQueryData<Pages<T>>(adminKeys.review(name, on), (previous) =>
        previous ? withDecided(previous, row, matches(row, on)) : previous,
      );
      invalidateAfterDecision(client, name);
    },
  });

  const show = (tone: AlertTone, text: string) => {
    noticeCount.current += 1;
    setNotice({ id: noticeCount.current, tone, text });
  };

  const { reload } = paged;
  // A row may move between pages while the admin reads: each is shown once.
  const rows: ServerData<T[]> =
    paged.state.status === 'ready'
      ? { status: 'ready', data: withoutRepeats(paged.state.data.items) }
      : paged.state;

  return {
    query,
    setQuery,
    rows,
    reload,
    more: paged.more,
    isDeciding: (id) => deciding.has(id),
    notice,
    dismissNotice: () => setNotice(null),
    notify: show,
    decide: async (item, decision) => {
      // A double click must not send a second, contradicting decision.
      if (inFlight.current.has(item.id)) return { kind: 'retry', message: 'This decision is being sent.' };
      inFlight.current.add(item.id);
      setDeciding(new Set(inFlight.current));
      try {
        await sendDecision.mutateAsync({ id: item.id, decision, on: query });
        show(decision.decision === 'approved' ? 'success' : 'info', announce(item, decision.decision));
        return null;
      } catch (error) {
        const failure = decisionFailure(error);
        if (failure.kind === 'stale') {
          show('error', failure.message);
          reload();
        }
        return failure;
      } finally {
        inFlight.current.delete(item.id);
        setDeciding(new Set(inFlight.current));
      }
    },
  };
}
