import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newPasswordFormSchema } from '@portal/contracts/formSchemas';
import { useSchemaForm } from '@portal/ui';
import { NewPasswordFields } from './NewPasswordFields';
import { PASSWORD_HINT } from './passwordHint';

function PasswordForm() {
  const { attachForm, ...form } = useSchemaForm(newPasswordFormSchema, { password: '', confirmPassword: '' });
  return (
    <form
      ref={attachForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.validateAll();
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

  it.each([
    {
      case: 'a confirmation that does not repeat the password',
      typed: ['NewSecret1', 'NewSecret2'],
      refused: 'Confirm New Password',
      kept: 'New Password',
    },
    {
      case: 'a password that breaks the rules',
      typed: ['short', 'short'],
      refused: 'New Password',
      kept: null,
    },
  ])('refuses $case under the field, and focuses it', async ({ typed, refused, kept }) => {
    const user = userEvent.setup();
    render(<PasswordForm />);
    await user.type(screen.getByLabelText('New Password'), typed[0] ?? '');
    await user.type(screen.getByLabelText('Confirm New Password'), typed[1] ?? '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText(refused)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(refused)).toHaveFocus();
    if (kept) expect(screen.getByLabelText(kept)).not.toHaveAttribute('aria-invalid');
  });
});
