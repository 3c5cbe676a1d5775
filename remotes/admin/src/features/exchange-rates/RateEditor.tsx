import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { RateEntry } from '@portal/contracts';
import type { RateChange } from './useRateTable';

export interface RateEditorProps {
  entry: RateEntry;
  onCancel: () => void;
  onSave: (typed: string) => Promise<RateChange>;
}

/**
 * A rate being edited: the stored rate in the input with all its decimals, Save
 * ('Saving...' while the call runs) and Cancel (or Escape). A refused rate says why
 * next to the input, which keeps what was typed and takes focus again.
 */
export function RateEditor({ entry, onCancel, onSave }: RateEditorProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [draft, setDraft] = useState(entry.rate);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    input.current?.focus();
    return () => {
      mounted.current = false;
    };
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const change = await onSave(draft);
    // A stored rate closes the editor; only a refusal finds it still here.
    if (!mounted.current || change.ok) return;
    setSaving(false);
    setError(change.message);
    input.current?.focus();
  };

  return (
    <form className="rate-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <label htmlFor={inputId} className="visually-hidden">
        Rate from {entry.base} to {entry.quote}
      </label>
      <input
        ref={input}
        id={inputId}
        inputMode="decimal"
        autoComplete="off"
        value={draft}
        readOnly={saving}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !saving) {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      <button type="submit" className="btn btn-small" aria-disabled={saving} aria-busy={saving}>
        {saving ? 'Saving...' : 'Save'}
      </button>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        aria-disabled={saving}
        onClick={() => {
          if (!saving) onCancel();
        }}
      >
        Cancel
      </button>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </form>
  );
}
