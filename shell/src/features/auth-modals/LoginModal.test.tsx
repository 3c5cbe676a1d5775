import { screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@portal/auth';
import { MESSAGES } from '@portal/contracts/messages';
import { failure, fakeApi, signedIn } from '../../testing/fakeApi';
import { expectFieldError, expectNoFieldError } from '../../testing/fieldError';
import { openModal, resetAuthState } from '../../testing/openModal';

afterEach(resetAuthState);

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const submit = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Log In' });

describe('Log In modal', () => {
  it('is a dialog titled Log In with Email and Password fields, Email focused', async () => {
    const { dialog } = await openModal('login');
    expect(dialog).toHaveAccessibleName('Log In');
    expect(email()).toHaveFocus();
    expect(password()).toHaveAttribute('type', 'password');
  });

  it("shows 'Email is required' when the empty Email field loses focus", async () => {
    const { user } = await openModal('login');
    expect(screen.queryByText(MESSAGES.emailRequired)).not.toBeInTheDocument();
    await user.tab();
    expectFieldError('Email', MESSAGES.emailRequired);
    expect(email()).toHaveAccessibleDescription(MESSAGES.emailRequired);
  });

  it("shows 'Please enter a valid email address' for a malformed address after blur", async () => {
    const { user } = await openModal('login');
    await user.type(email(), 'ada@example');
    await user.tab();
    expectFieldError('Email', MESSAGES.emailInvalid);
  });

  it('clears a field error as soon as the user types in that field', async () => {
    const { user } = await openModal('login');
    await user.click(password());
    await user.tab();
    expectFieldError('Password', MESSAGES.passwordRequired);
    await user.type(password(), 'x');
    expectNoFieldError('Password');
  });

  it('validates every field on submit, sends nothing and focuses the first invalid field', async () => {
    const api = fakeApi();
    const { user, dialog } = await openModal('login');
    await user.click(submit(dialog));
    expectFieldError('Email', MESSAGES.emailRequired);
    expectFieldError('Password', MESSAGES.passwordRequired);
    expect(email()).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('signs in, stores the session and goes to /user-dashboard for a customer', async () => {
    const api = fakeApi();
    api.reply(200, signedIn('user'));
    const { user, dialog, location } = await openModal('login');
    await user.type(email(), '  ada@example.com ');
    await user.type(password(), 'Secret1');
    await user.click(submit(dialog));
    await waitFor(() => expect(location()).toBe('/user-dashboard'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls).toEqual([
      { path: '/api/auth/login', body: { email: 'ada@example.com', password: 'Secret1' } },
    ]);
    expect(sessionStore.getState().isAuthenticated).toBe(true);
    // D39: the access token in memory only; the tab keeps the non-secret hint.
    expect(sessionStore.getState().token).toBe('access-token');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('isAuthenticated')).toBe('true');
  });

  it('sends an admin to /admin-dashboard, using the admin endpoint for an admin-looking address', async () => {
    const api = fakeApi();
    api.reply(200, signedIn('admin'));
    const { user, dialog, location } = await openModal('login');
    await user.type(email(), 'admin@example.com');
    await user.type(password(), 'Secret1');
    await user.click(submit(dialog));
    await waitFor(() => expect(location()).toBe('/admin-dashboard'));
    expect(api.calls[0]?.path).toBe('/api/auth/admin/login');
  });

  it('goes back to the page the guard remembered when the role may see it', async () => {
    const api = fakeApi();
    api.reply(200, signedIn('user'));
    const { user, dialog, location } = await openModal('login', { returnTo: '/dashboard/payments' });
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'Secret1');
    await user.click(submit(dialog));
    await waitFor(() => expect(location()).toBe('/dashboard/payments'));
  });

  it("goes to the role's dashboard instead of a remembered page the role may not see", async () => {
    const api = fakeApi();
    api.reply(200, signedIn('user'));
    const { user, dialog, location } = await openModal('login', { returnTo: '/admin/bank-account' });
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'Secret1');
    await user.click(submit(dialog));
    await waitFor(() => expect(location()).toBe('/user-dashboard'));
  });

  it("shows the server's message when sign-in is refused, and keeps storage and the page as they were", async () => {
    const api = fakeApi();
    api.reply(401, failure('Invalid email or password'));
    sessionStorage.setItem('unrelated', 'kept');
    const { user, dialog, location } = await openModal('login', { path: '/about' });
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'Wrong1');
    await user.click(submit(dialog));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(sessionStorage.getItem('unrelated')).toBe('kept');
    expect(location()).toBe('/about');
    expect(screen.getByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
  });

  it("shows 'Login failed. Please check your credentials.' when the refusal has no message", async () => {
    const api = fakeApi();
    api.reply(400, { success: false });
    const { user, dialog } = await openModal('login');
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'Wrong1');
    await user.click(submit(dialog));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginFailed);
  });

  it("shows 'An unexpected error occurred. Please try again.' when the answer has no body", async () => {
    const api = fakeApi();
    api.reply(502, null);
    const { user, dialog } = await openModal('login');
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'Secret1');
    await user.click(submit(dialog));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.unexpected);
  });

  it("shows 'An unexpected error occurred. Please try again.' when the network fails", async () => {
    const api = fakeApi();
    api.failNetwork();
    const { user, dialog } = await openModal('login');
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'Secret1');
    await user.click(submit(dialog));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.unexpected);
  });

  it('offers to verify an unverified address and opens Email Verification for it', async () => {
    const api = fakeApi();
    api.reply(403, failure('Please verify your email before logging in.', { code: 'EMAIL_NOT_VERIFIED' }));
    const { user, dialog } = await openModal('login');
    await user.type(email(), 'new@example.com');
    await user.type(password(), 'Secret1');
    await user.click(submit(dialog));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please verify your email before logging in.');
    await user.click(within(dialog).getByRole('button', { name: 'Verify Email' }));
    const verification = screen.getByRole('dialog', { name: 'Email Verification' });
    expect(verification).toHaveTextContent('new@example.com');
  });

  it('offers no verification for other refusals', async () => {
    const api = fakeApi();
    api.reply(429, failure('Too many attempts. Try again in 15 minutes.', { code: 'RATE_LIMITED' }));
    const { user, dialog } = await openModal('login');
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'Secret1');
    await user.click(submit(dialog));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 15 minutes.');
    expect(within(dialog).queryByRole('button', { name: 'Verify Email' })).not.toBeInTheDocument();
  });

  it('shows a waiting label while signing in and sends only once however often it is pressed', async () => {
    const api = fakeApi();
    const answer = api.replyLater();
    const { user, dialog } = await openModal('login');
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'Secret1');
    await user.click(submit(dialog));
    const waiting = within(dialog).getByRole('button', { name: 'Logging In...' });
    expect(waiting).toHaveAttribute('aria-disabled', 'true');
    await user.click(waiting);
    await user.type(password(), '{Enter}');
    expect(api.calls).toHaveLength(1);
    answer(401, failure('Invalid email or password'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(submit(dialog)).not.toHaveAttribute('aria-disabled');
  });

  it('switches to Sign Up through "Sign up"', async () => {
    const { user, dialog } = await openModal('login');
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('switches to Reset Password through "Forgot password?", carrying the address typed', async () => {
    const { user, dialog } = await openModal('login');
    await user.type(email(), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('dialog', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('offers only the Sign up and Forgot password? switches', async () => {
    const { dialog } = await openModal('login');
    const names = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['×', 'Log In', 'Forgot password?', 'Sign up']);
  });

  it('hides the verified-address notice once a sign-in is refused, so only the refusal shows', async () => {
    const api = fakeApi();
    api.reply(200, { success: true, message: 'Email verified' });
    api.reply(401, failure('Invalid email or password'));
    const { user, dialog } = await openModal('verify', { email: 'ada@example.com' });
    await user.type(screen.getByLabelText('Verification Code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    const login = await screen.findByRole('dialog', { name: 'Log In' });
    expect(await within(login).findByRole('status')).toHaveTextContent('Your email address is verified.');
    await user.type(password(), 'Wrong-Secret1');
    await user.click(submit(login));
    expect(await within(login).findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(within(login).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows no password-reset notice when opened from anywhere but the reset page', async () => {
    const { dialog } = await openModal('login', { path: '/' });
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });
});
