import { act, screen } from '@testing-library/react';
import { openModal, openModalWithoutMountPoint, resetAuthState } from '../../testing/openModal';

afterEach(resetAuthState);

describe('auth modals as dialogs', () => {
  it.each([
    ['login', 'Log In', 'Email'],
    ['signup', 'Sign Up', 'Full Name'],
    ['forgot', 'Reset Password', 'Email'],
    ['verify', 'Email Verification', 'Verification Code'],
  ] as const)('opens %s as a modal dialog labelled %j with %j focused', async (modal, title, firstField) => {
    const { dialog } = await openModal(modal, { email: 'ada@example.com' });
    expect(dialog).toHaveAccessibleName(title);
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByLabelText(firstField)).toHaveFocus();
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    const { user } = await openModal('login');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open login' })).toHaveFocus();
  });

  it('wraps Tab from the last control to the first, and Shift+Tab from the first to the last', async () => {
    const { user } = await openModal('login');
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Sign up' });
    act(() => last.focus());
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('moves Tab normally between the controls in the middle of the dialog', async () => {
    const { user } = await openModal('login');
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('closes with the Close button and gives focus back to what opened it', async () => {
    const { user } = await openModal('signup');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open signup' })).toHaveFocus();
  });

  it('gives focus back to the original opener after switching between modals', async () => {
    const { user } = await openModal('login');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open login' })).toHaveFocus();
  });

  it('renders nothing when the page has no modal mount point', async () => {
    await openModalWithoutMountPoint('login');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });
});
