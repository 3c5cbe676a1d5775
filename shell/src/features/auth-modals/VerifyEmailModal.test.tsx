import { screen, within } from '@testing-library/react';
import { MESSAGES } from '@portal/contracts/messages';
import { failure, fakeApi } from '../../testing/fakeApi';
import { expectFieldError, expectNoFieldError } from '../../testing/fieldError';
import { openModal, resetAuthState } from '../../testing/openModal';

afterEach(resetAuthState);

const code = () => screen.getByLabelText('Verification Code');
const verifyButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Verify' });
const ADDRESS = 'ada@example.com';

describe('Email Verification modal', () => {
  it('is a dialog titled Email Verification that shows the address, the code field focused', async () => {
    const { dialog } = await openModal('verify', { email: ADDRESS });
    expect(dialog).toHaveAccessibleName('Email Verification');
    // jsdom's name computation puts a space around the <wbr> after "@" that a browser does not.
    expect(dialog).toHaveAccessibleDescription(
      /^Enter the 6-digit code we sent to ada@\s?example\.com\s?\. After 5 wrong codes it stops working; use Resend Code for a new one\.$/,
    );
    expect(code()).toHaveFocus();
  });

  it('keeps the address whole with its full stop: if it must break, only after its "@"', async () => {
    const { dialog } = await openModal('verify', { email: 'chinedu.okafor@okafortrading.ng' });
    // At 375 px it broke "…okafortrading.n" / "g" and the next line started with ".".
    const box = dialog.querySelector('[data-email="chinedu.okafor@okafortrading.ng"]');
    expect(box).toHaveClass('whole-word');
    expect(box).toHaveTextContent(/^chinedu\.okafor@okafortrading\.ng\.$/);
    expect(box?.querySelector('wbr')?.nextSibling?.textContent).toBe('okafortrading.ng');
  });

  it('offers a numeric one-time-code input', async () => {
    await openModal('verify', { email: ADDRESS });
    expect(code()).toHaveAttribute('inputmode', 'numeric');
    expect(code()).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('keeps only digits, at most six, of what is typed', async () => {
    const { user } = await openModal('verify', { email: ADDRESS });
    await user.type(code(), 'a1b2-c3 d4e5f6g7 8');
    expect(code()).toHaveValue('123456');
  });

  it('keeps only the digits of a pasted code', async () => {
    const { user } = await openModal('verify', { email: ADDRESS });
    await user.click(code());
    await user.paste(' 123 - 456 ');
    expect(code()).toHaveValue('123456');
  });

  it("shows 'Please enter a 6-digit verification code' for a short code on blur and on submit", async () => {
    const api = fakeApi();
    const { user, dialog } = await openModal('verify', { email: ADDRESS });
    await user.type(code(), '123');
    await user.tab();
    expectFieldError('Verification Code', MESSAGES.otpInvalid);
    await user.type(code(), '4');
    expectNoFieldError('Verification Code');
    await user.click(verifyButton(dialog));
    expectFieldError('Verification Code', MESSAGES.otpInvalid);
    expect(api.calls).toHaveLength(0);
  });

  it('sends the address and code, then opens Log In for that address', async () => {
    const api = fakeApi();
    api.reply(200, { success: true, message: 'Email verified' });
    const { user, dialog } = await openModal('verify', { email: ADDRESS });
    await user.type(code(), '123456');
    await user.click(verifyButton(dialog));
    expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(ADDRESS);
    expect(api.calls).toEqual([{ path: '/api/auth/verify-email', body: { email: ADDRESS, otp: '123456' } }]);
  });

  it('opens Log In saying the address is verified, on the page the user was on', async () => {
    const api = fakeApi();
    api.reply(200, { success: true, message: 'Email verified' });
    const { user, dialog, location } = await openModal('verify', { email: ADDRESS, path: '/about' });
    await user.type(code(), '123456');
    await user.click(verifyButton(dialog));
    const login = await screen.findByRole('dialog', { name: 'Log In' });
    // The router's navigation is a transition: the notice may follow the modal by a render.
    expect(await within(login).findByRole('status')).toHaveTextContent(
      'Your email address is verified. You can log in now.',
    );
    expect(location()).toBe('/about');
  });

  it('says nothing about a verified address when Back to Login is used without a code', async () => {
    const { user, dialog } = await openModal('verify', { email: ADDRESS });
    await user.click(within(dialog).getByRole('button', { name: 'Back to Login' }));
    const login = screen.getByRole('dialog', { name: 'Log In' });
    expect(within(login).queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows the server's message when the code is refused", async () => {
    const api = fakeApi();
    api.reply(400, failure('This code has expired. Request a new one.'));
    const { user, dialog } = await openModal('verify', { email: ADDRESS });
    await user.type(code(), '123456');
    await user.click(verifyButton(dialog));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code has expired. Request a new one.');
    expect(screen.getByRole('dialog', { name: 'Email Verification' })).toBeInTheDocument();
  });

  it("shows 'Invalid verification code. Please try again.' when the refusal has no message", async () => {
    const api = fakeApi();
    api.reply(400, { success: false });
    const { user, dialog } = await openModal('verify', { email: ADDRESS });
    await user.type(code(), '123456');
    await user.click(verifyButton(dialog));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.verifyInvalid);
  });

  it("shows 'Verification failed. Please try again.' when the answer has no body", async () => {
    const api = fakeApi();
    api.reply(500, null);
    const { user, dialog } = await openModal('verify', { email: ADDRESS });
    await user.type(code(), '123456');
    await user.click(verifyButton(dialog));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.verifyFailed);
  });

  it('shows a waiting label and verifies only once however often it is pressed', async () => {
    const api = fakeApi();
    const answer = api.replyLater();
    const { user, dialog } = await openModal('verify', { email: ADDRESS });
    await user.type(code(), '123456');
    await user.click(verifyButton(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Verifying...' }));
    await user.type(code(), '{Enter}');
    expect(api.calls).toHaveLength(1);
    answer(200, { success: true, message: 'ok' });
    expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
  });

  it('resends the code for the address with a waiting label and no confirmation message', async () => {
    const api = fakeApi();
    const answer = api.replyLater();
    const { user, dialog } = await openModal('verify', { email: ADDRESS });
    await user.click(within(dialog).getByRole('button', { name: 'Resend Code' }));
    const waiting = within(dialog).getByRole('button', { name: 'Resending...' });
    expect(waiting).toHaveAttribute('aria-disabled', 'true');
    await user.click(waiting);
    expect(api.calls).toEqual([{ path: '/api/auth/resend-verification', body: { email: ADDRESS } }]);
    answer(200, { success: true, message: 'If the account needs it, a new code is on its way.' });
    expect(await within(dialog).findByRole('button', { name: 'Resend Code' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows the server's message when resending fails", async () => {
    const api = fakeApi();
    api.reply(429, failure('Please wait a minute before asking for another code.', { code: 'RATE_LIMITED' }));
    const { user, dialog } = await openModal('verify', { email: ADDRESS });
    await user.click(within(dialog).getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please wait a minute before asking for another code.',
    );
  });

  it.each([
    ['a refusal without a message', 500, { success: false }],
    ['an answer without a body', 502, null],
  ])("shows 'Failed to resend verification code. Please try again.' for %s", async (_case, status, body) => {
    const api = fakeApi();
    api.reply(status, body);
    const { user, dialog } = await openModal('verify', { email: ADDRESS });
    await user.click(within(dialog).getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.resendFailed);
  });

  it('switches to Log In through Back to Login', async () => {
    const { user, dialog } = await openModal('verify', { email: ADDRESS });
    await user.click(within(dialog).getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
  });
});
