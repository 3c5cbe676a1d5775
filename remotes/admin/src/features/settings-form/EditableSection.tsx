import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Alert, type EditableForm } from '@portal/ui';

export interface EditableSectionProps<T> {
  title: string;
  description?: ReactNode;
  form: EditableForm<T>;
  /** What the saved values look like while not editing. */
  view: ReactNode;
  /** The inputs while editing. */
  children: ReactNode;
  /** Counts refused saves; each new refusal takes focus to the first field in error. */
  refusals?: number;
}

/**
 * Spec §4: read-only until Edit; Cancel restores; Save shows a saving state while
 * the call runs and then the success alert. Focus follows the switch, so keyboard
 * users stay in place, and goes to the first refused field after a refused save.
 */
export function EditableSection<T>({
  title,
  description,
  form,
  view,
  children,
  refusals = 0,
}: EditableSectionProps<T>) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(form.editing);

  useEffect(() => {
    if (wasEditing.current === form.editing) return;
    wasEditing.current = form.editing;
    if (form.editing) formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    else editButton.current?.focus();
  }, [form.editing]);

  // After a refused save the errors have rendered; take the admin to the first one.
  // Without a field in error (the server refused the whole save) the alert above says why.
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
