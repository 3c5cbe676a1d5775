import { RUNTIME_CONFIG_ELEMENT_ID } from '@portal/contracts/remote';
import { DEFAULT_RUNTIME_CONFIG, loadRuntimeConfig } from './runtimeConfig';

const respond = (status: number, body: string) =>
  jest.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));

const SERVED = {
  apiBaseUrl: '/api',
  remotes: {
    'public-site': 'https://public.cdn.example/remoteEntry.js',
    customer: '/remotes/customer/remoteEntry.js',
    admin: '/remotes/admin/remoteEntry.js',
  },
};

/** The JSON data block the portal's server writes into the page. */
function writeConfigIntoPage(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = RUNTIME_CONFIG_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove());

describe('loadRuntimeConfig', () => {
  it('reads the configuration the server wrote into the page, without fetching', async () => {
    writeConfigIntoPage(JSON.stringify(SERVED));
    const fetchMock = respond(404, '');
    await expect(loadRuntimeConfig(fetchMock as unknown as typeof fetch)).resolves.toEqual(SERVED);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['malformed', '{"remotes": 3}'],
    ['not JSON', '{remotes'],
  ])('falls back to /config.json when the configuration in the page is %s', async (_case, text) => {
    writeConfigIntoPage(text);
    const fetchMock = respond(200, JSON.stringify(SERVED));
    await expect(loadRuntimeConfig(fetchMock as unknown as typeof fetch)).resolves.toEqual(SERVED);
    expect(fetchMock).toHaveBeenCalledWith('/config.json', { cache: 'no-cache' });
  });

  it('takes the remotes from /config.json, not from the build', async () => {
    const fetchMock = respond(200, JSON.stringify(SERVED));
    await expect(loadRuntimeConfig(fetchMock as unknown as typeof fetch)).resolves.toEqual(SERVED);
    expect(fetchMock).toHaveBeenCalledWith('/config.json', { cache: 'no-cache' });
  });

  it.each([
    ['missing', respond(404, '')],
    ['malformed', respond(200, '{"remotes": 3}')],
    ['not JSON', respond(200, '<html>')],
  ])('starts on the default deployment when the config is %s', async (_case, fetchMock) => {
    await expect(loadRuntimeConfig(fetchMock as unknown as typeof fetch)).resolves.toEqual(
      DEFAULT_RUNTIME_CONFIG,
    );
  });

  it('keeps only what it knows of a configuration that still names an admin address', async () => {
    // A server from before the admin address was dropped from public configuration.
    const fetchMock = respond(200, JSON.stringify({ ...SERVED, adminEmail: 'ops@vendorbridge.ng' }));
    await expect(loadRuntimeConfig(fetchMock as unknown as typeof fetch)).resolves.toEqual(SERVED);
  });

  it('serves each remote under /remotes/<name>/ by default', () => {
    expect(DEFAULT_RUNTIME_CONFIG.remotes).toEqual({
      'public-site': '/remotes/public-site/remoteEntry.js',
      customer: '/remotes/customer/remoteEntry.js',
      admin: '/remotes/admin/remoteEntry.js',
    });
  });
});
