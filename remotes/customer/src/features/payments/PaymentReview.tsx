import { useEffect, useRef, type ReactNode } from 'react';
import { formatMoney } from '@portal/rules/money';
import type { Quote } from '@portal/contracts/paymentJourney';
import {
  Alert,
  Icon,
  RotateCw,
  Send,
  UploadStatus,
  WholeIdentifiers,
  type FileDropProgress,
} from '@portal/ui';
import { nairaLines } from '../currency';
import { formatDateTime } from '../dates';
import { payeeLines } from './payeeLines';
import type { CheckedPayment } from './paymentForm';
import { purposeLabel } from './purposeText';
import { nairaRateText } from './quoteText';
import { QuoteCountdown } from './QuoteCountdown';

const MONEY_TERMS = new Set(['Amount', 'Converted to naira', 'Fee', 'Naira total']);

export interface PaymentReviewProps {
  checked: CheckedPayment;
  invoiceFile: File | null;
  quote: Quote;
  /** The quote ran out (its clock, or the server's 410/409): Submit waits for a new one. */
  quoteStale: boolean;
  onQuoteExpired: () => void;
  /** Why the last quote or submission failed, said above the buttons. */
  error: string | null;
  submitting: boolean;
  /** While the request is sent: how much of it (with the invoice) has gone, or null. */
  invoiceProgress: FileDropProgress | null;
  refreshing: boolean;
  onBack: () => void;
  onRefresh: () => void;
  onSubmit: () => void;
}

/**
 * The review step (D30): what will be paid to whom (the beneficiary's bank details) and
 * why, at the quoted rate and naira total,
 * with the quote's countdown and Refresh quote; Back returns to the form as typed.
 * While Submit sends the request, the Invoice line shows the upload's progress (the
 * form's own file field, which would show it, is hidden during the review).
 */
export function PaymentReview({
  checked,
  invoiceFile,
  quote,
  quoteStale,
  onQuoteExpired,
  error,
  submitting,
  invoiceProgress,
  refreshing,
  onBack,
  onRefresh,
  onSubmit,
}: PaymentReviewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the customer was in is hidden; bring them (and their screen reader) here.
  useEffect(() => heading.current?.focus(), []);
  const lines: [string, ReactNode][] = [
    ...payeeLines(checked.payee),
    // The address the form requires and the request's page shows, as that page shows it.
    ['Address', <WholeIdentifiers key="address" text={checked.payee.address} />],
    ['Purpose', purposeLabel(checked.fields.purpose, checked.fields.purposeText ?? null)],
    ['Amount', formatMoney(quote.amount, quote.currency)],
    ['Exchange rate', nairaRateText(quote.currency, quote.rate)],
    // D47: the fee its own line ("No fee" when none); the total includes it.
    ...nairaLines(quote),
    ['Quote valid until', formatDateTime(quote.expiresAt)],
    [
      'Invoice',
      invoiceFile ? (
        <>
          {invoiceFile.name}
          {invoiceProgress !== null && <UploadStatus label={invoiceFile.name} progress={invoiceProgress} />}
        </>
      ) : (
        'None'
      ),
    ],
  ];
  return (
    <section className="card stack payment-review" aria-labelledby="payment-review-title">
      <h2 id="payment-review-title" ref={heading} tabIndex={-1}>
        Review your payment
      </h2>
      <dl className="summary-list" data-testid="payment-review">
        {lines.map(([term, value]) => (
          <div key={term} className="summary-line">
            <dt>{term}</dt>
            <dd className={MONEY_TERMS.has(term) ? 'money' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      {!quoteStale && (
        <QuoteCountdown key={quote.id} expiresAt={quote.expiresAt} onExpired={onQuoteExpired} />
      )}
      {error && (
        <div className="form-alert">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <div className="form-actions">
        <button type="button" className="btn btn-secondary" onClick={onBack} disabled={submitting}>
          Back
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={onRefresh}
          disabled={submitting || refreshing}
          aria-busy={refreshing}
        >
          <Icon icon={RotateCw} />
          {refreshing ? 'Getting a new quote...' : 'Refresh quote'}
        </button>
        <button
          type="button"
          className="btn"
          onClick={onSubmit}
          disabled={submitting || refreshing || quoteStale}
          aria-busy={submitting}
        >
          <Icon icon={Send} />
          {submitting ? 'Submitting...' : 'Submit Payment Request'}
        </button>
      </div>
    </section>
  );
}
