import { formatMoney } from '@portal/rules/money';
import type { PaymentDetail } from '@portal/contracts/paymentAnswers';
import { WholeIdentifiers } from '@portal/ui';
import { formatDateTime } from '../dates';

/**
 * What has been recorded after the decision: the customer's report, the naira staff
 * confirmed and the payout to the vendor. Nothing shows until it happened.
 */
export function PaymentProgressDetails({ payment }: { payment: PaymentDetail }) {
  const { fundingReport, fundingConfirmation, payout } = payment;
  if (!fundingReport && !fundingConfirmation && !payout) return null;
  const lines: [string, string][] = [];
  if (fundingReport) {
    lines.push(
      ['Your bank reference', fundingReport.reference],
      ['Reported', formatDateTime(fundingReport.reportedAt)],
    );
  }
  if (fundingConfirmation) {
    lines.push(
      ['Naira received', formatMoney(fundingConfirmation.amountReceived, 'NGN')],
      ['Received', formatDateTime(fundingConfirmation.confirmedAt)],
    );
  }
  if (payout) {
    lines.push(['Paid out', formatDateTime(payout.paidAt)], ['Payout reference (UETR)', payout.reference]);
  }
  return (
    <section className="card" aria-labelledby="payment-progress-title">
      <h2 id="payment-progress-title">Payment and payout</h2>
      <dl className="summary-list">
        {lines.map(([term, value]) => (
          <div key={term} className="summary-line">
            <dt>{term}</dt>
            <dd className="funding-value">
              <WholeIdentifiers text={value} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
