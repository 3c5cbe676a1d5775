/**
 * Words both remotes (and the shell) show, written once so they cannot drift apart (issue 31:
 * the customer's menu said "Log Out" and the admin header "Logout"). A payment state's name is
 * not here: the server's CSV, receipt and e-mails say it too, so it lives in @portal/words
 * (PAYMENT_STATE_LABELS); words only screens show, by subject, are in ./words/ (`@portal/ui/words/<x>`).
 */
export const UI_WORDS = {
  /** The one sign-out control's name, in every frame (spec §2's "Log Out"). */
  logOut: 'Log Out',
} as const;
