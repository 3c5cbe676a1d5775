import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEW_PASSWORD_RULES, NewPasswordFields } from './NewPasswordFields';
import { PASSWORD_HINT } from './passwordHint';
import { useFormFields } from './useFormFields';

function PasswordForm() {
  const { attachForm, ...form } = useFormFields(NEW_PASSWORD_RULES, { password: '', confirmPassword: '' });
  return (
    <form
      ref={attachForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.validateAll();
      }}
    >
      <NewPasswordFields
        labels={{ password: 'New Password', confirmPassword: 'Confirm New Password' }}
        password={form.field('password')}
        confirmPassword={form.field('confirmPassword')}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('NewPasswordFields', () => {
  it('offers both fields as a new password, hidden, with the rules said under the first', () => {
    render(<PasswordForm />);
    const password = screen.getByLabelText('New Password');
    const confirmation = screen.getByLabelText('Confirm New Password');
    for (const field of [password, confirmation]) {
      expect(field).toHaveAttribute('type', 'password');
      expect(field).toHaveAttribute('autocomplete', 'new-password');
    }
    expect(password).toHaveAccessibleDescription(PASSWORD_HINT);
    expect(confirmation).not.toHaveAccessibleDescription();
  });

  it('refuses a confirmation that does not repeat the password, under the confirmation', async () => {
    const user = userEvent.setup();
    render(<PasswordForm />);
    await user.type(screen.getByLabelText('New Password'), 'NewSecret1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'NewSecret2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('New Password')).not.toHaveAttribute('aria-invalid');
    const confirmation = screen.getByLabelText('Confirm New Password');
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(confirmation).toHaveFocus();
  });

  it('refuses a password that breaks the rules, and focuses it first', async () => {
    const user = userEvent.setup();
    render(<PasswordForm />);
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.type(screen.getByLabelText('Confirm New Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('New Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New Password')).toHaveFocus();
  });
});
