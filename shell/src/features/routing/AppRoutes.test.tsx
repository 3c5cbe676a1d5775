import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, useSession } from '@portal/auth';
import type { RemoteAreaProps } from '@portal/contracts/remote';
import type { User } from '@portal/contracts/user';
import { fakeRemoteEntries, type FakeRemoteEntries } from '../../testing/fakeRemoteEntries';
import { renderShell } from '../../testing/renderShell';
import { forgetLoadedAreas, registerAreas } from '../remotes';
import { Navbar } from '../navigation';
import { AppRoutes } from './AppRoutes';

/** A stand-in remote that reads the session through the shared hook, as real remotes do. */
function areaReadingSession(label: string) {
  return function Area({ openModal }: RemoteAreaProps) {
    const { user } = useSession();
    return (
      <main>
        <h1>{label}</h1>
        <p>Signed in as {user ? user.name : 'nobody'}</p>
        <button onClick={() => openModal('signup')}>Open sign up</button>
      </main>
    );
  };
}

const AREAS: Record<string, unknown> = {
  publicSite: areaReadingSession('Public site'),
  customer: areaReadingSession('Customer area'),
  admin: areaReadingSession('Admin area'),
};

const customer: User = { id: 'u1', name: 'Ada Obi', email: 'ada@acme.ng', role: 'user', approved: false };
const admin: User = { id: 'a1', name: 'Tunde Admin', email: 'admin@vb.ng', role: 'admin', approved: true };

let remotes: FakeRemoteEntries;
beforeEach(() => {
  remotes = fakeRemoteEntries({ ...AREAS });
  registerAreas({
    'public-site': '/remotes/public-site/remoteEntry.js',
    customer: '/remotes/customer/remoteEntry.js',
    admin: '/remotes/admin/remoteEntry.js',
  });
  forgetLoadedAreas();
});
afterEach(() => remotes.stop());
afterEach(() => act(() => sessionStore.logout()));

describe('the shell route table', () => {
  it.each(['/nowhere', '/customer/transaction-history', '/customer/document-upload', '/administrator'])(
    'sends the unknown path %s to /',
    async (path) => {
      const shell = renderShell({ page: <AppRoutes />, path });
      await screen.findByRole('heading', { name: 'Public site' });
      expect(shell.probe().path).toBe('/');
    },
  );

  it('sends a signed-out visitor of a customer page to /login, which opens Log In on / remembering the origin', async () => {
    const shell = renderShell({ page: <AppRoutes />, path: '/dashboard/profile?tab=1' });
    await screen.findByRole('heading', { name: 'Public site' });
    expect(shell.probe()).toEqual({ path: '/', modal: 'login', returnTo: '/dashboard/profile?tab=1' });
  });

  it('Log Out on a customer page goes to / with no Log In modal and nothing remembered', async () => {
    act(() => sessionStore.login(customer, 't'));
    const shell = renderShell({
      page: (
        <>
          <Navbar />
          <AppRoutes />
        </>
      ),
      path: '/dashboard/overview',
    });
    await screen.findByRole('heading', { name: 'Customer area' });
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(shell.probe()).toEqual({ path: '/', modal: null, returnTo: null }));
  });

  it('opens Log In on / when /login is visited directly', async () => {
    const shell = renderShell({ page: <AppRoutes />, path: '/login' });
    await screen.findByRole('heading', { name: 'Public site' });
    expect(shell.probe()).toEqual({ path: '/', modal: 'login', returnTo: null });
  });

  it('carries a notice asked of Log In through /login: how many sessions ending every session ended', async () => {
    renderShell({
      page: <AppRoutes />,
      path: '/login',
      state: { loginNotice: 'sessions-ended', ended: 3 },
      authModals: true,
    });
    const login = await screen.findByRole('dialog', { name: 'Log In' });
    expect(login).toHaveTextContent(
      'Signed out of all 3 sessions, this one included. Log in again to continue.',
    );
  });

  it('sends an admin on a customer page to /admin-dashboard and a customer on an admin page to /user-dashboard', async () => {
    act(() => sessionStore.login(admin, 't'));
    const first = renderShell({ page: <AppRoutes />, path: '/dashboard/payments' });
    await screen.findByRole('heading', { name: 'Admin area' });
    expect(first.probe().path).toBe('/admin-dashboard');
    first.unmount();

    act(() => sessionStore.login(customer, 't'));
    const second = renderShell({ page: <AppRoutes />, path: '/admin/bank-account' });
    await screen.findByRole('heading', { name: 'Customer area' });
    expect(second.probe().path).toBe('/user-dashboard');
  });

  it("lets a remote read the shell's session through the shared hook and open the shell's modals", async () => {
    act(() => sessionStore.login(customer, 't'));
    const shell = renderShell({ page: <AppRoutes />, path: '/dashboard/overview' });
    expect(await screen.findByText('Signed in as Ada Obi')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open sign up' }));
    expect(shell.probe().modal).toBe('signup');
  });
});

describe('failure isolation', () => {
  it('shows the area message with Retry when a remote cannot be loaded, and Retry asks again from scratch', async () => {
    remotes.failNext('publicSite');
    renderShell({ page: <AppRoutes />, path: '/about' });
    await screen.findByRole('heading', { name: 'The public site is unavailable right now' });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'Public site' });
    expect(remotes.requested).toEqual([
      '/remotes/public-site/remoteEntry.js',
      expect.stringMatching(/^\/remotes\/public-site\/remoteEntry\.js\?attempt=[0-9a-z]+-\d+$/),
    ]);
  });

  it('keeps a remote that throws while rendering inside its area', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Crashing() {
      if (broken) throw new Error('remote bug');
      return <h1>Customer area recovered</h1>;
    }
    remotes.stop();
    remotes = fakeRemoteEntries({ ...AREAS, customer: Crashing });
    act(() => sessionStore.login(customer, 't'));
    renderShell({ page: <AppRoutes />, path: '/dashboard/overview' });
    await screen.findByRole('heading', { name: 'The customer portal is unavailable right now' });
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Customer area recovered' })).toBeInTheDocument(),
    );
    consoleError.mockRestore();
  });
});
