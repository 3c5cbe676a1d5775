import { DATA_PATHS, withId } from '@portal/contracts/api';
import type { LoginData } from '@portal/contracts/apiSchemas';
import { LOCAL_CURRENCY, type PaymentCurrency } from '@portal/rules/currencies';
import type { DocumentUploadField } from '@portal/contracts/documents';
import type { CustomerPayment } from '@portal/contracts/paymentAnswers';
import { JOURNEY_PATHS, QUOTE_ID_FIELD, type Quote } from '@portal/contracts/paymentJourney';
import {
  adminRatePath,
  IDEMPOTENCY_HEADER,
  INVOICE_FIELD,
  PAYMENT_PATHS,
} from '@portal/contracts/paymentPaths';
import type { ProfileUpdate } from '@portal/contracts/profile';
import type { ReceivingAccountInput } from '@portal/contracts/receivingAccount';
import type { WalletSettingsInput } from '@portal/contracts/wallet';
import { randomUUID } from 'node:crypto';
import { signInToApi, type Credentials } from './accounts';
import type { UploadFile } from './files';
import type { PaymentBody } from './knownValues';

/**
 * An answer of the API (D5: `{ success, message, data }`, or `{ success: false,
 * message, code?, errors? }` on a refusal): the status, and the parsed body (null when
 * it was not JSON).
 */
export interface ApiAnswer {
  status: number;
  body: { success?: boolean; message?: string; data?: unknown; errors?: unknown } | null;
}

/** The documents of one upload, by the form's field names (director files may be several). */
export type DocumentFiles = Partial<Record<DocumentUploadField, UploadFile | UploadFile[]>>;

/**
 * A signed-in user's side of the API, for tests that set the stage through the
 * server as another user would (a customer's profile and payments, an admin's
 * settings), so that the browser under test sees data its test made itself.
 */
export interface ApiSession {
  readonly login: LoginData;
  request: (
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<ApiAnswer>;
  /** `request`, failing unless the status is `expected`; resolves to the answer's data. */
  call: <T = unknown>(method: string, path: string, body?: unknown, expected?: number) => Promise<T>;
  saveProfile: (profile: ProfileUpdate) => Promise<void>;
  uploadDocuments: (files: DocumentFiles) => Promise<void>;
  /** A quote for `amount` of `currency` at the naira rate staff set (D30). */
  quote: (currency: PaymentCurrency, amount: string) => Promise<Quote>;
  /**
   * A payment request as JSON (no invoice), or as multipart with one, priced by
   * `quoteId` or else by a quote asked for first, as the payment form does.
   */
  submitPayment: (
    request: PaymentBody,
    options?: { invoice?: UploadFile; idempotencyKey?: string; quoteId?: string },
  ) => Promise<CustomerPayment>;
  listPayments: () => Promise<CustomerPayment[]>;
  decidePayment: (id: string, decision: 'approve' | 'reject', reason?: string) => Promise<void>;
  /** An admin's decision on a customer's registration; approval lets them pay (D37). */
  decideRegistration: (customerId: string, decision: 'approve' | 'reject', reason?: string) => Promise<void>;
  /** An admin sets the naira per unit of `currency` (D30): only such a rate is quoted. */
  setNairaRate: (currency: PaymentCurrency, rate: string) => Promise<void>;
  saveReceivingAccount: (account: ReceivingAccountInput) => Promise<void>;
  saveWallet: (wallet: WalletSettingsInput) => Promise<void>;
}

function blobOf(file: UploadFile): Blob {
  return new Blob([new Uint8Array(file.buffer)], { type: file.mimeType });
}

/** Signs `credentials` in and answers their side of the API. */
export async function apiSession(
  portalUrl: string,
  credentials: Pick<Credentials, 'email' | 'password'>,
): Promise<ApiSession> {
  const login = await signInToApi(portalUrl, credentials);
  const authorization = `Bearer ${login.tokens.accessToken}`;

  const send = async (
    method: string,
    path: string,
    body: BodyInit | undefined,
    headers: Record<string, string>,
  ): Promise<ApiAnswer> => {
    const response = await fetch(`${portalUrl}/api${path}`, {
      method,
      headers: { Accept: 'application/json', Authorization: authorization, ...headers },
      body,
    });
    const parsed = (await response.json().catch(() => null)) as ApiAnswer['body'];
    return { status: response.status, body: parsed };
  };

  const request: ApiSession['request'] = (method, path, body, headers = {}) =>
    body === undefined
      ? send(method, path, undefined, headers)
      : send(method, path, JSON.stringify(body), { 'Content-Type': 'application/json', ...headers });

  const expect = <T>(answer: ApiAnswer, expected: number, what: string): T => {
    if (answer.status !== expected) {
      throw new Error(`${what} answered ${answer.status}, not ${expected}: ${JSON.stringify(answer.body)}`);
    }
    return answer.body?.data as T;
  };

  const stepUp = { password: credentials.password };

  const call: ApiSession['call'] = async (method, path, body, expected = 200) =>
    expect(await request(method, path, body), expected, `${method} ${path}`);

  return {
    login,
    request,
    call,
    saveProfile: async (profile) => {
      await call('PUT', DATA_PATHS.profile, profile);
    },
    uploadDocuments: async (files) => {
      const form = new FormData();
      for (const [field, chosen] of Object.entries(files)) {
        for (const file of Array.isArray(chosen) ? chosen : [chosen]) {
          if (file) form.append(field, blobOf(file), file.name);
        }
      }
      expect(await send('POST', DATA_PATHS.documents, form, {}), 201, 'POST /documents');
    },
    quote: async (currency, amount) =>
      (await call<{ quote: Quote }>('POST', JOURNEY_PATHS.quotes, { currency, amount }, 201)).quote,
    submitPayment: async (payment, { invoice, idempotencyKey = randomUUID(), quoteId } = {}) => {
      const headers = { [IDEMPOTENCY_HEADER]: idempotencyKey };
      const quoted =
        quoteId ??
        (
          await call<{ quote: Quote }>(
            'POST',
            JOURNEY_PATHS.quotes,
            { currency: payment.foreignCurrency, amount: payment.foreignAmount },
            201,
          )
        ).quote.id;
      const priced = { ...payment, [QUOTE_ID_FIELD]: quoted };
      let answer: ApiAnswer;
      if (invoice) {
        const form = new FormData();
        for (const [field, value] of Object.entries(priced)) {
          if (value !== undefined) form.append(field, String(value));
        }
        form.append(INVOICE_FIELD, blobOf(invoice), invoice.name);
        answer = await send('POST', PAYMENT_PATHS.payments, form, headers);
      } else {
        answer = await request('POST', PAYMENT_PATHS.payments, priced, headers);
      }
      return expect<{ payment: CustomerPayment }>(answer, 201, 'POST /payments').payment;
    },
    listPayments: async () =>
      (await call<{ payments: CustomerPayment[] }>('GET', `${PAYMENT_PATHS.payments}?limit=50`)).payments,
    decidePayment: async (id, decision, reason) => {
      const path = withId(
        decision === 'approve' ? PAYMENT_PATHS.adminPaymentApprove : PAYMENT_PATHS.adminPaymentReject,
        id,
      );
      await call('POST', path, decision === 'reject' ? { reason } : undefined);
    },
    decideRegistration: async (customerId, decision, reason) => {
      const path = withId(
        decision === 'approve' ? DATA_PATHS.adminRegistrationApprove : DATA_PATHS.adminRegistrationReject,
        customerId,
      );
      await call('POST', path, decision === 'reject' ? { reason } : undefined);
    },
    // What moves money is confirmed in the same request (step-up, issue 22): the staff sessions
    // these are called on have no authenticator, so their password confirms.
    setNairaRate: async (currency, rate) => {
      await call('PUT', adminRatePath(currency, LOCAL_CURRENCY), { rate, stepUp });
    },
    saveReceivingAccount: async (account) => {
      await call('PUT', PAYMENT_PATHS.adminReceivingAccount, { ...account, stepUp });
    },
    saveWallet: async (wallet) => {
      await call('PUT', PAYMENT_PATHS.adminWallet, { ...wallet, stepUp });
    },
  };
}
