import type { FieldErrors } from '@portal/contracts';

export interface CustomerRequestErrorDetails {
  /** The HTTP status, or 0 when the server could not be reached. */
  status: number;
  /** The server's machine-readable reason (ERROR_CODES), when it gave one. */
  code?: string;
  /** Per-field refusals, keyed by the field's path (`bvn`, `directorInfo.0.ninOrBvn`, `cacFile`). */
  errors?: FieldErrors;
}

/**
 * A refused or failed call of the customer data source. The screens act on what it
 * carries: a field's message shows next to that field, anything else shows as an
 * alert with the server's own words.
 */
export class CustomerRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: FieldErrors;

  constructor(message: string, { status, code, errors = {} }: CustomerRequestErrorDetails) {
    super(message);
    this.name = 'CustomerRequestError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}
