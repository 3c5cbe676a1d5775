import { Alert } from '@portal/ui';
import { CONTACT_THANK_YOU, useContactForm, type ContactMessage } from './useContactForm';

const FIELDS: { name: keyof ContactMessage; label: string; type: string; autoComplete?: string }[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject', type: 'text' },
];

export function ContactForm() {
  const { field: fieldProps, sending, sent, submit, dismiss } = useContactForm();
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
            type={field.type}
            autoComplete={field.autoComplete}
            required
            {...fieldProps(field.name)}
          />
        </div>
      ))}
      <div className="field">
        <label htmlFor="contact-message">Message</label>
        <textarea id="contact-message" rows={5} required {...fieldProps('message')} />
      </div>
      <button type="submit" className="btn" disabled={sending} aria-busy={sending}>
        {sending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
