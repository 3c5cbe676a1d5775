import { useRef, useState } from 'react';
import type { AdminDataSource, Decision } from '@portal/contracts';
import type { AlertTone } from '@portal/ui';
import { useAdminDataSource } from '../data-source';
import { useSourceData, type SourceData } from './useSourceData';

export interface Notice {
  /** Tells two notices with the same text apart, so each one is announced. */
  id: number;
  tone: AlertTone;
  text: string;
}

export interface ReviewQueueOptions<T extends { id: string }> {
  /** Stable (module-level) reader of the queue's rows. */
  read: (source: AdminDataSource) => Promise<T[]>;
  /** Resolves with the row as decided, or with nothing when a decided row leaves the list. */
  decide: (source: AdminDataSource, id: string, decision: Decision) => Promise<T | void>;
  /** The alert shown once `item` is decided. */
  announce: (item: T, decision: Decision) => string;
}

export interface ReviewQueue<T> {
  rows: SourceData<T[]>;
  isDeciding: (id: string) => boolean;
  notice: Notice | null;
  decide: (item: T, decision: Decision) => Promise<void>;
  dismissNotice: () => void;
}

const DECISION_FAILED = 'The decision could not be saved. Please try again.';

/**
 * A list of items an admin approves or rejects (spec §4). Decisions are applied
 * on top of the rows as first read, so the screen shows exactly what the data
 * source confirmed; nothing changes until it has.
 */
export function useReviewQueue<T extends { id: string }>({
  read,
  decide,
  announce,
}: ReviewQueueOptions<T>): ReviewQueue<T> {
  const source = useAdminDataSource();
  const loaded = useSourceData(read);
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, T | null>>(new Map());
  const [deciding, setDeciding] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeCount = useRef(0);
  const inFlight = useRef(new Set<string>());

  const show = (tone: AlertTone, text: string) => {
    noticeCount.current += 1;
    setNotice({ id: noticeCount.current, tone, text });
  };

  const rows: SourceData<T[]> =
    loaded.status === 'ready'
      ? {
          status: 'ready',
          data: loaded.data.flatMap((row) => {
            if (!outcomes.has(row.id)) return [row];
            const decided = outcomes.get(row.id);
            return decided ? [decided] : [];
          }),
        }
      : loaded;

  return {
    rows,
    isDeciding: (id) => deciding.has(id),
    notice,
    dismissNotice: () => setNotice(null),
    decide: async (item, decision) => {
      // A double click must not send a second, contradicting decision.
      if (inFlight.current.has(item.id)) return;
      inFlight.current.add(item.id);
      setDeciding(new Set(inFlight.current));
      try {
        const decided = await decide(source, item.id, decision);
        setOutcomes((previous) => new Map(previous).set(item.id, decided ?? null));
        show(decision === 'approved' ? 'success' : 'info', announce(item, decision));
      } catch (failure) {
        show('error', failure instanceof Error && failure.message ? failure.message : DECISION_FAILED);
      } finally {
        inFlight.current.delete(item.id);
        setDeciding(new Set(inFlight.current));
      }
    },
  };
}
