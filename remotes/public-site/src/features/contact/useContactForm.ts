import { useEffect, useRef, useState, type FormEvent } from 'react';

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
 * "Sending..." for one second, then the thank-you message and an empty form.
 * Nothing is sent anywhere: the spec's contact form makes no server call.
 */
export function useContactForm() {
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (field: keyof ContactMessage, value: string) => {
    setSent(false);
    setValues((previous) => ({ ...previous, [field]: value }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setSent(false);
    timer.current = window.setTimeout(() => {
      setSending(false);
      setSent(true);
      setValues(EMPTY);
    }, CONTACT_SEND_DELAY_MS);
  };

  return { values, sending, sent, change, submit, dismiss: () => setSent(false) };
}
