import { useId } from 'react';
import { Alert } from '@portal/ui';
import { formatDateTime, SourceDataStatus } from '../../common';
import { RateRow } from './RateRow';
import { pairKey, useRateTable } from './useRateTable';

/**
 * The one rate table (D16, D24) that the converter, the payment form and new
 * payment requests use: every stored pair, each editable by an admin. A change is
 * audited by the server; requests already submitted keep the rate they were
 * submitted at.
 */
export function ExchangeRatesSection() {
  const titleId = useId();
  const rates = useRateTable();
  const { table } = rates;
  return (
    <section className="card exchange-rates" aria-labelledby={titleId}>
      <h2 id={titleId}>Exchange Rates</h2>
      <p className="muted">
        The rates the currency converter and new payment requests use. A payment request keeps the rate it was
        submitted at.
        {table.status === 'ready' && (
          <>
            {' '}
            Last changed <time dateTime={table.data.updatedAt}>{formatDateTime(table.data.updatedAt)}</time>.
          </>
        )}
      </p>
      {rates.notice && (
        <Alert tone={rates.notice.tone} onDismiss={rates.dismissNotice}>
          {rates.notice.text}
        </Alert>
      )}
      <SourceDataStatus state={table} what="exchange rates" onRetry={rates.reload} />
      {table.status === 'ready' && (
        <div className="table-wrap">
          <table className="table rate-table">
            <caption className="visually-hidden">Exchange rates</caption>
            <thead>
              <tr>
                <th scope="col">From</th>
                <th scope="col">To</th>
                <th scope="col">Rate</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {table.data.rates.map((entry) => (
                <RateRow
                  key={pairKey(entry)}
                  entry={entry}
                  editing={rates.editing === pairKey(entry)}
                  returnFocus={rates.editing === null}
                  onEdit={() => rates.edit(entry)}
                  onCancel={rates.cancel}
                  onSave={(typed) => rates.save(entry, typed)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
