import type { CustomerPayment } from '@portal/contracts/paymentAnswers';
import type { ProfileUpdate } from '@portal/contracts/profile';
import { createVerifiedCustomer, type Credentials, type PortalWithMail } from './accounts';
import type { UploadFile } from './files';
import { companyProfile, vendorPayment, type PaymentBody } from './knownValues';
import { apiSession, type ApiSession, type DocumentFiles } from './portalApi';
import { approveCustomer, setStaffRates } from './staff';

export interface StagedCustomer {
  credentials: Credentials;
  /** Their side of the API, signed in. */
  api: ApiSession;
  /** The payment requests staged for them, in the order submitted (oldest first). */
  payments: CustomerPayment[];
}

export interface CustomerStage {
  name: string;
  /** Their own address; a new unique one when left out. */
  email?: string;
  /** A complete profile with this company; no profile at all when left out. */
  company?: string;
  /** What this customer's profile says beyond the defaults (their own phone, address, numbers). */
  profile?: Partial<ProfileUpdate>;
  documents?: DocumentFiles;
  /**
   * Registration approved by an admin (D37). Only an approved business pays, so this is
   * the default when `payments` are staged; otherwise the registration stays pending.
   */
  approved?: boolean;
  /**
   * Payment requests to submit, each with its invoice if given, each priced by a quote at
   * the naira rates staff set (setStaffRates), as the payment form does.
   */
  payments?: { request?: Partial<PaymentBody>; invoice?: UploadFile }[];
}

/**
 * A customer who signed up, verified and did through the API what `stage` says, as
 * they would in their own browser: the data a test then looks at is its own, made
 * on the server, never sample rows.
 */
export async function stageCustomer(running: PortalWithMail, stage: CustomerStage): Promise<StagedCustomer> {
  const url = running.portal.url;
  const credentials = await createVerifiedCustomer(url, running.mail, {
    name: stage.name,
    ...(stage.email ? { email: stage.email } : {}),
  });
  const api = await apiSession(url, credentials);
  if (stage.company)
    await api.saveProfile({ ...companyProfile(stage.name, stage.company), ...stage.profile });
  if (stage.documents) await api.uploadDocuments(stage.documents);
  if (stage.approved ?? (stage.payments ?? []).length > 0) {
    await approveCustomer(running, api);
  }
  if (stage.payments?.length) await setStaffRates(running);
  const payments: CustomerPayment[] = [];
  for (const { request, invoice } of stage.payments ?? []) {
    payments.push(await api.submitPayment(vendorPayment(request), { invoice }));
  }
  return { credentials, api, payments };
}

/** `count` payment requests to distinct vendors, for lists longer than one page. */
export const manyPayments = (count: number, prefix: string): NonNullable<CustomerStage['payments']> =>
  Array.from({ length: count }, (_, index) => ({
    request: { recipientCompany: `${prefix} Supplier ${index + 1}`, foreignAmount: `${100 + index}.00` },
  }));
