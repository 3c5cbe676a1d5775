import type { User } from './user';

/**
 * D41: the id of the JSON data block in which the server hands a signed-in page its first
 * screen. A `<script type="application/json">` is never executed, so the CSP (no inline
 * script) stands.
 */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';

/** One first read as the API answered it: its status and its JSON body. */
export interface FirstScreenRead {
  status: number;
  body: unknown;
}

/**
 * What a page navigation with a live session carries: the signed-in user (as `/auth/me`
 * answers) and the area's first reads (contracts' firstReadsFor) keyed by their paths under
 * the API's base, each answered by the API's own route for that user. Never a token.
 */
export interface FirstScreen {
  user: User;
  reads: Record<string, FirstScreenRead>;
}
