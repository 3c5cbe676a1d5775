import { useState } from 'react';
import { LOCAL_CURRENCY } from '@portal/contracts/currencies';
import { formatMoney, formatRate } from '@portal/contracts/money';
import type { AdminPaymentDetail } from '@portal/contracts/paymentAnswers';
import { canMove } from '@portal/contracts/paymentLifecycle';
import { useSession } from '@portal/auth';
import { Alert, type AlertTone } from '@portal/ui';
import { adminKeys, useAdminQuery } from '../../api';
import { DetailList, formatDateTime, SubmittedDate, ValueOrNotSet } from '../details';
import { SourceDataStatus } from '../load-state';
import { BeneficiarySignals } from './BeneficiarySignals';
import { businessPeopleDetails } from './businessPeople';
import { PaymentRoleNote } from '../staff-role';
import { JourneyActions, journeyMovesFor } from './JourneyActions';
import { PaidBeneficiary } from './PaidBeneficiary';
import { paymentPurposeText } from './paymentPurpose';
import { PaymentDecision } from './PaymentDecision';
import { PaymentProgress } from './PaymentProgress';
import { PaymentStateBadge } from '@portal/ui';
import { feeDetailText } from './feeDetail';
import { PaymentTimeline } from './PaymentTimeline';

/** Dual control (issue 22): a recorded payout says who recorded it and that another must confirm. */
function PayoutWaiting({ payment }: { payment: AdminPaymentDetail }) {
  const control = payment.payoutControl;
  if (!control || !canMove(payment.status, 'confirmPayout', 'admin')) return null;
  return (
    <p className="payout-waiting" role="status">
      Payout recorded by {control.recordedBy} on{' '}
      <time dateTime={control.recordedAt}>{formatDateTime(control.recordedAt)}</time>, waiting for another
      member of staff to confirm
    </p>
  );
}

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
          { label: 'Status', value: <PaymentStateBadge state={payment.status} /> },
          ...businessPeopleDetails(payment),
          { label: 'Company', value: <ValueOrNotSet value={payment.companyName} /> },
          { label: 'Bank', value: `${payment.recipientBank} (${payment.recipientBankSwiftCode})` },
          { label: 'Account Number', value: payment.accountNumber },
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
          { label: 'Fee (included)', value: <span className="num">{feeDetailText(payment)}</span> },
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
 * is decided here too (PaymentDecision), with the list's buttons and dialog.
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
          <PayoutWaiting payment={state.data} />
          <PaymentDecision payment={state.data} onDecided={(tone, text) => setNotice({ tone, text })} />
          <JourneyActions
            payment={state.data}
            payoutControl={state.data.payoutControl}
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
