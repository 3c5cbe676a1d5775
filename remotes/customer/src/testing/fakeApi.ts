import { ApiClient, sessionStore } from '@portal/auth';
import type { CustomerDataSource } from '../api';
import { createCustomerDataSource } from '../api';
import { createBeneficiarySource, type BeneficiarySource } from '../features/beneficiaries';
import type { QuoteBody } from '@portal/contracts/paymentJourney';
import {
  dashboardStats,
  staffRates,
  quoteFor,
  teamData,
  newCustomerOnboarding,
  newCustomerProfile,
} from './fakeCustomerData';

/** One request as the fake server received it. */
export interface ReceivedCall {
  method: string;
  /** The path under `/api`, e.g. `/profile`. */
  path: string;
  headers: Record<string, string>;
  /** The parsed JSON body, the FormData of an upload, or undefined. */
  body: unknown;
}

type Answer = Response | ((call: ReceivedCall) => Response | Promise<Response>);

export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A success answer: `{ success: true, message, data }`. */
export const succeeded = (data: unknown, message = 'OK', status = 200): Response =>
  jsonResponse(status, { success: true, message, data });

/** A refusal: `{ success: false, message, errors? }` with a 4xx or 5xx status. */
export const refusedWith = (
  status: number,
  message: string,
  extra: { code?: string; errors?: Record<string, string[]> } = {},
): Response => jsonResponse(status, { success: false, message, ...extra });

/**
 * A fake of the portal's API behind the real ApiClient and the real server-backed
 * data source: each route answers what the test says, and every request is kept so
 * a test can read what the page sent (or that it sent nothing).
 */
export function createFakeApi() {
  const answers = new Map<string, Answer[]>();
  const calls: ReceivedCall[] = [];

  const fetch = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const method = init.method ?? 'GET';
    const path = url.replace(/^\/api/, '');
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? undefined);
    const call: ReceivedCall = {
      method,
      path,
      headers: (init.headers ?? {}) as Record<string, string>,
      body,
    };
    calls.push(call);
    const queue = answers.get(`${method} ${path}`) ?? [];
    // The last answer of a route repeats; earlier ones are used once each.
    const answer = queue.length > 1 ? queue.shift() : queue[0];
    if (!answer) throw new TypeError(`Failed to fetch: nothing answers ${method} ${path}`);
    return typeof answer === 'function' ? answer(call) : answer.clone();
  };

  const client = new ApiClient({
    baseUrl: '/api',
    store: sessionStore,
    fetch: fetch as typeof globalThis.fetch,
    onUnauthorized: () => undefined,
  });
  const source: CustomerDataSource = createCustomerDataSource(client);
  const beneficiaries: BeneficiarySource = createBeneficiarySource(client);

  return {
    client,
    source,
    /** The beneficiary book's calls over the same fake (the payment form's picker reads it). */
    beneficiaries,
    calls,
    /** What `METHOD path` answers from now on (several: one each, the last one repeating). */
    on(method: string, path: string, ...responses: Answer[]) {
      answers.set(`${method} ${path}`, responses);
    },
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;

/**
 * A fake API that answers every read of the customer area as the server would for
 * a customer who has just signed up: empty profile, no documents, no payment
 * requests, the initial rates, a quote for any amount. A test changes what it needs with `on`.
 */
export function createNewCustomerApi(): FakeApi {
  const api = createFakeApi();
  api.on('GET', '/profile', succeeded({ profile: newCustomerProfile() }));
  api.on('GET', '/documents', succeeded({ documents: [] }));
  api.on('GET', '/onboarding', succeeded({ onboarding: newCustomerOnboarding() }));
  api.on('GET', '/dashboard', succeeded({ stats: dashboardStats() }));
  api.on('GET', '/rates', succeeded(staffRates()));
  api.on('GET', '/screening/policy', succeeded({ blockedCountries: ['CU', 'IR', 'KP', 'SY'] }));
  api.on('GET', '/payments', succeeded({ payments: [], nextCursor: null }));
  api.on('GET', '/payments?status=awaiting_approval', succeeded({ payments: [], nextCursor: null }));
  api.on('GET', '/team', succeeded(teamData()));
  api.on('GET', '/beneficiaries', succeeded({ beneficiaries: [], nextCursor: null }));
  api.on('GET', '/beneficiaries/requests', succeeded({ requests: [] }));
  api.on('GET', '/api-keys', succeeded({ keys: [] }));
  api.on('GET', '/webhook-endpoints', succeeded({ endpoints: [] }));
  api.on('POST', '/quotes', (call) => succeeded({ quote: quoteFor(call.body as QuoteBody) }, 'Quote', 201));
  return api;
}
