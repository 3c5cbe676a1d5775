// The KYB rule for approving a registration (issue 31 item 8) refuses with this answer; the
// detailed reason the pending-registrations page shows is @portal/words/registrationApproval.

export const REGISTRATION_APPROVAL_MESSAGES = {
  /** The server's refusal (the page shows the detailed reason before anyone tries). */
  refused: 'A registration is approved only once all five of its documents are uploaded and approved.',
} as const;
