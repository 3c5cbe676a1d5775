import type { FieldErrors } from '@portal/contracts';

export interface AdminRequestErrorDetails {
  /** The HTTP status, or 0 when the server could not be reached. */
  status: number;
  /** The server's machine-readable reason (ERROR_CODES), when it gave one. */
  code?: string;
  /** Per-field refusals, keyed by the field's path in the body (`reason`). */
  errors?: FieldErrors;
}

/**
 * A refused or failed call of the admin data source. The screens act on what it
 * carries: a 409 `ALREADY_DECIDED` refreshes the list, a field error shows next to
 * its field, anything else shows its message.
 */
export class AdminRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: FieldErrors;

  constructor(message: string, { status, code, errors = {} }: AdminRequestErrorDetails) {
    super(message);
    this.name = 'AdminRequestError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}
