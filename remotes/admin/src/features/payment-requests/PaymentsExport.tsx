import { useCallback } from 'react';
import type { AdminPaymentFilter } from '@portal/contracts/paymentRequests';
import { useAdminDataSource } from '../../api';
import { StatementExport } from '../statements';
import { statesOf } from './paymentFilters';

/**
 * The payment requests' CSV, filtered as the list is: the statement route takes one
 * state, which each work queue is; All (or a queue of several states) exports every state.
 */
export function PaymentsExport({ filter }: { filter: AdminPaymentFilter }) {
  const source = useAdminDataSource();
  const states = statesOf(filter);
  const status = states.length === 1 ? states[0] : undefined;
  const download = useCallback(
    (period: { from: string; to: string }) => source.exportPayments({ ...period, status }),
    [source, status],
  );
  return (
    <StatementExport
      what="payment requests"
      download={download}
      fileName={({ from, to }) => `payments${status ? `-${status}` : ''}-${from}-to-${to}.csv`}
    />
  );
}
