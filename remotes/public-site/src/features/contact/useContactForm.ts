import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };
export const CONTACT_SEND_DELAY_MS = 1000;
export const CONTACT_THANK_YOU = "Thank you for your message! We'll get back to you soon.";

/**
 * The contact form on react-hook-form (the portal's one form library): "Sending..."
 * for one second, then the thank-you message and an empty form. Every field is
 * required by the browser (the spec's form has no other rule), and nothing is sent
 * anywhere: the spec's contact form makes no server call.
 */
export function useContactForm() {
  const { register, reset } = useForm<ContactMessage>({ defaultValues: EMPTY });
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  /** A field's props: typing again hides the last thank-you. */
  const field = (name: keyof ContactMessage) => register(name, { onChange: () => setSent(false) });

  // Sent at once (no check but the browser's `required`), so "Sending..." shows on the click itself.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setSent(false);
    timer.current = window.setTimeout(() => {
      setSending(false);
      setSent(true);
      reset(EMPTY);
    }, CONTACT_SEND_DELAY_MS);
  };

  return { field, sending, sent, submit, dismiss: () => setSent(false) };
}
