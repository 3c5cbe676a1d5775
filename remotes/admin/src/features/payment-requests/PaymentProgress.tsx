import { useCallback } from 'react';
import { LOCAL_CURRENCY } from '@portal/rules/currencies';
import { formatMoney } from '@portal/rules/money';
import type { AdminPaymentDetail } from '@portal/contracts/paymentAnswers';
import { PAYMENT_STATE_GROUPS, type PaymentState } from '@portal/rules/paymentLifecycle';
import { Alert, useOpenFile, WholeIdentifiers } from '@portal/ui';
import { useAdminDataSource } from '../../api';
import { DetailList, formatDateTime } from '../details';
import { FileOpenButton } from './FileOpenButton';

/** The server makes a receipt once the request is completed (paid out, D32); it answers 409 before. */
const canDownloadReceipt = (state: PaymentState) =>
  (PAYMENT_STATE_GROUPS.completed as readonly PaymentState[]).includes(state);

const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

/**
 * What happened after the decision, step by step, each shown once it exists: where
 * and by when the customer was told to pay, what they reported (with their proof
 * file), what staff confirmed arrived, and the payout (with its confirmation file).
 */
export function PaymentProgress({ payment }: { payment: AdminPaymentDetail }) {
  const source = useAdminDataSource();
  const proof = useOpenFile(useCallback((id: string) => source.openFundingProof(id), [source]));
  const payoutFile = useOpenFile(useCallback((id: string) => source.openPayoutFile(id), [source]));
  const receipt = useOpenFile(useCallback((id: string) => source.openReceipt(id), [source]));
  const { funding, fundingReport, fundingConfirmation, payout } = payment;
  const failure = proof.error ?? payoutFile.error ?? receipt.error;
  return (
    <>
      {funding && (
        <section className="card payment-step" aria-labelledby="payment-funding-title">
          <h2 id="payment-funding-title">Funding</h2>
          <DetailList
            details={[
              { label: 'Payment reference', value: <code>{funding.reference}</code> },
              {
                label: 'Amount to pay',
                value: <span className="money">{formatMoney(funding.amount, funding.currency)}</span>,
              },
              { label: 'Deadline', value: when(funding.deadline) },
              {
                label: 'Pay to',
                value: funding.account
                  ? `${funding.account.bankName}, ${funding.account.accountName}, ${funding.account.accountNumber}`
                  : 'Not set yet',
              },
            ]}
          />
        </section>
      )}
      {fundingReport && (
        <section className="card payment-step" aria-labelledby="payment-report-title">
          <h2 id="payment-report-title">Reported by the customer</h2>
          <DetailList
            details={[
              { label: "Customer's bank reference", value: fundingReport.reference },
              { label: 'Reported', value: when(fundingReport.reportedAt) },
              {
                label: 'Proof of payment',
                value: fundingReport.hasProof ? (
                  <FileOpenButton id={payment.id} label="Open proof" opener={proof} />
                ) : (
                  'None'
                ),
              },
            ]}
          />
        </section>
      )}
      {fundingConfirmation && (
        <section className="card payment-step" aria-labelledby="payment-confirmation-title">
          <h2 id="payment-confirmation-title">Funds confirmed</h2>
          <DetailList
            details={[
              {
                label: 'Amount received',
                value: (
                  <span className="money">
                    {formatMoney(fundingConfirmation.amountReceived, LOCAL_CURRENCY)}
                  </span>
                ),
              },
              { label: 'Bank reference', value: fundingConfirmation.bankReference },
              { label: 'Confirmed', value: when(fundingConfirmation.confirmedAt) },
            ]}
          />
        </section>
      )}
      {payout && (
        <section className="card payment-step" aria-labelledby="payment-payout-title">
          <h2 id="payment-payout-title">Payout</h2>
          <DetailList
            details={[
              {
                label: 'Paid at',
                value: <time dateTime={payout.paidAt}>{formatDateTime(payout.paidAt)}</time>,
              },
              // A UETR is 36 characters: a row of its own, never broken at a hyphen.
              { label: 'Reference or UETR', value: <WholeIdentifiers text={payout.reference} />, wide: true },
              // Dual control (issue 22): who recorded the payout and who confirmed it.
              ...(payment.payoutControl
                ? [
                    {
                      label: 'Recorded by',
                      value: (
                        <>
                          {payment.payoutControl.recordedBy}, {when(payment.payoutControl.recordedAt)}
                        </>
                      ),
                    },
                  ]
                : []),
              ...(payment.payoutControl?.confirmedBy && payment.payoutControl.confirmedAt
                ? [
                    {
                      label: 'Confirmed by',
                      value: (
                        <>
                          {payment.payoutControl.confirmedBy}, {when(payment.payoutControl.confirmedAt)}
                        </>
                      ),
                    },
                  ]
                : []),
              {
                label: 'Confirmation',
                value: payout.hasFile ? (
                  <FileOpenButton id={payment.id} label="Open confirmation" opener={payoutFile} />
                ) : (
                  'None'
                ),
              },
              {
                label: 'Receipt',
                value: canDownloadReceipt(payment.status) ? (
                  <FileOpenButton id={payment.id} label="Open receipt" opener={receipt} />
                ) : (
                  'Not available'
                ),
              },
            ]}
          />
        </section>
      )}
      {failure && (
        <Alert
          tone="error"
          onDismiss={() => {
            proof.dismissError();
            payoutFile.dismissError();
            receipt.dismissError();
          }}
        >
          {failure}
        </Alert>
      )}
    </>
  );
}
