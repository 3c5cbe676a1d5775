import { useId, type FormEvent, type ReactNode } from 'react';
import { Alert, EditSaveControls, useEditingFocus } from '@portal/ui';
import { StepUpField } from '../step-up';
import type { SettingsEditor } from './useSettingsEditor';

export interface EditableSectionProps<T> {
  title: string;
  description?: ReactNode;
  form: SettingsEditor<T>;
  /** What the saved values look like while not editing. */
  view: ReactNode;
  /** The inputs while editing. */
  children: ReactNode;
  /** Counts refused saves; each new refusal takes focus to the first field in error. */
  refusals?: number;
  /** Said instead of Edit when the signed-in staff member's role may not change this (D35). */
  readOnlyNote?: ReactNode;
}

/**
 * Read-only until Edit; Cancel restores; Save shows a saving state while
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
  readOnlyNote,
}: EditableSectionProps<T>) {
  const titleId = useId();
  const { formRef, editRef } = useEditingFocus(form.editing, refusals);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <section className="card editable-section" aria-labelledby={titleId}>
      <div className="editable-section-head">
        <h2 id={titleId}>{title}</h2>
        {!form.editing && !readOnlyNote && (
          <EditSaveControls form={form} editRef={editRef} editEmphasis="secondary" />
        )}
      </div>
      {description && <p className="muted">{description}</p>}
      {readOnlyNote}
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
            <StepUpField
              value={form.stepUpCode}
              onChange={form.changeStepUpCode}
              error={form.fieldErrors.stepUp}
            />
          </fieldset>
          <div className="form-actions">
            <EditSaveControls form={form} />
          </div>
        </form>
      ) : (
        view
      )}
    </section>
  );
}
