import { loginNoticeFor } from './loginNotice';

describe('the notice Log In opens with', () => {
  it('says how many sessions ending every session ended, in the count the server gave', () => {
    expect(loginNoticeFor({ loginNotice: 'sessions-ended', ended: 1 })?.text).toBe(
      'Signed out of your only session. Log in again to continue.',
    );
    expect(loginNoticeFor({ loginNotice: 'sessions-ended', ended: 4 })?.text).toBe(
      'Signed out of all 4 sessions, this one included. Log in again to continue.',
    );
  });

  it('says nothing of ended sessions without a true count', () => {
    for (const ended of [undefined, 0, -1, 2.5, '3']) {
      expect(loginNoticeFor({ loginNotice: 'sessions-ended', ended })).toBeNull();
    }
  });

  it('keeps the reset and verification notices, and none for an unknown one', () => {
    expect(loginNoticeFor({ loginNotice: 'password-reset' })?.tone).toBe('success');
    expect(loginNoticeFor({ loginNotice: 'email-verified' })?.tone).toBe('info');
    expect(loginNoticeFor({ loginNotice: 'other' })).toBeNull();
    expect(loginNoticeFor(null)).toBeNull();
  });
});
