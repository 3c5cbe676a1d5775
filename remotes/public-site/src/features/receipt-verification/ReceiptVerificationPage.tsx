import { LOCAL_CURRENCY } from '@portal/rules/currencies';
import { formatUtcDateTime as utcTime } from '@portal/rules/dateTime';
import { formatMoney } from '@portal/rules/money';
import { PAYMENT_STATE_LABELS } from '@portal/words/paymentStates';
import type { VerifiedReceipt } from '@portal/contracts/receiptVerification';
import { Alert, usePageTitle, WholeIdentifiers } from '@portal/ui';
import type { SignatureCheck } from './receiptVerifier';
import { useReceiptVerification } from './useReceiptVerification';
import './receiptVerification.css';

const CHECK_WORDS: Record<Exclude<SignatureCheck, 'valid'>, string> = {
  invalid:
    'Signature not valid: what is shown here is not what VendorBridge signed. Do not rely on it; ask the payer.',
  'unknown-key': 'Signature not valid: it names a key VendorBridge does not publish. Do not rely on it.',
  unsupported:
    'This browser cannot check Ed25519 signatures, so the signature is not checked here. Open this page in a current browser.',
};

function SignatureVerdict({ check }: { check: SignatureCheck }) {
  if (check === 'valid') {
    return (
      <p className="verify-verdict verify-verdict--valid" role="status">
        <span aria-hidden="true">✓ </span>Signature valid
        <span className="verify-verdict-detail">
          This page checked VendorBridge&apos;s Ed25519 signature over these details with the published key.
        </span>
      </p>
    );
  }
  return (
    <div role="status">
      <Alert tone="error">{CHECK_WORDS[check]}</Alert>
    </div>
  );
}

function ReceiptFacts({ receipt }: { receipt: VerifiedReceipt }) {
  const rows: Array<[string, string]> = [
    [
      'Status',
      receipt.state === 'refunded'
        ? `Refunded on ${utcTime(receipt.refundedAt ?? receipt.sentAt)}`
        : PAYMENT_STATE_LABELS.sent,
    ],
    ['Paid by', receipt.payerBusiness],
    ['Paid to', receipt.beneficiaryName],
    ['Account', receipt.maskedAccount],
    ['Amount', `${formatMoney(receipt.amount, receipt.currency)} (${receipt.currency})`],
    ['Naira amount', formatMoney(receipt.nairaAmount, LOCAL_CURRENCY)],
    // D47: the receipt's fee line, "No fee" when none was charged.
    [
      'Fee',
      /^0+(\.0+)?$/.test(receipt.feeAmount) ? 'No fee' : formatMoney(receipt.feeAmount, LOCAL_CURRENCY),
    ],
    ['Paid out', utcTime(receipt.sentAt)],
    ['Payout reference (UETR)', receipt.payoutReference ?? 'Not recorded'],
    ['Verification code', receipt.code],
  ];
  return (
    <dl className="verify-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="verify-fact">
          <dt>{label}</dt>
          <dd className="breakable">
            <WholeIdentifiers text={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The page a receipt's QR code opens (`/verify/<code>`, D42): what the receipt states and
 * whether VendorBridge's signature over it checks, verified here in the browser. Public: no
 * sign-in and no link into anyone's portal data.
 */
export function ReceiptVerificationPage({ code }: { code: string }) {
  const { state, retry } = useReceiptVerification(code);
  usePageTitle('Verify a receipt');

  if (state.status === 'loading') {
    return (
      <>
        <h1>Verify a receipt</h1>
        <p className="lead" role="status">
          Checking the receipt...
        </p>
      </>
    );
  }
  if (state.status === 'unknown') {
    return (
      <>
        <h1>Receipt not found</h1>
        <Alert tone="error">No receipt has this verification code.</Alert>
        <p>
          Check the code printed under &ldquo;Verify this receipt&rdquo; on the receipt, or scan its QR code
          again. If it still cannot be found, ask the payer for the receipt: a receipt whose code is not found
          here was not issued by VendorBridge.
        </p>
      </>
    );
  }
  if (state.status === 'failed') {
    return (
      <>
        <h1>Verify a receipt</h1>
        <Alert tone="error">{state.message}</Alert>
        <button type="button" className="btn" onClick={retry}>
          Try again
        </button>
      </>
    );
  }
  const { data, check } = state;
  return (
    <>
      <h1>Payment receipt</h1>
      <p className="lead">
        {check === 'valid'
          ? 'VendorBridge issued this receipt. It states:'
          : 'A receipt with this code exists, but its details could not be confirmed here.'}
      </p>
      <SignatureVerdict check={check} />
      {check === 'valid' ? <ReceiptFacts receipt={data.receipt} /> : null}
    </>
  );
}
