import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/auth';
import { renderShell } from '../../testing/renderShell';
import { Navbar } from './Navbar';

const ada = { id: 'u1', name: 'Ada Obi', email: 'ada@acme.ng', role: 'user' as const, approved: false };

describe('Navbar', () => {
  afterEach(() => act(() => sessionStore.logout()));

  it('links Home, About and Contact and offers Log In and Get Started when signed out', async () => {
    const shell = renderShell({ page: <Navbar /> });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'About', 'Contact']) {
      expect(nav).toContainElement(screen.getByRole('link', { name }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(shell.probe().modal).toBe('signup');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(shell.probe().modal).toBe('login');
  });

  it("shows 'Welcome, {name}' and Log Out when signed in, and Log Out clears the session", async () => {
    act(() => sessionStore.login(ada, 'token-1'));
    const shell = renderShell({ page: <Navbar />, path: '/about' });
    expect(screen.getByText('Welcome, Ada Obi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(sessionStore.getState().isAuthenticated).toBe(false);
    expect(sessionStorage.getItem('token')).toBeNull();
    // The sign-out's navigation lands after its awaited steps; on a loaded machine after the click.
    await waitFor(() => expect(shell.probe().path).toBe('/'));
  });

  it.each([
    ['customer', ada, '/dashboard/overview'],
    ['admin', { ...ada, role: 'admin' as const }, '/admin/dashboard'],
  ])('links a signed-in %s on the public pages to their dashboard', async (_role, user, dashboard) => {
    act(() => sessionStore.login(user, 'token-1'));
    const shell = renderShell({ page: <Navbar />, path: '/contact' });
    const link = screen.getByRole('link', { name: 'My Dashboard' });
    expect(link).toHaveAttribute('href', dashboard);
    await userEvent.click(link);
    expect(shell.probe().path).toBe(dashboard);
  });

  it.each([
    ['when signed out', false, '/'],
    ['inside an area, whose own links lead there', true, '/dashboard/profile'],
  ])('offers no dashboard link %s', (_case, signedIn, path) => {
    if (signedIn) act(() => sessionStore.login(ada, 'token-1'));
    renderShell({ page: <Navbar />, path });
    expect(screen.queryByRole('link', { name: 'My Dashboard' })).toBeNull();
  });

  it.each([
    ['a public page', 'admin' as const, '/about', 1],
    ['the customer area', 'user' as const, '/dashboard/profile', 1],
    // The admin frame's one sign-out is its header's Logout (spec §2).
    ['the admin area', 'admin' as const, '/admin/dashboard', 0],
  ])(
    'has one sign-out control in the frame of %s (the admin header holds the admin area’s)',
    (_frame, role, path, count) => {
      act(() => sessionStore.login({ ...ada, role }, 'token-1'));
      renderShell({ page: <Navbar />, path });
      expect(screen.queryAllByRole('button', { name: /log ?out/i })).toHaveLength(count);
    },
  );

  it('gives the brand link a name that contains the text it shows, so speech users can say what they see', () => {
    renderShell({ page: <Navbar /> });
    const brand = screen.getByRole('link', { name: /VendorBridge/ });
    const visibleText = (brand.textContent ?? '').trim();
    expect(visibleText).toBe('VendorBridge');
    expect(brand).toHaveAccessibleName(expect.stringContaining(visibleText));
    expect(brand).toHaveAttribute('href', '/');
  });
});

describe('the one menu on a phone', () => {
  afterEach(() => act(() => sessionStore.logout()));

  const menuButton = () => screen.getByRole('button', { name: /^(Menu|Close menu)$/ });

  it("is one button named 'Menu' that controls the menu and becomes 'Close menu' when open", async () => {
    const user = userEvent.setup();
    renderShell({ page: <Navbar /> });
    expect(screen.getAllByRole('button', { name: /menu/i })).toHaveLength(1);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(menu).toContainElement(screen.getByRole('link', { name: 'Home' }));
    expect(menu).toContainElement(screen.getByRole('button', { name: 'Log In' }));

    await user.click(button);
    expect(button).toHaveAccessibleName('Close menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('data-open', 'true');

    await user.click(button);
    expect(button).toHaveAccessibleName('Menu');
    expect(menu).toHaveAttribute('data-open', 'false');
  });

  it('moves focus into the menu on open and keeps Tab inside it and its close button', async () => {
    const user = userEvent.setup();
    renderShell({ page: <Navbar /> });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const inOrder = ['Home', 'About', 'Contact']
      .map((name) => screen.getByRole('link', { name }))
      .concat(
        screen.getByRole('button', { name: 'Log In' }),
        screen.getByRole('button', { name: 'Get Started' }),
      );
    expect(inOrder[0]).toHaveFocus();
    for (const next of inOrder.slice(1)) {
      await user.tab();
      expect(next).toHaveFocus();
    }
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.tab();
    expect(inOrder[0]).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Get Started' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Skip to content' })).not.toHaveFocus();
  });

  it('closes on Escape and gives focus back to the Menu button', async () => {
    const user = userEvent.setup();
    renderShell({ page: <Navbar /> });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.tab();
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAccessibleName('Menu');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes when a link is followed and gives focus back to the Menu button', async () => {
    const user = userEvent.setup();
    const shell = renderShell({ page: <Navbar /> });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    expect(shell.probe().path).toBe('/contact');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes when the page beside it is tapped', async () => {
    const user = userEvent.setup();
    const shell = renderShell({ page: <Navbar /> });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const backdrop = shell.container.querySelector('.navbar-backdrop');
    expect(backdrop).not.toBeNull();
    if (backdrop) await user.click(backdrop);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(shell.container.querySelector('.navbar-backdrop')).toBeNull();
  });

  it('closes before Log In opens, so the dialog gives focus back to the Menu button', async () => {
    const user = userEvent.setup();
    const shell = renderShell({ page: <Navbar /> });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(shell.probe().modal).toBe('login');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it("lists the area's links, the current page marked, and the account actions when signed in inside an area", async () => {
    const user = userEvent.setup();
    act(() => sessionStore.login(ada, 'token-1'));
    renderShell({ page: <Navbar />, path: '/dashboard/profile' });
    const button = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    await user.click(button);

    const area = screen.getByRole('navigation', { name: 'Customer Portal' });
    expect(menu).toContainElement(area);
    expect(
      within(area)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Overview',
      'Transaction History',
      'Currency Converter',
      'Profile Management',
      'Document Upload',
      'Payment Submission',
      'Bulk Payment',
      'Beneficiaries',
      'Team',
      'Security',
      'Developers',
    ]);
    expect(within(area).getByRole('link', { name: 'Profile Management' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(area).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(within(area).getByRole('link', { name: 'Overview' })).toHaveFocus();
    expect(menu).toHaveTextContent('Welcome, Ada Obi');
    expect(menu).toContainElement(screen.getByRole('button', { name: 'Log Out' }));
  });

  it("marks the admin's Dashboard as current on /admin-dashboard", () => {
    act(() => sessionStore.login({ ...ada, role: 'admin' }, 'token-1'));
    renderShell({ page: <Navbar />, path: '/admin-dashboard' });
    const area = screen.getByRole('navigation', { name: 'Admin Portal' });
    expect(within(area).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it("marks Transaction History, not Payment Submission, on a payment request's own page", () => {
    act(() => sessionStore.login(ada, 'token-1'));
    renderShell({ page: <Navbar />, path: '/dashboard/payments/0b1c2d3e' });
    const area = screen.getByRole('navigation', { name: 'Customer Portal' });
    expect(within(area).getByRole('link', { name: 'Transaction History' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(area).getByRole('link', { name: 'Payment Submission' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it.each([
    ['on a public page', '/about', true],
    ['signed out at an area', '/dashboard/profile', false],
    ["in an area the user's role may not enter", '/admin/dashboard', true],
  ])('lists no area links %s', (_case, path, signedIn) => {
    if (signedIn) act(() => sessionStore.login(ada, 'token-1'));
    renderShell({ page: <Navbar />, path });
    expect(screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))).toEqual(['Main']);
  });
});
