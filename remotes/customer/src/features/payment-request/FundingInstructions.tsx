import { formatMoney } from '@portal/rules/money';
import type { FundingInstructions as Funding } from '@portal/contracts/paymentJourney';
import { feeLabel } from '@portal/ui/words/feeLabel';
import { feeText, type NairaWithFee } from '../currency';
import { formatDateTime } from '../dates';
import { CopyButton } from './CopyButton';

export const FUNDING_ACCOUNT_NOT_SET =
  'The account to send this payment to has not been set yet. Please check this page again later.';

/**
 * Where and what to pay for an approved request (D31): the naira amount, the account,
 * the payment reference the transfer must carry and the deadline, each with Copy.
 * Values wrap (long account names, references) so nothing overflows a 375 px screen.
 */
export function FundingInstructions({
  funding,
  fee,
}: {
  funding: Funding;
  /** The request's fee (D47): its own line, included in the amount; "No fee" when none. */
  fee: Pick<NairaWithFee, 'feeAmount' | 'fee'>;
}) {
  const lines: { term: string; value: string; copy?: string }[] = [
    { term: 'Amount', value: formatMoney(funding.amount, funding.currency), copy: funding.amount },
    { term: feeLabel(fee.fee), value: feeText(fee) },
  ];
  if (funding.account) {
    lines.push(
      { term: 'Bank', value: funding.account.bankName, copy: funding.account.bankName },
      { term: 'Account name', value: funding.account.accountName, copy: funding.account.accountName },
      { term: 'Account number', value: funding.account.accountNumber, copy: funding.account.accountNumber },
    );
  }
  lines.push(
    { term: 'Payment reference', value: funding.reference, copy: funding.reference },
    { term: 'Pay before', value: formatDateTime(funding.deadline) },
  );
  return (
    <section className="card funding-instructions" aria-labelledby="funding-title">
      <h2 id="funding-title">How to pay</h2>
      <p>
        Send exactly {formatMoney(funding.amount, funding.currency)} by bank transfer, with the payment
        reference, before the deadline. Then tell us with &ldquo;I have paid&rdquo;.
      </p>
      {!funding.account && <p data-testid="funding-account-not-set">{FUNDING_ACCOUNT_NOT_SET}</p>}
      <dl className="summary-list funding-lines">
        {lines.map((line) => (
          <div key={line.term} className="summary-line">
            <dt>{line.term}</dt>
            <dd>
              <span className="funding-value">{line.value}</span>
              {line.copy !== undefined && <CopyButton value={line.copy} label={line.term.toLowerCase()} />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
