import { hasControlCharacter } from '@portal/rules/controlCharacters';
import { MESSAGES } from '@portal/contracts/messages';
import { normalizeEmail, validateEmail, validateName, type Rule } from '@portal/contracts/validation';
import { AUTH_MESSAGES } from './messages';
import { MAX_RESET_TOKEN_LENGTH } from './resetTokens';

/** A reset link's token: what we issue is base64url; anything else cannot match. */
export const validateResetToken: Rule = (value) =>
  value.length > 0 && value.length <= MAX_RESET_TOKEN_LENGTH && /^[A-Za-z0-9_-]+$/.test(value)
    ? undefined
    : AUTH_MESSAGES.resetLinkInvalid;

// Commas, semicolons, brackets and quotes pass the spec's simple pattern but would let
// one "address" name several recipients or headers. (Control and invisible characters
// are refused by validateEmail itself, in the browser too.)
const UNSAFE_IN_ADDRESS = /[,;:<>()[\]\\"]/;

/**
 * The sign-up form's e-mail rule, a valid address (on the NFKC form, refusing invisible
 * characters), plus what makes an address safe to send mail to (same message).
 */
export const validateAddress: Rule = (value) =>
  validateEmail(value) ?? (UNSAFE_IN_ADDRESS.test(normalizeEmail(value)) ? MESSAGES.emailInvalid : undefined);

export { validateAccountPassword } from '../../plugins/password-strength';

/**
 * The sign-up form's name rule (required, at least 2 characters after trimming), plus no control
 * characters: PostgreSQL cannot store U+0000 in text (the insert failed with a 500), and tabs, line
 * breaks or escapes in a name are never meant and would reach e-mails and every screen that shows
 * it.
 */
export const validateAccountName: Rule = (value) =>
  validateName(value) ?? (hasControlCharacter(value) ? AUTH_MESSAGES.nameInvalid : undefined);
