import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

// Phone numbers (spec §3 profile form, issue 10), read and written the one way on every side.

/**
 * Nigerian numbers may be written locally (0803…); any other country needs its
 * +code. Stored and shown as E.164 (+2348031234567).
 */
export function normalizePhone(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  if (trimmed.length > 32) return null;
  const parsed = parsePhoneNumberFromString(trimmed, 'NG');
  return parsed?.isValid() ? parsed.number : null;
}

/** A stored (E.164) number as people read it: "+234 803 123 4567"; anything unreadable as it is. */
export function formatPhone(value: string): string {
  const parsed = value ? parsePhoneNumberFromString(value, 'NG') : undefined;
  return parsed?.isValid() ? parsed.formatInternational() : value;
}
