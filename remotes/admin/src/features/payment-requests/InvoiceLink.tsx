import type { AdminPaymentRow } from '@portal/contracts/paymentAnswers';
import { ExternalLink, Icon, type OpenFile } from '@portal/ui';

/**
 * The request's invoice: its file name with an Open button that downloads it
 * through the authorised route, or "None" when the customer attached none.
 */
export function InvoiceLink({ payment, opener }: { payment: AdminPaymentRow; opener: OpenFile }) {
  const fileName = payment.invoiceFile;
  if (fileName === null) return <>None</>;
  const opening = opener.isOpening(payment.id);
  return (
    <span className="invoice-file">
      <span className="document-file-name">{fileName}</span>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        aria-label={`Open invoice ${fileName}`}
        aria-disabled={opening}
        onClick={() => void opener.open({ id: payment.id, fileName })}
      >
        <Icon icon={ExternalLink} />
        {opening ? 'Opening…' : 'Open'}
      </button>
    </span>
  );
}
