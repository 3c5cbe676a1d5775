import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { LoginData } from '@portal/contracts/apiSchemas';
import { MESSAGES } from '@portal/contracts/messages';
import { SESSION_KEYS } from '@portal/contracts/session';
import { TEAM_MESSAGES } from '@portal/contracts/teams';
import { sessionStore } from '@portal/auth';
import { formatDateTime } from '@portal/rules/dateTime';
import { InvitationPage } from './InvitationPage';
import { PASSWORD_HINT } from '@portal/ui/words/passwordHint';

const TOKEN = 'tok_en-123';
const INVITATION = {
  businessName: 'Acme Imports',
  email: 'ngozi@acme.ng',
  role: 'maker',
  expiresAt: '2026-12-10T09:00:00.000Z',
} as const;
const LOGIN: LoginData = {
  user: {
    id: 'u-2',
    name: 'Ngozi Eze',
    email: INVITATION.email,
    role: 'user',
    approved: true,
    businessRole: 'maker',
  },
  tokens: { accessToken: 'access-1', refreshToken: 'refresh-1' },
};
const STRONG = 'Welcome-Pass-1';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Answer = (init: RequestInit | undefined) => Response;

/** fetch answering the preview (GET) and the accept (POST) of the invitation as given. */
function serve({ preview, accept }: { preview: Answer; accept?: Answer }) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === `/api/team/invitations/${TOKEN}` && (init?.method ?? 'GET') === 'GET') {
      return Promise.resolve(preview(init));
    }
    if (url === `/api/team/invitations/${TOKEN}/accept` && init?.method === 'POST' && accept) {
      return Promise.resolve(accept(init));
    }
    return Promise.resolve(json(404, { success: false, message: `unexpected ${url}` }));
  });
}

const previewOk: Answer = () => json(200, { success: true, data: { invitation: INVITATION } });

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderPage(openModal = jest.fn()) {
  render(
    <MemoryRouter initialEntries={[`/invitation/${TOKEN}`]}>
      <Routes>
        <Route path="/invitation/:token" element={<InvitationPage token={TOKEN} openModal={openModal} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return { openModal };
}

describe('InvitationPage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStore.logout();
  });

  it('shows the business, the invited e-mail (read-only) and the role with its hint', async () => {
    serve({ preview: previewOk });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join Acme Imports on VendorBridge' }),
    ).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue(INVITATION.email);
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText('Maker')).toBeInTheDocument();
    expect(screen.getByText('Prepares payments and beneficiaries')).toBeInTheDocument();
    for (const label of ['Full Name', 'Password', 'Confirm Password']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    // The rule up front, as on the reset page and in Sign Up (shots8: no rule was shown here).
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(PASSWORD_HINT);
  });

  it('says until when the link works in the portal’s one date-and-time style ("10 Dec 2026, …"), as the Team page does', async () => {
    serve({ preview: previewOk });
    renderPage();
    const lead = await screen.findByText(/the link works until/);
    expect(lead).toHaveTextContent(`the link works until ${formatDateTime(INVITATION.expiresAt)}.`);
    expect(lead).toHaveTextContent(/10 Dec 2026, \d\d:\d\d/);
    expect(lead).not.toHaveTextContent('December');
  });

  it('shows the spec’s messages next to their fields and sends nothing while any is refused', async () => {
    const fetch = serve({ preview: previewOk });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Join the team' }));

    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription(MESSAGES.nameRequired);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.passwordRequired),
    );
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(MESSAGES.confirmRequired);
    expect(screen.getByLabelText('Full Name')).toHaveFocus();

    await user.type(screen.getByLabelText('Full Name'), 'Ngozi Eze');
    await user.type(screen.getByLabelText('Password'), 'weak');
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.passwordTooShort),
    );
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(MESSAGES.passwordsDiffer);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('accepts with the name and password, stores the session as sign-in does and opens the dashboard', async () => {
    const fetch = serve({ preview: previewOk, accept: () => json(201, { success: true, data: LOGIN }) });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Full Name'), '  Ngozi Eze ');
    await user.type(screen.getByLabelText('Password'), STRONG);
    await user.type(screen.getByLabelText('Confirm Password'), STRONG);
    await user.click(screen.getByRole('button', { name: 'Join the team' }));

    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard/overview');
    const [, init] = fetch.mock.calls[1] ?? [];
    expect(JSON.parse(init?.body as string)).toEqual({ name: 'Ngozi Eze', password: STRONG });
    expect(sessionStore.getState()).toMatchObject({
      isAuthenticated: true,
      user: LOGIN.user,
      token: 'access-1',
      // D39: the refresh token is the server's httpOnly cookie; none is kept in the page.
      refreshToken: null,
    });
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.isAuthenticated)).toBe('true');
  });

  it('shows the server’s field refusals under their fields and keeps what was typed', async () => {
    const refusal = 'Password is too common';
    serve({
      preview: previewOk,
      accept: () => json(400, { success: false, message: refusal, errors: { password: [refusal] } }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Full Name'), 'Ngozi Eze');
    await user.type(screen.getByLabelText('Password'), STRONG);
    await user.type(screen.getByLabelText('Confirm Password'), STRONG);
    await user.click(screen.getByRole('button', { name: 'Join the team' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining(refusal)),
    );
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ngozi Eze');
    expect(sessionStore.getState().isAuthenticated).toBe(false);
  });

  it('says an expired link has expired, to ask for a new one, and offers Log In', async () => {
    serve({
      preview: () =>
        json(410, { success: false, message: TEAM_MESSAGES.invitationExpired, code: 'INVITATION_EXPIRED' }),
    });
    const user = userEvent.setup();
    const { openModal } = renderPage();
    expect(await screen.findByText(TEAM_MESSAGES.invitationExpired)).toBeInTheDocument();
    expect(screen.getByText(/send a new invitation/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(openModal).toHaveBeenCalledWith('login');
  });

  it('says an unknown or used link is not valid, and offers Log In', async () => {
    serve({ preview: () => json(404, { success: false, message: TEAM_MESSAGES.invitationInvalid }) });
    renderPage();
    expect(await screen.findByText(TEAM_MESSAGES.invitationInvalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('says so when the link was used meanwhile, instead of the form', async () => {
    serve({
      preview: previewOk,
      accept: () => json(404, { success: false, message: TEAM_MESSAGES.invitationInvalid }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Full Name'), 'Ngozi Eze');
    await user.type(screen.getByLabelText('Password'), STRONG);
    await user.type(screen.getByLabelText('Confirm Password'), STRONG);
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    expect(await screen.findByText(TEAM_MESSAGES.invitationInvalid)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('offers Try again when the server cannot be reached, and reads the link again', async () => {
    let calls = 0;
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new TypeError('offline')) : Promise.resolve(previewOk(undefined));
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join Acme Imports on VendorBridge' }),
    ).toBeInTheDocument();
  });
});
