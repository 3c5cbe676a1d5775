import { DATA_PATHS, withId } from '@portal/contracts/api';
import type { PaymentCurrency } from '@portal/rules/currencies';
import {
  currentDocuments,
  DOCUMENT_UPLOAD_FIELDS,
  type DocumentListData,
  type DocumentUploadField,
} from '@portal/contracts/documents';
import type { PortalWithMail } from './accounts';
import { pdfFile } from './files';
import { STAFF_NAIRA_RATES } from './knownValues';
import { apiSession, type ApiSession, type DocumentFiles } from './portalApi';

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
  const api = await apiSession(running.portal.url, running.admin);
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

/**
 * The customer's KYB documents as a registration's approval needs them (issue 31 item 8): each
 * of the five types they have not uploaded (or had refused) is uploaded through their own API
 * session, and staff approve the set if any of it still waits.
 */
export async function approveDocumentSet(running: PortalWithMail, customer: ApiSession): Promise<void> {
  const listed = async () =>
    currentDocuments((await customer.call<DocumentListData>('GET', DATA_PATHS.documents)).documents);
  const standing = await listed();
  const missing: DocumentFiles = {};
  for (const [field, type] of Object.entries(DOCUMENT_UPLOAD_FIELDS)) {
    if (!standing.some((document) => document.type === type && document.status !== 'rejected')) {
      missing[field as DocumentUploadField] = pdfFile(`${type}.pdf`);
    }
  }
  if (Object.keys(missing).length > 0) await customer.uploadDocuments(missing);
  if ((await listed()).some((document) => document.status === 'pending')) {
    const staff = await staffApi(running);
    await staff.call('POST', withId(DATA_PATHS.adminDocumentsApprove, customer.login.user.id));
  }
}

/**
 * An admin approves the customer's registration (D37: only an approved business pays), as
 * the KYB rule allows it: once all five documents are uploaded and approved.
 */
export async function approveCustomer(running: PortalWithMail, customer: ApiSession): Promise<void> {
  await approveDocumentSet(running, customer);
  await (await staffApi(running)).decideRegistration(customer.login.user.id, 'approve');
}
