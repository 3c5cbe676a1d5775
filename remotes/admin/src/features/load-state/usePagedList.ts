import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { ServerData } from '@portal/ui';
import { serverDataOf } from '../../api';
import type { MorePages } from './LoadMore';

/** What every paged answer carries: the cursor of the next page, null on the last. */
export interface CursorPage {
  nextCursor: string | null;
}

export interface PagedList<Item> {
  /** The first page's read; when ready, every item read so far and the cursor of the next page. */
  state: ServerData<{ items: Item[]; nextCursor: string | null }>;
  /** Whether there is a next page, whether it is being read or the last attempt failed, and how to read it: LoadMore's props. */
  more: MorePages;
  reload: () => void;
}

/**
 * The admin's one pager (useInfiniteQuery over the API's page cursor): a list read a page at a
 * time under `key`, the next page after the cursor the last one gave. A failed next page leaves
 * the items shown (only the first page's failure is the list's); reading again starts from the
 * first page and drops the others rather than reading them all again.
 */
export function usePagedList<Page extends CursorPage, Item>(
  key: QueryKey,
  readPage: (cursor: string | null) => Promise<Page>,
  itemsOf: (page: Page) => Item[],
): PagedList<Item> {
  const client = useQueryClient();
  const pages = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => readPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Every change of key asks the server again, from the first page.
    staleTime: 0,
  });
  const loading = pages.isFetchingNextPage;
  const loadMore = async () => {
    if (!pages.hasNextPage || loading) return;
    await pages.fetchNextPage();
  };
  const read: ServerData<InfiniteData<Page>> =
    pages.data && pages.isFetchNextPageError ? { status: 'ready', data: pages.data } : serverDataOf(pages);

  return {
    state:
      read.status === 'ready'
        ? {
            status: 'ready',
            data: {
              items: read.data.pages.flatMap(itemsOf),
              nextCursor: read.data.pages.at(-1)?.nextCursor ?? null,
            },
          }
        : read,
    more: {
      available: pages.hasNextPage,
      loading,
      failed: pages.isFetchNextPageError && !loading,
      load: () => void loadMore(),
    },
    reload: () => {
      client.setQueryData<InfiniteData<Page>>(key, (previous) =>
        previous
          ? { pages: previous.pages.slice(0, 1), pageParams: previous.pageParams.slice(0, 1) }
          : previous,
      );
      void pages.refetch();
    },
  };
}
