import { MESSAGES } from '@portal/contracts/messages';
import { validateNewPassword, type Rule } from '@portal/contracts/validation';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * zxcvbn's score runs from 0 to 4; below 2 a password falls within about a million
 * guesses. Every entry of the common-passwords list (the passwords most often found
 * in breaches) scores 0 or 1, and so do its easy variants: a capital letter, digits
 * or a symbol added, letters swapped for look-alike digits, keyboard runs, repeats.
 * A higher bar would refuse random 8-character passwords, which score 2.
 */
export const MIN_PASSWORD_SCORE = 2;

/**
 * The check runs before any rate limit (with the other field rules), so its cost is
 * bounded: only the first 64 characters are judged (a password whose first 64 are
 * hard to guess is hard to guess) and fewer look-alike substitutions are tried than
 * by default. Unbounded, a crafted 128-character password took over 200 ms.
 */
const ESTIMATOR_OPTIONS = { maxLength: 64, l33tMaxSubstitutions: 16 } as const;

let estimator: ZxcvbnFactory | undefined;

/**
 * Built on first use: reading the dictionaries takes some tens of milliseconds and
 * about 2 MB, which a server that never sets a password need not pay. Only the
 * server loads them; browsers never download the list (the forms show the server's
 * refusal next to the password field).
 */
function passwordEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, ...ESTIMATOR_OPTIONS });
  return estimator;
}

/** Whether a password is on the common list or about as easy to guess. */
export function isEasyToGuess(password: string): boolean {
  return passwordEstimator().check(password).score < MIN_PASSWORD_SCORE;
}

/**
 * A password an account may be given (sign-up, reset, ADMIN_PASSWORD): the spec's
 * rules and messages first, then the common-password check with its own message.
 */
export const validateAccountPassword: Rule = (value) =>
  validateNewPassword(value) ?? (isEasyToGuess(value) ? MESSAGES.passwordTooCommon : undefined);
