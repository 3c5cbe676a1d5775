/**
 * Router state that asks the Log In modal to say why it opened: the reset page
 * (D10) lands on / with it, so the user knows the new password is in place.
 */
export const PASSWORD_RESET_NOTICE_STATE = { loginNotice: 'password-reset' } as const;

export const PASSWORD_RESET_NOTICE = 'Your password has been reset. Log in with your new password.';

export function hasPasswordResetNotice(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    'loginNotice' in state &&
    state.loginNotice === PASSWORD_RESET_NOTICE_STATE.loginNotice
  );
}
