import { INVISIBLE_OR_CONTROL } from '@portal/rules/controlCharacters';
import { MESSAGES } from './messages';
import { decodePunycode } from '@portal/rules/punycode';

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

/**
 * A domain in ASCII (IDNA, UTS #46: `exämple.com` is `xn--exmple-cua.com`), through the
 * WHATWG URL parser that browsers and Node share, so the shell and the server agree;
 * a trailing dot (the DNS root) is dropped. Null when the name is no valid domain.
 */
function asciiDomain(domain: string): string | null {
  const name = domain.replace(/\.+$/, '');
  if (/^[\x21-\x7e]*$/.test(name) && !name.includes('xn--')) return name;
  // What a URL would read as something other than its host is no part of a domain.
  if (/[\s/\\?#@:%[\]]/.test(name)) return null;
  const host = hostOf(name);
  return host && host.split('.').every(isValidAceLabel) ? host : null;
}

function hostOf(name: string): string | null {
  try {
    return new URL(`http://${name}/`).hostname || null;
  } catch {
    return null;
  }
}

/**
 * Whether an `xn--` label is Punycode for a label that is itself valid (others pass):
 * its Unicode form, parsed again, must give it back. Node 24's parser lets an invalid
 * all-ASCII `xn--a` through (see punycode.ts); the Unicode form is checked everywhere.
 */
const isValidAceLabel = (label: string): boolean => {
  if (!label.startsWith('xn--')) return true;
  const unicode = decodePunycode(label.slice(4));
  return unicode !== null && hostOf(unicode) === label;
};

/**
 * The one form an address is stored, looked up and compared in: Unicode NFKC (so
 * full-width `ｘ＠ｙ.co` and compatibility letters are the plain ones), trimmed, lower
 * case, its domain in ASCII without a trailing dot (`x@exämple.com.` is
 * `x@xn--exmple-cua.com`): one mailbox, one account.
 */
export const normalizeEmail = (value: string): string => {
  const email = value.normalize('NFKC').trim().toLowerCase();
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const domain = asciiDomain(email.slice(at + 1));
  return domain === null ? email : `${email.slice(0, at + 1)}${domain}`;
};

// Scripts whose letters look alike; Chinese, Japanese and Korean writing mixes its
// own scripts, so those count as one.
const SCRIPTS: readonly RegExp[] = [
  /\p{Script=Latin}/u,
  /\p{Script=Cyrillic}/u,
  /\p{Script=Greek}/u,
  /\p{Script=Armenian}/u,
  /\p{Script=Georgian}/u,
  /\p{Script=Cherokee}/u,
  /\p{Script=Hebrew}/u,
  /\p{Script=Arabic}/u,
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u,
];

/**
 * Whether a local part mixes scripts (`pаypal` with a Cyrillic "а"): such an address is
 * made to pass for another, so it is refused; one script alone (`иван`) is fine.
 */
function mixesScripts(local: string): boolean {
  let found: RegExp | undefined;
  for (const letter of local.match(/\p{L}/gu) ?? []) {
    const script = SCRIPTS.find((pattern) => pattern.test(letter));
    if (!script) continue;
    if (found && found !== script) return true;
    found = script;
  }
  return false;
}

export const validateEmail: Rule = (value) => {
  const email = normalizeEmail(value);
  if (!email) return MESSAGES.emailRequired;
  // A character that shows as nothing or steers how text is shown (controlCharacters.ts):
  // an address holding one looks exactly like another address, so it is refused rather
  // than cleaned: `x@y.co` and `x\u200b@y.co` must never be two accounts, nor the second
  // a way to reach the first.
  if (INVISIBLE_OR_CONTROL.test(value)) return MESSAGES.emailInvalid;
  const at = email.lastIndexOf('@');
  if (at > 0 && (mixesScripts(email.slice(0, at)) || asciiDomain(email.slice(at + 1)) === null))
    return MESSAGES.emailInvalid;
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
  // A person's name reaches e-mails, every screen and the audit record: no control or
  // invisible character (a bidi override, a zero-width space) that makes it read as another.
  if (INVISIBLE_OR_CONTROL.test(value)) return MESSAGES.nameInvalid;
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

/**
 * Spec §6: the admin endpoint is used when the address contains the word "admin". The
 * spec's other trigger, the designated admin address, is no longer published to
 * browsers (it told anyone which account to attack); that address signs in through
 * the regular endpoint, which authenticates any role (D4), and the server applies the
 * admin's stricter limits to the account whichever endpoint is used.
 */
export const usesAdminEndpoint = (email: string): boolean => normalizeEmail(email).includes('admin');
