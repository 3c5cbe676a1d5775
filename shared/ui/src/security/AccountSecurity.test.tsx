import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { apiClient, sessionStore } from '@portal/auth';
import { MESSAGES } from '@portal/contracts/messages';
import { SECURITY_MESSAGES } from '@portal/contracts/security';
import type { User } from '@portal/contracts/user';
import { ActiveSessionsSection } from './ActiveSessionsSection';
import { ChangePasswordSection } from './ChangePasswordSection';

// TanStack Query tells React of an answer in a microtask, so one act() turn shows it (as the remotes' tests do).
notifyManager.setScheduler(queueMicrotask);

interface Call {
  method: string;
  path: string;
  body: unknown;
}

const ACCOUNT: User = { id: 'user-1', name: 'Ada Obi', email: 'ada@acme.ng', role: 'user', approved: true };
const ok = (data?: unknown) => ({ success: true, message: 'OK', data });
const sessions = [
  {
    id: 's1',
    createdAt: '2026-11-20T09:00:00.000Z',
    lastUsedAt: '2026-11-23T10:00:00.000Z',
    current: true,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
  },
  {
    id: 's2',
    createdAt: '2026-11-21T09:00:00.000Z',
    lastUsedAt: '2026-11-22T10:00:00.000Z',
    current: false,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1',
  },
];

/** The server behind the shared API client: each `METHOD path` answers its queue in turn, the last repeating. */
function fakeServer(routes: Record<string, [number, unknown][]>) {
  const calls: Call[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.replace(/^\/api/, '');
    calls.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const queue = routes[`${method} ${path}`];
    const answer = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    if (!answer) throw new TypeError(`Failed to fetch ${method} ${path}`);
    return new Response(JSON.stringify(answer[1]), { status: answer[0] });
  });
  apiClient.configure({
    fetch: fetch as unknown as typeof globalThis.fetch,
    onUnauthorized: () => undefined,
  });
  return calls;
}

/** Both sections as a security screen shows them, with a home page to land on after signing out. */
/** The shell's /login, as far as these sections see it: the notice they asked for. */
function LoginStand() {
  const state: unknown = useLocation().state;
  return <h1>Log in: {JSON.stringify(state)}</h1>;
}

async function renderSections() {
  sessionStore.login(ACCOUNT, 'access-1');
  const user = userEvent.setup();
  // A fresh cache per test, as each page of a remote has the page's one client.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/security']}>
        <Routes>
          <Route path="/" element={<h1>Public home</h1>} />
          <Route path="/login" element={<LoginStand />} />
          <Route
            path="/dashboard/security"
            element={
              <>
                <ChangePasswordSection />
                <ActiveSessionsSection />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return user;
}

const passwordSection = () => screen.getByRole('region', { name: 'Change password' });
const sessionsSection = () => screen.getByRole('region', { name: 'Active sessions' });

afterEach(() => {
  cleanup();
  act(() => sessionStore.logout());
  sessionStorage.clear();
});

describe('Account security sections', () => {
  it('lists the live sessions with the current one marked', async () => {
    fakeServer({ 'GET /auth/sessions': [[200, ok({ sessions })]] });
    await renderSections();
    const items = within(sessionsSection()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Chrome on Linux');
    expect(items[0]).toHaveTextContent('This session');
    expect(items[1]).toHaveTextContent('Safari on iOS');
    expect(items[1]).not.toHaveTextContent('This session');
  });

  it('says when the sessions could not be read and reads them again on Retry', async () => {
    fakeServer({
      'GET /auth/sessions': [
        [503, { success: false, message: 'The service is unavailable' }],
        [200, ok({ sessions })],
      ],
    });
    const user = await renderSections();
    expect(within(sessionsSection()).getByRole('alert')).toHaveTextContent('The service is unavailable');
    await user.click(within(sessionsSection()).getByRole('button', { name: 'Retry' }));
    expect(await within(sessionsSection()).findAllByRole('listitem')).toHaveLength(2);
  });

  it('ends every session, signs out here and asks Log In to say how many ended', async () => {
    const calls = fakeServer({
      'GET /auth/sessions': [[200, ok({ sessions })]],
      'POST /auth/sessions/end-all': [[200, ok({ ended: 2 })]],
      'POST /auth/logout': [[200, ok()]],
    });
    const user = await renderSections();
    await user.click(within(sessionsSection()).getByRole('button', { name: 'Sign out of all sessions' }));
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(
      await screen.findByRole('heading', { name: 'Log in: {"loginNotice":"sessions-ended","ended":2}' }),
    ).toBeInTheDocument();
    expect(sessionStore.getState().isAuthenticated).toBe(false);
    expect(calls.some((call) => call.method === 'POST' && call.path === '/auth/sessions/end-all')).toBe(true);
  });

  it('asks first, saying how many sessions end; Cancel and Escape end nothing', async () => {
    const calls = fakeServer({ 'GET /auth/sessions': [[200, ok({ sessions })]] });
    const user = await renderSections();
    await user.click(within(sessionsSection()).getByRole('button', { name: 'Sign out of all sessions' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out of all sessions?' });
    expect(dialog).toHaveAccessibleDescription(
      'All 2 sessions listed, this one included, will be signed out. Each device will need to log in again.',
    );
    // The final decision starts on Cancel, not on the decision.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(within(sessionsSection()).getByRole('button', { name: 'Sign out of all sessions' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.path === '/auth/sessions/end-all')).toBe(false);
    expect(sessionStore.getState().isAuthenticated).toBe(true);
  });

  it('stays signed in and says why when ending the sessions was refused', async () => {
    fakeServer({
      'GET /auth/sessions': [[200, ok({ sessions })]],
      'POST /auth/sessions/end-all': [[500, { success: false, message: 'Something went wrong' }]],
    });
    const user = await renderSections();
    await user.click(within(sessionsSection()).getByRole('button', { name: 'Sign out of all sessions' }));
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await within(sessionsSection()).findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(sessionStore.getState().isAuthenticated).toBe(true);
  });

  it("checks the new password by the sign-up's rules and sends nothing while a field is wrong", async () => {
    const calls = fakeServer({ 'GET /auth/sessions': [[200, ok({ sessions })]] });
    const user = await renderSections();
    const section = passwordSection();
    await user.type(within(section).getByLabelText('New password'), 'short');
    await user.type(within(section).getByLabelText('Confirm new password'), 'other');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(within(section).getByText(SECURITY_MESSAGES.currentPasswordRequired)).toBeInTheDocument();
    expect(within(section).getByText(MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(within(section).getByText(MESSAGES.passwordsDiffer)).toBeInTheDocument();
    expect(within(section).getByLabelText('Current password')).toHaveFocus();
    expect(calls.filter((call) => call.path === '/auth/password')).toHaveLength(0);
  });

  it('changes the password, says the other sessions were signed out and empties the form', async () => {
    const calls = fakeServer({
      'GET /auth/sessions': [[200, ok({ sessions })]],
      'POST /auth/password': [[200, ok()]],
    });
    const user = await renderSections();
    const section = passwordSection();
    await user.type(within(section).getByLabelText('Current password'), 'Oldpass1');
    await user.type(within(section).getByLabelText('New password'), 'Newpass1x');
    await user.type(within(section).getByLabelText('Confirm new password'), 'Newpass1x');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(SECURITY_MESSAGES.passwordChanged);
    expect(calls.find((call) => call.path === '/auth/password')?.body).toEqual({
      currentPassword: 'Oldpass1',
      newPassword: 'Newpass1x',
    });
    expect(within(section).getByLabelText('Current password')).toHaveValue('');
    expect(sessionStore.getState().isAuthenticated).toBe(true);
  });

  it("shows the server's refusal of the current password under that field, not as success", async () => {
    fakeServer({
      'GET /auth/sessions': [[200, ok({ sessions })]],
      'POST /auth/password': [
        [
          400,
          {
            success: false,
            message: SECURITY_MESSAGES.currentPasswordWrong,
            errors: { currentPassword: [SECURITY_MESSAGES.currentPasswordWrong] },
          },
        ],
      ],
    });
    const user = await renderSections();
    const section = passwordSection();
    await user.type(within(section).getByLabelText('Current password'), 'Wrongpass1');
    await user.type(within(section).getByLabelText('New password'), 'Newpass1x');
    await user.type(within(section).getByLabelText('Confirm new password'), 'Newpass1x');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText(SECURITY_MESSAGES.currentPasswordWrong)).toBeInTheDocument();
    expect(within(section).getByLabelText('Current password')).toHaveAccessibleDescription(
      SECURITY_MESSAGES.currentPasswordWrong,
    );
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
  });
});
