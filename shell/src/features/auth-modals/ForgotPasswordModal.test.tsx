import { screen, within } from '@testing-library/react';
import { MESSAGES } from '@portal/contracts/messages';
import { failure, fakeApi } from '../../testing/fakeApi';
import { expectFieldError, expectNoFieldError } from '../../testing/fieldError';
import { openModal, resetAuthState } from '../../testing/openModal';

afterEach(resetAuthState);

const email = () => screen.getByLabelText('Email');
const sendButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Send Reset Link' });

describe('Reset Password (forgot password) modal', () => {
  it('is a dialog titled Reset Password with the Email field focused', async () => {
    const { dialog } = await openModal('forgot');
    expect(dialog).toHaveAccessibleName('Reset Password');
    expect(email()).toHaveFocus();
  });

  it('checks the address with the Log In messages, on blur and on submit', async () => {
    const api = fakeApi();
    const { user, dialog } = await openModal('forgot');
    await user.tab();
    expectFieldError('Email', MESSAGES.emailRequired);
    await user.type(email(), 'ada@');
    expectNoFieldError('Email');
    await user.click(sendButton(dialog));
    expectFieldError('Email', MESSAGES.emailInvalid);
    expect(api.calls).toHaveLength(0);
  });

  it("sends the address and shows 'Reset Link Sent!' with Back to Login, which opens Log In", async () => {
    const api = fakeApi();
    api.reply(200, { success: true, message: 'If the account exists, a link is on its way.' });
    const { user, dialog } = await openModal('forgot');
    await user.type(email(), ' ada@example.com ');
    await user.click(sendButton(dialog));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(MESSAGES.resetLinkSent);
    expect(api.calls).toEqual([{ path: '/api/auth/forgot-password', body: { email: 'ada@example.com' } }]);
    expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();
    // The address is kept whole (never "…example.c / om" on a phone).
    const box = dialog.querySelector('[data-email="ada@example.com"]');
    expect(box).toHaveClass('whole-word');
    expect(box).toHaveTextContent(/^ada@example\.com,$/);
    await user.click(within(dialog).getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
    expect(email()).toHaveValue('ada@example.com');
  });

  it("shows the server's message when sending fails", async () => {
    const api = fakeApi();
    api.reply(429, failure('Too many reset requests. Try again later.', { code: 'RATE_LIMITED' }));
    const { user, dialog } = await openModal('forgot');
    await user.type(email(), 'ada@example.com');
    await user.click(sendButton(dialog));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many reset requests. Try again later.');
    expect(screen.queryByText(MESSAGES.resetLinkSent)).not.toBeInTheDocument();
  });

  it.each([
    ['a refusal without a message', 500, { success: false }],
    ['an answer without a body', 503, null],
  ])("shows 'Failed to send reset link. Please try again.' for %s", async (_case, status, body) => {
    const api = fakeApi();
    api.reply(status, body);
    const { user, dialog } = await openModal('forgot');
    await user.type(email(), 'ada@example.com');
    await user.click(sendButton(dialog));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.forgotFailed);
  });

  it('shows a waiting label and sends only once however often it is pressed', async () => {
    const api = fakeApi();
    const answer = api.replyLater();
    const { user, dialog } = await openModal('forgot');
    await user.type(email(), 'ada@example.com');
    await user.click(sendButton(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Sending...' }));
    await user.type(email(), '{Enter}');
    expect(api.calls).toHaveLength(1);
    answer(200, { success: true, message: 'ok' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(MESSAGES.resetLinkSent);
  });

  it('switches back to Log In before sending, carrying the address typed', async () => {
    const { user, dialog } = await openModal('forgot');
    await user.type(email(), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
    expect(email()).toHaveValue('ada@example.com');
  });
});
