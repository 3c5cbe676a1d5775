import { useId } from 'react';
import { Alert, ArrowRightLeft, EmptyState, SkeletonBlock, SkeletonLine } from '@portal/ui';
import { formatDateTime } from '../details';
import { SourceDataStatus } from '../load-state';
import { RateRow } from './RateRow';
import { pairKey, useRateTable } from './useRateTable';

function RateTableHead() {
  return (
    <thead>
      <tr>
        <th scope="col">From</th>
        <th scope="col" className="rate-quote">
          To
        </th>
        <th scope="col" className="num">
          Rate
        </th>
        <th scope="col">
          <span className="visually-hidden">Actions</span>
        </th>
      </tr>
    </thead>
  );
}

const SKELETON_ROWS = 4;

/** The table with placeholder rows, while the rates are read. */
function RateTableSkeleton() {
  return (
    <div className="table-wrap">
      <table className="table rate-table">
        <RateTableHead />
        <tbody>
          {Array.from({ length: SKELETON_ROWS }, (_, row) => (
            <tr key={row}>
              <td>
                <SkeletonLine width="3em" />
              </td>
              <td className="rate-quote">
                <SkeletonLine width="3em" />
              </td>
              <td className="num">
                <SkeletonLine width="11em" />
              </td>
              <td>
                <SkeletonBlock width="3.5em" height={36} radius="8px" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The one rate table (kept on the server, starting from the spec's rates) that the
 * converter, the payment form and new payment requests use: every stored pair, each
 * editable by an admin. A change is audited by the server; requests already submitted keep the rate they were
 * submitted at.
 */
export function ExchangeRatesSection() {
  const titleId = useId();
  const rates = useRateTable();
  const { table } = rates;
  return (
    <section id="exchange-rates" className="card exchange-rates" aria-labelledby={titleId}>
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
      <SourceDataStatus
        state={table}
        what="exchange rates"
        onRetry={rates.reload}
        skeleton={<RateTableSkeleton />}
      />
      {table.status === 'ready' && table.data.rates.length === 0 && (
        <EmptyState icon={ArrowRightLeft} title="No exchange rates are stored yet.">
          The standard pairs are added when the server sets up its database; ask whoever runs the server to
          check its migrations. Until then the converter and new payment requests cannot be priced.
        </EmptyState>
      )}
      {table.status === 'ready' && table.data.rates.length > 0 && (
        <div className="table-wrap">
          <table className="table rate-table">
            <caption className="visually-hidden">Exchange rates</caption>
            <RateTableHead />
            <tbody>
              {table.data.rates.map((entry) => (
                <RateRow
                  key={pairKey(entry)}
                  entry={entry}
                  editing={rates.editing === pairKey(entry)}
                  returnFocus={rates.editing === null}
                  onEdit={() => rates.edit(entry)}
                  onCancel={rates.cancel}
                  onSave={(update) => rates.save(entry, update)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
