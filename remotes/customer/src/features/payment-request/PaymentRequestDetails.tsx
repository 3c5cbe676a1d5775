import { formatMoney } from '@portal/rules/money';
import { canMove, PAYMENT_STATE_GROUPS, type PaymentState } from '@portal/rules/paymentLifecycle';
import { PAYMENT_STATE_HINTS } from '@portal/ui/words/paymentStateHints';
import { businessApprovalEntry } from '@portal/ui/words/timelineWords';
import { Link } from 'react-router-dom';
import { useCallback, type ReactNode } from 'react';
import { formatRate } from '@portal/rules/money';
import type { PaymentDetail } from '@portal/contracts/paymentAnswers';
import { Alert, ArrowLeft, Eye, Icon, PageHeader, useOpenFile } from '@portal/ui';
import { PaymentStateBadge, WholeIdentifiers } from '@portal/ui';
import { useCustomerDataSource } from '../../api';
import { nairaLines } from '../currency';
import { PAYMENT_SUBMISSION_PATH, TRANSACTION_HISTORY_PATH } from '../navigation';
import { payeeLines, purposeLabel } from '../payments';
import { FundingInstructions } from './FundingInstructions';
import { PaymentActions } from './PaymentActions';
import { PaymentProgressDetails } from './PaymentProgressDetails';
import { PaymentTimeline } from './PaymentTimeline';
import { TeamApproval } from './TeamApproval';
import { NobodyToApprove } from './NobodyToApprove';
import { PayToDetails } from './PayToDetails';
import { SWIFT_LABEL } from '@portal/ui/words/beneficiaryFieldLabels';

/** Ended without a payment (rejected, cancelled, expired, refunded): the reason and a way on. */
const isClosed = (state: PaymentState) =>
  (PAYMENT_STATE_GROUPS.closed as readonly PaymentState[]).includes(state);

/** One payment request as the server has it: status, progress, what was asked, and what to do next. */
export function PaymentRequestDetails({ payment }: { payment: PaymentDetail }) {
  const source = useCustomerDataSource();
  const invoices = useOpenFile(useCallback((id: string) => source.openPaymentInvoice(id), [source]));
  const money = (amount: string, currency: string) => (
    <span className="money">{formatMoney(amount, currency)}</span>
  );
  // The beneficiary as paid (the version of its bank details this request was made with);
  // a request from before the beneficiary book has only today's four recipient fields.
  const paidTo: [string, ReactNode][] = payment.beneficiary
    ? [
        ...payeeLines(payment.beneficiary),
        // A postcode is never broken at its hyphen ("4000- / 442 Porto" at 375 px, issue 31).
        ['Address', <WholeIdentifiers key="address" text={payment.beneficiary.address} />],
      ]
    : [
        ['Recipient company', payment.recipientCompany],
        ['Recipient bank', payment.recipientBank],
        [SWIFT_LABEL, payment.recipientBankSwiftCode],
        ['Account number', payment.accountNumber],
      ];
  const approval = businessApprovalEntry(payment.timeline);
  const details: [string, ReactNode][] = [
    ...paidTo,
    ...(payment.purpose
      ? [['Purpose', purposeLabel(payment.purpose, payment.purposeText)] as [string, ReactNode]]
      : []),
    ['Amount', money(payment.foreignAmount, payment.foreignCurrency)],
    [
      'Exchange rate',
      <span key="rate" className="num">
        {formatRate(payment.foreignCurrency, payment.exchangeRate)}
      </span>,
    ],
    // D47: the converted naira, the fee ("No fee") and the total, each its own line.
    ...nairaLines(payment).map(([term, value]): [string, ReactNode] => [
      term,
      <span key={term} className={term === 'Fee' ? undefined : 'money'}>
        {value}
      </span>,
    ]),
    // Who in the business prepared it and who approved it there (D34, issue 31); requests from
    // before teams name nobody.
    ...(payment.madeBy ? [['Prepared by', payment.madeBy.name] as [string, ReactNode]] : []),
    ...(approval ? [['Approved in your team by', approval.by] as [string, ReactNode]] : []),
  ];

  return (
    <div className="stack">
      <PageHeader
        title={
          <>
            Payment request <span className="nowrap">{payment.reference}</span>
          </>
        }
      >
        <PaymentStateBadge state={payment.status} />
      </PageHeader>
      <p>
        <Link to={TRANSACTION_HISTORY_PATH} className="back-link">
          <Icon icon={ArrowLeft} className="icon-sm" />
          Back to Transaction History
        </Link>
      </p>
      <section className="card" aria-labelledby="payment-status-title">
        <h2 id="payment-status-title">Status</h2>
        <p className="payment-hint" data-testid="payment-hint">
          {PAYMENT_STATE_HINTS[payment.status]}
        </p>
        <NobodyToApprove approvers={payment.approvers} />
        <PaymentTimeline payment={payment} />
        {isClosed(payment.status) && (
          <>
            <p className="payment-reason" data-testid="payment-reason">
              Reason: {payment.reason ?? 'No reason was given.'}
            </p>
            <p>
              <Link to={PAYMENT_SUBMISSION_PATH}>Submit a new payment request</Link> with the details
              corrected.
            </p>
          </>
        )}
      </section>
      {/* The funding instructions while the request waits for its naira (D31); a server
          without them still says where to pay (payTo, D28). */}
      {canMove(payment.status, 'reportFunding', 'customer') &&
        (payment.funding ? (
          <FundingInstructions funding={payment.funding} fee={payment} />
        ) : (
          <PayToDetails payment={payment} />
        ))}
      <TeamApproval payment={payment} />
      <PaymentActions payment={payment} />
      <PaymentProgressDetails payment={payment} />
      <section className="card" aria-labelledby="payment-details-title">
        <h2 id="payment-details-title">Request details</h2>
        <dl className="summary-list">
          {details.map(([term, value]) => (
            <div key={term} className="summary-line">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div className="summary-line">
            <dt>Invoice</dt>
            <dd>
              {payment.invoice ? (
                <span className="invoice-line">
                  {payment.invoice.fileName}{' '}
                  <button
                    type="button"
                    className="btn btn-secondary"
                    aria-label={`View ${payment.invoice.fileName}`}
                    aria-busy={invoices.isOpening(payment.id)}
                    disabled={invoices.isOpening(payment.id)}
                    onClick={() =>
                      void invoices.open({
                        id: payment.id,
                        fileName: payment.invoice?.fileName,
                        contentType: payment.invoice?.contentType,
                      })
                    }
                  >
                    <Icon icon={Eye} />
                    View
                  </button>
                </span>
              ) : (
                'No invoice was attached.'
              )}
            </dd>
          </div>
        </dl>
        {invoices.error && (
          <Alert tone="error" onDismiss={invoices.dismissError}>
            {invoices.error}
          </Alert>
        )}
      </section>
    </div>
  );
}
