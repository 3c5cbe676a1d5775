import { MESSAGES } from '@portal/contracts/messages';
import { AUTH_MESSAGES } from './messages';
import { validateAccountName, validateAddress, validateResetToken } from './rules';

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
    ['a\u200b@b.co', MESSAGES.emailInvalid],
    ['a@b.co\ufeff', MESSAGES.emailInvalid],
    // Full-width punctuation becomes the ASCII one under NFKC, the form that is stored.
    ['a@b.co\uff0cvictim@example.com', MESSAGES.emailInvalid],
    ['\uff02Ada\uff02\uff1ca@b.co\uff1e', MESSAGES.emailInvalid],
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

describe('validateAccountName', () => {
  it.each(['Ada Okafor', '  Ada  ', "Zoë Ñúñez-O'Brien", '李小龙', '<img src=x onerror=alert(1)>'])(
    'accepts %j',
    (value) => {
      expect(validateAccountName(value)).toBeUndefined();
    },
  );

  it.each([
    ['', MESSAGES.nameRequired],
    ['A', MESSAGES.nameTooShort],
    ['Ada\u0000Okafor', AUTH_MESSAGES.nameInvalid],
    ['Ada\tOkafor', AUTH_MESSAGES.nameInvalid],
    ['Ada\nOkafor', AUTH_MESSAGES.nameInvalid],
    ['Ada\u007f', AUTH_MESSAGES.nameInvalid],
    ['Ada\u202eirafokO', AUTH_MESSAGES.nameInvalid],
    ['Ada\u2066Okafor\u2069', AUTH_MESSAGES.nameInvalid],
    ['Ada\u200fOkafor', AUTH_MESSAGES.nameInvalid],
    ['Ada\u200dOkafor', AUTH_MESSAGES.nameInvalid],
    ['\ufeffAda Okafor', AUTH_MESSAGES.nameInvalid],
    ['Ada\u009bOkafor', AUTH_MESSAGES.nameInvalid],
  ])('refuses %j with "%s"', (value, message) => {
    expect(validateAccountName(value)).toBe(message);
  });
});
