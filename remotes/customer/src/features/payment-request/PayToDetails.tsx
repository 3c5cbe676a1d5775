import { formatMoney } from '@portal/rules/money';
import { formatIban } from '@portal/rules/paymentAccounts';
import type { ReceivingAccountView, WalletView } from '@portal/contracts/accountViews';
import type { PaymentDetail } from '@portal/contracts/paymentAnswers';
import { SWIFT_LABEL } from '@portal/ui/words/beneficiaryFieldLabels';

export const PAY_TO_NOT_SET =
  'The account to send this payment to has not been set yet. Please check this page again later.';

function accountLines(account: ReceivingAccountView): [string, string][] {
  const lines: [string, string][] = [
    ['Bank', account.bankName],
    ['Account name', account.accountName],
    ['Account number', account.accountNumber],
    ['Account currency', account.currency],
  ];
  if (account.swiftCode) lines.push([SWIFT_LABEL, account.swiftCode]);
  if (account.iban) lines.push(['IBAN', formatIban(account.iban)]);
  return lines;
}

/** The wallet settings an admin has filled in; an empty one is "Not set" and not offered. */
function walletLines(wallet: WalletView): [string, string][] {
  const lines: [string, string][] = [];
  if (wallet.nairaAccountNumber) lines.push(['Naira account number', wallet.nairaAccountNumber]);
  if (wallet.usdcWalletAddress) {
    lines.push([`USDC wallet (${wallet.usdcNetwork ?? 'network not known'})`, wallet.usdcWalletAddress]);
  }
  if (wallet.usdtWalletAddress) {
    lines.push([`USDT wallet (${wallet.usdtNetwork ?? 'network not known'})`, wallet.usdtWalletAddress]);
  }
  return lines;
}

function Lines({ lines }: { lines: [string, string][] }) {
  return (
    <dl className="summary-list">
      {lines.map(([term, value]) => (
        <div key={term} className="summary-line">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Where the customer of an approved request sends its naira amount (the receiving account
 * an admin keeps on the server), as the
 * server answers it; or a plain sentence while no admin has set the account.
 */
export function PayToDetails({ payment }: { payment: PaymentDetail }) {
  const { payTo } = payment;
  const amount = formatMoney(payTo?.amount ?? payment.localAmount, payment.localCurrency);
  const wallet = payTo ? walletLines(payTo.wallet) : [];
  const account = payTo?.receivingAccount ?? null;
  return (
    <section className="card pay-to" aria-labelledby="pay-to-title">
      <h2 id="pay-to-title">Where to send the payment</h2>
      {account && (
        <>
          <p data-testid="pay-to-instruction">
            Send <strong className="money">{amount}</strong> to {account.accountName} at {account.bankName},
            quoting your reference {payment.reference}.
          </p>
          <Lines lines={accountLines(account)} />
        </>
      )}
      {!account && wallet.length > 0 && (
        <p data-testid="pay-to-instruction">
          Send <strong className="money">{amount}</strong> to one of the following, quoting your reference{' '}
          {payment.reference}.
        </p>
      )}
      {!account && wallet.length === 0 && <p>{PAY_TO_NOT_SET}</p>}
      {wallet.length > 0 && (
        <>
          {account && <h3>Also accepted</h3>}
          <Lines lines={wallet} />
        </>
      )}
    </section>
  );
}
