import { MESSAGES } from '@portal/contracts';
import { AUTH_MESSAGES } from './messages';
import { validateAddress, validateResetToken } from './rules';

describe('validateAddress', () => {
  it.each(['ada@example.com', ' Ada.Okafor+ng@Example.co.uk ', "o'brien@example.ie"])(
    'accepts %j',
    (value) => {
      expect(validateAddress(value)).toBeUndefined();
    },
  );

  it.each([
    ['', MESSAGES.emailRequired],
    ['ada@', MESSAGES.emailInvalid],
    ['a@b.co,victim@example.com', MESSAGES.emailInvalid],
    ['a@b.co;victim@example.com', MESSAGES.emailInvalid],
    ['"Ada"<a@b.co>', MESSAGES.emailInvalid],
    ['a\u0001b@example.com', MESSAGES.emailInvalid],
  ])('refuses %j with "%s"', (value, message) => {
    expect(validateAddress(value)).toBe(message);
  });
});

describe('validateResetToken', () => {
  it('accepts what forgot-password issues', () => {
    expect(validateResetToken('aB3_-'.repeat(8) + 'xyz')).toBeUndefined();
  });

  it.each(['', 'with space', 'a/b', 'x'.repeat(129)])('refuses %j', (value) => {
    expect(validateResetToken(value)).toBe(AUTH_MESSAGES.resetLinkInvalid);
  });
});
