import type { ApiSuccess } from '@portal/contracts/api';

/** The success shape: { success: true, message, data? }. */
export function succeed<T>(message: string, data?: T): ApiSuccess<T> {
  return data === undefined ? { success: true, message } : { success: true, message, data };
}
