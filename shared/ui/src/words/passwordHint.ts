/**
 * Says the password rules up front, so nobody has to fail them to learn them: the
 * length and character rules, and the server's refusal of common passwords (checked there only, so the
 * browser never downloads the list; its message shows under the field). Under every new password:
 * sign-up and reset (shell) and the team and staff invitations (public site).
 */
export const PASSWORD_HINT =
  'At least 6 characters, with a lowercase letter, an uppercase letter and a number. Common passwords are refused.';
