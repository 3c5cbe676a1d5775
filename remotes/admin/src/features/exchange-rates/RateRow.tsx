import { useEffect, useRef } from 'react';
import { LOCAL_CURRENCY } from '@portal/rules/currencies';
import type { RateUpdate } from '@portal/contracts/rates';
import { formatDateTime } from '../details';
import { useStaffMayDo } from '../staff-role';
import { nairaRateText, type NairaRate } from './nairaRates';
import { RateEditor } from './RateEditor';
import type { RateChange } from './useRateTable';

export interface RateRowProps {
  rate: NairaRate;
  editing: boolean;
  /** False when editing ended because another rate is now edited: focus stays there. */
  returnFocus: boolean;
  onEdit: () => void;
  onCancel: () => void;
  /** Sends the typed rate; answers why it was refused, or null once the server stored it. */
  onSave: (update: RateUpdate) => Promise<RateChange>;
}

/** When staff set the rate; a seeded or missing rate prices nothing (D30) and says so. */
function SetAt({ rate }: { rate: NairaRate }) {
  const setAt = rate.entry?.setAt ?? null;
  if (setAt === null) return <span className="rate-set">never set — placeholder</span>;
  return (
    <span className="rate-set">
      set <time dateTime={setAt}>{formatDateTime(setAt)}</time>
    </span>
  );
}

/** One payment currency's naira rate: "1 EUR = ₦483.00", when it was set, and Edit. */
export function RateRow({ rate, editing, returnFocus, onEdit, onCancel, onSave }: RateRowProps) {
  const mayEdit = useStaffMayDo('manageSettings');
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);

  // Back from editing (saved or cancelled), the keyboard continues from this row's Edit.
  useEffect(() => {
    if (wasEditing.current === editing) return;
    wasEditing.current = editing;
    if (!editing && returnFocus) editButton.current?.focus();
  }, [editing, returnFocus]);

  return (
    <tr className={editing ? 'rate-editing' : undefined}>
      <th scope="row">{rate.currency}</th>
      {editing ? (
        <td colSpan={2}>
          <RateEditor rate={rate} onCancel={onCancel} onSave={onSave} />
        </td>
      ) : (
        <>
          <td className="rate-value" data-label="Rate in naira">
            <span className="num">
              1 {rate.currency} = {rate.entry ? nairaRateText(rate.entry.rate) : 'no rate'}
            </span>
            <SetAt rate={rate} />
          </td>
          <td>
            {mayEdit && (
              <button
                ref={editButton}
                type="button"
                className="btn btn-secondary btn-small"
                aria-label={`Edit rate from ${rate.currency} to ${LOCAL_CURRENCY}`}
                onClick={onEdit}
              >
                {rate.entry ? 'Edit' : 'Set'}
              </button>
            )}
          </td>
        </>
      )}
    </tr>
  );
}
