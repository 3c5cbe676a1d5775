import { SUPPORT_CONTACT_PATH, type SupportContact } from '@portal/contracts/supportContact';
import { apiClient } from '@portal/auth';

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * The support address and phone the deployment configured (SUPPORT_EMAIL, SUPPORT_PHONE), or
 * null for each that is not set or could not be read: the page then shows none rather than a
 * made-up one. A plain check rather than the contract's schema: no schema library comes with
 * the contact page.
 */
export async function readSupportContact(): Promise<SupportContact> {
  try {
    const result = await apiClient.get<unknown>(SUPPORT_CONTACT_PATH);
    const data: unknown = result.ok ? (result.body as { data?: unknown } | null)?.data : null;
    if (typeof data !== 'object' || data === null) return { email: null, phone: null };
    const { email, phone } = data as Record<string, unknown>;
    return { email: textOrNull(email), phone: textOrNull(phone) };
  } catch {
    return { email: null, phone: null };
  }
}
