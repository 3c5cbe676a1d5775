import type { ApiFailure, ErrorCode } from '@portal/contracts/api';
import type { FieldErrors } from '@portal/contracts/errorCodes';

/**
 * A refusal with the answer the caller should get (the failure shape: { success:false, message,
 * code?, errors? }). Thrown from anywhere in a request; the error handler sends it as it is.
 */
export class ApiError extends Error {
  readonly body: ApiFailure;

  constructor(
    readonly statusCode: number,
    message: string,
    options: { code?: ErrorCode; errors?: FieldErrors; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.headers = options.headers ?? {};
    this.body = {
      success: false,
      message,
      ...(options.code ? { code: options.code } : {}),
      ...(options.errors ? { errors: options.errors } : {}),
    };
  }

  readonly headers: Record<string, string>;
}
