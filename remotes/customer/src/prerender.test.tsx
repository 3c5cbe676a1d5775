import { firstReadsFor } from '@portal/contracts/areas';
import type { FirstScreen } from '@portal/contracts/firstScreen';
import type { User } from '@portal/contracts/user';
import { sessionStore } from '@portal/auth';
import { renderFirstScreen } from './prerender';
import {
  customerPayment,
  dashboardStats,
  newCustomerOnboarding,
  TEST_CUSTOMER,
} from './testing/fakeCustomerData';

const ok = (data: unknown) => ({ status: 200, body: { success: true, message: 'OK', data } });

/** What the server inlines for a customer not yet approved on the overview (D41). */
function newCustomerScreen(user: Partial<User> = {}, counts = dashboardStats()): FirstScreen {
  return {
    user: { ...TEST_CUSTOMER, approved: false, ...user },
    reads: {
      '/onboarding': ok({ onboarding: newCustomerOnboarding() }),
      '/dashboard': ok({ stats: counts }),
    },
  };
}

describe("the customer overview rendered on the server from the page's first reads (D41)", () => {
  it('are the reads the contracts declare for the overview', () => {
    const screen = newCustomerScreen();
    expect(Object.keys(screen.reads).sort()).toEqual(
      [...firstReadsFor('/dashboard/overview', screen.user)].sort(),
    );
  });

  it('shows the person and their figures, with nothing still loading', async () => {
    const html = await renderFirstScreen(
      '/dashboard/overview',
      newCustomerScreen({}, dashboardStats({ pendingPayments: 7 })),
    );
    expect(html).toContain('Welcome, Ada Obi');
    expect(html).toContain('>7<');
    expect(html).not.toContain('skeleton');
    expect(html).not.toContain('aria-busy="true"');
  });

  it('shows an approved customer their recent payments from the page, nothing left loading', async () => {
    const user = { ...TEST_CUSTOMER, approved: true };
    const answers: Record<string, ReturnType<typeof ok>> = {
      '/dashboard': ok({ stats: dashboardStats({ completedTransactions: 2 }) }),
      '/payments': ok({
        payments: [customerPayment({ recipientCompany: 'Hamburg Maschinen GmbH' })],
        nextCursor: null,
      }),
      '/payments?status=awaiting_approval': ok({ payments: [], nextCursor: null }),
    };
    const reads = Object.fromEntries(
      firstReadsFor('/dashboard/overview', user).map((path) => [path, answers[path]]),
    );
    const html = await renderFirstScreen('/dashboard/overview', { user, reads } as FirstScreen);
    expect(html).toContain('Hamburg Maschinen GmbH');
    expect(html).not.toContain('skeleton');
  });

  it('writes a name as text, never as markup', async () => {
    const html = await renderFirstScreen(
      '/dashboard/overview',
      newCustomerScreen({ name: '<img src=x onerror=alert(1)>' }),
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
  });

  it('renders nothing when a read the screen needs did not come with the page', async () => {
    const screen = newCustomerScreen();
    delete screen.reads['/dashboard'];
    await expect(renderFirstScreen('/dashboard/overview', screen)).resolves.toBeNull();
  });

  it('renders nothing when a read was refused', async () => {
    const screen = newCustomerScreen();
    screen.reads['/dashboard'] = { status: 500, body: { success: false, message: 'Something went wrong' } };
    await expect(renderFirstScreen('/dashboard/overview', screen)).resolves.toBeNull();
  });

  it('renders nothing for a page it does not render on the server (a lazy screen)', async () => {
    await expect(renderFirstScreen('/dashboard/payments', newCustomerScreen())).resolves.toBeNull();
  });

  it("keeps two people's renders apart, and leaves the session store signed out", async () => {
    const [ada, bola] = await Promise.all([
      renderFirstScreen('/dashboard/overview', newCustomerScreen({ id: 'u-ada', name: 'Ada Obi' })),
      renderFirstScreen('/user-dashboard', newCustomerScreen({ id: 'u-bola', name: 'Bola Ade' })),
    ]);
    expect(ada).toContain('Welcome, Ada Obi');
    expect(ada).not.toContain('Bola');
    expect(bola).toContain('Welcome, Bola Ade');
    expect(bola).not.toContain('Ada');
    expect(sessionStore.getState().isAuthenticated).toBe(false);
  });
});
