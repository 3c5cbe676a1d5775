import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEditableForm } from './useEditableForm';

function BankName({ save }: { save: (values: { bankName: string }) => Promise<void> }) {
  const form = useEditableForm({ initial: { bankName: 'First Bank' }, save, successMessage: 'Saved!' });
  return (
    <div>
      <label htmlFor="bank">Bank name</label>
      <input
        id="bank"
        readOnly={!form.editing}
        value={form.values.bankName}
        onChange={(event) => form.change('bankName', event.target.value)}
      />
      {form.editing ? (
        <>
          <button onClick={form.cancel}>Cancel</button>
          <button onClick={() => void form.submit()} disabled={form.saving}>
            {form.saving ? 'Saving...' : 'Save'}
          </button>
        </>
      ) : (
        <button onClick={form.edit}>Edit</button>
      )}
      {form.message && <p role="status">{form.message}</p>}
    </div>
  );
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('useEditableForm', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is read-only until Edit and Cancel restores the saved values', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<BankName save={() => wait(1000)} />);
    expect(screen.getByLabelText('Bank name')).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Bank name'));
    await user.type(screen.getByLabelText('Bank name'), 'Zenith');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Bank name')).toHaveValue('First Bank');
    expect(screen.getByLabelText('Bank name')).toHaveAttribute('readonly');
  });

  it('shows the saving state until the save resolves, then the success message', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const save = jest.fn(() => wait(1000));
    render(<BankName save={save} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Bank name'), ' Plc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved!');
    expect(screen.getByLabelText('Bank name')).toHaveValue('First Bank Plc');
    expect(screen.getByLabelText('Bank name')).toHaveAttribute('readonly');
    expect(save).toHaveBeenCalledTimes(1);
  });
});
