import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { sessionStore } from '@portal/auth';
import { MESSAGES } from '@portal/contracts/messages';
import { failure, fakeApi } from '../../testing/fakeApi';
import { expectFieldError, expectNoFieldError } from '../../testing/fieldError';
import { renderShell } from '../../testing/renderShell';
import { resetAuthState } from '../../testing/openModal';
import { LINK_INCOMPLETE, RESET_FAILED, ResetPasswordPage } from './ResetPasswordPage';

afterEach(resetAuthState);

function renderPage(path = '/reset-password?token=reset-token-123') {
  return renderShell({
    path,
    authModals: true,
    routes: (
      <>
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/" element={<p>Home page</p>} />
      </>
    ),
  });
}

const newPassword = () => screen.getByLabelText('New password');
const confirmation = () => screen.getByLabelText('Confirm new password');
const submit = () => screen.getByRole('button', { name: 'Reset Password' });

describe('/reset-password page', () => {
  it('asks for a new password and its confirmation', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(newPassword()).toHaveAttribute('type', 'password');
    expect(newPassword()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirmation()).toHaveAttribute('type', 'password');
    expect(newPassword()).toHaveAccessibleDescription(/Common passwords are refused\.$/);
  });

  it("shows the server's refusal of a common password under New password", async () => {
    const api = fakeApi();
    api.reply(
      400,
      failure(MESSAGES.passwordTooCommon, { errors: { password: [MESSAGES.passwordTooCommon] } }),
    );
    const { user, location } = renderPage();
    await user.type(newPassword(), 'Password1');
    await user.type(confirmation(), 'Password1');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.passwordTooCommon);
    expectFieldError('New password', MESSAGES.passwordTooCommon);
    expect(location()).toBe('/reset-password?token=reset-token-123');
  });

  it.each([
    ['', MESSAGES.passwordRequired],
    ['Ab1', MESSAGES.passwordTooShort],
    ['password1', MESSAGES.passwordTooWeak],
  ])('after New password loses focus holding %j, shows %j', async (value, message) => {
    const { user } = renderPage();
    await user.click(newPassword());
    if (value) await user.type(newPassword(), value);
    await user.tab();
    expectFieldError('New password', message);
    await user.type(newPassword(), 'x');
    expectNoFieldError('New password');
  });

  it("shows 'Please confirm your password' and 'Passwords do not match' for the confirmation", async () => {
    const { user } = renderPage();
    await user.click(confirmation());
    await user.tab();
    expectFieldError('Confirm new password', MESSAGES.confirmRequired);
    await user.type(newPassword(), 'NewSecret1');
    await user.type(confirmation(), 'NewSecret2');
    await user.tab();
    expectFieldError('Confirm new password', MESSAGES.passwordsDiffer);
  });

  it('validates both fields on submit and sends nothing', async () => {
    const api = fakeApi();
    const { user } = renderPage();
    await user.click(submit());
    expectFieldError('New password', MESSAGES.passwordRequired);
    expectFieldError('Confirm new password', MESSAGES.confirmRequired);
    expect(newPassword()).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the token and the new password, then lands on / with Log In open and says why', async () => {
    const api = fakeApi();
    api.reply(200, { success: true, message: 'Password reset' });
    const { user, location } = renderPage();
    await user.type(newPassword(), 'NewSecret1');
    await user.type(confirmation(), 'NewSecret1');
    await user.click(submit());
    const login = await screen.findByRole('dialog', { name: 'Log In' });
    await waitFor(() => expect(location()).toBe('/'));
    expect(await within(login).findByRole('status')).toHaveTextContent(
      'Your password has been reset. Log in with your new password.',
    );
    expect(api.calls).toEqual([
      { path: '/api/auth/reset-password', body: { token: 'reset-token-123', password: 'NewSecret1' } },
    ]);
  });

  it('signs this tab out when the reset succeeds while signed in, since the reset ends every session', async () => {
    const api = fakeApi();
    api.reply(200, { success: true, message: 'Password reset' });
    api.reply(200, { success: true, message: 'Logged out' });
    sessionStore.login(
      { id: 'u1', name: 'Ada Obi', email: 'ada@example.com', role: 'user', approved: true },
      'access-token',
    );
    const { user } = renderPage();
    await user.type(newPassword(), 'NewSecret1');
    await user.type(confirmation(), 'NewSecret1');
    await user.click(submit());
    await screen.findByRole('dialog', { name: 'Log In' });
    expect(sessionStore.getState().isAuthenticated).toBe(false);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it("shows the server's message and its password error when the reset is refused", async () => {
    const api = fakeApi();
    api.reply(
      400,
      failure('This reset link is invalid or has expired.', {
        code: 'INVALID_TOKEN',
        errors: { password: ['Password must be at most 128 characters'] },
      }),
    );
    const { user, location } = renderPage();
    await user.type(newPassword(), 'NewSecret1');
    await user.type(confirmation(), 'NewSecret1');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
    expectFieldError('New password', 'Password must be at most 128 characters');
    expect(location()).toBe('/reset-password?token=reset-token-123');
  });

  it.each([
    ['a refusal without a message', 400, { success: false }],
    ['an answer without a body', 502, null],
  ])("shows 'Failed to reset password. Please try again.' for %s", async (_case, status, body) => {
    const api = fakeApi();
    api.reply(status, body);
    const { user } = renderPage();
    await user.type(newPassword(), 'NewSecret1');
    await user.type(confirmation(), 'NewSecret1');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_FAILED);
  });

  it('shows a waiting label and resets only once however often it is pressed', async () => {
    const api = fakeApi();
    const answer = api.replyLater();
    const { user } = renderPage();
    await user.type(newPassword(), 'NewSecret1');
    await user.type(confirmation(), 'NewSecret1');
    await user.click(submit());
    await user.click(screen.getByRole('button', { name: 'Resetting...' }));
    await user.type(confirmation(), '{Enter}');
    expect(api.calls).toHaveLength(1);
    answer(200, { success: true, message: 'ok' });
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Log In' })).toBeInTheDocument());
  });

  it('explains a link without a token and offers to request a new one', async () => {
    const api = fakeApi();
    const { user } = renderPage('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(LINK_INCOMPLETE);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(screen.getByRole('dialog', { name: 'Reset Password' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('offers a new link from the form too, for a link that turns out to be expired', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(screen.getByRole('dialog', { name: 'Reset Password' })).toBeInTheDocument();
  });
});
