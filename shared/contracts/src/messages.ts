/** Every user-visible validation and error text of spec §5 and §8, verbatim. */
export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  nameRequired: 'Full name is required',
  nameTooShort: 'Name must be at least 2 characters',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooWeak:
    'Password must contain at least one lowercase letter, one uppercase letter, and one number',
  confirmRequired: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
  otpInvalid: 'Please enter a 6-digit verification code',
  // Not in the spec: upper bounds that keep hashing and storage bounded (docs/decisions.md).
  passwordTooLong: 'Password must be at most 128 characters',
  nameTooLong: 'Name must be at most 100 characters',
  emailTooLong: 'Email must be at most 254 characters',
  // Not in the spec: a name with a control or invisible character (issue 32).
  nameInvalid:
    'Name must not contain control or invisible characters, such as tabs, line breaks or direction marks',
  // Not in the spec: a password that meets its rules but is on the common-passwords list
  // or as easy to guess (docs/decisions.md).
  passwordTooCommon:
    'This password is too common or too easy to guess. Please choose a less predictable one.',

  loginFailed: 'Login failed. Please check your credentials.',
  unexpected: 'An unexpected error occurred. Please try again.',
  signupFailed: 'Signup failed',
  forgotFailed: 'Failed to send reset link. Please try again.',
  verifyInvalid: 'Invalid verification code. Please try again.',
  verifyFailed: 'Verification failed. Please try again.',
  resendFailed: 'Failed to resend verification code. Please try again.',
  resetLinkSent: 'Reset Link Sent!',
} as const;
