import { LOCAL_CURRENCY } from '@portal/rules/currencies';
import type { PaymentProgress } from '@portal/contracts/paymentJourney';
import { formatAmount } from '@portal/rules/paymentMoney';
import { type Db, type PaymentRequestRow } from '../../plugins/database';
import { readReceivingAccount } from '../receiving-account';
import { readTimeline, type TimelineViewer } from './paymentEvents';

/**
 * Everything after the decision, as a request's detail carries it (D29–D32): the
 * timeline; from approval on, what to pay, where, with which reference and by when;
 * what the customer reported; what staff confirmed; the payout. A step not reached is null.
 */
export async function paymentProgress(
  db: Db,
  row: PaymentRequestRow,
  viewer: TimelineViewer,
): Promise<PaymentProgress> {
  const timeline = await readTimeline(db, row.id, viewer);
  let funding: PaymentProgress['funding'] = null;
  if (row.fundingReference && row.fundingDeadline) {
    const account = await readReceivingAccount(db);
    funding = {
      amount: formatAmount(row.localAmount, LOCAL_CURRENCY),
      currency: LOCAL_CURRENCY,
      reference: row.fundingReference,
      deadline: row.fundingDeadline.toISOString(),
      account: account
        ? {
            bankName: account.bankName,
            accountName: account.accountName,
            accountNumber: account.accountNumber,
          }
        : null,
    };
  }
  return {
    timeline,
    funding,
    fundingReport:
      row.fundingReportedAt && row.fundingReportReference !== null
        ? {
            reference: row.fundingReportReference,
            reportedAt: row.fundingReportedAt.toISOString(),
            hasProof: row.fundingProofStorageKey !== null,
          }
        : null,
    fundingConfirmation:
      row.fundingConfirmedAt && row.amountReceived !== null && row.fundingBankReference !== null
        ? {
            amountReceived: formatAmount(row.amountReceived, LOCAL_CURRENCY),
            bankReference: row.fundingBankReference,
            confirmedAt: row.fundingConfirmedAt.toISOString(),
          }
        : null,
    // A large payout waiting for a second member of staff is not the customer's news yet (issue 22).
    payout:
      row.paidAt &&
      row.payoutReference !== null &&
      (viewer.kind === 'admin' || row.status !== 'payout_recorded')
        ? {
            paidAt: row.paidAt.toISOString(),
            reference: row.payoutReference,
            hasFile: row.payoutFileStorageKey !== null,
          }
        : null,
  };
}
