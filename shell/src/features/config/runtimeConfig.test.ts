import { DEFAULT_RUNTIME_CONFIG, loadRuntimeConfig } from './runtimeConfig';

const respond = (status: number, body: string) =>
  jest.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));

describe('loadRuntimeConfig', () => {
  it('takes the remotes and the admin address from /config.json, not from the build', async () => {
    const served = {
      apiBaseUrl: '/api',
      adminEmail: 'ops@vendorbridge.ng',
      remotes: {
        'public-site': 'https://public.cdn.example/mf-manifest.json',
        customer: '/remotes/customer/mf-manifest.json',
        admin: '/remotes/admin/mf-manifest.json',
      },
    };
    const fetchMock = respond(200, JSON.stringify(served));
    await expect(loadRuntimeConfig(fetchMock as unknown as typeof fetch)).resolves.toEqual(served);
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

  it('serves each remote under /remotes/<name>/ by default', () => {
    expect(DEFAULT_RUNTIME_CONFIG.remotes).toEqual({
      'public-site': '/remotes/public-site/mf-manifest.json',
      customer: '/remotes/customer/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
    });
  });
});
