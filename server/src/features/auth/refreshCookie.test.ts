import { readRefreshCookie, serializeClearedCookie, serializeRefreshCookie } from './refreshCookie';

describe('the refresh cookie (D39)', () => {
  it('is httpOnly, SameSite=Strict, scoped to the auth routes and lives as long as a refresh token', () => {
    const cookie = serializeRefreshCookie('abc_-123', { secure: false });
    expect(cookie).toBe('vb_refresh=abc_-123; Path=/api/auth; Max-Age=604800; HttpOnly; SameSite=Strict');
  });

  it('is Secure when asked (production)', () => {
    expect(serializeRefreshCookie('t', { secure: true })).toMatch(/; Secure$/);
    expect(serializeClearedCookie({ secure: true })).toMatch(/; Secure$/);
  });

  it('is cleared with an empty value and Max-Age=0 on the same path', () => {
    expect(serializeClearedCookie({ secure: false })).toBe(
      'vb_refresh=; Path=/api/auth; Max-Age=0; HttpOnly; SameSite=Strict',
    );
  });

  it.each([
    ['vb_refresh=tok', 'tok'],
    ['a=1; vb_refresh=tok; b=2', 'tok'],
    ['other_vb_refresh=x;vb_refresh=tok', 'tok'],
    ['vb_refresh=', null],
    ['a=1', null],
    ['vb_refresh=%E0%A4%A', null],
    [undefined, null],
  ])('reads %j as %j', (header, token) => {
    expect(readRefreshCookie(header)).toBe(token);
  });
});
