import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { security } from '@portal/auth/security';
import type { AuditListData, AuditRecordEntry } from '@portal/contracts/securitySchemas';
import type { ServerData } from '@portal/ui';
import { adminKeys, serverDataOf } from '../../api';
import type { AuditFilters } from './auditFilters';

const PAGE_SIZE = 50;

/** Reads one page of the record; a refusal is the read's failure (a RequestError with the server's message). */
const readPage = (filters: AuditFilters, cursor: string | null): Promise<AuditListData> =>
  security.readAuditLog({ ...filters, cursor: cursor ?? undefined, limit: PAGE_SIZE });

type Pages = InfiniteData<AuditListData>;

export interface AuditLog {
  /** The first page's read; when ready, every entry read so far and the cursor of the next page. */
  state: ServerData<{ entries: AuditRecordEntry[]; nextCursor: string | null }>;
  /** Whether an older page is being read, or the last attempt failed. */
  more: { loading: boolean; failed: boolean };
  reload: () => void;
  loadMore: () => Promise<void>;
}

/**
 * The audit record under `filters`, newest first, a page at a time (useInfiniteQuery
 * keyed by the filters): a change of filters starts again from the newest, and pages
 * of one filter's read are never shown with another's.
 */
export function useAuditLog(filters: AuditFilters): AuditLog {
  const client = useQueryClient();
  const key = adminKeys.auditPages(filters.action, filters.actor);
  const pages = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => readPage(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Every change of filters asks the server again, from the newest entry.
    staleTime: 0,
  });
  const loading = pages.isFetchingNextPage;
  // A failed older page leaves the entries shown; only the first page's failure is the log's.
  const read: ServerData<Pages> =
    pages.data && pages.isFetchNextPageError ? { status: 'ready', data: pages.data } : serverDataOf(pages);

  return {
    state:
      read.status === 'ready'
        ? {
            status: 'ready',
            data: {
              entries: read.data.pages.flatMap((page) => page.entries),
              nextCursor: read.data.pages.at(-1)?.nextCursor ?? null,
            },
          }
        : read,
    more: { loading, failed: pages.isFetchNextPageError && !loading },
    // Reading again starts from the newest page: older pages read before are dropped, not read again.
    reload: () => {
      client.setQueryData<Pages>(key, (previous) =>
        previous
          ? { pages: previous.pages.slice(0, 1), pageParams: previous.pageParams.slice(0, 1) }
          : previous,
      );
      void pages.refetch();
    },
    loadMore: async () => {
      if (!pages.hasNextPage || loading) return;
      await pages.fetchNextPage();
    },
  };
}
