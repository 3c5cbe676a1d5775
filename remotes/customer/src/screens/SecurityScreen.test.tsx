import { screen, within } from '@testing-library/react';
import { apiClient } from '@portal/auth';
import { renderCustomerArea, signInCustomer, signOutCustomer } from '../testing/renderCustomerArea';

/** The security routes (the shared API client's), as the server answers a customer without two-factor sign-in. */
function securityServer() {
  const answers: Record<string, unknown> = {
    'GET /auth/2fa': { twoFactor: { enabled: false, required: false, recoveryCodesLeft: 0 } },
    'GET /auth/sessions': { sessions: [] },
  };
  const fetch = (url: string, init: RequestInit = {}): Promise<Response> => {
    const route = `${init.method ?? 'GET'} ${url.replace(/^\/api/, '')}`;
    if (!(route in answers)) return Promise.reject(new TypeError(`Failed to fetch ${route}`));
    const body = { success: true, message: 'OK', data: answers[route] };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  };
  apiClient.configure({ fetch: fetch as typeof globalThis.fetch, onUnauthorized: () => undefined });
}

describe("the customer's Security page", () => {
  afterEach(() => signOutCustomer());

  it('offers two-factor sign-in, off until the customer sets it up, beside the password and sessions', async () => {
    securityServer();
    signInCustomer();
    await renderCustomerArea('/dashboard/security');
    const section = await screen.findByRole('region', { name: 'Two-factor authentication' });
    expect(await within(section).findByText('Off')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Active sessions' })).toBeInTheDocument();
  });
});
