import * as z from 'zod/mini';
import { CONTROL_CHARACTER_MESSAGE } from './controlCharacters';
import { hasControlCharacter, hasControlCharacterBesidesLayout } from '@portal/rules/controlCharacters';
import { fieldsSchema } from './formSchemas';
import { LIMITS, validateEmail, type Rule } from './validation';

// The public contact form (spec §3 /contact, D38): where it posts, its field rules and its
// words, shared by the public site's form and the server's route so both refuse the same
// values with the same messages.

/** Under `/api`. */
export const CONTACT_PATH = '/contact';

/**
 * The honeypot: a field the form hides from people (off screen, out of the tab order,
 * no autofill), so only a robot filling every input it finds sends it filled.
 */
export const CONTACT_HONEYPOT_FIELD = 'website';

export const CONTACT_LIMITS = { nameMax: 100, subjectMax: 200, messageMax: 5000 } as const;

export const CONTACT_MESSAGES = {
  // The spec says only "all four fields required"; these say which (the e-mail's are the spec's).
  nameRequired: 'Name is required',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  nameTooLong: `Name must be at most ${CONTACT_LIMITS.nameMax} characters`,
  subjectTooLong: `Subject must be at most ${CONTACT_LIMITS.subjectMax} characters`,
  messageTooLong: `Message must be at most ${CONTACT_LIMITS.messageMax} characters`,
  /** The spec's thank-you, shown once the server has stored the message (D38). */
  received: "Thank you for your message! We'll get back to you soon.",
  tooMany: 'Too many messages were sent from this connection.',
  /** What the form says when the server could not be reached or gave no words of its own. */
  failed: 'Your message could not be sent. Please try again.',
} as const;

const M = CONTACT_MESSAGES;

/** A required text of at most `max` characters after trimming; `multiLine` allows line breaks and tabs. */
const requiredText =
  (required: string, tooLong: string, max: number, multiLine = false): Rule =>
  (value) => {
    const text = value.trim();
    if (!text) return required;
    if (text.length > max) return tooLong;
    const controls = multiLine ? hasControlCharacterBesidesLayout(text) : hasControlCharacter(text);
    return controls ? CONTROL_CHARACTER_MESSAGE : undefined;
  };

export const validateContactName = requiredText(M.nameRequired, M.nameTooLong, CONTACT_LIMITS.nameMax);
export const validateContactSubject = requiredText(
  M.subjectRequired,
  M.subjectTooLong,
  CONTACT_LIMITS.subjectMax,
);
export const validateContactMessage = requiredText(
  M.messageRequired,
  M.messageTooLong,
  CONTACT_LIMITS.messageMax,
  true,
);

/** Each field's rule: what the form checks and what the server judges the body by first. */
export const CONTACT_RULES = {
  name: validateContactName,
  email: validateEmail,
  subject: validateContactSubject,
  message: validateContactMessage,
} as const;

export type ContactField = keyof typeof CONTACT_RULES;

/** The form's schema (react-hook-form's standardSchemaResolver reads it; no zod in the page). */
export const contactFormSchema = /* #__PURE__ */ fieldsSchema<ContactField>(CONTACT_RULES);

const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** The body's shape (the rules above judge the words first); the honeypot is optional. */
export const contactBodySchema = z.object({
  name: trimmed(CONTACT_LIMITS.nameMax),
  email: trimmed(LIMITS.emailMax),
  subject: trimmed(CONTACT_LIMITS.subjectMax),
  message: trimmed(CONTACT_LIMITS.messageMax),
  [CONTACT_HONEYPOT_FIELD]: z.optional(z.string()),
});

export type ContactBody = z.input<typeof contactBodySchema>;
