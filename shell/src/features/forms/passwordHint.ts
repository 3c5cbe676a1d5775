/** The one password rule hint, shared with the invitation pages (public site). */
export { PASSWORD_HINT } from '@portal/ui/words/passwordHint';
