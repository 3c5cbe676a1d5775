import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from '../TextField';
import { EditSaveControls } from './EditSaveControls';
import { useEditingFocus } from './useEditingFocus';

interface Values {
  name: string;
}

/**
 * The edit cycle the portal's editors (the customer's profile, the admin's settings) run, cut
 * to one field: read-only until Edit, Cancel restores, Save refuses an empty name or saves.
 */
function useNameEditor(save: (values: Values) => Promise<Values>) {
  const [saved, setSaved] = useState<Values>({ name: 'Ada' });
  const [values, setValues] = useState<Values>(saved);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [refusals, setRefusals] = useState(0);
  return {
    values,
    editing,
    saving,
    fieldErrors,
    refusals,
    edit: () => setEditing(true),
    cancel: () => {
      setValues(saved);
      setEditing(false);
    },
    change: (name: string) => setValues({ name }),
    submit: async () => {
      if (!values.name.trim()) {
        setFieldErrors({ name: 'Enter a name.' });
        setRefusals((count) => count + 1);
        return;
      }
      setSaving(true);
      const stored = await save({ name: values.name.trim() });
      setSaved(stored);
      setValues(stored);
      setSaving(false);
      setEditing(false);
    },
  };
}

/** A profile-like form: Edit and Cancel/Save in one place, as the customer's profile has them. */
function NameForm({ save }: { save: (values: Values) => Promise<Values> }) {
  const form = useNameEditor(save);
  const { formRef, editRef } = useEditingFocus(form.editing, form.refusals);
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <TextField label="Email" readOnly value="ada@example.com" />
      <TextField
        label="Name"
        readOnly={!form.editing}
        value={form.values.name}
        error={form.fieldErrors.name}
        onChange={(event) => form.change(event.target.value)}
      />
      <EditSaveControls form={form} editRef={editRef} />
    </form>
  );
}

describe('EditSaveControls with useEditingFocus', () => {
  it('shows Edit while read-only, and Edit moves focus to the first field that can be typed in', async () => {
    const user = userEvent.setup();
    render(<NameForm save={async (values) => values} />);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('Cancel restores the saved value and returns focus to Edit', async () => {
    const user = userEvent.setup();
    render(<NameForm save={async (values) => values} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Name'), ' Obi');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('Save is busy and both buttons unavailable while saving, then focus returns to Edit', async () => {
    const user = userEvent.setup();
    let finish: (values: Values) => void = () => undefined;
    render(<NameForm save={(values) => new Promise((resolve) => (finish = () => resolve(values)))} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const saving = screen.getByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    expect(saving).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => finish({ name: 'Ada' }));
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('a refused save takes focus to the field in error', async () => {
    const user = userEvent.setup();
    render(<NameForm save={async (values) => values} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter a name.');
  });
});
