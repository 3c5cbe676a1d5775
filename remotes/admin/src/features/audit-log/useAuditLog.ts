import { security } from '@portal/auth/security';
import type { AuditListData, AuditRecordEntry } from '@portal/contracts/securitySchemas';
import type { ServerData } from '@portal/ui';
import { adminKeys } from '../../api';
import { usePagedList, type MorePages } from '../load-state';
import type { AuditFilters } from './auditFilters';

const PAGE_SIZE = 50;

/** Reads one page of the record; a refusal is the read's failure (a RequestError with the server's message). */
const readPage = (filters: AuditFilters, cursor: string | null): Promise<AuditListData> =>
  security.readAuditLog({ ...filters, cursor: cursor ?? undefined, limit: PAGE_SIZE });

export interface AuditLog {
  /** The first page's read; when ready, every entry read so far and the cursor of the next page. */
  state: ServerData<{ entries: AuditRecordEntry[]; nextCursor: string | null }>;
  /** Whether there are older entries, whether they are being read or the last attempt failed, and how to read them. */
  more: MorePages;
  reload: () => void;
}

/**
 * The audit record under `filters`, newest first, a page at a time (useInfiniteQuery
 * keyed by the filters): a change of filters starts again from the newest, and pages
 * of one filter's read are never shown with another's.
 */
export function useAuditLog(filters: AuditFilters): AuditLog {
  const { state, ...rest } = usePagedList(
    adminKeys.auditPages(filters.action, filters.actor),
    (cursor) => readPage(filters, cursor),
    (page: AuditListData) => page.entries,
  );
  return {
    ...rest,
    state:
      state.status === 'ready'
        ? { status: 'ready', data: { entries: state.data.items, nextCursor: state.data.nextCursor } }
        : state,
  };
}
