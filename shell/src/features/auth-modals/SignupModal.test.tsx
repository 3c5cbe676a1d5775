import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MESSAGES } from '@portal/contracts/messages';
import { failure, fakeApi } from '../../testing/fakeApi';
import { expectFieldError, expectNoFieldError } from '../../testing/fieldError';
import { openModal, resetAuthState } from '../../testing/openModal';

afterEach(resetAuthState);

const field = (label: string) => screen.getByLabelText(label);

async function fillValidForm(user: UserEvent) {
  await user.type(field('Full Name'), '  Ada Obi ');
  await user.type(field('Email'), 'ada@example.com');
  await user.type(field('Password'), 'Secret1');
  await user.type(field('Confirm Password'), 'Secret1');
}

async function blurWith(user: UserEvent, label: string, value: string) {
  await user.clear(field(label));
  if (value) await user.type(field(label), value);
  else await user.click(field(label));
  await user.tab();
}

describe('Sign Up modal', () => {
  it('is a dialog titled Sign Up with its four fields, Full Name focused', async () => {
    const { dialog } = await openModal('signup');
    expect(dialog).toHaveAccessibleName('Sign Up');
    expect(field('Full Name')).toHaveFocus();
    expect(field('Email')).toBeInTheDocument();
    expect(field('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('Confirm Password')).toHaveAttribute('type', 'password');
  });

  it.each([
    ['Full Name', '', MESSAGES.nameRequired],
    ['Full Name', ' A ', MESSAGES.nameTooShort],
    ['Email', '', MESSAGES.emailRequired],
    ['Email', 'ada.example.com', MESSAGES.emailInvalid],
    ['Password', '', MESSAGES.passwordRequired],
    ['Password', 'Ab1', MESSAGES.passwordTooShort],
    ['Password', 'secret1', MESSAGES.passwordTooWeak],
    ['Password', 'SECRET1', MESSAGES.passwordTooWeak],
    ['Password', 'Secrets', MESSAGES.passwordTooWeak],
    ['Confirm Password', '', MESSAGES.confirmRequired],
  ])('after %s loses focus holding %j, shows %j under it', async (label, value, message) => {
    const { user } = await openModal('signup');
    await blurWith(user, label, value);
    expectFieldError(label, message);
  });

  it("shows 'Passwords do not match' when the confirmation differs", async () => {
    const { user } = await openModal('signup');
    await user.type(field('Password'), 'Secret1');
    await blurWith(user, 'Confirm Password', 'Secret2');
    expectFieldError('Confirm Password', MESSAGES.passwordsDiffer);
  });

  it('accepts a valid value on blur without an error', async () => {
    const { user } = await openModal('signup');
    await blurWith(user, 'Password', 'Secret1');
    expectNoFieldError('Password');
  });

  it('clears a field error when the user types in the field', async () => {
    const { user } = await openModal('signup');
    await blurWith(user, 'Full Name', '');
    expectFieldError('Full Name', MESSAGES.nameRequired);
    await user.type(field('Full Name'), 'A');
    expectNoFieldError('Full Name');
  });

  it('validates all four fields on submit and sends nothing', async () => {
    const api = fakeApi();
    const { user, dialog } = await openModal('signup');
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    expectFieldError('Full Name', MESSAGES.nameRequired);
    expectFieldError('Email', MESSAGES.emailRequired);
    expectFieldError('Password', MESSAGES.passwordRequired);
    expectFieldError('Confirm Password', MESSAGES.confirmRequired);
    expect(field('Full Name')).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('sends name, email and password (not the confirmation) and opens Email Verification for the address', async () => {
    const api = fakeApi();
    api.reply(201, { success: true, message: 'Registered. Check your email for the code.' });
    const { user, dialog } = await openModal('signup');
    await fillValidForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    const verification = await screen.findByRole('dialog', { name: 'Email Verification' });
    expect(verification).toHaveTextContent('ada@example.com');
    expect(api.calls).toEqual([
      {
        path: '/api/auth/register',
        body: { name: 'Ada Obi', email: 'ada@example.com', password: 'Secret1' },
      },
    ]);
  });

  it('shows the first server error of each field under it, plus the general message', async () => {
    const api = fakeApi();
    api.reply(
      409,
      failure('Please correct the highlighted fields', {
        errors: {
          email: ['An account with this email already exists', 'second email error'],
          name: ['Name is not allowed'],
          password: ['Password is too common'],
        },
      }),
    );
    const { user, dialog } = await openModal('signup');
    await fillValidForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields');
    expectFieldError('Email', 'An account with this email already exists');
    expectFieldError('Full Name', 'Name is not allowed');
    expectFieldError('Password', 'Password is too common');
    expect(screen.queryByText('second email error')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('says under the password that common passwords are refused, and shows the refusal there', async () => {
    const api = fakeApi();
    api.reply(
      400,
      failure(MESSAGES.passwordTooCommon, { errors: { password: [MESSAGES.passwordTooCommon] } }),
    );
    const { user, dialog } = await openModal('signup');
    expect(field('Password')).toHaveAccessibleDescription(/Common passwords are refused\.$/);
    await fillValidForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expectFieldError('Password', MESSAGES.passwordTooCommon));
    expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it("shows 'Signup failed' when the refusal has no message", async () => {
    const api = fakeApi();
    api.reply(400, { success: false });
    const { user, dialog } = await openModal('signup');
    await fillValidForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.signupFailed);
  });

  it("shows 'An unexpected error occurred. Please try again.' when the answer has no body", async () => {
    const api = fakeApi();
    api.reply(500, null);
    const { user, dialog } = await openModal('signup');
    await fillValidForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.unexpected);
  });

  it('shows a waiting label and registers only once however often it is pressed', async () => {
    const api = fakeApi();
    const answer = api.replyLater();
    const { user, dialog } = await openModal('signup');
    await fillValidForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Signing Up...' }));
    await user.click(within(dialog).getByRole('button', { name: 'Signing Up...' }));
    expect(api.calls).toHaveLength(1);
    answer(201, { success: true, message: 'ok' });
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Email Verification' })).toBeInTheDocument(),
    );
  });

  it('offers no switch to another modal', async () => {
    const { dialog } = await openModal('signup');
    const names = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['×', 'Sign Up']);
  });
});
