import { useState, type BaseSyntheticEvent } from 'react';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MESSAGES,
  contactFormSchema,
  type ContactField,
} from '@portal/contracts/contact';
import { RequestError } from '@portal/auth';
import { useContractForm } from '@portal/ui';
import { sendContactMessage } from './sendContactMessage';

export type ContactMessage = Record<ContactField, string>;

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };
const FIELDS = Object.keys(EMPTY) as ContactField[];
export const CONTACT_THANK_YOU = CONTACT_MESSAGES.received;

/** The honeypot as the form holds it (read from the form, not kept in react-hook-form's values). */
const honeypotOf = (event: BaseSyntheticEvent | undefined): string => {
  const form: unknown = event?.target;
  const value = form instanceof HTMLFormElement ? new FormData(form).get(CONTACT_HONEYPOT_FIELD) : null;
  return typeof value === 'string' ? value : '';
};

/**
 * The contact form on react-hook-form with the contracts' contact rules (the server's too).
 * Submit shows "Sending..." while the message is on its way, and the thank-you with an
 * empty form only once the server has stored it (D38); a refusal or a lost connection
 * shows why, the server's field errors under their fields, and keeps what was typed.
 */
export function useContactForm() {
  const {
    register,
    reset,
    handleSubmit,
    setError,
    formState: { errors },
  } = useContractForm<ContactMessage>(contactFormSchema, { defaultValues: EMPTY });
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  /** A field's props: typing again hides the last thank-you. */
  const field = (name: ContactField) => register(name, { onChange: () => setSent(false) });

  const submit = handleSubmit(async (values, event) => {
    setSending(true);
    setSent(false);
    setFailure(null);
    try {
      await sendContactMessage({ ...values, [CONTACT_HONEYPOT_FIELD]: honeypotOf(event) });
      reset(EMPTY);
      setSent(true);
    } catch (error) {
      const refusal = error instanceof RequestError ? error : null;
      for (const name of FIELDS) {
        const message = refusal?.errors[name]?.[0];
        if (message) setError(name, { message });
      }
      setFailure(refusal?.message ?? CONTACT_MESSAGES.failed);
    } finally {
      setSending(false);
    }
  });

  return {
    field,
    errors: Object.fromEntries(FIELDS.map((name) => [name, errors[name]?.message])) as Partial<
      Record<ContactField, string>
    >,
    sending,
    sent,
    failure,
    submit,
    dismiss: () => setSent(false),
    dismissFailure: () => setFailure(null),
  };
}
