import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Validated } from '@portal/contracts';
import { TextField } from '../TextField';
import { EditSaveControls } from './EditSaveControls';
import { useEditableForm } from './useEditableForm';
import { useEditingFocus } from './useEditingFocus';

interface Values {
  name: string;
}

const check = ({ name }: Values): Validated<Values> =>
  name.trim()
    ? { ok: true, data: { name: name.trim() } }
    : { ok: false, errors: { name: ['Enter a name.'] }, message: 'Enter a name.' };

/** A profile-like form: Edit and Cancel/Save in one place, as the customer's profile has them. */
function NameForm({ save }: { save: (values: Values) => Promise<Values> }) {
  const form = useEditableForm<Values, Values, Values>({
    initial: { name: 'Ada' },
    check,
    save,
    valuesOf: (view) => view,
    refusalOf: () => ({ fields: {}, message: 'Could not save.' }),
    successMessage: 'Saved.',
  });
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
        onChange={(event) => form.change('name', event.target.value)}
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
