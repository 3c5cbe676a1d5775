import { parseSetCookie } from 'cookie';
import { readRefreshCookie, serializeClearedCookie, serializeRefreshCookie } from './refreshCookie';

describe('the refresh cookie (D39)', () => {
  it('is httpOnly, SameSite=Strict, scoped to the auth routes and lives as long as a refresh token', () => {
    const cookie = serializeRefreshCookie('abc_-123', { secure: false });
    expect(parseSetCookie(cookie)).toEqual({
      name: 'vb_refresh',
      value: 'abc_-123',
      path: '/api/auth',
      maxAge: 604800,
      httpOnly: true,
      sameSite: 'strict',
    });
  });

  it('is Secure when asked (production)', () => {
    expect(parseSetCookie(serializeRefreshCookie('t', { secure: true })).secure).toBe(true);
    expect(parseSetCookie(serializeClearedCookie({ secure: true })).secure).toBe(true);
    expect(parseSetCookie(serializeRefreshCookie('t', { secure: false })).secure).toBeUndefined();
  });

  it('is cleared with an empty value and Max-Age=0 on the same path', () => {
    expect(parseSetCookie(serializeClearedCookie({ secure: false }))).toEqual({
      name: 'vb_refresh',
      value: '',
      path: '/api/auth',
      maxAge: 0,
      httpOnly: true,
      sameSite: 'strict',
    });
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
