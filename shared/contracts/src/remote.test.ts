import { parseRuntimeConfig } from './remote';

const SERVED = {
  apiBaseUrl: '/api',
  remotes: {
    'public-site': 'https://public.cdn.example/remoteEntry.js',
    customer: '/remotes/customer/remoteEntry.js',
    admin: '/remotes/admin/remoteEntry.js',
  },
};

describe('parseRuntimeConfig', () => {
  it('accepts an API base and an address for every area', () => {
    expect(parseRuntimeConfig(SERVED)).toEqual(SERVED);
  });

  it('keeps only the fields it knows', () => {
    const served = {
      ...SERVED,
      adminEmail: 'ops@vendorbridge.ng',
      remotes: { ...SERVED.remotes, extra: '/x' },
    };
    expect(parseRuntimeConfig(served)).toEqual(SERVED);
  });

  it.each([
    ['a value that is not an object', 'config'],
    ['null', null],
    ['an array', [SERVED]],
    ['a configuration without an API base', { remotes: SERVED.remotes }],
    ['an API base that is not a string', { ...SERVED, apiBaseUrl: 8080 }],
    ['a configuration without remotes', { apiBaseUrl: '/api' }],
    ['remotes that are not an object', { ...SERVED, remotes: 3 }],
    ['remotes without one of the areas', { ...SERVED, remotes: { customer: '/c', admin: '/a' } }],
    ['an area address that is not a string', { ...SERVED, remotes: { ...SERVED.remotes, admin: null } }],
  ])('refuses %s', (_case, value) => {
    expect(parseRuntimeConfig(value)).toBeNull();
  });
});
