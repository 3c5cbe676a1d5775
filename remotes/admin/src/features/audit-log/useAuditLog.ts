import { useCallback, useEffect, useState } from 'react';
import { readAuditLog } from '@portal/auth';
import type { AuditRecordEntry } from '@portal/contracts';
import type { AuditFilters } from './auditFilters';

export type AuditLogState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'loaded';
      entries: AuditRecordEntry[];
      nextCursor: string | null;
      more: { loading: boolean; failed: boolean };
    };

const PAGE_SIZE = 50;

/** Which read an answer belongs to: the filters it was asked with, and how many Retries before. */
interface Read {
  filters: AuditFilters;
  version: number;
}

/**
 * The audit record under `filters`, newest first, a page at a time. A change of
 * filters starts again from the newest; an answer for a read no longer shown is dropped.
 */
export function useAuditLog(filters: AuditFilters) {
  const [version, setVersion] = useState(0);
  const [answer, setAnswer] = useState<{ read: Read; state: AuditLogState } | null>(null);

  useEffect(() => {
    let live = true;
    const read = { filters, version };
    void readAuditLog({ ...filters, limit: PAGE_SIZE }).then((result) => {
      if (!live) return;
      setAnswer({
        read,
        state: result.ok
          ? {
              status: 'loaded',
              entries: result.data.entries,
              nextCursor: result.data.nextCursor,
              more: { loading: false, failed: false },
            }
          : { status: 'error', message: result.message },
      });
    });
    return () => {
      live = false;
    };
  }, [filters, version]);

  const current =
    answer && answer.read.filters === filters && answer.read.version === version ? answer : null;
  const state: AuditLogState = current?.state ?? { status: 'loading' };

  const reload = useCallback(() => setVersion((previous) => previous + 1), []);

  const loadMore = useCallback(async () => {
    if (!current || current.state.status !== 'loaded') return;
    const { read, state: shown } = current;
    if (!shown.nextCursor || shown.more.loading) return;
    // Only the read still shown takes the older page: filters changed meanwhile win.
    const update = (next: AuditLogState) =>
      setAnswer((previous) => (previous?.read === read ? { read, state: next } : previous));
    update({ ...shown, more: { loading: true, failed: false } });
    const result = await readAuditLog({ ...read.filters, cursor: shown.nextCursor, limit: PAGE_SIZE });
    update(
      result.ok
        ? {
            status: 'loaded',
            entries: [...shown.entries, ...result.data.entries],
            nextCursor: result.data.nextCursor,
            more: { loading: false, failed: false },
          }
        : { ...shown, more: { loading: false, failed: true } },
    );
  }, [current]);

  return { state, reload, loadMore };
}
