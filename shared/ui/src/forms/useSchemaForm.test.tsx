import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldsSchema } from '@portal/contracts/formSchemas';
import { TextField } from '../TextField';
import { useSchemaForm } from './useSchemaForm';

const schema = fieldsSchema<'name' | 'code'>({
  name: (value) => (value.trim() ? undefined : 'Name is required'),
  code: (value) => (/^\d{3}$/.test(value) ? undefined : 'Three digits, please'),
});

function Form({ onValid }: { onValid: (values: { name: string; code: string }) => void }) {
  const { attachForm, ...form } = useSchemaForm(schema, { name: '', code: '' });
  return (
    <form
      ref={attachForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.validateAll().then((valid) => valid && onValid(form.values));
      }}
    >
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Code" {...form.field('code')} />
      <button type="button" onClick={() => form.showErrors({ code: 'Taken by the server' })}>
        Refuse
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useSchemaForm', () => {
  it("shows a field's error when it is left, and forgets it as soon as it is typed in", async () => {
    const user = userEvent.setup();
    render(<Form onValid={jest.fn()} />);
    await user.click(screen.getByLabelText('Name'));
    await user.tab();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'A');
    expect(screen.queryByText('Name is required')).toBeNull();
  });

  it('checks every field on submit, focuses the first refused one, and sends nothing', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<Form onValid={onValid} />);
    await user.type(screen.getByLabelText('Code'), '12');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Three digits, please')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('answers the values once every field passes', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<Form onValid={onValid} />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Code'), '123');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Ada', code: '123' }));
  });

  it("shows the server's refusals under their fields", async () => {
    const user = userEvent.setup();
    render(<Form onValid={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('Taken by the server');
  });
});
