import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { apiClient, RequestError, sessionStore } from '@portal/auth';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { useAdminQuery } from '../../api';
import { renderWithSource } from '../../testing/renderAdmin';
import { fakeServer, ok } from '../../testing/fakeSecurityServer';
import { TwoFactorRequiredBanner } from './TwoFactorRequiredBanner';
import { AdminTwoFactorSection } from './AdminTwoFactorSection';
import { WithQueryClient } from '../../testing/queryClient';

const off = { twoFactor: { enabled: false, required: true, recoveryCodesLeft: 0 } };
const on = { twoFactor: { enabled: true, required: true, recoveryCodesLeft: 10 } };
const setup = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/VendorBridge:admin%40vb.test?secret=JBSWY3DPEHPK3PXP',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect/></svg>',
};
const codes = ['aaaa-bbbb', 'cccc-dddd'];

/** The account's two-factor state on the fake server, changed by its enable and disable routes. */
function statusRoutes(initially: typeof on) {
  let current = initially;
  return {
    'GET /auth/2fa': [(): [number, unknown] => [200, ok(current)]],
    'POST /auth/2fa/setup': [[200, ok(setup)] as [number, unknown]],
    'POST /auth/2fa/enable': [
      (): [number, unknown] => {
        current = on;
        return [200, ok({ recoveryCodes: codes })];
      },
    ],
    'POST /auth/2fa/disable': [
      (): [number, unknown] => {
        current = off;
        return [200, ok()];
      },
    ],
  };
}

async function renderSection() {
  sessionStore.login(
    { id: 'a1', name: 'Admin', email: 'admin@vb.test', role: 'admin', approved: true },
    't1',
  );
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/admin/dashboard']}>
      <TwoFactorRequiredBanner />
      <AdminTwoFactorSection />
    </MemoryRouter>,
    { wrapper: WithQueryClient },
  );
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return user;
}

const section = () => screen.getByRole('region', { name: 'Two-factor authentication' });

afterEach(() => {
  cleanup();
  act(() => sessionStore.logout());
});

describe('the banner asking for two-factor sign-in', () => {
  it('links to the security page while it is required and not set up, and goes once it is on', async () => {
    fakeServer(statusRoutes(off));
    const user = await renderSection();
    expect(screen.getByRole('link', { name: 'Set up two-factor sign-in' })).toHaveAttribute(
      'href',
      '/admin/security',
    );
    await user.click(within(section()).getByRole('button', { name: 'Set up two-factor sign-in' }));
    await user.type(await within(section()).findByLabelText('Authentication code'), '123456');
    await user.click(within(section()).getByRole('button', { name: 'Turn on' }));
    await within(section()).findByRole('list', { name: 'Recovery codes' });
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('link', { name: 'Set up two-factor sign-in' })).not.toBeInTheDocument();
  });

  it('shows for an invited staff member whose reads are refused, though the admins’ rule is off, until they enrol', async () => {
    fakeServer(statusRoutes({ twoFactor: { enabled: false, required: false, recoveryCodesLeft: 0 } }));
    sessionStore.login(
      { id: 'a2', name: 'Remi', email: 'remi@vb.test', role: 'admin', approved: true, staffRole: 'reviewer' },
      't2',
    );
    const refusal = new RequestError('Set up two-factor sign-in before using the admin area.', {
      status: 403,
      code: ERROR_CODES.twoFactorSetupRequired,
    });
    function DashboardRead() {
      const { state } = useAdminQuery(['admin', 'dashboard-stats'], (source) => source.getDashboardStats());
      return <p>Dashboard {state.status}</p>;
    }
    const user = userEvent.setup();
    renderWithSource(
      <>
        <TwoFactorRequiredBanner />
        <DashboardRead />
        <AdminTwoFactorSection />
      </>,
      { getDashboardStats: () => Promise.reject(refusal) },
      '/admin/dashboard',
    );
    expect(await screen.findByRole('link', { name: 'Set up two-factor sign-in' })).toHaveAttribute(
      'href',
      '/admin/security',
    );
    await user.click(within(section()).getByRole('button', { name: 'Set up two-factor sign-in' }));
    await user.type(await within(section()).findByLabelText('Authentication code'), '123456');
    await user.click(within(section()).getByRole('button', { name: 'Turn on' }));
    await within(section()).findByRole('list', { name: 'Recovery codes' });
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('link', { name: 'Set up two-factor sign-in' })).not.toBeInTheDocument();
  });

  it('stays away on a page seen before enrolling while that page reads the state again', async () => {
    fakeServer(statusRoutes(off));
    sessionStore.login(
      { id: 'a1', name: 'Admin', email: 'admin@vb.test', role: 'admin', approved: true },
      't1',
    );
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/admin/dashboard']}>
        <TwoFactorRequiredBanner />
        <Link to="/admin/security">Security</Link>
        <Link to="/admin/dashboard">Dashboard</Link>
        <Routes>
          <Route path="/admin/security" element={<AdminTwoFactorSection />} />
          <Route path="/admin/dashboard" element={<p>Dashboard page</p>} />
        </Routes>
      </MemoryRouter>,
      { wrapper: WithQueryClient },
    );
    await screen.findByRole('link', { name: 'Set up two-factor sign-in' });
    await user.click(screen.getByRole('link', { name: 'Security' }));
    await user.click(
      within(await screen.findByRole('region', { name: 'Two-factor authentication' })).getByRole('button', {
        name: 'Set up two-factor sign-in',
      }),
    );
    await user.type(await within(section()).findByLabelText('Authentication code'), '123456');
    await user.click(within(section()).getByRole('button', { name: 'Turn on' }));
    await within(section()).findByRole('list', { name: 'Recovery codes' });
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    // From now on the state takes its time to answer: the dashboard shows while it is read.
    apiClient.configure({
      fetch: () => new Promise<Response>(() => undefined),
      onUnauthorized: () => undefined,
    });
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await screen.findByText('Dashboard page');
    expect(screen.queryByText(/Two-factor sign-in is required for admins/)).not.toBeInTheDocument();
  });

  it('is not shown when two-factor sign-in is not required', async () => {
    fakeServer({
      'GET /auth/2fa': [[200, ok({ twoFactor: { enabled: false, required: false, recoveryCodesLeft: 0 } })]],
    });
    await renderSection();
    expect(screen.queryByRole('link', { name: 'Set up two-factor sign-in' })).not.toBeInTheDocument();
  });
});

describe("the admin's two-factor section", () => {
  it('says the admin area needs it while it is required and off', async () => {
    fakeServer(statusRoutes(off));
    await renderSection();
    expect(
      within(section()).getByText('Set up two-factor sign-in before using the admin area.'),
    ).toBeInTheDocument();
  });
});
