// The page's shapes, importing nothing: invitationApi.ts and invitationKinds.ts both read them.

/** What the page shows of an invitation, whichever kind it is. */
export interface InvitationView {
  /** The page's heading, e.g. "Join Acme Imports on VendorBridge". */
  heading: string;
  email: string;
  roleLabel: string;
  roleHint: string;
  expiresAt: string;
}

/**
 * One kind of invitation the page serves: a business's team (D34) or the platform's staff
 * (D35). The two differ only in their routes, their words and where the newcomer lands.
 */
export interface InvitationKind {
  /** Reads what the page shows (the preview route); rejects with a RequestError as invitationApi says. */
  read: (token: string) => Promise<InvitationView>;
  /** The accept route, with `:token`: it answers as a sign-in does (LoginData). */
  acceptPath: string;
  /** The tab's title once the invitation is read. */
  pageTitle: (view: InvitationView) => string;
  messages: { expired: string; invalid: string; askExpired: string; askInvalid: string };
  /** A line under the role, when the newcomer has a step after joining (staff: the authenticator app). */
  nextStep?: string;
  /** Where the newcomer goes once signed in. */
  landing: string;
}
