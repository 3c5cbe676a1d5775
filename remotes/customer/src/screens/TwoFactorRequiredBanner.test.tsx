import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@portal/auth';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { TEAM_MESSAGES } from '@portal/contracts/teams';
import { createNewCustomerApi, refusedWith, type FakeApi } from '../testing/fakeApi';
import { renderCustomerArea, signInCustomer, signOutCustomer } from '../testing/renderCustomerArea';

// The banner's words, not the refusal's own (TEAM_MESSAGES.twoFactorRequired) that a screen shows.
const BANNER_TEXT = /Your business requires two-factor sign-in\. Until you set it up/;
const CUSTOMER_READS = ['/profile', '/documents', '/onboarding', '/dashboard', '/payments', '/beneficiaries'];

/** A member of a business that requires two-factor sign-in, not set up: every customer read is refused. */
function refusingApi(): FakeApi {
  const api = createNewCustomerApi();
  for (const path of CUSTOMER_READS) {
    api.on(
      'GET',
      path,
      refusedWith(403, TEAM_MESSAGES.twoFactorRequired, { code: ERROR_CODES.twoFactorSetupRequired }),
    );
  }
  return api;
}

/** The security routes (the shared API client's): two-factor sign-in off until the set-up is confirmed. */
function securityServer() {
  let enabled = false;
  const answers: Record<string, () => unknown> = {
    'GET /auth/2fa': () => ({ twoFactor: { enabled, required: false, recoveryCodesLeft: enabled ? 10 : 0 } }),
    'GET /auth/sessions': () => ({ sessions: [] }),
    'POST /auth/2fa/setup': () => ({
      secret: 'JBSWY3DPEHPK3PXP',
      otpauthUrl: 'otpauth://totp/x',
      qrSvg: '<svg/>',
    }),
    'POST /auth/2fa/enable': () => {
      enabled = true;
      return { recoveryCodes: ['aaaa-bbbb'] };
    },
  };
  const fetch = (url: string, init: RequestInit = {}): Promise<Response> => {
    const route = `${init.method ?? 'GET'} ${url.replace(/^\/api/, '')}`;
    const answer = answers[route];
    if (!answer) return Promise.reject(new TypeError(`Failed to fetch ${route}`));
    const body = { success: true, message: 'OK', data: answer() };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  };
  apiClient.configure({ fetch: fetch as typeof globalThis.fetch, onUnauthorized: () => undefined });
}

const banner = () => screen.queryByText(BANNER_TEXT);

describe('the banner asking for two-factor sign-in', () => {
  afterEach(() => signOutCustomer());

  it('appears when a customer route answers 403 TWO_FACTOR_SETUP_REQUIRED, linking to Security', async () => {
    securityServer();
    signInCustomer();
    await renderCustomerArea('/dashboard/overview', refusingApi().source);
    const shown = await screen.findByText(BANNER_TEXT);
    expect(within(shown).getByRole('link', { name: 'Set up two-factor sign-in' })).toHaveAttribute(
      'href',
      '/dashboard/security',
    );
  });

  it('is not shown while the customer routes answer', async () => {
    securityServer();
    signInCustomer();
    await renderCustomerArea('/dashboard/overview');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada Obi' })).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
  });

  it('says to set it up below on Security, and goes once it is on', async () => {
    securityServer();
    signInCustomer();
    const user = userEvent.setup();
    await renderCustomerArea('/dashboard/overview', refusingApi().source);
    await screen.findByText(BANNER_TEXT);
    await user.click(screen.getByRole('link', { name: 'Set up two-factor sign-in' }));

    expect(await screen.findByText(/Set it up below/)).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Two-factor authentication' });
    await user.click(await within(section).findByRole('button', { name: 'Set up two-factor sign-in' }));
    await user.type(await within(section).findByLabelText('Authentication code'), '123456');
    await user.click(within(section).getByRole('button', { name: 'Turn on' }));
    await within(section).findByRole('list', { name: 'Recovery codes' });
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(banner()).not.toBeInTheDocument();
  });
});
