import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, type EditableForm } from '@portal/ui';

export interface EditableSectionProps<T> {
  title: string;
  description?: ReactNode;
  form: EditableForm<T>;
  /** What the saved values look like while not editing. */
  view: ReactNode;
  /** The inputs while editing. */
  children: ReactNode;
  /** Runs before saving; return false to stay in the form (the inputs show why). */
  validate?: () => boolean;
}

/**
 * Spec §4: read-only until Edit; Cancel restores; Save shows a saving state and
 * then the success alert. Focus follows the switch, so keyboard users stay in place.
 */
export function EditableSection<T>({
  title,
  description,
  form,
  view,
  children,
  validate,
}: EditableSectionProps<T>) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(form.editing);
  const [refusedSaves, setRefusedSaves] = useState(0);

  useEffect(() => {
    if (wasEditing.current === form.editing) return;
    wasEditing.current = form.editing;
    if (form.editing) formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    else editButton.current?.focus();
  }, [form.editing]);

  // After a refused save the errors have rendered; take the admin to the first one.
  useEffect(() => {
    if (refusedSaves > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusedSaves]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (validate && !validate()) {
      setRefusedSaves((count) => count + 1);
      return;
    }
    void form.submit();
  };

  return (
    <section className="card editable-section" aria-labelledby={titleId}>
      <div className="editable-section-head">
        <h2 id={titleId}>{title}</h2>
        {!form.editing && (
          <button ref={editButton} type="button" className="btn btn-secondary" onClick={form.edit}>
            Edit
          </button>
        )}
      </div>
      {description && <p className="muted">{description}</p>}
      {form.message && (
        <Alert tone="success" onDismiss={form.dismissMessage}>
          {form.message}
        </Alert>
      )}
      {form.error && <Alert tone="error">{form.error}</Alert>}
      {form.editing ? (
        <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
          <fieldset className="editable-fields" disabled={form.saving}>
            {children}
          </fieldset>
          <div className="form-actions">
            <button type="button" className="btn btn-secondary" onClick={form.cancel} disabled={form.saving}>
              Cancel
            </button>
            <button type="submit" className="btn" disabled={form.saving} aria-busy={form.saving}>
              {form.saving ? 'Saving...' : 'Save'}
            </button>
          </div>
        </form>
      ) : (
        view
      )}
    </section>
  );
}
