import { useEffect, useRef } from 'react';
import { formatRate, type RateEntry, type RateUpdate } from '@portal/contracts';
import { RateEditor } from './RateEditor';
import type { RateChange } from './useRateTable';

export interface RateRowProps {
  entry: RateEntry;
  editing: boolean;
  /** False when editing ended because another rate is now edited: focus stays there. */
  returnFocus: boolean;
  onEdit: () => void;
  onCancel: () => void;
  /** Sends the typed rate; answers why it was refused, or null once the server stored it. */
  onSave: (update: RateUpdate) => Promise<RateChange>;
}

const pairName = ({ base, quote }: RateEntry) => `${base} to ${quote}`;

/** One rate of the table: "1 USD = 410.5000 NGN", and Edit. */
export function RateRow({ entry, editing, returnFocus, onEdit, onCancel, onSave }: RateRowProps) {
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
      <th scope="row">{entry.base}</th>
      <td className="rate-quote">{entry.quote}</td>
      {editing ? (
        <td colSpan={2}>
          <RateEditor entry={entry} onCancel={onCancel} onSave={onSave} />
        </td>
      ) : (
        <>
          <td className="rate-value num">
            1 {entry.base} = {formatRate(entry.rate)} {entry.quote}
          </td>
          <td>
            <button
              ref={editButton}
              type="button"
              className="btn btn-secondary btn-small"
              aria-label={`Edit rate from ${pairName(entry)}`}
              onClick={onEdit}
            >
              Edit
            </button>
          </td>
        </>
      )}
    </tr>
  );
}
