import { Alert } from '@portal/ui';
import { CONTACT_THANK_YOU, useContactForm, type ContactMessage } from './useContactForm';

const FIELDS: { name: keyof ContactMessage; label: string; type: string; autoComplete?: string }[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject', type: 'text' },
];

export function ContactForm() {
  const { values, sending, sent, change, submit, dismiss } = useContactForm();
  return (
    <form id="contact-form" className="card" onSubmit={submit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a message</h2>
      {sent && (
        <Alert tone="success" onDismiss={dismiss}>
          {CONTACT_THANK_YOU}
        </Alert>
      )}
      {FIELDS.map((field) => (
        <div className="field" key={field.name}>
          <label htmlFor={`contact-${field.name}`}>{field.label}</label>
          <input
            id={`contact-${field.name}`}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            required
            value={values[field.name]}
            onChange={(event) => change(field.name, event.target.value)}
          />
        </div>
      ))}
      <div className="field">
        <label htmlFor="contact-message">Message</label>
        <textarea
          id="contact-message"
          name="message"
          rows={5}
          required
          value={values.message}
          onChange={(event) => change('message', event.target.value)}
        />
      </div>
      <button type="submit" className="btn" disabled={sending} aria-busy={sending}>
        {sending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
