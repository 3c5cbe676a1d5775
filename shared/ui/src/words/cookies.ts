/**
 * What the portal keeps in a visitor's browser, said the same in the footer's notice and About's
 * cookie policy (they said two different things, shots8). True of the code (D39): one httpOnly
 * refresh cookie set at sign-in, and a marker in browser storage that a session may exist.
 */
export const COOKIE_USE =
  'We use one cookie, set when you sign in, to keep you signed in, and a note in your browser’s storage that you are signed in. No advertising or tracking cookies.';
