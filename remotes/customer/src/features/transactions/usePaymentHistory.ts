import type { CustomerPayment } from '@portal/contracts/paymentAnswers';
import type { PaymentState } from '@portal/rules/paymentLifecycle';
import { RequestError, SERVER_MESSAGES, usePaymentPagesQuery } from '../../api';

export interface PaymentHistory {
  /** Every row read so far (each once); undefined while the first page is read or when it failed. */
  payments: CustomerPayment[] | undefined;
  loading: boolean;
  hasMore: boolean;
  /** Reads the history again from the first page (Retry). */
  reload: () => void;
  loadMore: () => void;
  loadingMore: boolean;
  loadMoreError: string | null;
}

/**
 * The customer's own payment requests, newest first, a page at a time (the server's
 * cursor pagination, an infinite query). "Load more" while a page is on its way does
 * nothing, so a double click cannot skip a page.
 */
export function usePaymentHistory(status: PaymentState | null = null): PaymentHistory {
  const query = usePaymentPagesQuery(status);
  const loadMoreFailure = query.isFetchNextPageError ? query.error : null;
  return {
    payments: query.data,
    loading: query.isPending,
    hasMore: query.hasNextPage,
    reload: () => void query.refetch(),
    loadMore: () => {
      if (!query.isFetchingNextPage) void query.fetchNextPage({ cancelRefetch: false });
    },
    loadingMore: query.isFetchingNextPage,
    loadMoreError:
      loadMoreFailure === null
        ? null
        : loadMoreFailure instanceof RequestError
          ? loadMoreFailure.message
          : SERVER_MESSAGES.failed,
  };
}
