import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { LoginData } from '@portal/contracts/apiSchemas';
import { STAFF_MESSAGES, STAFF_ROLE_HINTS } from '@portal/contracts/staff';
import { sessionStore } from '@portal/auth';
import { StaffInvitationScreen } from './StaffInvitationScreen';

const TOKEN = 'staff_tok-123';
const INVITATION = { email: 'remi@vendorbridge.ng', role: 'reviewer', expiresAt: '2026-11-29T09:00:00.000Z' };
const LOGIN: LoginData = {
  user: {
    id: 'stf-2',
    name: 'Remi Reviewer',
    email: INVITATION.email,
    role: 'admin',
    approved: true,
    staffRole: 'reviewer',
  },
  tokens: { accessToken: 'access-2', refreshToken: 'refresh-2' },
};
const STRONG = 'Welcome-Pass-1';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** fetch answering the staff invitation's preview (GET) and accept (POST) as given. */
function serve(preview: () => Response, accept?: () => Response) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === `/api/admin/staff/invitations/${TOKEN}` && (init?.method ?? 'GET') === 'GET') {
      return Promise.resolve(preview());
    }
    if (url === `/api/admin/staff/invitations/${TOKEN}/accept` && init?.method === 'POST' && accept) {
      return Promise.resolve(accept());
    }
    return Promise.resolve(json(404, { success: false, message: `unexpected ${url}` }));
  });
}
const previewOk = () => json(200, { success: true, data: { invitation: INVITATION } });

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderScreen() {
  render(
    <MemoryRouter initialEntries={[`/staff-invitation/${TOKEN}`]}>
      <Routes>
        <Route path="/staff-invitation/:token" element={<StaffInvitationScreen openModal={jest.fn()} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the staff invitation page (the invitation page for staff)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStore.logout();
  });

  it('shows the staff heading, the e-mail read-only, the role with its hint and the authenticator step', async () => {
    serve(previewOk);
    renderScreen();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join the VendorBridge staff' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(INVITATION.email);
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByText('Reviewer')).toBeInTheDocument();
    expect(screen.getByText(STAFF_ROLE_HINTS.reviewer)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Next you set up an authenticator app: as an invited staff member, you need one to sign in before the admin portal opens.',
      ),
    ).toBeInTheDocument();
    // No claim about every staff member: the configured admin may have none (Staff: "2FA off").
    expect(screen.queryByText(/every staff member/)).not.toBeInTheDocument();
  });

  it('accepts on the staff route, stores the session as sign-in does and opens Security first', async () => {
    const fetch = serve(previewOk, () => json(201, { success: true, data: LOGIN }));
    const user = userEvent.setup();
    renderScreen();
    await user.type(await screen.findByLabelText('Full Name'), 'Remi Reviewer');
    await user.type(screen.getByLabelText('Password'), STRONG);
    await user.type(screen.getByLabelText('Confirm Password'), STRONG);
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/admin/security');
    const [url, init] = fetch.mock.calls[1] ?? [];
    expect(url).toBe(`/api/admin/staff/invitations/${TOKEN}/accept`);
    expect(JSON.parse(init?.body as string)).toEqual({ name: 'Remi Reviewer', password: STRONG });
    expect(sessionStore.getState()).toMatchObject({
      isAuthenticated: true,
      user: LOGIN.user,
      token: 'access-2',
    });
  });

  it('says an expired staff link has expired and to ask a superadmin', async () => {
    serve(() =>
      json(410, { success: false, message: STAFF_MESSAGES.invitationExpired, code: 'INVITATION_EXPIRED' }),
    );
    renderScreen();
    expect(await screen.findByText(STAFF_MESSAGES.invitationExpired)).toBeInTheDocument();
    expect(screen.getByText('Ask a superadmin to send you a new invitation.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('says an unknown or used staff link is not valid', async () => {
    serve(() => json(404, { success: false, message: STAFF_MESSAGES.invitationInvalid }));
    renderScreen();
    expect(await screen.findByText(STAFF_MESSAGES.invitationInvalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });
});
