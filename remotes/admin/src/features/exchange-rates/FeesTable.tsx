import { useEffect, useId, useRef } from 'react';
import { describeFee, type CurrencyFee } from '@portal/contracts/fees';
import { Alert } from '@portal/ui';
import { formatDateTime } from '../details';
import { SourceDataStatus } from '../load-state';
import { useStaffMayDo } from '../staff-role';
import { FeeEditor } from './FeeEditor';
import { useFeeTable, type FeeChange, type FeeSave } from './useFeeTable';

interface FeeRowProps {
  fee: CurrencyFee;
  editing: boolean;
  returnFocus: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (change: FeeSave) => Promise<FeeChange>;
}

/** One currency's fee: "₦1,000.00 + 0.5%" or "No fee", when it was set, and Edit. */
function FeeRow({ fee, editing, returnFocus, onEdit, onCancel, onSave }: FeeRowProps) {
  const mayEdit = useStaffMayDo('manageSettings');
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current === editing) return;
    wasEditing.current = editing;
    if (!editing && returnFocus) editButton.current?.focus();
  }, [editing, returnFocus]);
  return (
    <tr>
      <th scope="row">{fee.currency}</th>
      {editing ? (
        <td colSpan={2}>
          <FeeEditor fee={fee} onCancel={onCancel} onSave={onSave} />
        </td>
      ) : (
        <>
          <td className="rate-value" data-label="Fee">
            <span className="num">{describeFee(fee)}</span>
            {fee.setAt && (
              <span className="rate-set">
                set <time dateTime={fee.setAt}>{formatDateTime(fee.setAt)}</time>
              </span>
            )}
          </td>
          <td>
            {mayEdit && (
              <button
                ref={editButton}
                type="button"
                className="btn btn-secondary btn-small"
                aria-label={`Edit fee for ${fee.currency}`}
                onClick={onEdit}
              >
                Edit
              </button>
            )}
          </td>
        </>
      )}
    </tr>
  );
}

/**
 * The fee of every payment currency (D47), set beside the rates: a flat naira amount and/or
 * a percentage of the converted naira, none by default. A quote records the fee it was given
 * with, so a change reaches only quotes given after it.
 */
export function FeesTable() {
  const titleId = useId();
  const fees = useFeeTable();
  const { table } = fees;
  return (
    <div className="fees" aria-labelledby={titleId} role="group">
      <h3 id={titleId}>Fees</h3>
      <p className="muted">
        Charged on each new quote in that currency, as its own line, and included in the naira the customer
        pays: a flat amount in naira and/or a percentage of the converted naira amount. A quote or request
        keeps the fee it was given.
      </p>
      {fees.notice && (
        <Alert tone={fees.notice.tone} onDismiss={fees.dismissNotice}>
          {fees.notice.text}
        </Alert>
      )}
      <SourceDataStatus state={table} what="fees" onRetry={fees.reload} />
      {table.status === 'ready' && (
        <div className="table-wrap">
          <table className="table table-cards rate-table">
            <caption className="visually-hidden">Fees</caption>
            <thead>
              <tr>
                <th scope="col">Currency</th>
                <th scope="col">Fee</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {table.data.fees.map((fee) => (
                <FeeRow
                  key={fee.currency}
                  fee={fee}
                  editing={fees.editing === fee.currency}
                  returnFocus={fees.editing === null}
                  onEdit={() => fees.edit(fee.currency)}
                  onCancel={fees.cancel}
                  onSave={(change) => fees.save(fee.currency, change)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
