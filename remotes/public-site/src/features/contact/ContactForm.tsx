import { Alert } from '@portal/ui';
import { CONTACT_HONEYPOT_FIELD } from '@portal/contracts/contact';
import { usePrerendering } from '../prerendering';
import { CONTACT_THANK_YOU, useContactForm, type ContactMessage } from './useContactForm';

const FIELDS: { name: keyof ContactMessage; label: string; type: string; autoComplete?: string }[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject', type: 'text' },
];

/** A field's error, announced with it (aria-describedby). */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="field-error">
      {message}
    </p>
  ) : null;
}

export function ContactForm() {
  const form = useContactForm();
  // In the prerendered page the form waits, disabled, for the scripts that send it.
  const waiting = usePrerendering();
  const described = (name: keyof ContactMessage) => {
    const error = form.errors[name];
    return {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `contact-${name}-error` : undefined,
    };
  };
  return (
    <form
      id="contact-form"
      className="card"
      onSubmit={(event) => void form.submit(event)}
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">Send us a message</h2>
      {form.sent && (
        <Alert tone="success" onDismiss={form.dismiss}>
          {CONTACT_THANK_YOU}
        </Alert>
      )}
      {form.failure && (
        <Alert tone="error" onDismiss={form.dismissFailure}>
          {form.failure}
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
            disabled={waiting}
            {...described(field.name)}
            {...form.field(field.name)}
          />
          <FieldError id={`contact-${field.name}-error`} message={form.errors[field.name]} />
        </div>
      ))}
      <div className="field">
        <label htmlFor="contact-message">Message</label>
        <textarea
          id="contact-message"
          rows={5}
          required
          disabled={waiting}
          {...described('message')}
          {...form.field('message')}
        />
        <FieldError id="contact-message-error" message={form.errors.message} />
      </div>
      {/* The honeypot (D38): off screen and out of the tab order, so people leave it empty; a
          robot that fills every input fills it, and the server then drops the message. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={`contact-${CONTACT_HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input
          id={`contact-${CONTACT_HONEYPOT_FIELD}`}
          name={CONTACT_HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <button type="submit" className="btn" disabled={form.sending || waiting} aria-busy={form.sending}>
        {form.sending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
