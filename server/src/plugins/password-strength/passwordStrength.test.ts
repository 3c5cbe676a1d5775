import { MESSAGES } from '@portal/contracts/messages';
import { isEasyToGuess, validateAccountPassword } from './passwordStrength';

describe('validateAccountPassword', () => {
  it.each(['Aa1aaa', 'Password1', 'Qwerty123', 'Secret123', 'P@ssw0rd1', 'Welcome1', 'Summer2024', 'Abcde1'])(
    'refuses %j, common or as easy to guess, with its own message',
    (password) => {
      expect(validateAccountPassword(password)).toBe(MESSAGES.passwordTooCommon);
    },
  );

  it.each([
    'Correct-Horse-Battery-9',
    'Naira-Vendor-7',
    'Zq8fK2pL',
    'Fresh-Pass-42',
    'correct horse battery staple 1A',
  ])('accepts %j, long or random enough', (password) => {
    expect(validateAccountPassword(password)).toBeUndefined();
  });

  it("keeps the spec's rules and messages first", () => {
    expect(validateAccountPassword('')).toBe(MESSAGES.passwordRequired);
    expect(validateAccountPassword('Ab1')).toBe(MESSAGES.passwordTooShort);
    expect(validateAccountPassword('password')).toBe(MESSAGES.passwordTooWeak);
    expect(validateAccountPassword(`A1${'a'.repeat(127)}`)).toBe(MESSAGES.passwordTooLong);
  });

  it('judges only the first 64 characters, so a crafted long password costs no more than a 64-character one', () => {
    // The check runs before any rate limit; its cost grows with the length judged (a
    // crafted 128-character password took over 200 ms unbounded). Easy to guess in its first
    // 64 characters, a password stays refused whatever strong tail follows.
    const easyStart = 'password'.repeat(8);
    const strongTail = 'kV7#qL2!mZ9$wR4@tY6%nB1^xC8&hJ3*'.repeat(2);
    expect(isEasyToGuess(easyStart)).toBe(true);
    expect(isEasyToGuess(strongTail)).toBe(false);
    expect(isEasyToGuess(easyStart + strongTail)).toBe(true);
  });
});
