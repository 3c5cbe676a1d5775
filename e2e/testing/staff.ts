import type { PaymentCurrency } from '@portal/contracts';
import { ADMIN_CREDENTIALS, type PortalWithMail } from './accounts';
import { STAFF_NAIRA_RATES } from './knownValues';
import { apiSession, type ApiSession } from './portalApi';

/** Renewed well before the access token's 15 minutes run out. */
const SESSION_REUSE_MS = 10 * 60 * 1000;
const sessions = new WeakMap<object, { api: ApiSession; at: number }>();

/**
 * The test admin's side of the API on `running`, signed in once and reused: every
 * sign-in is a session, and an account keeps at most 20, so signing in for each staged
 * customer would end the admin's session in the browser under test.
 */
export async function staffApi(running: PortalWithMail): Promise<ApiSession> {
  const kept = sessions.get(running.portal);
  if (kept && Date.now() - kept.at < SESSION_REUSE_MS) return kept.api;
  const api = await apiSession(running.portal.url, ADMIN_CREDENTIALS);
  sessions.set(running.portal, { api, at: Date.now() });
  return api;
}

const ratesSet = new WeakSet<object>();

/**
 * Staff set the naira rates customers are quoted (D30), once per running portal: the
 * seeded rates are placeholders that price nothing until an admin sets them. `rates` other
 * than the tests' own (the screenshots' scene) are set instead, and the later calls keep them.
 */
export async function setStaffRates(
  running: PortalWithMail,
  rates: Partial<Record<PaymentCurrency, string>> = STAFF_NAIRA_RATES,
): Promise<void> {
  if (ratesSet.has(running.portal)) return;
  const staff = await staffApi(running);
  for (const [currency, rate] of Object.entries(rates)) {
    await staff.setNairaRate(currency as PaymentCurrency, rate);
  }
  ratesSet.add(running.portal);
}

/** An admin approves the customer's registration (D37: only an approved business pays). */
export async function approveCustomer(running: PortalWithMail, customerId: string): Promise<void> {
  await (await staffApi(running)).decideRegistration(customerId, 'approve');
}
