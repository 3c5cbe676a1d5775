import { LOCAL_CURRENCY } from '@portal/rules/currencies';
import { formatMoney, formatRate } from '@portal/rules/money';
import type { AdminPaymentRow } from '@portal/contracts/paymentAnswers';
import { canMove } from '@portal/rules/paymentLifecycle';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { Alert, useOpenFile } from '@portal/ui';
import { useAdminDataSource } from '../../api';
import { DetailList, SubmittedDate, ValueOrNotSet } from '../details';
import { DecisionActions, decisionDetails, ReviewCard, type ReviewItemActions } from '../review';
import { useStaffMayDo } from '../staff-role';
import { BeneficiarySignals } from './BeneficiarySignals';
import { businessPeopleDetails } from './businessPeople';
import { InvoiceLink } from './InvoiceLink';
import { JourneyActions } from './JourneyActions';
import { ActionsRow } from './ActionsRow';
import { bankDetailRows } from './bankDetails';
import { paymentDetailLink } from './paymentListLink';
import { paymentPurposeText } from './paymentPurpose';
import { PaymentStateBadge } from '@portal/ui';
import { feeDetailText } from './feeDetail';
import { feeLabel } from '@portal/ui/words/feeLabel';
import type { MoveFinished } from './settleMove';
import { SWIFT_LABEL } from '@portal/ui/words/beneficiaryFieldLabels';
import type { Detail } from '../details';

export interface PaymentRequestCardProps extends ReviewItemActions {
  payment: AdminPaymentRow;
  /** Told once a move after the decision was made, or found the request moved on. */
  onMoved: (finished: MoveFinished) => void;
}

/** The title that tells two requests to the same vendor apart. */
export const paymentTitle = (payment: AdminPaymentRow) =>
  `${payment.reference}: Payment to ${payment.recipientCompany}`;

const partyDetails = (payment: AdminPaymentRow): Detail[] => [
  { label: 'Company', value: <ValueOrNotSet value={payment.companyName} /> },
  { label: 'Recipient', value: payment.recipientCompany },
];

/**
 * The bank fields the request pays, with the detail page's labels (bankDetailRows), the account
 * masked by the server; a server from before sends only the bank, its SWIFT/BIC and the account.
 * One layout whatever the corridor (shots8): the bank and its SWIFT/BIC on the first row, the
 * account's fields (IBAN, routing number, sort code, account number) from the next row's start.
 */
function bankDetails(payment: AdminPaymentRow): Detail[] {
  const rows: Detail[] = payment.bankDetails
    ? bankDetailRows(payment.bankDetails)
    : [
        { label: 'Bank', value: payment.recipientBank },
        ...(payment.recipientBankSwiftCode
          ? [{ label: SWIFT_LABEL, value: payment.recipientBankSwiftCode }]
          : []),
        { label: 'Account Number', value: payment.accountNumber },
      ];
  const identifiesBank = (row: Detail) => row.label === 'Bank' || row.label === SWIFT_LABEL;
  const account = rows.filter((row) => !identifiesBank(row));
  return [
    ...rows.filter(identifiesBank),
    ...account.map((row, index) => (index === 0 ? { ...row, rowStart: true } : row)),
  ];
}

/**
 * One payment request: who asked, whom to pay and how much, at the rate
 * stored with it, and why (the purpose). The account number is shown as the server
 * sends the row, masked to its last four characters. The beneficiary's flags (first
 * payment, changed bank details, an account under another name) come first, as warnings.
 * Once decided it shows who decided, when and why; the moves after it that the
 * lifecycle allows staff are offered beside it (JourneyActions).
 */
export function PaymentRequestCard({ payment, busy, onDecide, onMoved }: PaymentRequestCardProps) {
  const source = useAdminDataSource();
  const mayReview = useStaffMayDo('reviewPayments');
  const purpose = paymentPurposeText(payment);
  const decides = canMove(payment.status, 'approve', 'admin') && mayReview;
  const opener = useOpenFile(
    useCallback((paymentId: string) => source.openPaymentInvoice(paymentId), [source]),
  );
  return (
    <ReviewCard
      title={paymentTitle(payment)}
      aside={
        <p className="amount-summary">
          <span className="amount-summary-main money">
            {formatMoney(payment.foreignAmount, payment.foreignCurrency)}
          </span>
          <span className="amount-summary-local money">
            {formatMoney(payment.localAmount, LOCAL_CURRENCY)}
          </span>
        </p>
      }
    >
      <BeneficiarySignals signals={payment.signals} />
      {/* Three groups, each its own grid, so a field sits in the same place on every card: who and
          for whom; the bank fields the request pays (as many as its corridor has, a UK sort code
          too: the detail page's list); then the money, always in the same order. */}
      <DetailList details={[...businessPeopleDetails(payment), ...partyDetails(payment)]} />
      <DetailList details={bankDetails(payment)} />
      <DetailList
        details={[
          {
            label: 'Amount',
            value: (
              <span className="money">{formatMoney(payment.foreignAmount, payment.foreignCurrency)}</span>
            ),
          },
          {
            label: 'Amount in NGN',
            value: <span className="money">{formatMoney(payment.localAmount, LOCAL_CURRENCY)}</span>,
          },
          // D47: the fee its quote recorded, included in the naira amount ("No fee" when none).
          { label: feeLabel(payment.fee), value: <span className="num">{feeDetailText(payment)}</span> },
          {
            label: 'Rate',
            value: <span className="num">{formatRate(payment.foreignCurrency, payment.exchangeRate)}</span>,
          },
          // A state is one line: the longest ("AWAITING VENDORBRIDGE REVIEW") needs two columns.
          { label: 'Status', value: <PaymentStateBadge state={payment.status} />, double: true },
          { label: 'Submitted', value: <SubmittedDate iso={payment.submittedAt} /> },
          { label: 'Invoice', value: <InvoiceLink payment={payment} opener={opener} /> },
          // Last: not every request has one, and the fields before it keep their places.
          ...(purpose ? [{ label: 'Purpose', value: purpose }] : []),
          ...decisionDetails(payment),
        ]}
      />
      {opener.error && (
        <Alert tone="error" onDismiss={opener.dismissError}>
          {opener.error}
        </Alert>
      )}
      {/* The word on Reject versus Cancel request is said once, under the list's filters. */}
      <ActionsRow>
        {decides && <DecisionActions busy={busy} onDecide={onDecide} />}
        <JourneyActions payment={payment} onFinished={onMoved} />
      </ActionsRow>
      <p className="payment-detail-link">
        <Link to={paymentDetailLink(payment.id)} aria-label={`Details of ${payment.reference}`}>
          Details and timeline
        </Link>
      </p>
    </ReviewCard>
  );
}
