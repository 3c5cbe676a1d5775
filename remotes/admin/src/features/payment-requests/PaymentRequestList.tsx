import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminDecision } from '@portal/contracts/admin';
import { formatMoney } from '@portal/rules/money';
import type { AdminPaymentRow } from '@portal/contracts/paymentAnswers';
import type { Decision } from '@portal/contracts/status';
import type { AdminDataSource } from '../../api';
import { FilteredReviewList, useFilteredReviewQueue, type ReviewPage } from '../review';
import { PaymentRoleNote } from '../staff-role';
import { PaymentRequestCard } from './PaymentRequestCard';
import {
  DEFAULT_PAYMENT_QUERY,
  emptyPaymentList,
  isAdminPaymentFilter,
  PAYMENT_FILTER_OPTIONS,
  paymentMatches,
  shownFilter,
  type PaymentQuery,
} from './paymentFilters';
import { PAYMENT_FILTER_PARAM } from './paymentListLink';
import { PaymentsExport } from './PaymentsExport';
import { RejectOrCancelListHint } from './RejectOrCancelListHint';

/** The server pages payment requests, newest first; it has no search, so only the filter is sent. */
async function list(
  source: AdminDataSource,
  { status }: PaymentQuery,
  cursor: string | null,
): Promise<ReviewPage<AdminPaymentRow>> {
  const page = await source.listPaymentRequests({ status, cursor });
  return { rows: page.payments, nextCursor: page.nextCursor };
}
const decide = (source: AdminDataSource, id: string, decision: AdminDecision) =>
  source.decidePaymentRequest(id, decision);

const amountTo = (payment: AdminPaymentRow) =>
  `${formatMoney(payment.foreignAmount, payment.foreignCurrency)} to ${payment.recipientCompany}`;
const subject = (payment: AdminPaymentRow) =>
  `${payment.userName}${payment.companyName ? ` (${payment.companyName})` : ''} for ${amountTo(payment)}`;
const announce = (payment: AdminPaymentRow, decision: Decision) =>
  `Payment request ${payment.reference} of ${amountTo(payment)} ${decision}.`;

/**
 * The payment requests under one work queue, one state or all, the filter kept in the
 * page's address (so the dashboard's queues link here). A row that leaves the filter
 * once decided or moved leaves the list.
 */
export function PaymentRequestList() {
  const [params, setParams] = useSearchParams();
  const asked = params.get(PAYMENT_FILTER_PARAM);
  const wanted = shownFilter(isAdminPaymentFilter(asked) ? asked : DEFAULT_PAYMENT_QUERY.status);
  const queue = useFilteredReviewQueue<AdminPaymentRow, PaymentQuery>({
    name: 'payments',
    list,
    decide,
    announce,
    initialQuery: { status: wanted, search: '' },
    matches: paymentMatches,
    onQueryChange: ({ status }) => setParams({ [PAYMENT_FILTER_PARAM]: status }, { replace: true }),
  });
  const { query, setQuery } = queue;
  // When the address changes (the sidebar's link, a queue's link), the list shows what it
  // names; the list's own changes reach the address a moment later and are no news.
  const addressed = useRef(wanted);
  useEffect(() => {
    if (addressed.current === wanted) return;
    addressed.current = wanted;
    if (wanted !== query.status) setQuery({ status: wanted, search: '' });
  }, [wanted, query.status, setQuery]);
  return (
    <>
      <PaymentRoleNote />
      <FilteredReviewList
        queue={queue}
        label="Payment requests"
        what="payment request"
        subject={subject}
        empty={emptyPaymentList}
        searchable={false}
        filters={PAYMENT_FILTER_OPTIONS}
        toolbar={
          <>
            <PaymentsExport filter={queue.query.status} />
            {queue.rows.status === 'ready' && <RejectOrCancelListHint payments={queue.rows.data} />}
          </>
        }
        renderItem={(payment, actions) => (
          <PaymentRequestCard
            payment={payment}
            {...actions}
            onMoved={(finished) =>
              queue.notify(finished.kind === 'done' ? 'success' : 'error', finished.message)
            }
          />
        )}
      />
    </>
  );
}
