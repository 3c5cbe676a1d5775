import { useEffect, useRef, useState, type FormEvent } from 'react';
import { forgotPassword } from '@portal/auth';
import { emailFormSchema } from '@portal/contracts/formSchemas';
import { MESSAGES } from '@portal/contracts/messages';
import { Alert, EmailInSentence, TextField, useSchemaForm } from '@portal/ui';
import { Dialog, useModals } from '../modals';
import { failureMessage, LinkButton, send, SubmitButton, usePendingAction } from '../forms';

/** Reset Password, the forgot-password modal: asks for the address and e-mails it a reset link. */
export function ForgotPasswordModal() {
  const modals = useModals();
  // The form's ref apart from the rest, so that only the <form> element holds it.
  const { attachForm, ...form } = useSchemaForm(emailFormSchema, { email: modals.email });
  const { pending, run } = usePendingAction();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const backToLogin = () => modals.open('login', { email: sentTo ?? form.values.email.trim() });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      if (!(await form.validateAll())) return;
      setFailure(null);
      const email = form.values.email.trim();
      const sent = await send(() => forgotPassword(email));
      if (sent.ok) setSentTo(email);
      else setFailure(failureMessage(sent.failure, { fallback: MESSAGES.forgotFailed }));
    });
  };

  return (
    <Dialog title="Reset Password" onClose={modals.close}>
      {sentTo ? (
        <LinkSent email={sentTo} onBackToLogin={backToLogin} />
      ) : (
        <>
          <p className="muted">
            Enter your account&apos;s email and we&apos;ll send you a link to reset your password.
          </p>
          <form ref={attachForm} className="auth-form" noValidate onSubmit={onSubmit} aria-busy={pending}>
            <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
            {failure && <Alert tone="error">{failure}</Alert>}
            <SubmitButton pending={pending} label="Send Reset Link" pendingLabel="Sending..." />
          </form>
          <div className="auth-switches">
            <LinkButton onClick={backToLogin}>Back to Login</LinkButton>
          </div>
        </>
      )}
    </Dialog>
  );
}

/** The success state: the form is gone, so focus moves to the news. */
function LinkSent({ email, onBackToLogin }: { email: string; onBackToLogin: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="auth-sent">
      <Alert tone="success">{MESSAGES.resetLinkSent}</Alert>
      {/* The same words whether or not an account uses this address, so the page never tells. */}
      <p>
        If an account exists for <EmailInSentence email={email} after="," /> it will receive an email with a
        link to choose a new password.
      </p>
      <button type="button" className="btn auth-submit" onClick={onBackToLogin}>
        Back to Login
      </button>
    </div>
  );
}
