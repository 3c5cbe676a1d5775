import { MESSAGES } from './messages';

/**
 * The validation rules of spec §5 as plain functions, so the shell's forms and the
 * server give the same answer with the same words. Each returns the message of the
 * first rule broken, or undefined when the value is valid.
 */
export type Rule = (value: string) => string | undefined;

export const LIMITS = {
  nameMin: 2,
  nameMax: 100,
  passwordMin: 6,
  passwordMax: 128,
  emailMax: 254,
  otpLength: 6,
  bvnLength: 11,
} as const;

// The spec's "simple e-mail pattern": something@something.something, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const validateEmail: Rule = (value) => {
  const email = value.trim();
  if (!email) return MESSAGES.emailRequired;
  if (email.length > LIMITS.emailMax) return MESSAGES.emailTooLong;
  if (!EMAIL_PATTERN.test(email)) return MESSAGES.emailInvalid;
  return undefined;
};

/** Sign-in only asks for a password; its strength was checked when it was set. */
export const validateLoginPassword: Rule = (value) => (value ? undefined : MESSAGES.passwordRequired);

export const validateNewPassword: Rule = (value) => {
  if (!value) return MESSAGES.passwordRequired;
  if (value.length < LIMITS.passwordMin) return MESSAGES.passwordTooShort;
  if (value.length > LIMITS.passwordMax) return MESSAGES.passwordTooLong;
  if (!/[a-z]/.test(value) || !/[A-Z]/.test(value) || !/\d/.test(value)) {
    return MESSAGES.passwordTooWeak;
  }
  return undefined;
};

export const validateName: Rule = (value) => {
  const name = value.trim();
  if (!name) return MESSAGES.nameRequired;
  if (name.length < LIMITS.nameMin) return MESSAGES.nameTooShort;
  if (name.length > LIMITS.nameMax) return MESSAGES.nameTooLong;
  return undefined;
};

export function validateConfirmPassword(confirm: string, password: string): string | undefined {
  if (!confirm) return MESSAGES.confirmRequired;
  if (confirm !== password) return MESSAGES.passwordsDiffer;
  return undefined;
}

export const validateOtp: Rule = (value) =>
  new RegExp(`^\\d{${LIMITS.otpLength}}$`).test(value) ? undefined : MESSAGES.otpInvalid;

/** What the code input keeps of what was typed: digits only, at most six. */
export const sanitizeOtpInput = (value: string): string =>
  value.replace(/\D/g, '').slice(0, LIMITS.otpLength);

export const normalizeEmail = (value: string): string => value.trim().toLowerCase();

/**
 * Spec §6: the admin endpoint is used when the address contains the word "admin" or
 * equals the designated admin address. The server decides the role either way (D4).
 */
export function usesAdminEndpoint(email: string, designatedAdminEmail?: string | null): boolean {
  const normalized = normalizeEmail(email);
  if (designatedAdminEmail && normalized === normalizeEmail(designatedAdminEmail)) return true;
  return normalized.includes('admin');
}
