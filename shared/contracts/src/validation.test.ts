import { MESSAGES } from './messages';
import {
  sanitizeOtpInput,
  usesAdminEndpoint,
  validateConfirmPassword,
  validateEmail,
  validateName,
  validateNewPassword,
  validateOtp,
} from './validation';

describe('spec §5 validation rules', () => {
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

  it('picks the admin endpoint for admin-looking or designated addresses', () => {
    expect(usesAdminEndpoint('ops.admin@acme.ng')).toBe(true);
    expect(usesAdminEndpoint('Boss@Acme.ng', 'boss@acme.ng')).toBe(true);
    expect(usesAdminEndpoint('ada@acme.ng', 'boss@acme.ng')).toBe(false);
  });
});
