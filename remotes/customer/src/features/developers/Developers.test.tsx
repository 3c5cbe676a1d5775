import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_KEY_MESSAGES, type ApiKey } from '@portal/contracts/apiKeys';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGES, type WebhookEndpoint } from '@portal/contracts/webhooks';
import { createNewCustomerApi, refusedWith, succeeded, type FakeApi } from '../../testing/fakeApi';
import { renderWithCustomerContext, signInCustomer, signOutCustomer } from '../../testing/renderCustomerArea';
import { createDevelopersSource } from './developersSource';
import { Developers } from './Developers';
import { DevelopersSourceProvider } from './DevelopersSourceContext';

const KEY: ApiKey = {
  id: 'key-1',
  name: 'Sage sync',
  prefix: 'vb_1a2b3c4d5e6f',
  scopes: ['payments:read'],
  createdBy: 'Ada Obi',
  createdAt: '2026-11-20T09:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};
const ENDPOINT: WebhookEndpoint = {
  id: 'endpoint-1',
  url: 'https://erp.example.com/hooks',
  description: 'ERP',
  events: ['payment.sent'],
  createdAt: '2026-11-20T09:00:00.000Z',
  disabledAt: null,
  disabledReason: null,
  previousSecretUntil: null,
};

async function renderDevelopers(api: FakeApi) {
  const view = renderWithCustomerContext(
    <DevelopersSourceProvider source={createDevelopersSource(api.client)}>
      <Developers />
    </DevelopersSourceProvider>,
    { source: api.source },
  );
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return view;
}

function developersApi(keys: ApiKey[] = [], endpoints: WebhookEndpoint[] = []): FakeApi {
  const api = createNewCustomerApi();
  api.on('GET', '/api-keys', succeeded({ keys }));
  api.on('GET', '/webhook-endpoints', succeeded({ endpoints }));
  return api;
}

describe('the Developers page for an owner', () => {
  beforeEach(() => signInCustomer({ businessRole: 'owner' }));
  afterEach(() => signOutCustomer());

  it('creates a key with the chosen scopes and shows its secret once', async () => {
    const api = developersApi();
    const secret = `vb_1a2b3c4d5e6f${'A'.repeat(43)}`;
    api.on('POST', '/api-keys', succeeded({ key: KEY, secret }, API_KEY_MESSAGES.created, 201));
    await renderDevelopers(api);
    const form = screen.getByRole('form', { name: 'Create an API key' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Sage sync');
    await userEvent.click(within(form).getByRole('checkbox', { name: /payments:read/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(api.callsTo('POST', '/api-keys')[0]?.body).toEqual({
      name: 'Sage sync',
      scopes: ['payments:read'],
    });
    expect(screen.getByLabelText('Your new API key')).toHaveValue(secret);
    await userEvent.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument();
    // Typing a name on a loaded machine takes a while.
  }, 20_000);

  it('says what is missing next to each field of the key form, sending nothing', async () => {
    const api = developersApi();
    await renderDevelopers(api);
    const form = screen.getByRole('form', { name: 'Create an API key' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create key' }));
    const name = within(form).getByLabelText('Name');
    expect(name).toHaveAccessibleDescription(expect.stringContaining(API_KEY_MESSAGES.nameRequired));
    expect(name).toHaveFocus();
    expect(within(form).getByRole('group', { name: 'Scopes' })).toHaveAccessibleDescription(
      API_KEY_MESSAGES.scopesRequired,
    );
    expect(api.callsTo('POST', '/api-keys')).toHaveLength(0);
  });

  it('shows the server’s refusal of a key’s name under the name', async () => {
    const api = developersApi();
    const message = 'The name must not contain invisible or control characters';
    api.on(
      'POST',
      '/api-keys',
      refusedWith(400, message, { code: 'VALIDATION_FAILED', errors: { name: [message] } }),
    );
    await renderDevelopers(api);
    const form = screen.getByRole('form', { name: 'Create an API key' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Sage');
    await userEvent.click(within(form).getByRole('checkbox', { name: /payments:write/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(api.callsTo('POST', '/api-keys')[0]?.body).toEqual({ name: 'Sage', scopes: ['payments:write'] });
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }, 20_000);

  it('lists keys by name, prefix and last use, and revokes one after asking', async () => {
    const api = developersApi([KEY]);
    api.on(
      'DELETE',
      '/api-keys/key-1',
      succeeded({ key: { ...KEY, revokedAt: '2026-11-29T10:00:00.000Z' } }),
    );
    await renderDevelopers(api);
    const row = screen.getByRole('row', { name: /Sage sync/ });
    expect(row).toHaveTextContent('vb_1a2b3c4d5e6f…');
    expect(row).toHaveTextContent('Never');
    await userEvent.click(within(row).getByRole('button', { name: 'Revoke Sage sync' }));
    await userEvent.click(screen.getByRole('button', { name: 'Revoke key' }));
    expect(api.callsTo('DELETE', '/api-keys/key-1')).toHaveLength(1);
    expect(screen.getByText(/Key "Sage sync" revoked/)).toBeInTheDocument();
  });

  it('shows the server’s refusal of an endpoint address under the address', async () => {
    const api = developersApi([], [ENDPOINT]);
    const message = 'The address must be a public internet address (not a private, loopback or metadata one)';
    api.on(
      'POST',
      '/webhook-endpoints',
      refusedWith(400, message, { code: 'VALIDATION_FAILED', errors: { url: [message] } }),
    );
    await renderDevelopers(api);
    const form = screen.getByRole('form', { name: 'Add a webhook endpoint' });
    await userEvent.type(within(form).getByLabelText('Endpoint address'), 'https://10.0.0.5/hooks');
    await userEvent.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(within(form).getByLabelText('Endpoint address')).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(screen.getByText('https://erp.example.com/hooks')).toBeInTheDocument();
  });

  it('says what is wrong next to each field of the endpoint form, sending nothing', async () => {
    const api = developersApi();
    await renderDevelopers(api);
    const form = screen.getByRole('form', { name: 'Add a webhook endpoint' });
    for (const type of WEBHOOK_EVENT_TYPES) {
      await userEvent.click(within(form).getByRole('checkbox', { name: type }));
    }
    await userEvent.type(within(form).getByLabelText('Endpoint address'), 'erp.example.com/hooks');
    await userEvent.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    const address = within(form).getByLabelText('Endpoint address');
    expect(address).toHaveAccessibleDescription(expect.stringContaining(WEBHOOK_MESSAGES.urlInvalid));
    expect(address).toHaveFocus();
    expect(within(form).getByRole('group', { name: 'Events' })).toHaveAccessibleDescription(
      WEBHOOK_MESSAGES.eventsRequired,
    );
    expect(api.callsTo('POST', '/webhook-endpoints')).toHaveLength(0);
  }, 30_000);

  it('says beside each event what it means, so rejected and declined read as two different moves', async () => {
    await renderDevelopers(developersApi());
    const form = screen.getByRole('form', { name: 'Add a webhook endpoint' });
    expect(within(form).getByRole('checkbox', { name: 'payment.rejected' })).toHaveAccessibleDescription(
      'Rejected. VendorBridge refused it in its review or screening, with a reason.',
    );
    expect(within(form).getByRole('checkbox', { name: 'payment.declined' })).toHaveAccessibleDescription(
      'Declined. An approver in your team declined it before it reached VendorBridge.',
    );
    // The API's state is "sent"; a person reads it as the lifecycle's "Completed" (D29).
    expect(within(form).getByRole('checkbox', { name: 'payment.sent' })).toHaveAccessibleDescription(
      /^Completed\. Paid out to the vendor/,
    );
    for (const type of WEBHOOK_EVENT_TYPES) {
      expect(within(form).getByRole('checkbox', { name: type })).toHaveAccessibleDescription(/\w+/);
    }
  }, 30_000);

  it('registers an endpoint with the chosen events and shows its signing secret once', async () => {
    const api = developersApi();
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    api.on(
      'POST',
      '/webhook-endpoints',
      succeeded({ endpoint: ENDPOINT, secret }, WEBHOOK_MESSAGES.created, 201),
    );
    await renderDevelopers(api);
    const form = screen.getByRole('form', { name: 'Add a webhook endpoint' });
    for (const type of WEBHOOK_EVENT_TYPES.filter((type) => type !== 'payment.sent')) {
      await userEvent.click(within(form).getByRole('checkbox', { name: type }));
    }
    await userEvent.type(within(form).getByLabelText('Endpoint address'), ' https://erp.example.com/hooks ');
    await userEvent.type(within(form).getByLabelText('Description (optional)'), 'ERP');
    await userEvent.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(api.callsTo('POST', '/webhook-endpoints')[0]?.body).toEqual({
      url: 'https://erp.example.com/hooks',
      description: 'ERP',
      events: ['payment.sent'],
    });
    expect(screen.getByLabelText('Signing secret')).toHaveValue(secret);
  }, 30_000);
});

describe('the Developers page for another role', () => {
  afterEach(() => signOutCustomer());

  it('says only an owner manages keys and webhooks, and reads nothing', async () => {
    signInCustomer({ businessRole: 'maker' });
    const api = developersApi();
    await renderDevelopers(api);
    expect(screen.getByText(/Only an owner/)).toBeInTheDocument();
    expect(api.callsTo('GET', '/api-keys')).toHaveLength(0);
  });
});
