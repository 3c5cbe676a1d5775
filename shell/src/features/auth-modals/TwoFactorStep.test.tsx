import { screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@portal/auth';
import { SECURITY_MESSAGES } from '@portal/contracts/security';
import { failure, fakeApi, signedIn } from '../../testing/fakeApi';
import { expectFieldError } from '../../testing/fieldError';
import { openModal, resetAuthState } from '../../testing/openModal';

afterEach(resetAuthState);

const challenged = {
  success: true,
  message: 'Enter your authentication code',
  data: { twoFactor: { challengeToken: 'challenge-1', expiresInSeconds: 300 } },
};

async function passwordStep() {
  const api = fakeApi();
  api.reply(200, challenged);
  const opened = await openModal('login');
  await opened.user.type(screen.getByLabelText('Email'), 'admin@example.com');
  await opened.user.type(screen.getByLabelText('Password'), 'Secret1');
  await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Log In' }));
  const dialog = await screen.findByRole('dialog', { name: 'Two-factor code' });
  return { ...opened, api, dialog };
}

const codeField = () => screen.getByLabelText('Authentication code');

describe('the Log In modal for an account with two-factor sign-in', () => {
  it('asks for the code after a right password, storing no session yet', async () => {
    await passwordStep();
    expect(codeField()).toHaveFocus();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(sessionStore.getState().isAuthenticated).toBe(false);
  });

  it('signs in with the code and goes on like any sign-in', async () => {
    const { api, user, dialog, location } = await passwordStep();
    api.reply(200, signedIn('admin'));
    await user.type(codeField(), '123 456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location()).toBe('/admin-dashboard'));
    expect(api.calls[1]).toEqual({
      path: '/api/auth/login/2fa',
      body: { challengeToken: 'challenge-1', code: '123456' },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStore.getState().isAuthenticated).toBe(true);
  });

  it('accepts a recovery code as typed', async () => {
    const { api, user, dialog, location } = await passwordStep();
    api.reply(200, signedIn('admin'));
    await user.type(codeField(), 'abcd-efgh-ij');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location()).toBe('/admin-dashboard'));
    expect(api.calls[1]?.body).toEqual({ challengeToken: 'challenge-1', code: 'abcd-efgh-ij' });
  });

  it('asks for a code before sending an empty one', async () => {
    const { api, user, dialog } = await passwordStep();
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expectFieldError('Authentication code', SECURITY_MESSAGES.codeRequired);
    expect(api.calls).toHaveLength(1);
  });

  it("shows the server's refusal of a wrong code inside the modal and lets the admin try again", async () => {
    const { api, user, dialog } = await passwordStep();
    api.reply(401, failure(SECURITY_MESSAGES.wrongCode, { code: 'INVALID_CODE' }));
    await user.type(codeField(), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SECURITY_MESSAGES.wrongCode);
    expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(sessionStore.getState().isAuthenticated).toBe(false);
  });

  it('offers only the way back once the challenge has expired', async () => {
    const { api, user, dialog } = await passwordStep();
    api.reply(401, failure(SECURITY_MESSAGES.challengeExpired, { code: 'INVALID_TOKEN' }));
    await user.type(codeField(), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SECURITY_MESSAGES.challengeExpired);
    expect(within(dialog).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back to Log In' }));
    const login = screen.getByRole('dialog', { name: 'Log In' });
    expect(within(login).getByLabelText('Password')).toHaveValue('');
    expect(within(login).getByLabelText('Password')).toHaveFocus();
    expect(within(login).getByLabelText('Email')).toHaveValue('admin@example.com');
  });
});
