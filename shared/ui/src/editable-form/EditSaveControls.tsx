import type { Ref } from 'react';

/** What the buttons read of an editor (the customer's profile, an admin setting): its mode and saving state. */
export interface EditCycle {
  editing: boolean;
  saving: boolean;
  edit: () => void;
  cancel: () => void;
}

export interface EditSaveControlsProps {
  /** The form's state: its mode decides which buttons show, its saving state their busy look. */
  form: EditCycle;
  /** The Edit button, for `useEditingFocus` to return focus to after Cancel or Save. */
  editRef?: Ref<HTMLButtonElement>;
  /** Edit as the page's main action (a form of its own) or beside a section's title. */
  editEmphasis?: 'primary' | 'secondary';
}

/**
 * The buttons of the read-only → Edit → Cancel/Save cycle: Edit while the values
 * are shown read-only; Cancel and Save (a submit button, so Enter saves too) while
 * editing, both unavailable and Save saying "Saving..." while the save runs. A
 * section whose Edit sits beside its title renders this in both places; each shows
 * only the buttons of the current mode.
 */
export function EditSaveControls({ form, editRef, editEmphasis = 'primary' }: EditSaveControlsProps) {
  if (!form.editing) {
    return (
      <button
        ref={editRef}
        type="button"
        className={editEmphasis === 'primary' ? 'btn' : 'btn btn-secondary'}
        onClick={form.edit}
      >
        Edit
      </button>
    );
  }
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={form.cancel} disabled={form.saving}>
        Cancel
      </button>
      <button type="submit" className="btn" disabled={form.saving} aria-busy={form.saving}>
        {form.saving ? 'Saving...' : 'Save'}
      </button>
    </>
  );
}
