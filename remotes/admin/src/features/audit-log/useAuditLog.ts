import { useState } from 'react';
import { readAuditLog } from '@portal/auth';
import type { AuditListData, AuditRecordEntry } from '@portal/contracts';
import { RefusedRead, useServerData, type ServerData } from '@portal/ui';
import type { AuditFilters } from './auditFilters';

const PAGE_SIZE = 50;

/** Reads one page of the record; a refusal becomes the read's failure, with the server's message. */
async function readPage(filters: AuditFilters, cursor?: string): Promise<AuditListData> {
  const answer = await readAuditLog({ ...filters, cursor, limit: PAGE_SIZE });
  if (!answer.ok) throw new RefusedRead(answer.message);
  return answer.data;
}

/** The pages read with "Load more" after one first page; a new first page drops them. */
interface LaterPages {
  after: AuditListData;
  entries: AuditRecordEntry[];
  nextCursor: string | null;
  loading: boolean;
  failed: boolean;
}

export interface AuditLog {
  /** The first page's read; when ready, every entry read so far and the cursor of the next page. */
  state: ServerData<{ entries: AuditRecordEntry[]; nextCursor: string | null }>;
  /** Whether an older page is being read, or the last attempt failed. */
  more: { loading: boolean; failed: boolean };
  reload: () => void;
  loadMore: () => Promise<void>;
}

/**
 * The audit record under `filters`, newest first, a page at a time. A change of
 * filters (a new `filters` object) starts again from the newest; pages of an older
 * first page are never shown with a newer one.
 */
export function useAuditLog(filters: AuditFilters): AuditLog {
  const first = useServerData(filters, () => readPage(filters));
  const [later, setLater] = useState<LaterPages | null>(null);
  const firstPage = first.state.status === 'ready' ? first.state.data : null;
  const current = firstPage && later?.after === firstPage ? later : null;
  const entries = current?.entries ?? firstPage?.entries ?? [];
  const nextCursor = current ? current.nextCursor : (firstPage?.nextCursor ?? null);

  const loadMore = async () => {
    if (!firstPage || !nextCursor || current?.loading) return;
    const shown = { after: firstPage, entries, nextCursor };
    setLater({ ...shown, loading: true, failed: false });
    // The answer lands only while this first page's pages are still the ones being read.
    const settle = (next: LaterPages) =>
      setLater((previous) => (previous?.after === firstPage ? next : previous));
    try {
      const page = await readPage(filters, nextCursor);
      settle({
        after: firstPage,
        entries: [...entries, ...page.entries],
        nextCursor: page.nextCursor,
        loading: false,
        failed: false,
      });
    } catch {
      settle({ ...shown, loading: false, failed: true });
    }
  };

  return {
    state: first.state.status === 'ready' ? { status: 'ready', data: { entries, nextCursor } } : first.state,
    more: { loading: current?.loading ?? false, failed: current?.failed ?? false },
    reload: first.reload,
    loadMore,
  };
}
