import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/auth';
import { readProbe, renderShell } from '../../test/renderShell';
import { Navbar } from './Navbar';

const ada = { id: 'u1', name: 'Ada Obi', email: 'ada@acme.ng', role: 'user' as const, approved: false };

describe('Navbar', () => {
  afterEach(() => act(() => sessionStore.logout()));

  it('links Home, About and Contact and offers Log In and Get Started when signed out', async () => {
    const { container } = renderShell(<Navbar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'About', 'Contact']) {
      expect(nav).toContainElement(screen.getByRole('link', { name }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(readProbe(container).modal).toBe('signup');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(readProbe(container).modal).toBe('login');
  });

  it("shows 'Welcome, {name}' and Log Out when signed in, and Log Out clears the session", async () => {
    act(() => sessionStore.login(ada, 'token-1'));
    const { container } = renderShell(<Navbar />, '/about');
    expect(screen.getByText('Welcome, Ada Obi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(sessionStore.getState().isAuthenticated).toBe(false);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(readProbe(container).path).toBe('/');
  });

  it('toggles the mobile menu and says whether it is open', async () => {
    renderShell(<Navbar />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });
});
