// Plain constants, importing nothing: the modules api.ts imports (the journey's codes, the
// step-up rule, control characters) read the codes from here, so no import loops back to api.ts.

/**
 * Per-field refusals, keyed by the field's path in the body (`email`, `phone`,
 * `directorInfo.0.ninOrBvn`); each field's first message is the one shown.
 */
export type FieldErrors = Partial<Record<string, string[]>>;

/**
 * Machine-readable reasons a client acts on: e.g. an unverified e-mail at sign-in
 * (the Log In modal then offers verification, D6), or a rate limit or used-up
 * verification code (D12).
 */
export const ERROR_CODES = {
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  rateLimited: 'RATE_LIMITED',
  validation: 'VALIDATION_FAILED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  invalidToken: 'INVALID_TOKEN',
  unavailable: 'SERVICE_UNAVAILABLE',
  // The server's other refusals (verification code, sign-up, malformed requests).
  invalidCode: 'INVALID_CODE',
  codeExpired: 'CODE_EXPIRED',
  codeAttemptsExceeded: 'CODE_ATTEMPTS_EXCEEDED',
  emailTaken: 'EMAIL_TAKEN',
  badRequest: 'BAD_REQUEST',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  internal: 'INTERNAL_ERROR',
  // The data routes' refusals: another user's record is not found (D21), deciding an
  // item already decided is refused (D22), a file is refused by its content or size
  // (D23).
  notFound: 'NOT_FOUND',
  forbidden: 'FORBIDDEN',
  /** D39: a cookie-carried refresh from a page that is not the portal's. */
  originRefused: 'ORIGIN_REFUSED',
  alreadyDecided: 'ALREADY_DECIDED',
  conflict: 'CONFLICT',
  unsupportedFileType: 'UNSUPPORTED_FILE_TYPE',
  fileTooLarge: 'FILE_TOO_LARGE',
  storageUnavailable: 'STORAGE_UNAVAILABLE',
  // Issue 12: ADMIN_REQUIRE_2FA and the admin has not enrolled yet (the admin area answers 403).
  twoFactorSetupRequired: 'TWO_FACTOR_SETUP_REQUIRED',
  // Issue 24: an Idempotency-Key sent again with a different request.
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  // Issue 21: an invitation link past its 14 days (410).
  invitationExpired: 'INVITATION_EXPIRED',
  // Issue 22 (dual control): the member who recorded a large payout tried to confirm it too.
  samePerson: 'SAME_PERSON',
  // Issue 22: a change that moves money without the acting staff member's code (or a wrong one).
  stepUpRequired: 'STEP_UP_REQUIRED',
  stepUpFailed: 'STEP_UP_FAILED',
  // Issue 35 (D43): a vendor-details link used, withdrawn or expired (410), and a payment to
  // bank details the vendor entered that nobody in the business has confirmed yet (409).
  vendorLinkGone: 'VENDOR_LINK_GONE',
  vendorDetailsUnconfirmed: 'VENDOR_DETAILS_UNCONFIRMED',
} as const;
