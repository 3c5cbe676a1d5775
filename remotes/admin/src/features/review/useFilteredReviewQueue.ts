import { useEffect, useRef, useState } from 'react';
import type { AdminDecision, AdminReviewQuery, Decision, ItemStatus } from '@portal/contracts';
import type { AdminDataSource } from '../../api';
import type { AlertTone, ServerData } from '@portal/ui';
import { useAdminData, useAdminDataSource } from '../../api';
import type { MorePages } from '../load-state';
import { decisionFailure, type DecisionFailure } from './decisionFailure';
import type { Notice } from './notice';

export interface Reviewable {
  id: string;
  status: ItemStatus;
}

/** One page of a review list; `nextCursor` reads the next page, null on the last. */
export interface ReviewPage<T> {
  rows: T[];
  nextCursor: string | null;
}

export interface FilteredReviewQueueOptions<T extends Reviewable> {
  /**
   * Stable (module-level) reader of the rows matching a query: the first page when
   * `cursor` is null, else the page after it. A list the server sends whole answers
   * one page with no next cursor.
   */
  list: (source: AdminDataSource, query: AdminReviewQuery, cursor: string | null) => Promise<ReviewPage<T>>;
  /** Stable (module-level) sender of a decision; resolves with the row as decided. */
  decide: (source: AdminDataSource, id: string, decision: AdminDecision) => Promise<T>;
  /** The alert shown once `item` is decided. */
  announce: (item: T, decision: Decision) => string;
}

export interface FilteredReviewQueue<T> {
  query: AdminReviewQuery;
  setQuery: (query: AdminReviewQuery) => void;
  rows: ServerData<T[]>;
  reload: () => void;
  more: MorePages;
  isDeciding: (id: string) => boolean;
  /** Sends a decision; answers why it failed, or null once the server confirmed it. */
  decide: (item: T, decision: AdminDecision) => Promise<DecisionFailure | null>;
  notice: Notice | null;
  dismissNotice: () => void;
}

/** The review list opens on what waits for a decision. */
export const DEFAULT_REVIEW_QUERY: AdminReviewQuery = { status: 'pending', search: '' };

/** For a list the server sends whole: its rows as the only page. */
export const onePage =
  <T>(read: (source: AdminDataSource, query: AdminReviewQuery) => Promise<T[]>) =>
  async (source: AdminDataSource, query: AdminReviewQuery): Promise<ReviewPage<T>> => ({
    rows: await read(source, query),
    nextCursor: null,
  });

const matches = (row: Reviewable, { status }: AdminReviewQuery) => status === 'all' || row.status === status;

interface Decided<T> {
  /** The first page these decisions apply to; a new read replaces it with the server's. */
  first: ReviewPage<T> | null;
  /** Each decided row as the server answered it, or null when it left the filter. */
  byId: ReadonlyMap<string, T | null>;
}

interface LaterPages<T> {
  /** The first page these pages follow; a new read of the first page drops them. */
  first: ReviewPage<T> | null;
  rows: T[];
  nextCursor: string | null;
  state: 'idle' | 'loading' | 'failed';
}

const NO_LATER_PAGES: LaterPages<never> = { first: null, rows: [], nextCursor: null, state: 'idle' };

/** Rows of consecutive pages, each once: a row may move between pages while the admin reads. */
function withoutRepeats<T extends Reviewable>(rows: T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.id) && seen.add(row.id));
}

/**
 * A server-backed list of items an admin approves or rejects, filtered by status
 * and searched by name, e-mail or company (pending → approved or rejected, and a
 * decision is final), read a page at a time
 * where the server pages it. A decision changes the row only once the server
 * confirmed it: a row that no longer matches the filter (a decided row under
 * Pending) leaves the list; elsewhere it shows its decision. When the server says
 * the row changed under the admin (someone else decided first), the page says so
 * and reads the list again.
 */
export function useFilteredReviewQueue<T extends Reviewable>({
  list,
  decide,
  announce,
}: FilteredReviewQueueOptions<T>): FilteredReviewQueue<T> {
  const source = useAdminDataSource();
  const [query, setQuery] = useState<AdminReviewQuery>(DEFAULT_REVIEW_QUERY);
  const { state: loaded, reload } = useAdminData(`review:${query.status}:${query.search}`, (from) =>
    list(from, query, null),
  );
  const [later, setLater] = useState<LaterPages<T>>(NO_LATER_PAGES);
  const [decided, setDecided] = useState<Decided<T>>({ first: null, byId: new Map() });
  const [deciding, setDeciding] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeCount = useRef(0);
  const inFlight = useRef(new Set<string>());

  const first = loaded.status === 'ready' ? loaded.data : null;
  const pages: LaterPages<T> =
    first && later.first === first
      ? later
      : { ...NO_LATER_PAGES, first, nextCursor: first?.nextCursor ?? null };

  // Read when a call settles, which may be after the admin changed the filter or reloaded.
  const latest = useRef({ first, query });
  useEffect(() => {
    latest.current = { first, query };
  });

  const show = (tone: AlertTone, text: string) => {
    noticeCount.current += 1;
    setNotice({ id: noticeCount.current, tone, text });
  };

  let rows: ServerData<T[]> = loaded.status === 'error' ? loaded : { status: 'loading' };
  if (first) {
    const shown = withoutRepeats([...first.rows, ...pages.rows]);
    const byId = decided.first === first ? decided.byId : null;
    rows = {
      status: 'ready',
      data: byId
        ? shown.flatMap((row) => {
            if (!byId.has(row.id)) return [row];
            const now = byId.get(row.id);
            return now ? [now] : [];
          })
        : shown,
    };
  }

  const loadMore = () => {
    if (!first || !pages.nextCursor || pages.state === 'loading') return;
    const after = pages.nextCursor;
    const current = (update: (previous: LaterPages<T>) => LaterPages<T>) =>
      setLater((previous) => {
        // A page of an older read (another filter, a reload) is dropped.
        if (latest.current.first !== first) return previous;
        return update(previous.first === first ? previous : { ...NO_LATER_PAGES, first, nextCursor: after });
      });
    current((previous) => ({ ...previous, state: 'loading' }));
    list(source, query, after).then(
      (page) =>
        current((previous) => ({
          first,
          rows: [...previous.rows, ...page.rows],
          nextCursor: page.nextCursor,
          state: 'idle',
        })),
      () => current((previous) => ({ ...previous, state: 'failed' })),
    );
  };

  return {
    query,
    setQuery,
    rows,
    reload,
    more: {
      available: first !== null && pages.nextCursor !== null,
      loading: pages.state === 'loading',
      failed: pages.state === 'failed',
      load: loadMore,
    },
    isDeciding: (id) => deciding.has(id),
    notice,
    dismissNotice: () => setNotice(null),
    decide: async (item, decision) => {
      // A double click must not send a second, contradicting decision.
      if (inFlight.current.has(item.id)) return { kind: 'retry', message: 'This decision is being sent.' };
      inFlight.current.add(item.id);
      setDeciding(new Set(inFlight.current));
      try {
        const row = await decide(source, item.id, decision);
        setDecided((previous) => {
          const current = latest.current;
          const byId = new Map(previous.first === current.first ? previous.byId : []);
          byId.set(item.id, matches(row, current.query) ? row : null);
          return { first: current.first, byId };
        });
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
