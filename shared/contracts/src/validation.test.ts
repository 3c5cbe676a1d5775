import { MESSAGES } from './messages';
import {
  normalizeEmail,
  sanitizeOtpInput,
  usesAdminEndpoint,
  validateConfirmPassword,
  validateEmail,
  validateName,
  validateNewPassword,
  validateOtp,
} from './validation';

describe('the validation rules of the forms and the server (spec §5)', () => {
  it.each([
    ['', MESSAGES.emailRequired],
    ['   ', MESSAGES.emailRequired],
    ['ada', MESSAGES.emailInvalid],
    ['ada@example', MESSAGES.emailInvalid],
    ['a da@example.com', MESSAGES.emailInvalid],
    ['ada@example.com', undefined],
  ])('email %j gives %j', (value, expected) => {
    expect(validateEmail(value)).toBe(expected);
  });

  it.each([
    ['', MESSAGES.passwordRequired],
    ['Ab1', MESSAGES.passwordTooShort],
    ['abcdef1', MESSAGES.passwordTooWeak],
    ['ABCDEF1', MESSAGES.passwordTooWeak],
    ['Abcdefg', MESSAGES.passwordTooWeak],
    ['Abcde1', undefined],
    ['A1' + 'a'.repeat(127), MESSAGES.passwordTooLong],
  ])('new password %j gives %j', (value, expected) => {
    expect(validateNewPassword(value)).toBe(expected);
  });

  it('trims the name before counting characters', () => {
    expect(validateName('')).toBe(MESSAGES.nameRequired);
    expect(validateName(' a ')).toBe(MESSAGES.nameTooShort);
    expect(validateName('Ada')).toBeUndefined();
  });

  it("says 'Passwords do not match' when confirmation differs", () => {
    expect(validateConfirmPassword('', 'Abcde1')).toBe(MESSAGES.confirmRequired);
    expect(validateConfirmPassword('Abcde2', 'Abcde1')).toBe(MESSAGES.passwordsDiffer);
    expect(validateConfirmPassword('Abcde1', 'Abcde1')).toBeUndefined();
  });

  it('accepts exactly six digits as a code and keeps only digits while typing', () => {
    expect(validateOtp('12345')).toBe(MESSAGES.otpInvalid);
    expect(validateOtp('12345a')).toBe(MESSAGES.otpInvalid);
    expect(validateOtp('123456')).toBeUndefined();
    expect(sanitizeOtpInput('12a3-45 678')).toBe('123456');
  });

  it('picks the admin endpoint for addresses that contain "admin", in any case or width', () => {
    expect(usesAdminEndpoint('ops.admin@acme.ng')).toBe(true);
    expect(usesAdminEndpoint('Ops.ADMIN@acme.ng')).toBe(true);
    expect(usesAdminEndpoint('\uff41dmin@acme.ng')).toBe(true);
    expect(usesAdminEndpoint('boss@acme.ng')).toBe(false);
  });
});

describe('e-mail identity', () => {
  it.each([
    ['zero-width space', 'x\u200b@y.co'],
    ['zero-width non-joiner', 'x\u200c@y.co'],
    ['zero-width joiner', 'x\u200d@y.co'],
    ['byte order mark inside', 'x\ufeff@y.co'],
    ['byte order mark at the end', 'x@y.co\ufeff'],
    ['word joiner', 'x\u2060@y.co'],
    ['soft hyphen', 'x\u00ad@y.co'],
    ['right-to-left override', 'x\u202e@y.co'],
    ['left-to-right mark', 'x@y.co\u200e'],
    ['bidi isolate', 'x\u2066@y.co'],
    ['Hangul filler', 'x\u3164@y.co'],
    ['variation selector', 'x\ufe0f@y.co'],
    ['tag character', 'x\u{e0041}@y.co'],
    ['line separator', 'x\u2028@y.co'],
    ['control character', 'x\u0007@y.co'],
    ['line break at the end', 'x@y.co\n'],
  ])('refuses an address with a %s as invalid', (_name, value) => {
    expect(validateEmail(value)).toBe(MESSAGES.emailInvalid);
  });

  it('refuses an address made of invisible characters only as invalid, not as empty', () => {
    expect(validateEmail('\u200b\u200b')).toBe(MESSAGES.emailInvalid);
  });

  it('normalises to NFKC, lower case and no surrounding spaces', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(normalizeEmail('\uff58\uff20\uff59.co')).toBe('x@y.co');
    expect(normalizeEmail('\u{1d431}@y.co')).toBe('x@y.co');
    expect(normalizeEmail('\ufb01le@y.co')).toBe('file@y.co');
    expect(normalizeEmail('e\u0301@y.co')).toBe('\u00e9@y.co');
  });

  it('judges the normalised address, so full-width characters are the plain ones', () => {
    expect(validateEmail('\uff58\uff20\uff59.co')).toBeUndefined();
    expect(validateEmail('x\uff20y')).toBe(MESSAGES.emailInvalid);
  });

  it('still accepts letters outside ASCII that are visible', () => {
    expect(validateEmail('j\u00fcrgen@m\u00fcller.de')).toBeUndefined();
    expect(normalizeEmail('J\u00dcRGEN@example.com')).toBe('j\u00fcrgen@example.com');
  });
});

describe('e-mail domains and scripts', () => {
  it('drops the trailing dot of the domain and writes an international domain in punycode', () => {
    expect(normalizeEmail('x@example.com.')).toBe('x@example.com');
    expect(normalizeEmail('x@EXÄMPLE.com')).toBe('x@xn--exmple-cua.com');
    expect(normalizeEmail('x@xn--exmple-cua.com')).toBe('x@xn--exmple-cua.com');
    expect(normalizeEmail('j\u00fcrgen@m\u00fcller.de.')).toBe('j\u00fcrgen@xn--mller-kva.de');
  });

  it('refuses a domain that is no domain once written in ASCII', () => {
    expect(validateEmail('x@a.\u00e4/b')).toBe(MESSAGES.emailInvalid);
    expect(validateEmail('x@xn--a.com')).toBe(MESSAGES.emailInvalid);
  });

  it('refuses a local part mixing Latin with Cyrillic or Greek, not one script alone', () => {
    expect(validateEmail('p\u0430ypal@example.com')).toBe(MESSAGES.emailInvalid);
    expect(validateEmail('\u03bfscar@example.com')).toBe(MESSAGES.emailInvalid);
    expect(validateEmail('\u0438\u0432\u0430\u043d@example.com')).toBeUndefined();
    expect(validateEmail('\u5c71\u7530\u305f\u308d\u3046@example.jp')).toBeUndefined();
    expect(validateEmail('ada.2024+tag@example.com')).toBeUndefined();
  });
});
