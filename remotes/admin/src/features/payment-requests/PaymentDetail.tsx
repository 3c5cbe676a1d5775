import { useState } from 'react';
import { LOCAL_CURRENCY } from '@portal/rules/currencies';
import { formatMoney, formatRate } from '@portal/rules/money';
import type { AdminPaymentDetail } from '@portal/contracts/paymentAnswers';
import { canMove } from '@portal/rules/paymentLifecycle';
import { useSession } from '@portal/auth';
import { Alert, type AlertTone } from '@portal/ui';
import { adminKeys, useAdminQuery } from '../../api';
import { DetailList, SubmittedDate, ValueOrNotSet } from '../details';
import { SourceDataStatus } from '../load-state';
import { BeneficiarySignals } from './BeneficiarySignals';
import { businessPeopleDetails } from './businessPeople';
import { PaymentRoleNote } from '../staff-role';
import { journeyMovesFor } from './JourneyActions';
import { PaidBeneficiary } from './PaidBeneficiary';
import { paymentPurposeText } from './paymentPurpose';
import { PaymentNextStep } from './PaymentNextStep';
import { PaymentProgress } from './PaymentProgress';
import { PaymentStateBadge } from '@portal/ui';
import { feeDetailText } from './feeDetail';
import { feeLabel } from '@portal/ui/words/feeLabel';
import { PaymentTimeline } from './PaymentTimeline';

function Summary({ payment }: { payment: AdminPaymentDetail }) {
  const purpose = paymentPurposeText(payment);
  return (
    <section className="card payment-step" aria-labelledby="payment-summary-title">
      <h2 id="payment-summary-title">
        {payment.reference}: Payment to {payment.recipientCompany}
      </h2>
      <BeneficiarySignals signals={payment.signals} />
      <DetailList
        details={[
          // A state is one line: the longest ("AWAITING VENDORBRIDGE REVIEW") needs two columns.
          { label: 'Status', value: <PaymentStateBadge state={payment.status} />, double: true },
          ...businessPeopleDetails(payment),
          { label: 'Company', value: <ValueOrNotSet value={payment.companyName} /> },
          {
            label: 'Bank',
            // No empty parentheses for a corridor without a SWIFT code (a UK sort code's).
            value: payment.recipientBankSwiftCode
              ? `${payment.recipientBank} (${payment.recipientBankSwiftCode})`
              : payment.recipientBank,
          },
          // The masked account's last four: an IBAN's or an account number's (the Beneficiary card names which).
          { label: 'Account', value: payment.accountNumber },
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
          // The rate of the request's own quote, in the one rate format (issue 31 item 15).
          {
            label: 'Rate',
            value: <span className="num">{formatRate(payment.foreignCurrency, payment.exchangeRate)}</span>,
          },
          // D47: the fee its quote recorded, included in the naira amount ("No fee" when none).
          { label: feeLabel(payment.fee), value: <span className="num">{feeDetailText(payment)}</span> },
          ...(purpose ? [{ label: 'Purpose', value: purpose }] : []),
          { label: 'Submitted', value: <SubmittedDate iso={payment.submittedAt} /> },
        ]}
      />
    </section>
  );
}

/**
 * One payment request with its whole journey (D29–D32): the request, the moves staff
 * may make now, funding, the customer's report, the confirmation, the payout and the
 * timeline. A move reads it again (usePaymentMove invalidates it); a pending request
 * is decided here too, in the next-step card (PaymentNextStep) with the money's moves.
 */
export function PaymentDetail({ id }: { id: string }) {
  const { state, reload } = useAdminQuery(adminKeys.payment(id), (source) => source.getPaymentRequest(id));
  const [notice, setNotice] = useState<{ tone: AlertTone; text: string } | null>(null);
  const viewerId = useSession().user?.id ?? null;
  return (
    <>
      {notice && (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <SourceDataStatus state={state} what="payment request" onRetry={reload} />
      {state.status === 'ready' && (
        <>
          <Summary payment={state.data} />
          {state.data.beneficiary && (
            <PaidBeneficiary beneficiary={state.data.beneficiary} paid={state.data.payout !== null} />
          )}
          <PaymentRoleNote
            review={canMove(state.data.status, 'approve', 'admin')}
            funds={
              journeyMovesFor(state.data, { payoutControl: state.data.payoutControl, viewerId }).length > 0
            }
          />
          <PaymentNextStep
            payment={state.data}
            onDecided={(tone, text) => setNotice({ tone, text })}
            onFinished={(finished) =>
              setNotice({ tone: finished.kind === 'done' ? 'success' : 'error', text: finished.message })
            }
          />
          <PaymentProgress payment={state.data} />
          <section className="card payment-step" aria-labelledby="payment-timeline-title">
            <h2 id="payment-timeline-title">Timeline</h2>
            <PaymentTimeline entries={state.data.timeline} />
          </section>
        </>
      )}
    </>
  );
}
