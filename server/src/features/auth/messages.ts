import { MESSAGES } from '@portal/contracts/messages';

/** What the API says. The texts the spec fixes come from @portal/contracts. */
export const AUTH_MESSAGES = {
  registered: 'Registration successful. Please check your email for your 6-digit verification code.',
  emailTaken: 'An account with this email already exists',
  nameInvalid: MESSAGES.nameInvalid,
  verified: 'Email verified successfully. You can now log in.',
  codeInvalid: MESSAGES.verifyInvalid,
  codeExpired: 'This verification code has expired. Please request a new one.',
  codeExhausted: 'Too many incorrect attempts. Please request a new verification code.',
  resent: 'If this email needs verifying, a new verification code has been sent to it.',
  signedIn: 'Login successful',
  badCredentials: 'Invalid email or password.',
  notVerified:
    'Your email address is not verified. Please verify your email with the code we sent you before logging in.',
  forgotSent: 'If an account exists for this email, a password reset link has been sent to it.',
  resetDone: 'Your password has been reset. You can now log in with your new password.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  refreshed: 'Session refreshed',
  sessionExpired: 'Your session has expired. Please log in again.',
  signedOut: 'Logged out successfully',
  currentUser: 'Current user',
  authRequired: 'Authentication required. Please log in.',
  tooManySignIns: 'Too many sign-in attempts.',
  tooManySignUps: 'Too many sign-up attempts.',
  tooManyVerifications: 'Too many verification attempts.',
  tooManyCodeRequests: 'Too many verification code requests.',
  tooManyResetRequests: 'Too many password reset requests.',
  tooManyResets: 'Too many password reset attempts.',
  tooManyRefreshes: 'Too many session refreshes.',
  originRefused: 'This request did not come from the portal.',
} as const;
