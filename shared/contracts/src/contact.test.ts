import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  contactFormSchema,
  validateContactMessage,
  validateContactName,
  validateContactSubject,
} from './contact';
import { CONTROL_CHARACTER_MESSAGE } from './controlCharacters';
import { MESSAGES } from './messages';

describe('the contact form’s rules', () => {
  it('requires every field, in words that name it (the e-mail’s are the spec’s)', () => {
    expect(
      contactFormSchema['~standard'].validate({ name: ' ', email: '', subject: '', message: '' }),
    ).toEqual({
      issues: [
        { message: CONTACT_MESSAGES.nameRequired, path: ['name'] },
        { message: MESSAGES.emailRequired, path: ['email'] },
        { message: CONTACT_MESSAGES.subjectRequired, path: ['subject'] },
        { message: CONTACT_MESSAGES.messageRequired, path: ['message'] },
      ],
    });
  });

  it('keeps one-line fields on one line, and lets the message have lines and tabs', () => {
    expect(validateContactSubject('Rates\r\nBcc: x@y.co')).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(validateContactName('Ada\u0000')).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(validateContactMessage('Hello,\n\tWhat is your rate?')).toBeUndefined();
    expect(validateContactMessage('Hello\u0007')).toBe(CONTROL_CHARACTER_MESSAGE);
  });

  it('bounds each field', () => {
    expect(validateContactName('a'.repeat(CONTACT_LIMITS.nameMax))).toBeUndefined();
    expect(validateContactName('a'.repeat(CONTACT_LIMITS.nameMax + 1))).toBe(CONTACT_MESSAGES.nameTooLong);
    expect(validateContactMessage('a'.repeat(CONTACT_LIMITS.messageMax + 1))).toBe(
      CONTACT_MESSAGES.messageTooLong,
    );
  });
});
