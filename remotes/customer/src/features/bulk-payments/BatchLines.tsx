import { formatMoney } from '@portal/rules/money';
import type { BatchLine } from '@portal/contracts/paymentBatches';
import { SWIFT_LABEL } from '@portal/ui/words/beneficiaryFieldLabels';

/** The file's column names as a person reads them next to the error. */
const COLUMN_LABELS: Record<string, string> = {
  line: 'Line',
  beneficiaryId: 'Beneficiary id',
  name: 'Name',
  country: 'Country',
  address: 'Address',
  email: 'Email',
  bankName: 'Bank',
  iban: 'IBAN',
  bic: SWIFT_LABEL,
  routingNumber: 'Routing number',
  sortCode: 'Sort code',
  accountNumber: 'Account number',
  amount: 'Amount',
  currency: 'Currency',
  purpose: 'Purpose',
  purposeText: 'Purpose description',
  reference: 'Your reference',
};

const amountOf = (line: BatchLine) =>
  /^[A-Z]{3}$/.test(line.currency) && /^\d+(\.\d+)?$/.test(line.amount)
    ? formatMoney(line.amount, line.currency)
    : `${line.amount} ${line.currency}`.trim();

/**
 * The file's lines as checked, each with its own errors beside it (by column, in the file's
 * words), the lines with errors first so that a long file's few bad lines are not missed.
 */
export function BatchLines({ lines }: { lines: readonly BatchLine[] }) {
  const bad = lines.filter((line) => Object.keys(line.errors).length > 0);
  const shown = [...bad, ...lines.filter((line) => Object.keys(line.errors).length === 0)];
  return (
    <table className="table-cards batch-lines" aria-label="Lines of the file">
      <thead>
        <tr>
          <th scope="col">Line</th>
          <th scope="col">Pays</th>
          <th scope="col">Amount</th>
          <th scope="col">Your reference</th>
          <th scope="col">Check</th>
        </tr>
      </thead>
      <tbody>
        {shown.map((line) => {
          const errors = Object.entries(line.errors);
          return (
            <tr
              key={line.line}
              data-testid={`line-${line.line}`}
              className={errors.length ? 'batch-line-bad' : undefined}
            >
              <th scope="row" data-label="Line">
                {line.line}
              </th>
              <td data-label="Pays" className="breakable">
                {line.payee || '—'}
              </td>
              <td data-label="Amount">{amountOf(line)}</td>
              <td data-label="Your reference" className="breakable">
                {line.reference ?? '—'}
              </td>
              <td data-label="Check">
                {errors.length === 0 ? (
                  <span className="status-ok">Ready</span>
                ) : (
                  <ul className="field-errors" aria-label={`Errors of line ${line.line}`}>
                    {errors.flatMap(([column, messages]) =>
                      messages.map((message) => (
                        <li key={`${column}-${message}`} className="field-error">
                          {COLUMN_LABELS[column] ?? column}: {message}
                        </li>
                      )),
                    )}
                  </ul>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
