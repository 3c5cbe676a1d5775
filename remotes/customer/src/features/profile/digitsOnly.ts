import { LIMITS } from '@portal/contracts/validation';

/**
 * What a BVN (or NIN) input keeps of what was typed: digits only, at most 11 (a BVN and a NIN are 11 digits).
 * The inputs carry no maxLength: it would cut a pasted "221 234 567 89" before its
 * spaces are dropped, losing digits.
 */
export const sanitizeIdNumber = (value: string): string =>
  value.replace(/\D/g, '').slice(0, LIMITS.bvnLength);
