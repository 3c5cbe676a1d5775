import * as z from 'zod/mini';

// How to reach support, as the deployment configures it (SUPPORT_EMAIL, SUPPORT_PHONE): the
// contact page shows these and nothing made up (issue 31).

/** Under `/api`: the public read of the support address and phone. */
export const SUPPORT_CONTACT_PATH = '/contact/support';
export const SUPPORT_CONTACT_MESSAGE = 'How to reach support';

/**
 * The support mailbox (only when SUPPORT_EMAIL is set: the fallback to ADMIN_EMAIL is never
 * published) and the support phone (only when SUPPORT_PHONE is set); null otherwise.
 */
export const supportContactSchema = z.object({
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
});
export type SupportContact = z.infer<typeof supportContactSchema>;

/** Digits, spaces, hyphens, dots and brackets, with an optional leading plus: 7 to 15 digits. */
export function isSupportPhone(value: string): boolean {
  if (!/^\+?[0-9][0-9 ().-]*[0-9]$/.test(value)) return false;
  const digits = value.replace(/[^0-9]/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** The `tel:` address of a phone as written (`+234 700 000 0000` → `tel:+2347000000000`). */
export const telHref = (phone: string): string =>
  `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/[^0-9]/g, '')}`;
