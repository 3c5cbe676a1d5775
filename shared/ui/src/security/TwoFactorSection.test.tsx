import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { sessionStore } from '@portal/auth';
import { SECURITY_MESSAGES } from '@portal/contracts/security';
import { fakeServer, ok, refused } from './testing/fakeSecurityServer';
import { TwoFactorSection } from './TwoFactorSection';

// TanStack Query tells React of an answer in a microtask, so one act() turn shows it (as the remotes' tests do).
notifyManager.setScheduler(queueMicrotask);

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
  // A fresh cache per test, as each page of a remote has the page's one client.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TwoFactorSection requiredNote="Set up two-factor sign-in before using this area." />
    </QueryClientProvider>,
  );
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return user;
}

const section = () => screen.getByRole('region', { name: 'Two-factor authentication' });

afterEach(() => {
  cleanup();
  act(() => sessionStore.logout());
});

describe('two-factor sign-in for the signed-in account', () => {
  it('enrols: shows the QR code as an image and the secret, confirms a code, shows the recovery codes once', async () => {
    const calls = fakeServer(statusRoutes(off));
    const user = await renderSection();
    expect(within(section()).getByText('Off')).toBeInTheDocument();
    await user.click(within(section()).getByRole('button', { name: 'Set up two-factor sign-in' }));

    const qr = await within(section()).findByRole('img', { name: 'QR code for your authenticator app' });
    // Drawn as an image, the server's SVG never becomes part of the page, scripts and all.
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`,
    );
    expect(document.querySelector('script')).toBeNull();
    expect(within(section()).getByText(setup.secret)).toBeInTheDocument();

    await user.type(within(section()).getByLabelText('Authentication code'), '123 456');
    await user.click(within(section()).getByRole('button', { name: 'Turn on' }));
    const list = await within(section()).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(calls.find((call) => call.path === '/auth/2fa/enable')?.body).toEqual({ code: '123456' });

    await user.click(within(section()).getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(await within(section()).findByText('On')).toBeInTheDocument();
    expect(within(section()).queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(within(section()).getByText(/10 recovery codes left/)).toBeInTheDocument();
  });

  it("keeps the set-up open and shows the server's refusal of a wrong code", async () => {
    fakeServer({
      'GET /auth/2fa': [[200, ok(off)]],
      'POST /auth/2fa/setup': [[200, ok(setup)]],
      'POST /auth/2fa/enable': [[400, refused(SECURITY_MESSAGES.wrongCode, { code: 'INVALID_CODE' })]],
    });
    const user = await renderSection();
    await user.click(within(section()).getByRole('button', { name: 'Set up two-factor sign-in' }));
    await user.type(await within(section()).findByLabelText('Authentication code'), '000000');
    await user.click(within(section()).getByRole('button', { name: 'Turn on' }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(SECURITY_MESSAGES.wrongCode);
    expect(within(section()).queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('asks for six digits before confirming the set-up', async () => {
    const calls = fakeServer({
      'GET /auth/2fa': [[200, ok(off)]],
      'POST /auth/2fa/setup': [[200, ok(setup)]],
    });
    const user = await renderSection();
    await user.click(within(section()).getByRole('button', { name: 'Set up two-factor sign-in' }));
    await user.type(await within(section()).findByLabelText('Authentication code'), '12');
    await user.click(within(section()).getByRole('button', { name: 'Turn on' }));
    expect(within(section()).getByLabelText('Authentication code')).toHaveAccessibleDescription(
      'Please enter the 6-digit code from your authenticator app',
    );
    expect(calls.filter((call) => call.path === '/auth/2fa/enable')).toHaveLength(0);
  });

  it('turns it off with the password and a code', async () => {
    const calls = fakeServer(statusRoutes(on));
    const user = await renderSection();
    await user.type(within(section()).getByLabelText('Password'), 'Secret1x');
    await user.type(within(section()).getByLabelText('Authentication code'), '654321');
    await user.click(within(section()).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await within(section()).findByText('Off')).toBeInTheDocument();
    expect(within(section()).getByText(SECURITY_MESSAGES.disabled)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/auth/2fa/disable')?.body).toEqual({
      password: 'Secret1x',
      code: '654321',
    });
  });

  it('shows a wrong password under its field when turning it off is refused', async () => {
    fakeServer({
      'GET /auth/2fa': [[200, ok(on)]],
      'POST /auth/2fa/disable': [
        [
          400,
          refused(SECURITY_MESSAGES.passwordWrong, {
            errors: { password: [SECURITY_MESSAGES.passwordWrong] },
          }),
        ],
      ],
    });
    const user = await renderSection();
    await user.type(within(section()).getByLabelText('Password'), 'Wrong1xx');
    await user.type(within(section()).getByLabelText('Authentication code'), '654321');
    await user.click(within(section()).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await within(section()).findByText(SECURITY_MESSAGES.passwordWrong)).toBeInTheDocument();
    expect(within(section()).getByText('On')).toBeInTheDocument();
  });
});
