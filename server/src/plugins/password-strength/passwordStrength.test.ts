import { MESSAGES } from '@portal/contracts';
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

  it('judges crafted 128-character passwords quickly, since it runs before any rate limit', () => {
    isEasyToGuess('warm-up');
    const crafted = ['4@8(3!1|0$5+7%2'.repeat(9), 'p@55w0rdP@$$W0RDpa55word'.repeat(6)].map((value) =>
      value.slice(0, 128),
    );
    // The fastest of three runs each, so a busy machine does not decide the result;
    // without the bounds these two took about 200 ms together.
    const fastest = (password: string) =>
      Math.min(
        ...[1, 2, 3].map(() => {
          const started = performance.now();
          isEasyToGuess(password);
          return performance.now() - started;
        }),
      );
    expect(crafted.map(fastest).reduce((sum, ms) => sum + ms, 0)).toBeLessThan(60);
  });
});
