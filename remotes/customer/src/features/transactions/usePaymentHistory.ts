import { useCallback, useRef, useState } from 'react';
import { useSession } from '@portal/auth';
import type { CustomerDataSource, CustomerPayment, PaymentListData } from '@portal/contracts';
import { RequestError, SERVER_MESSAGES, useCustomerData, useCustomerDataSource } from '../../api';
import type { ServerData } from '@portal/ui';

const loadFirstPage = (source: CustomerDataSource) => source.listPayments();

/** The pages after the first, read with "Load more"; they belong to one first page. */
interface LaterPages {
  after: PaymentListData;
  payments: CustomerPayment[];
  nextCursor: string | null;
}

export interface PaymentHistory {
  /** The first page's state; when ready, every row read so far. */
  state: ServerData<{ payments: CustomerPayment[]; hasMore: boolean }>;
  reload: () => void;
  loadMore: () => Promise<void>;
  loadingMore: boolean;
  loadMoreError: string | null;
}

/** Adds rows not already shown: a row can never appear twice, whatever the pages overlap. */
function appendNew(shown: CustomerPayment[], page: CustomerPayment[]): CustomerPayment[] {
  const ids = new Set(shown.map((payment) => payment.id));
  return [...shown, ...page.filter((payment) => !ids.has(payment.id))];
}

/**
 * The customer's own payment requests, newest first, a page at a time (the server's
 * cursor pagination). Retry reads the first page again and forgets later ones.
 */
export function usePaymentHistory(): PaymentHistory {
  const { user } = useSession();
  const source = useCustomerDataSource();
  const first = useCustomerData(`payments:${user?.id ?? ''}`, loadFirstPage);
  const [later, setLater] = useState<LaterPages | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreError, setLoadMoreError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const firstPage = first.state.status === 'ready' ? first.state.data : null;
  const current = later && later.after === firstPage ? later : null;
  const payments = firstPage ? (current?.payments ?? firstPage.payments) : [];
  const nextCursor = current ? current.nextCursor : (firstPage?.nextCursor ?? null);

  const loadMore = useCallback(async () => {
    if (inFlight.current || !firstPage || !nextCursor) return;
    inFlight.current = true;
    setLoadingMore(true);
    setLoadMoreError(null);
    try {
      const page = await source.listPayments(nextCursor);
      setLater((previous) => ({
        after: firstPage,
        payments: appendNew(
          previous?.after === firstPage ? previous.payments : firstPage.payments,
          page.payments,
        ),
        nextCursor: page.nextCursor,
      }));
    } catch (failure) {
      setLoadMoreError(failure instanceof RequestError ? failure.message : SERVER_MESSAGES.failed);
    } finally {
      inFlight.current = false;
      setLoadingMore(false);
    }
  }, [source, firstPage, nextCursor]);

  const state: PaymentHistory['state'] =
    first.state.status === 'ready'
      ? { status: 'ready', data: { payments, hasMore: nextCursor !== null } }
      : first.state;

  return { state, reload: first.reload, loadMore, loadingMore, loadMoreError };
}
