import { useCallback, useRef, useState } from 'react';
import type {
  AdminDataSource,
  AdminDecision,
  AdminReviewQuery,
  Decision,
  ItemStatus,
} from '@portal/contracts';
import type { AlertTone } from '@portal/ui';
import { useAdminDataSource } from '../data-source';
import { decisionFailure, type DecisionFailure } from './decisionFailure';
import { useLoaded, type SourceData } from './useLoaded';
import type { Notice } from './useReviewQueue';

export interface Reviewable {
  id: string;
  status: ItemStatus;
}

export interface FilteredReviewQueueOptions<T extends Reviewable> {
  /** Stable (module-level) reader of the rows matching a query. */
  list: (source: AdminDataSource, query: AdminReviewQuery) => Promise<T[]>;
  /** Stable (module-level) sender of a decision; resolves with the row as decided. */
  decide: (source: AdminDataSource, id: string, decision: AdminDecision) => Promise<T>;
  /** The alert shown once `item` is decided. */
  announce: (item: T, decision: Decision) => string;
}

export interface FilteredReviewQueue<T> {
  query: AdminReviewQuery;
  setQuery: (query: AdminReviewQuery) => void;
  rows: SourceData<T[]>;
  reload: () => void;
  isDeciding: (id: string) => boolean;
  /** Sends a decision; answers why it failed, or null once the server confirmed it. */
  decide: (item: T, decision: AdminDecision) => Promise<DecisionFailure | null>;
  notice: Notice | null;
  dismissNotice: () => void;
}

/** The review list opens on what waits for a decision. */
export const DEFAULT_REVIEW_QUERY: AdminReviewQuery = { status: 'pending', search: '' };

const matches = (row: Reviewable, { status }: AdminReviewQuery) => status === 'all' || row.status === status;

interface Decided<T> {
  /** The rows these decisions apply to; a new read replaces them with the server's. */
  rows: T[] | null;
  /** Each decided row as the server answered it, or null when it left the filter. */
  byId: ReadonlyMap<string, T | null>;
}

/**
 * A server-backed list of items an admin approves or rejects, filtered by status
 * and searched by name, e-mail or company (spec §4, D22). A decision changes the
 * row only once the server confirmed it: a row that no longer matches the filter
 * (a decided row under Pending) leaves the list; elsewhere it shows its decision.
 * When the server says the row changed under the admin (someone else decided
 * first), the page says so and reads the list again.
 */
export function useFilteredReviewQueue<T extends Reviewable>({
  list,
  decide,
  announce,
}: FilteredReviewQueueOptions<T>): FilteredReviewQueue<T> {
  const source = useAdminDataSource();
  const [query, setQuery] = useState<AdminReviewQuery>(DEFAULT_REVIEW_QUERY);
  const load = useCallback(() => list(source, query), [list, source, query]);
  const { state: loaded, reload } = useLoaded(load);
  const [decided, setDecided] = useState<Decided<T>>({ rows: null, byId: new Map() });
  const [deciding, setDeciding] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeCount = useRef(0);
  const inFlight = useRef(new Set<string>());

  // Read when a decision settles, which may be after the admin changed the filter.
  const latest = useRef({ rows: null as T[] | null, query });
  latest.current = { rows: loaded.status === 'ready' ? loaded.data : null, query };

  const show = (tone: AlertTone, text: string) => {
    noticeCount.current += 1;
    setNotice({ id: noticeCount.current, tone, text });
  };

  let rows: SourceData<T[]> = loaded;
  if (loaded.status === 'ready' && decided.rows === loaded.data) {
    rows = {
      status: 'ready',
      data: loaded.data.flatMap((row) => {
        if (!decided.byId.has(row.id)) return [row];
        const now = decided.byId.get(row.id);
        return now ? [now] : [];
      }),
    };
  }

  return {
    query,
    setQuery,
    rows,
    reload,
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
          const byId = new Map(previous.rows === current.rows ? previous.byId : []);
          byId.set(item.id, matches(row, current.query) ? row : null);
          return { rows: current.rows, byId };
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
