import { useId } from 'react';
import { RATE_STALE_AFTER_HOURS } from '@portal/contracts/paymentJourney';
import { Alert, SkeletonBlock, SkeletonLine } from '@portal/ui';
import { formatDateTime } from '../details';
import { SourceDataStatus } from '../load-state';
import { StaffRoleNote, useStaffMayDo } from '../staff-role';
import { FeesTable } from './FeesTable';
import { nairaRatesOf } from './nairaRates';
import { RateRow } from './RateRow';
import { useRateTable } from './useRateTable';

function RateTableHead() {
  return (
    <thead>
      <tr>
        <th scope="col">Currency</th>
        <th scope="col">Rate in naira</th>
        <th scope="col">
          <span className="visually-hidden">Actions</span>
        </th>
      </tr>
    </thead>
  );
}

const SKELETON_ROWS = 5;

/** The table with placeholder rows, while the rates are read. */
function RateTableSkeleton() {
  return (
    <div className="table-wrap">
      <table className="table table-cards rate-table">
        <RateTableHead />
        <tbody>
          {Array.from({ length: SKELETON_ROWS }, (_, row) => (
            <tr key={row}>
              <td>
                <SkeletonLine width="3em" />
              </td>
              <td data-label="Rate in naira">
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
 * The naira rate of every payment currency (D30): what quotes and new payment requests
 * are priced at (the converter's other pairs derive from them). Each shows when staff
 * set it; a seeded placeholder, or a currency never set, gives no quote until set here.
 * A change is audited by the server; quotes given and requests made keep their rate.
 */
export function ExchangeRatesSection() {
  const titleId = useId();
  const rates = useRateTable();
  const mayEdit = useStaffMayDo('manageSettings');
  const { table } = rates;
  return (
    <section id="exchange-rates" className="card exchange-rates" aria-labelledby={titleId}>
      <h2 id={titleId}>Exchange Rates</h2>
      <p className="muted">
        Naira per unit of each payment currency, used to quote new payment requests. A quote or request keeps
        the rate it was given. The dashboard warns when a rate is a placeholder or older than{' '}
        {RATE_STALE_AFTER_HOURS} hours.
        {table.status === 'ready' && (
          <>
            {' '}
            {/* Label and date move to a new line together, never "Last changed" / "29 Nov 2026…" (shots8). */}
            <span className="whole-word last-changed">
              Last changed <time dateTime={table.data.updatedAt}>{formatDateTime(table.data.updatedAt)}</time>
              .
            </span>
          </>
        )}
      </p>
      {!mayEdit && <StaffRoleNote reads="the rates" cannot="change them" />}
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
      {table.status === 'ready' && (
        <div className="table-wrap">
          <table className="table table-cards rate-table">
            <caption className="visually-hidden">Exchange rates</caption>
            <RateTableHead />
            <tbody>
              {nairaRatesOf(table.data.rates).map((rate) => (
                <RateRow
                  key={rate.currency}
                  rate={rate}
                  editing={rates.editing === rate.currency}
                  returnFocus={rates.editing === null}
                  onEdit={() => rates.edit(rate.currency)}
                  onCancel={rates.cancel}
                  onSave={(update) => rates.save(rate.currency, update)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <FeesTable />
    </section>
  );
}
