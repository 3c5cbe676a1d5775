/**
 * Router state that asks the Log In modal to say why it opened: the reset page
 * (after a password reset) lands on / with it, so the user knows the new password is in place, and
 * the verification modal sets it on the page it was opened on, so the user knows
 * the address is verified and that logging in is what is left to do.
 */
export const PASSWORD_RESET_NOTICE_STATE = { loginNotice: 'password-reset' } as const;
export const EMAIL_VERIFIED_NOTICE_STATE = { loginNotice: 'email-verified' } as const;

export const PASSWORD_RESET_NOTICE = 'Your password has been reset. Log in with your new password.';
export const EMAIL_VERIFIED_NOTICE = 'Your email address is verified. You can log in now.';

export interface LoginNotice {
  tone: 'success' | 'info';
  text: string;
}

const NOTICES: Record<string, LoginNotice> = {
  [PASSWORD_RESET_NOTICE_STATE.loginNotice]: { tone: 'success', text: PASSWORD_RESET_NOTICE },
  [EMAIL_VERIFIED_NOTICE_STATE.loginNotice]: { tone: 'info', text: EMAIL_VERIFIED_NOTICE },
};

/** The security page's "Sign out of all sessions" lands on /login with how many ended. */
const SESSIONS_ENDED = 'sessions-ended';

/** What ending every session did, in the server's count (one per signed-in device or tab). */
export function sessionsEndedNotice(ended: number): string {
  const what = ended === 1 ? 'your only session' : `all ${ended} sessions, this one included`;
  return `Signed out of ${what}. Log in again to continue.`;
}

/** The notice the router state asks for, if any. */
export function loginNoticeFor(state: unknown): LoginNotice | null {
  if (typeof state !== 'object' || state === null || !('loginNotice' in state)) return null;
  const { loginNotice } = state;
  if (loginNotice === SESSIONS_ENDED) {
    const ended = 'ended' in state ? state.ended : undefined;
    // Only a true count is said; without one, nothing is.
    return typeof ended === 'number' && Number.isInteger(ended) && ended > 0
      ? { tone: 'success', text: sessionsEndedNotice(ended) }
      : null;
  }
  return typeof loginNotice === 'string' ? (NOTICES[loginNotice] ?? null) : null;
}
