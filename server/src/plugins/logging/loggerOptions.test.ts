import { redactUrl } from './loggerOptions';

describe('redactUrl', () => {
  it.each([
    ['/reset-password?token=abc_DEF-123', '/reset-password?token=[REDACTED]'],
    ['/x?a=1&token=secret&b=2', '/x?a=1&token=[REDACTED]&b=2'],
    ['/x?refreshToken=r&code=123456', '/x?refreshToken=[REDACTED]&code=[REDACTED]'],
    ['/api/auth/login', '/api/auth/login'],
    ['/api/verify/k7q2m4xw9ab3cd5ef6gh7ij2kl', '/api/verify/[REDACTED]'],
    ['/verify/k7q2m4xw9ab3cd5ef6gh7ij2kl?x=1', '/verify/[REDACTED]?x=1'],
    ['/api/verify/keys', '/api/verify/keys'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
